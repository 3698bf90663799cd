// What an invoice row's `content` holds. A draft keeps the editable fields; issuing adds the frozen
// `document` (the exact input of every rendered file, with both parties as they were) and `totals`.
import {
  computeTotals,
  defaultPaymentTerms,
  type InvoiceBuyer,
  type InvoiceDeduction as DocumentDeduction,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceLine as DocumentLine,
  type InvoiceSeller,
  type VatTreatment,
} from '@fachwerk/server/documents';
import type {
  InvoiceDeduction,
  InvoiceLine,
  InvoiceSource,
  InvoiceTaxCategory,
  InvoiceTotals,
  InvoiceUnit,
  InvoiceVatRate,
} from '@fachwerk/shared/contracts';

export interface ContentLine {
  description: string;
  quantity: number;
  unit: InvoiceUnit;
  unitPriceCents: number;
  vatRate: InvoiceVatRate;
  workerId?: string | null;
  /** from-hours drafts: the approved work-log entries the line bills (marked invoiced on issue) */
  workLogIds?: string[];
}

export interface InvoiceContent {
  version: 1;
  source: InvoiceSource | null;
  lines: ContentLine[];
  paymentDays: number;
  paymentTermsText: string | null;
  servicePeriod: { start: string; end: string };
  taxCategory: InvoiceTaxCategory;
  taxExemptionReason: string | null;
  buyerReference: string;
  notes: string | null;
  /** a final invoice: the partial invoices it deducts (a draft's preview, bound again at issue) */
  deductions?: ContentDeduction[];
  /** a final invoice: the deducted partial invoices' net sum (what the award's billed sum leaves out) */
  deductedNetCents?: number;
  /** set on issue: the rendered documents' input */
  document?: InvoiceDocument;
  /** set on issue */
  totals?: InvoiceTotals;
}

/** A deducted partial invoice as the content keeps it: the document's deduction and the invoice's id. */
export type ContentDeduction = DocumentDeduction & { invoiceId: string };

/** The partial invoices (issued rows) a final invoice deducts, with their VAT breakdown as issued. */
export function deductionsOf(partials: readonly { id: string; number: string | null; content: Record<string, unknown> }[]): ContentDeduction[] {
  return partials.map((row) => {
    const content = asContent(row.content);
    return {
      invoiceId: row.id,
      number: row.number ?? '',
      issueDate: content.document?.issueDate ?? '',
      vat: (content.totals?.vat ?? []).map((group) => ({ code: group.category, rate: group.rate, taxableCents: group.taxableCents, taxCents: group.taxCents })),
    };
  });
}

/** A deduction in the contract's shape. */
export function responseDeduction(deduction: ContentDeduction): InvoiceDeduction {
  const netCents = deduction.vat.reduce((sum, group) => sum + group.taxableCents, 0);
  const taxCents = deduction.vat.reduce((sum, group) => sum + group.taxCents, 0);
  return {
    _id: deduction.invoiceId,
    number: deduction.number,
    issueDate: deduction.issueDate,
    netCents,
    taxCents,
    grossCents: netCents + taxCents,
    vat: deduction.vat.map((group) => ({ category: group.code, rate: group.rate, taxableCents: group.taxableCents, taxCents: group.taxCents })),
  };
}

/** Gross less the deducted partial invoices: what a (final) invoice asks to be paid. */
export function payableOf(content: InvoiceContent, grossCents: number): number {
  return grossCents - (content.deductions ?? []).reduce((sum, deduction) => sum + responseDeduction(deduction).grossCents, 0);
}

export const asContent = (value: Record<string, unknown>): InvoiceContent => value as unknown as InvoiceContent;
export const asRecord = (content: InvoiceContent): Record<string, unknown> => content as unknown as Record<string, unknown>;

export function vatOf(content: Pick<InvoiceContent, 'taxCategory' | 'taxExemptionReason'>, line: Pick<ContentLine, 'vatRate'>): VatTreatment {
  switch (content.taxCategory) {
    case 'reverseCharge':
      return { category: 'reverse-charge' };
    case 'smallBusiness':
      return { category: 'small-business' };
    case 'exempt':
      return { category: 'exempt', reason: content.taxExemptionReason ?? '' };
    default:
      return { category: 'standard', rate: line.vatRate };
  }
}

export function documentLines(content: InvoiceContent): DocumentLine[] {
  return content.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitCode: line.unit,
    unitPriceCents: line.unitPriceCents,
    vat: vatOf(content, line),
  }));
}

/** `2026-11-25` + 14 → `2026-12-09` (civil dates, no time zone). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const PLACEHOLDER_PARTY = { name: 'x', address: { street: 'x', postalCode: '0', city: 'x', countryCode: 'DE' }, email: 'x@x' };

/** Totals of the content's lines (integer cents, EN 16931 rounding), in the contract's shape. */
export function totalsOf(content: InvoiceContent): { totals: InvoiceTotals; lineNet: number[] } {
  const computed = computeTotals({
    kind: 'invoice',
    number: 'x',
    issueDate: '2000-01-01',
    dueDate: '2000-01-01',
    servicePeriod: content.servicePeriod,
    currency: 'EUR',
    seller: { ...PLACEHOLDER_PARTY, contact: { name: 'x', phone: 'x', email: 'x' }, bank: { iban: 'x' } } as InvoiceSeller,
    buyer: { ...PLACEHOLDER_PARTY, reference: 'x' } as InvoiceBuyer,
    lines: documentLines(content),
    paymentDays: content.paymentDays,
  });
  return {
    totals: {
      netCents: computed.netCents,
      taxCents: computed.taxCents,
      grossCents: computed.grossCents,
      vat: computed.vat.map((group) => ({
        category: group.code,
        rate: group.rate,
        taxableCents: group.taxableCents,
        taxCents: group.taxCents,
        ...(group.reason ? { reason: group.reason } : {}),
      })),
    },
    lineNet: computed.lines.map((line) => line.netCents),
  };
}

export function responseLines(content: InvoiceContent): InvoiceLine[] {
  const { lineNet } = safeTotals(content);
  return content.lines.map((line, index) => ({
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    netCents: lineNet[index] ?? 0,
    workerId: line.workerId ?? null,
  }));
}

/** Totals that never throw (a draft may hold a quantity the renderer refuses until it is fixed). */
export function safeTotals(content: InvoiceContent): { totals: InvoiceTotals; lineNet: number[] } {
  try {
    return totalsOf(content);
  } catch {
    return { totals: { netCents: 0, taxCents: 0, grossCents: 0, vat: [] }, lineNet: content.lines.map(() => 0) };
  }
}

/** The §9 default payment text (German) for a draft's payment days and an expected due date. */
export function defaultTermsFor(content: InvoiceContent, issueDate: string): string {
  return defaultPaymentTerms({ paymentDays: content.paymentDays, dueDate: addDays(issueDate, content.paymentDays) }, 'de');
}

export interface DocumentParties {
  seller: InvoiceSeller;
  buyer: Omit<InvoiceBuyer, 'reference'>;
}

/** The document a content renders to, for a number and issue date. */
export function buildDocument(
  content: InvoiceContent,
  parties: DocumentParties,
  input: { kind: InvoiceKind; number: string; issueDate: string; precedingInvoice?: { number: string; issueDate: string }; extraNotes?: string[] },
): InvoiceDocument {
  // The §13b and §19 wording is the VAT breakdown's exemption reason (BT-120), printed once with the totals.
  const notes = [...(input.extraNotes ?? []), ...(content.notes?.trim() ? [content.notes.trim()] : [])];
  return {
    kind: input.kind,
    number: input.number,
    issueDate: input.issueDate,
    dueDate: addDays(input.issueDate, content.paymentDays),
    servicePeriod: content.servicePeriod,
    currency: 'EUR',
    seller: parties.seller,
    buyer: { ...parties.buyer, reference: content.buyerReference },
    ...(input.precedingInvoice ? { precedingInvoice: input.precedingInvoice } : {}),
    ...(input.kind === 'final' && content.deductions?.length
      ? { deductions: content.deductions.map(({ number, issueDate, vat }) => ({ number, issueDate, vat })) }
      : {}),
    lines: documentLines(content),
    paymentDays: content.paymentDays,
    ...(content.paymentTermsText?.trim() ? { paymentTermsText: content.paymentTermsText.trim() } : {}),
    ...(notes.length ? { notes } : {}),
  };
}
