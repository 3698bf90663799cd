import type { InvoiceLanguage } from './invoice-format';

/** One failed rule as the EN 16931 / XRechnung Schematron reports it (shape of `validateCii`). */
export interface EInvoiceAssert {
  layer: string;
  id?: string;
  flag: string;
  location?: string;
  text: string;
}

export interface EInvoiceValidationResult {
  valid: boolean;
  schemaErrors: string[];
  asserts: EInvoiceAssert[];
}

export interface EInvoiceHint {
  /** The official rule id, e.g. `BR-DE-15`, or `schema`. */
  rule: string;
  /** The invoice field to fix, in {@link InvoiceDocument} terms, when one is known. */
  field?: string;
  message: string;
}

type Hint = { field?: string; de: string; en: string };

/** Plain words for the rules a supplier most often breaks; the rest fall back to the official text. */
const HINTS: Record<string, Hint> = {
  'BR-02': { field: 'number', de: 'Die Rechnungsnummer fehlt.', en: 'The invoice number is missing.' },
  'BR-03': { field: 'issueDate', de: 'Das Rechnungsdatum fehlt.', en: 'The invoice date is missing.' },
  'BR-06': { field: 'seller.name', de: 'Der Name des Verkäufers fehlt.', en: "The seller's name is missing." },
  'BR-07': { field: 'buyer.name', de: 'Der Name des Käufers fehlt.', en: "The buyer's name is missing." },
  'BR-08': { field: 'seller.address', de: 'Die Anschrift des Verkäufers fehlt.', en: "The seller's address is missing." },
  'BR-10': { field: 'buyer.address', de: 'Die Anschrift des Käufers fehlt.', en: "The buyer's address is missing." },
  'BR-16': { field: 'lines', de: 'Die Rechnung hat keine Position.', en: 'The invoice has no line.' },
  'BR-CO-10': { field: 'lines', de: 'Die Summe der Positionen stimmt nicht mit dem Nettobetrag überein.', en: 'The sum of the lines does not match the net total.' },
  'BR-CO-13': { field: 'lines', de: 'Der Nettobetrag der Rechnung ist falsch berechnet.', en: 'The net total is calculated incorrectly.' },
  'BR-CO-14': { field: 'lines', de: 'Die Umsatzsteuer-Summe stimmt nicht mit den Steuerbeträgen je Steuersatz überein.', en: 'The VAT total does not match the VAT per rate.' },
  'BR-CO-15': { field: 'lines', de: 'Der Rechnungsbetrag ist nicht Nettobetrag plus Umsatzsteuer.', en: 'The invoice total is not net plus VAT.' },
  'BR-CO-16': { field: 'lines', de: 'Der Zahlbetrag ist falsch berechnet.', en: 'The amount due is calculated incorrectly.' },
  'BR-CO-25': { field: 'dueDate', de: 'Fälligkeitsdatum oder Zahlungsbedingungen fehlen.', en: 'The due date or the payment terms are missing.' },
  'BR-CO-26': { field: 'seller.vatId', de: 'Umsatzsteuer-ID oder Steuernummer des Verkäufers fehlt.', en: "The seller's VAT id or tax number is missing." },
  'BR-S-02': { field: 'seller.vatId', de: 'Umsatzsteuer-ID des Verkäufers fehlt.', en: "The seller's VAT id is missing." },
  'BR-S-08': { field: 'lines', de: 'Die Bemessungsgrundlage je Steuersatz stimmt nicht mit den Positionen überein.', en: 'The taxable amount per VAT rate does not match the lines.' },
  'BR-S-09': { field: 'lines', de: 'Der Steuerbetrag je Steuersatz ist falsch berechnet.', en: 'The VAT amount per rate is calculated incorrectly.' },
  'BR-AE-02': { field: 'buyer.vatId', de: 'Für die Umkehr der Steuerschuld (§ 13b UStG) fehlt die Umsatzsteuer-ID von Verkäufer oder Käufer.', en: 'Reverse charge (§13b UStG) needs the VAT ids of seller and buyer.' },
  'BR-AE-10': { field: 'lines', de: 'Bei Umkehr der Steuerschuld fehlt der Hinweis „Steuerschuldnerschaft des Leistungsempfängers“.', en: 'Reverse charge needs the note "Steuerschuldnerschaft des Leistungsempfängers".' },
  'BR-E-02': { field: 'seller.vatId', de: 'Umsatzsteuer-ID oder Steuernummer des Verkäufers fehlt.', en: "The seller's VAT id or tax number is missing." },
  'BR-E-10': { field: 'lines', de: 'Bei steuerfreien Leistungen fehlt der Grund der Steuerbefreiung.', en: 'An exempt line needs the reason for the exemption.' },
  'BR-DE-1': { field: 'seller.bank', de: 'Die Zahlungsangaben (Bankverbindung) fehlen.', en: 'The payment instructions (bank account) are missing.' },
  'BR-DE-2': { field: 'seller.contact', de: 'Die Kontaktdaten des Verkäufers (Name, Telefon, E-Mail) fehlen.', en: "The seller's contact (name, phone, e-mail) is missing." },
  'BR-DE-3': { field: 'seller.address.city', de: 'Der Ort des Verkäufers fehlt.', en: "The seller's city is missing." },
  'BR-DE-4': { field: 'seller.address.postalCode', de: 'Die Postleitzahl des Verkäufers fehlt.', en: "The seller's postal code is missing." },
  'BR-DE-5': { field: 'seller.contact.name', de: 'Der Ansprechpartner des Verkäufers fehlt.', en: "The seller's contact name is missing." },
  'BR-DE-6': { field: 'seller.contact.phone', de: 'Die Telefonnummer des Verkäufers fehlt.', en: "The seller's phone number is missing." },
  'BR-DE-7': { field: 'seller.contact.email', de: 'Die E-Mail-Adresse des Verkäufers fehlt.', en: "The seller's e-mail address is missing." },
  'BR-DE-8': { field: 'buyer.address.city', de: 'Der Ort des Käufers fehlt.', en: "The buyer's city is missing." },
  'BR-DE-9': { field: 'buyer.address.postalCode', de: 'Die Postleitzahl des Käufers fehlt.', en: "The buyer's postal code is missing." },
  'BR-DE-15': { field: 'buyer.reference', de: 'Die Käuferreferenz (Leitweg-ID) fehlt.', en: 'The buyer reference (Leitweg-ID) is missing.' },
  'BR-DE-16': { field: 'seller.vatId', de: 'Umsatzsteuer-ID oder Steuernummer des Verkäufers fehlt.', en: "The seller's VAT id or tax number is missing." },
  'BR-DE-17': { field: 'kind', de: 'Diese Rechnungsart ist in der XRechnung nicht erlaubt.', en: 'This invoice type is not allowed in XRechnung.' },
  'BR-DE-19': { field: 'seller.bank.iban', de: 'Die IBAN des Verkäufers ist ungültig.', en: "The seller's IBAN is invalid." },
};

/**
 * Turns a failed validation into hints a supplier can act on: one per failed blocking rule
 * (fatal/error; warnings are left out), in German or English, naming the field to fix where known.
 */
export function explainValidationFailures(result: EInvoiceValidationResult, language: InvoiceLanguage = 'de'): EInvoiceHint[] {
  const hints: EInvoiceHint[] = [];
  const seen = new Set<string>();
  for (const error of result.schemaErrors) {
    hints.push({
      rule: 'schema',
      message: language === 'de' ? `Die XML-Struktur ist ungültig: ${error}` : `The XML structure is invalid: ${error}`,
    });
  }
  for (const failed of result.asserts) {
    if (failed.flag !== 'fatal' && failed.flag !== 'error') continue;
    const rule = failed.id ?? failed.layer;
    if (seen.has(rule)) continue;
    seen.add(rule);
    const hint = HINTS[rule];
    hints.push(hint ? { rule, ...(hint.field ? { field: hint.field } : {}), message: hint[language] } : { rule, message: failed.text });
  }
  return hints;
}
