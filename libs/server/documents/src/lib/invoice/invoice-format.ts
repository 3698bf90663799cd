import { FINAL_INVOICE_DEDUCTION } from '@fachwerk/shared/contracts';
import { deductionTotals, type InvoiceDocument } from './invoice-document';

export type InvoiceLanguage = 'de' | 'en';

const LOCALE: Record<InvoiceLanguage, string> = { de: 'de-DE', en: 'en-GB' };

// Built once per language: constructing an Intl.NumberFormat costs more than formatting with it.
const CURRENCY = { de: new Intl.NumberFormat(LOCALE.de, { style: 'currency', currency: 'EUR' }), en: new Intl.NumberFormat(LOCALE.en, { style: 'currency', currency: 'EUR' }) };
const QUANTITY = { de: new Intl.NumberFormat(LOCALE.de, { maximumFractionDigits: 3 }), en: new Intl.NumberFormat(LOCALE.en, { maximumFractionDigits: 3 }) };

/** `1234567` → `12.345,67 €` (de) / `€12,345.67` (en). */
export function formatCents(cents: number, language: InvoiceLanguage = 'de'): string {
  return CURRENCY[language].format(cents / 100);
}

/** `7.5` → `7,5` (de). */
export function formatQuantity(quantity: number, language: InvoiceLanguage = 'de'): string {
  return QUANTITY[language].format(quantity);
}

/** ISO `2026-11-25` → `25.11.2026` (de) / `25/11/2026` (en); no time zone shift, the date is civil. */
export function formatIsoDate(iso: string, language: InvoiceLanguage = 'de'): string {
  const [year, month, day] = iso.split('-');
  return language === 'de' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/** Cents as an EN 16931 amount string: `-1234` → `-12.34`. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The §9 payment text: payable within N days, late interest 10 points above the ECB base rate, 40,00 € flat fee. */
export function defaultPaymentTerms(doc: Pick<InvoiceDocument, 'paymentDays' | 'dueDate'>, language: InvoiceLanguage = 'de'): string {
  const due = formatIsoDate(doc.dueDate, language);
  const fee = formatCents(4000, language);
  return language === 'de'
    ? `Zahlbar innerhalb von ${doc.paymentDays} Tagen ohne Abzug bis zum ${due}. ` +
        `Bei Zahlungsverzug berechnen wir Verzugszinsen von 10 Prozentpunkten über dem Basiszinssatz der EZB ` +
        `sowie eine Verzugspauschale von ${fee}.`
    : `Payable within ${doc.paymentDays} days without deduction by ${due}. ` +
        `Late payment incurs interest of 10 percentage points above the ECB base rate ` +
        `and a flat late fee of ${fee}.`;
}

export function paymentTermsOf(doc: InvoiceDocument, language: InvoiceLanguage = 'de'): string {
  return doc.paymentTermsText?.trim() || defaultPaymentTerms(doc, language);
}

/**
 * What a final invoice deducts, one text per partial invoice with its net and tax per rate and its
 * gross (§ 14 Abs. 5 Satz 2 UStG): the note the XML carries (BT-22, German) and the visible invoice prints.
 */
export function deductionTexts(doc: Pick<InvoiceDocument, 'deductions'>, language: InvoiceLanguage = 'de'): string[] {
  return (doc.deductions ?? []).map((deduction) => {
    const totals = deductionTotals(deduction);
    const date = formatIsoDate(deduction.issueDate, language);
    const groups = deduction.vat
      .map((group) =>
        language === 'de'
          ? `netto ${formatCents(group.taxableCents, language)} zu ${group.rate} % USt ${formatCents(group.taxCents, language)}`
          : `net ${formatCents(group.taxableCents, language)} at ${group.rate} % VAT ${formatCents(group.taxCents, language)}`,
      )
      .join(', ');
    return language === 'de'
      ? `Abzüglich Teilrechnung ${deduction.number} vom ${date}: ${groups}, brutto ${formatCents(totals.grossCents, language)} (${FINAL_INVOICE_DEDUCTION.paragraph}).`
      : `Less partial invoice ${deduction.number} of ${date}: ${groups}, gross ${formatCents(totals.grossCents, language)} (${FINAL_INVOICE_DEDUCTION.paragraph}).`;
  });
}
