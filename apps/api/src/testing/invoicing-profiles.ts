/**
 * The profile fields invoicing needs (address, tax ids, contact, bank), written straight to the
 * database: used by the integration tests of the modules that issue or export invoices and by the
 * invoices' unit specs.
 */
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { users, type Db } from '@fachwerk/server/db';
import { userIdByEmail } from './marketplace-fixtures';

/** A complete supplier profile (address, VAT id, register number, contact, IBAN) so a supplier can issue. */
export const INVOICING_SUPPLIER_PROFILE = {
  vat: 'DE123456789',
  companyRegistrationNumber: 'HRB 12345 B',
  companyAddress: 'Hauptstraße 12, 10115 Berlin',
  address: 'Hauptstraße 12, 10115 Berlin',
  companyDialCode: '+49',
  companyPhoneNumber: '30 1234567',
  companyEmail: 'rechnung@muster-montage.test',
  contactPerson: [{ name: 'Erika Muster' }],
  accountNo: 'DE02120300000000202051',
  accountName: 'Muster Montage GmbH',
};
export const INVOICING_CLIENT_PROFILE = { vat: 'DE987654321', address: 'Leopoldstraße 3, 80802 München' };

/** Gives an account the profile fields invoicing needs (merged into what it has) and its company name. */
export async function makeInvoiceable(db: Db, userId: string, profile: Record<string, unknown>, companyName: string): Promise<void> {
  await db.execute(sql`update ${users} set profile = profile || ${JSON.stringify(profile)}::jsonb, company_name = ${companyName} where id = ${userId}`);
}

/** The demo supplier and client, made invoiceable (Muster Montage GmbH bills Bauherr Süd AG). */
export async function invoicingDemoParties(db: Db): Promise<{ supplierId: string; clientId: string }> {
  const supplierId = await userIdByEmail(db, DEMO_ACCOUNTS.supplier);
  const clientId = await userIdByEmail(db, DEMO_ACCOUNTS.client);
  await makeInvoiceable(db, supplierId, INVOICING_SUPPLIER_PROFILE, 'Muster Montage GmbH');
  await makeInvoiceable(db, clientId, INVOICING_CLIENT_PROFILE, 'Bauherr Süd AG');
  return { supplierId, clientId };
}
