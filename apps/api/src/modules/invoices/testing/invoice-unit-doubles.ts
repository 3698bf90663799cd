/**
 * Rows and accounts for the invoice use cases' unit specs (repositories mocked): an award as the
 * billing rules read it, invoice rows, invoice settings and the supplier and client who trade.
 */
import type { AuthenticatedUser } from '@fachwerk/server/core';
import type { InvoiceRow, InvoiceSettingsRow, UserRow } from '@fachwerk/server/db';
import type { InvoiceResponse } from '@fachwerk/shared/contracts';
import type { InvoiceContent } from '../invoice-content';
import { INVOICING_CLIENT_PROFILE, INVOICING_SUPPLIER_PROFILE } from '../../../testing/invoicing-profiles';
import { DRAFT_CONTENT } from './invoice-fixtures';

export const supplier: AuthenticatedUser = { id: 'supplier-1', userType: 'supplier', sessionId: 's', language: 'de' };
export const client: AuthenticatedUser = { id: 'client-1', userType: 'client', sessionId: 's', language: 'de' };

/** A day far ahead, so a certificate valid until then is valid today. */
export const FAR_FUTURE = '2999-12-31';

/** An award with its job, as `awardsWithJobs` and `lockAwardForBilling` return it: a fixed price of 10.000 € by default. */
export const award = (over: Partial<AwardWithJobRow> = {}): AwardWithJobRow => ({
  awardId: 'award-1',
  jobId: 'job-1',
  jobTitle: 'Dachsanierung',
  jobType: 'fixedBudget',
  clientId: client.id,
  supplierId: supplier.id,
  status: 'in_progress',
  priceCents: 1_000_000,
  slots: 1,
  ...over,
});
export interface AwardWithJobRow {
  awardId: string;
  jobId: string;
  jobTitle: string;
  jobType: string;
  clientId: string;
  supplierId: string;
  status: string;
  priceCents: number;
  slots: number;
}

/** Invoice settings: none of the certificates, no small business, unless given. */
export const settings = (over: Partial<InvoiceSettingsRow> = {}): { settings: InvoiceSettingsRow; numberFormat: null } => ({
  settings: {
    userId: 'user',
    taxNumber: null,
    vatId: null,
    smallBusiness: false,
    defaultPaymentDays: 14,
    constructionExemptionDocument: null,
    constructionExemptionValidUntil: null,
    withholdingExemptionNumber: null,
    withholdingExemptionTaxOffice: null,
    withholdingExemptionValidUntil: null,
    withholdingExemptionDocument: null,
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...over,
  },
  numberFormat: null,
});

/** The client's USt 1 TG certificate (§ 13b) on file and valid. */
export const withConstructionCertificate = (): Partial<InvoiceSettingsRow> => ({ constructionExemptionDocument: 'files/ust1tg.pdf', constructionExemptionValidUntil: FAR_FUTURE });

/** Draft content: one fixed-price line of 5.000 € net at 19 %. */
export const content = (over: Partial<InvoiceContent> = {}): InvoiceContent => ({
  ...DRAFT_CONTENT,
  lines: [{ description: 'Dachsanierung', quantity: 1, unit: 'LS', unitPriceCents: 500_000, vatRate: 19 }],
  ...over,
});

/** An invoice row of the supplier to the client: a draft on award-1 by default. */
export const invoiceRow = (over: Partial<InvoiceRow> = {}, body: InvoiceContent = content()): InvoiceRow =>
  ({
    id: 'invoice-1',
    issuerId: supplier.id,
    recipientId: client.id,
    awardId: 'award-1',
    issuerKind: 'supplier',
    kind: 'invoice',
    source: 'award',
    status: 'draft',
    number: null,
    content: body as unknown as Record<string, unknown>,
    grossCents: 595_000,
    paidCents: 0,
    feeForInvoiceId: null,
    cancelsInvoiceId: null,
    issuedAt: null,
    documentsHash: null,
    ...over,
  }) as unknown as InvoiceRow;

/** The supplier and the client with the profiles an issue needs. */
export const parties = (): UserRow[] =>
  [
    { id: supplier.id, userType: 'supplier', email: 'supplier@fachwerk.test', firstName: 'Erika', lastName: 'Muster', companyName: 'Muster Montage GmbH', profile: { ...INVOICING_SUPPLIER_PROFILE } },
    { id: client.id, userType: 'client', email: 'client@fachwerk.test', firstName: 'Max', lastName: 'Bauherr', companyName: 'Bauherr Süd AG', profile: { ...INVOICING_CLIENT_PROFILE } },
  ] as unknown as UserRow[];

/** The presenter's answer, reduced to what the specs look at. */
export const presented = (row: InvoiceRow): InvoiceResponse => ({ _id: row.id, status: row.status, number: row.number }) as unknown as InvoiceResponse;
