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
  payment: { status: 'unpaid', paidCents: 0, openCents: 0, overdue: false, payments: [] },
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
  lines: [{ description: 'Elektroarbeiten Anna', quantity: 8, unit: 'HUR', unitPriceCents: 4200, vatRate: 19, netCents: 33600, workerId: 'w-1' }],
  totals: { netCents: 33600, taxCents: 6384, grossCents: 39984, vat: [{ category: 'S', rate: 19, taxableCents: 33600, taxCents: 6384 }] },
  cancelsInvoice: null,
  cancelledBy: null,
  serviceFeeInvoice: null,
  can: { edit: true, issue: true, cancel: false, pay: false },
  issuedAt: null,
  cancelledAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
