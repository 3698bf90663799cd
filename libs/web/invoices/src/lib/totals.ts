import {
  INVOICE_BUYER_REFERENCE_MAX,
  INVOICE_LINE_DESCRIPTION_MAX,
  INVOICE_LINES_MAX,
  INVOICE_QUANTITY_MAX,
  INVOICE_PAYMENT_DAYS_MAX,
  INVOICE_TEXT_MAX,
  INVOICE_UNIT_PRICE_MAX_CENTS,
  type InvoiceDeduction,
  type InvoiceLineInput,
  type InvoiceTaxCategory,
  type InvoiceTotals,
  type InvoiceVatGroup,
} from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';

const roundHalfAwayFromZero = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

/** quantity × unit price in cents, rounded half away from zero (as the server and the e-invoice do). */
export const lineNetCents = (line: Pick<InvoiceLineInput, 'quantity' | 'unitPriceCents'>): number =>
  roundHalfAwayFromZero((Math.round(line.quantity * 1000) * line.unitPriceCents) / 1000);

/** The §19 / §13b texts printed in the VAT group (as the server's document library says them). */
export const SMALL_BUSINESS_REASON = 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG';
export const REVERSE_CHARGE_REASON = 'Steuerschuldnerschaft des Leistungsempfängers';

/**
 * Live totals of a draft being edited, in the contract's shape: net per line, one VAT group per rate
 * (standard) or one group without VAT (exempt, §13b, §19); tax per group rounded, as the server does.
 */
export function computeTotals(
  lines: readonly Pick<InvoiceLineInput, 'quantity' | 'unitPriceCents' | 'vatRate'>[],
  taxCategory: InvoiceTaxCategory,
  exemptionReason: string | null = null,
): InvoiceTotals {
  const groups = new Map<string, InvoiceVatGroup>();
  let netCents = 0;
  for (const line of lines) {
    const net = lineNetCents(line);
    netCents += net;
    const group: Omit<InvoiceVatGroup, 'taxableCents' | 'taxCents'> =
      taxCategory === 'standard'
        ? { category: 'S', rate: line.vatRate ?? 19 }
        : taxCategory === 'reverseCharge'
          ? { category: 'AE', rate: 0, reason: REVERSE_CHARGE_REASON }
          : { category: 'E', rate: 0, reason: taxCategory === 'smallBusiness' ? SMALL_BUSINESS_REASON : (exemptionReason ?? '') };
    const key = `${group.category}:${group.rate}`;
    const current = groups.get(key) ?? { ...group, taxableCents: 0, taxCents: 0 };
    current.taxableCents += net;
    groups.set(key, current);
  }
  const vat = [...groups.values()]
    .map((g) => ({ ...g, taxCents: roundHalfAwayFromZero((g.taxableCents * g.rate) / 100) }))
    .sort((a, b) => b.rate - a.rate);
  const taxCents = vat.reduce((sum, g) => sum + g.taxCents, 0);
  return { netCents, taxCents, grossCents: netCents + taxCents, vat };
}

/**
 * What a final invoice leaves to pay: its gross less the gross of the partial invoices it deducts
 * (§ 14 Abs. 5 UStG), as the API computes `payableCents`; the editor recomputes it while lines change.
 */
export const payableOf = (totals: Pick<InvoiceTotals, 'grossCents'>, deductions: readonly Pick<InvoiceDeduction, 'grossCents'>[]): number =>
  totals.grossCents - deductions.reduce((sum, deduction) => sum + deduction.grossCents, 0);

/** A number the editor can count with: missing or unreadable (NaN) text counts as 0 until it is fixed. */
export const countable = (value: number | null): number => (value !== null && Number.isFinite(value) ? value : 0);

/**
 * A line as the editor holds it (numbers may be missing while the user types, or NaN for text that
 * is no German number: the fields report it so the check refuses it instead of taking it for empty).
 */
export interface DraftLine {
  description: string;
  quantity: number | null;
  unit: InvoiceLineInput['unit'];
  unitPriceCents: number | null;
  vatRate: 19 | 7;
}

export interface DraftForm {
  lines: DraftLine[];
  paymentDays: number | null;
  paymentTermsText: string;
  servicePeriod: { start: string; end: string };
  taxCategory: InvoiceTaxCategory;
  taxExemptionReason: string;
  buyerReference: string;
}

/**
 * i18n keys (under `invoicesWeb.errors`) per field path, e.g. `lines.0.quantity` → `positive`;
 * `numeric` is the contracts rule's own text (`validation.numeric`, naming the field).
 */
export type DraftErrors = Record<string, string>;

/**
 * The editor's checks before it saves (the server checks again): each line needs a description,
 * a quantity > 0 with at most three decimals and a price from 0 to the API's unit-price bound
 * (INVOICE_UNIT_PRICE_MAX_CENTS), both numbers (the contracts `numeric`
 * rule); payment days a number 0–120; a service period
 * whose end is not before its start; an exemption needs its reason; texts within their limits.
 */
export function validateDraft(form: DraftForm): DraftErrors {
  const errors: DraftErrors = {};
  if (form.lines.length === 0) errors['lines'] = 'linesRequired';
  if (form.lines.length > INVOICE_LINES_MAX) errors['lines'] = 'linesTooMany';
  form.lines.forEach((line, i) => {
    const description = line.description.trim();
    if (!description) errors[`lines.${i}.description`] = 'required';
    else if (description.length > INVOICE_LINE_DESCRIPTION_MAX) errors[`lines.${i}.description`] = 'tooLong';
    if (line.quantity === null) errors[`lines.${i}.quantity`] = 'required';
    else if (!rules.numeric.test(line.quantity, {})) errors[`lines.${i}.quantity`] = 'numeric';
    else if (line.quantity <= 0) errors[`lines.${i}.quantity`] = 'positive';
    else if (line.quantity > INVOICE_QUANTITY_MAX) errors[`lines.${i}.quantity`] = 'quantityTooLarge';
    else if (Math.abs(line.quantity * 1000 - Math.round(line.quantity * 1000)) > 1e-6) errors[`lines.${i}.quantity`] = 'decimals';
    if (line.unitPriceCents === null) errors[`lines.${i}.unitPriceCents`] = 'required';
    else if (!rules.numeric.test(line.unitPriceCents, {})) errors[`lines.${i}.unitPriceCents`] = 'numeric';
    else if (line.unitPriceCents < 0) errors[`lines.${i}.unitPriceCents`] = 'notNegative';
    else if (line.unitPriceCents > INVOICE_UNIT_PRICE_MAX_CENTS) errors[`lines.${i}.unitPriceCents`] = 'priceTooLarge';
  });
  if (form.paymentDays === null) errors['paymentDays'] = 'required';
  else if (!rules.numeric.test(form.paymentDays, {})) errors['paymentDays'] = 'numeric';
  else if (!Number.isInteger(form.paymentDays) || form.paymentDays < 0 || form.paymentDays > INVOICE_PAYMENT_DAYS_MAX)
    errors['paymentDays'] = 'paymentDaysRange';
  if (!form.servicePeriod.start) errors['servicePeriod.start'] = 'required';
  if (!form.servicePeriod.end) errors['servicePeriod.end'] = 'required';
  if (form.servicePeriod.start && form.servicePeriod.end && form.servicePeriod.end < form.servicePeriod.start)
    errors['servicePeriod.end'] = 'periodOrder';
  if (form.taxCategory === 'exempt' && !form.taxExemptionReason.trim()) errors['taxExemptionReason'] = 'required';
  if (form.paymentTermsText.length > INVOICE_TEXT_MAX) errors['paymentTermsText'] = 'tooLong';
  if (!form.buyerReference.trim()) errors['buyerReference'] = 'required';
  else if (form.buyerReference.length > INVOICE_BUYER_REFERENCE_MAX) errors['buyerReference'] = 'tooLong';
  return errors;
}
