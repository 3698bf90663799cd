/**
 * Invoices written straight to the database for the authorization matrix and the integration tests:
 * a draft, or an issued invoice with a frozen, renderable document (what POST /issue would store).
 */
import { createHash, randomUUID } from 'node:crypto';
import { invoices, type Db, type InvoiceRow } from '@fachwerk/server/db';
import type { InvoiceDocument } from '@fachwerk/server/documents';
import type { InvoiceContent } from '../invoice-content';

export function fixtureDocument(number: string): InvoiceDocument {
  return {
    kind: 'invoice',
    number,
    issueDate: '2026-11-25',
    dueDate: '2026-12-09',
    servicePeriod: { start: '2026-11-16', end: '2026-11-20' },
    currency: 'EUR',
    seller: {
      name: 'Muster Montage GmbH',
      address: { street: 'Hauptstraße 12', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
      vatId: 'DE123456789',
      email: 'rechnung@muster-montage.test',
      contact: { name: 'Erika Muster', phone: '+49 30 1234567', email: 'rechnung@muster-montage.test' },
      bank: { iban: 'DE02120300000000202051' },
    },
    buyer: {
      name: 'Bauherr Süd AG',
      address: { street: 'Leopoldstraße 3', postalCode: '80802', city: 'München', countryCode: 'DE' },
      vatId: 'DE987654321',
      email: 'eingang@bauherr.test',
      reference: 'Matrix',
    },
    lines: [{ description: 'Montage', quantity: 10, unitCode: 'HUR', unitPriceCents: 5000, vat: { category: 'standard', rate: 19 } }],
    paymentDays: 14,
  };
}

/** A draft's content: ten hours at 50 €, standard VAT. */
export const DRAFT_CONTENT: Omit<InvoiceContent, 'document' | 'totals'> = {
  version: 1,
  source: 'award',
  lines: [{ description: 'Montage', quantity: 10, unit: 'HUR', unitPriceCents: 5000, vatRate: 19 }],
  paymentDays: 14,
  paymentTermsText: null,
  servicePeriod: { start: '2026-11-16', end: '2026-11-20' },
  taxCategory: 'standard',
  taxExemptionReason: null,
  buyerReference: 'Matrix',
  notes: null,
};

/** An invoice of `issuerId` to `recipientId`: a draft, or issued (numbered, frozen, hashed). */
export async function createInvoice(db: Db, input: { issuerId: string; recipientId: string; status: 'draft' | 'issued'; awardId?: string }): Promise<InvoiceRow> {
  const issued = input.status === 'issued';
  const number = `FX-${randomUUID().slice(0, 8)}`;
  const content: InvoiceContent = issued
    ? { ...DRAFT_CONTENT, document: fixtureDocument(number), totals: { netCents: 50000, taxCents: 9500, grossCents: 59500, vat: [{ category: 'S', rate: 19, taxableCents: 50000, taxCents: 9500 }] } }
    : { ...DRAFT_CONTENT };
  const [row] = await db
    .insert(invoices)
    .values({
      issuerId: input.issuerId,
      recipientId: input.recipientId,
      awardId: input.awardId ?? null,
      status: input.status,
      source: 'award',
      content: content as unknown as Record<string, unknown>,
      grossCents: 59500,
      ...(issued
        ? {
            number,
            sequenceValue: Math.floor(Math.random() * 1_000_000_000),
            issuedAt: new Date(),
            dueDate: '2026-12-09',
            documentsHash: createHash('sha256').update(number).digest('hex'),
          }
        : {}),
    })
    .returning();
  return row!;
}
