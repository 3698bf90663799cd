/**
 * A German address written on one line, as the profiles hold it (`Domkloster 4, 50667 Köln`), split
 * into what an invoice needs (§ 14 (4) no. 1 UStG: full name and address of both parties; EN 16931
 * BT-50..BT-55 / BR-DE-8, BR-DE-9: the buyer's city and postcode). One parser for the issue path and
 * for the screens that ask for the data before it is needed.
 */
export interface ParsedPostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
}

/** Street, postal code and city; text without a five-digit postcode and a city stays the street. */
export function parsePostalAddress(text: string | undefined | null): ParsedPostalAddress {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  const match = /^(.*?),?\s*(\d{5})\s+([^,]+?)(?:,\s*(?:Deutschland|Germany|DE))?$/i.exec(value);
  const [, street = '', postalCode = '', city = ''] = match ?? [];
  if (match) return { street: street.replace(/,\s*$/, '').trim(), postalCode, city: city.trim(), countryCode: 'DE' };
  return { street: value, postalCode: '', city: '', countryCode: 'DE' };
}

/** Whether an invoice can carry this address: a postcode and a city (the street alone is refused by BR-DE-8/9). */
export function isBillableAddress(text: string | undefined | null): boolean {
  const { postalCode, city } = parsePostalAddress(text);
  return postalCode !== '' && city !== '';
}

/** The parts of a client's billing data a screen can ask for, named by their profile fields. */
export type BillingDataField = 'address' | 'vat';

/**
 * What a client's profile lacks for the supplier's invoices to it, checked as the issue path checks
 * the buyer: an address with postcode and city (BR-DE-8, BR-DE-9; the company address wins over the
 * personal one, as on the invoice), and the VAT id (USt-IdNr.), which an invoice under the reverse
 * charge of § 13b UStG must carry for the buyer (BR-AE-02). The name never blocks: the invoice falls
 * back to the person's name.
 */
export function missingBillingData(profile: { address?: string | null; companyAddress?: string | null; vat?: string | null }): BillingDataField[] {
  const missing: BillingDataField[] = [];
  if (!isBillableAddress(profile.companyAddress?.trim() || profile.address)) missing.push('address');
  if (!profile.vat?.trim()) missing.push('vat');
  return missing;
}
