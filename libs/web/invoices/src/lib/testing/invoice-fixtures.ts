import type { InvoiceParty, InvoiceResponse } from '@fachwerk/shared/contracts';

/** Test data of the invoice screens' specs (never imported by a page). */
export const party = (id: string, name: string): InvoiceParty => ({ _id: id, name, address: 'Hauptstr. 1, 10115 Berlin', vatId: null, taxNumber: null });

/** A supplier's invoice draft over 8 hours at 42 € plus 19 % VAT; `overrides` make it what a test needs. */
export const invoiceResponse = (overrides: Partial<InvoiceResponse> = {}): InvoiceResponse => ({
  _id: 'inv-1',
  issuerKind: 'supplier',
  kind: 'invoice',
  status: 'draft',
  number: null,
  supplier: party('s-1', 'Elektro Nord GmbH'),
  client: party('c-1', 'Bau AG'),
  awardId: 'award-1',
  jobId: 'job-1',
  jobTitle: 'Unterverteilung',
  issueDate: null,
  dueDate: null,
  netCents: 33600,
  grossCents: 39984,
  payment: { status: 'unpaid', paidCents: 0, confirmedCents: 0, openCents: 0, overdue: false, payments: [] },
  documents: { state: 'none', pdfSha256: null, xmlSha256: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  source: 'hours',
  servicePeriod: { start: '2026-11-16', end: '2026-11-20' },
  paymentDays: 14,
  paymentTermsText: null,
  defaultPaymentTermsText: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
  taxCategory: 'standard',
  taxExemptionReason: null,
  buyerReference: 'Unterverteilung',
  notes: null,
  taxNotes: [],
  lines: [{ description: 'Elektroarbeiten Anna', quantity: 8, unit: 'HUR', unitPriceCents: 4200, vatRate: 19, netCents: 33600, workerId: 'w-1' }],
  totals: { netCents: 33600, taxCents: 6384, grossCents: 39984, vat: [{ category: 'S', rate: 19, taxableCents: 33600, taxCents: 6384 }] },
  deductions: [],
  payableCents: 39984,
  cancelsInvoice: null,
  cancelledBy: null,
  serviceFeeInvoice: null,
  can: { edit: true, issue: true, cancel: false, pay: false, decidePayments: false },
  giroCode: null,
  issuedAt: null,
  cancelledAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** A partial invoice of 19 % a final invoice deducts, over `netCents`. */
export const deduction = (id: string, number: string, netCents: number): InvoiceResponse['deductions'][number] => {
  const taxCents = Math.round(netCents * 0.19);
  return { _id: id, number, issueDate: '2026-11-10', netCents, taxCents, grossCents: netCents + taxCents, vat: [{ category: 'S', rate: 19, taxableCents: netCents, taxCents }] };
};

/**
 * A final invoice draft (Schlussrechnung) over a 10.000,00 € award that deducts two partial invoices of
 * 3.000,00 € and 2.000,00 € net: 11.900,00 € gross, 5.950,00 € left to pay.
 */
export const finalInvoice = (overrides: Partial<InvoiceResponse> = {}): InvoiceResponse =>
  invoiceResponse({
    kind: 'final',
    source: 'award',
    netCents: 1_000_000,
    grossCents: 1_190_000,
    lines: [{ description: 'Schlussrechnung: Unterverteilung', quantity: 1, unit: 'LS', unitPriceCents: 1_000_000, vatRate: 19, netCents: 1_000_000 }],
    totals: { netCents: 1_000_000, taxCents: 190_000, grossCents: 1_190_000, vat: [{ category: 'S', rate: 19, taxableCents: 1_000_000, taxCents: 190_000 }] },
    deductions: [deduction('p-1', 'RE-2026-00007', 300_000), deduction('p-2', 'RE-2026-00008', 200_000)],
    payableCents: 595_000,
    ...overrides,
  });
