// Seller and buyer of a document, built from the accounts' profiles and invoice settings at the
// moment of issue (the issued document keeps them as they were).
import type { InvoiceBuyer, InvoiceSeller } from '@fachwerk/server/documents';
import { partyName, type InvoiceSettingsRow, type UserRow } from '@fachwerk/server/db';
import { isEvidenceValid, parsePostalAddress, type JobType, type TaxEvidence, type TaxSupplyKind } from '@fachwerk/shared/contracts';

type Profile = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const singleLineAddress = (user: UserRow): string => {
  const profile = user.profile as Profile;
  return str(profile['companyAddress']) ?? str(profile['address']) ?? '';
};

/** The seller: company, address, tax ids (settings win over the profile's `vat`), contact and bank. */
export function sellerFrom(user: UserRow, settings: InvoiceSettingsRow | null): InvoiceSeller {
  const profile = user.profile as Profile;
  const contacts = Array.isArray(profile['contactPerson']) ? (profile['contactPerson'] as Profile[]) : [];
  const phone = str(profile['companyPhoneNumber'])
    ? `${str(profile['companyDialCode']) ?? '+49'} ${str(profile['companyPhoneNumber'])}`
    : str(profile['phoneNumber'])
      ? `${str(profile['dialCode']) ?? '+49'} ${str(profile['phoneNumber'])}`
      : '';
  const email = str(profile['companyEmail']) ?? user.email;
  const vatId = str(settings?.vatId) ?? str(profile['vat']);
  const taxNumber = str(settings?.taxNumber);
  const registrationId = str(profile['companyRegistrationNumber']);
  const accountHolder = str(profile['accountName']);
  return {
    name: partyName(user),
    address: parsePostalAddress(singleLineAddress(user)),
    ...(vatId ? { vatId } : {}),
    ...(taxNumber ? { taxNumber } : {}),
    ...(registrationId ? { registrationId } : {}),
    email,
    contact: { name: str(contacts[0]?.['name']) ?? `${user.firstName} ${user.lastName}`.trim(), phone, email },
    bank: { iban: (str(profile['accountNo']) ?? '').replace(/\s+/g, ''), ...(accountHolder ? { accountHolder } : {}) },
  };
}

/** The buyer (the reference is set per invoice). */
export function buyerFrom(user: UserRow, settings: InvoiceSettingsRow | null): Omit<InvoiceBuyer, 'reference'> {
  const profile = user.profile as Profile;
  const vatId = str(settings?.vatId) ?? str(profile['vat']);
  const taxNumber = str(settings?.taxNumber);
  return {
    name: partyName(user),
    address: parsePostalAddress(singleLineAddress(user)),
    ...(vatId ? { vatId } : {}),
    ...(taxNumber ? { taxNumber } : {}),
    email: str(profile['companyEmail']) ?? user.email,
  };
}

/**
 * The platform as the seller of its service-fee invoices. Company data from the environment
 * (`PLATFORM_INVOICE_*`), defaulting to the operator named in the imprint.
 */
export function platformSeller(env: Record<string, string | undefined> = process.env): InvoiceSeller {
  const get = (name: string, fallback: string) => env[`PLATFORM_INVOICE_${name}`]?.trim() || fallback;
  return {
    name: get('NAME', 'Fachwerk GmbH'),
    address: parsePostalAddress(get('ADDRESS', 'Hafenstraße 12, 20457 Hamburg')),
    vatId: get('VAT_ID', 'DE312345678'),
    taxNumber: get('TAX_NUMBER', '43/123/45678'),
    registrationId: get('REGISTRATION', 'HRB 123456 Hamburg'),
    email: get('EMAIL', 'rechnung@fachwerk.test'),
    contact: { name: get('CONTACT', 'Buchhaltung Fachwerk'), phone: get('PHONE', '+49 40 1234567'), email: get('EMAIL', 'rechnung@fachwerk.test') },
    bank: { iban: get('IBAN', 'DE02200505501015871393'), accountHolder: get('NAME', 'Fachwerk GmbH') },
  };
}

/** The client's USt 1 TG certificate (§13b) as the tax rules read it. */
export const constructionEvidenceOf = (settings: InvoiceSettingsRow | null): TaxEvidence | null =>
  settings ? { hasFile: !!settings.constructionExemptionDocument, validUntil: settings.constructionExemptionValidUntil } : null;

/** The supplier's § 48b EStG certificate as the tax rules read it (a number and a file). */
export const withholdingEvidenceOf = (settings: InvoiceSettingsRow | null): TaxEvidence | null =>
  settings ? { hasFile: !!settings.withholdingExemptionDocument && !!settings.withholdingExemptionNumber, validUntil: settings.withholdingExemptionValidUntil } : null;

/** The §13b certificate on file and valid on `today`. */
export const hasValidConstructionExemption = (settings: InvoiceSettingsRow | null, today: string): boolean => isEvidenceValid(constructionEvidenceOf(settings), today);

/** Staffing awards (hours of workers placed with the client) are Arbeitnehmerüberlassung; fixed-price awards are construction work. */
export const supplyKindOf = (jobType: JobType | string): TaxSupplyKind => (jobType === 'resource' ? 'staffing' : 'construction');
