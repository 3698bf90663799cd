/**
 * Invoices: supplier invoices to clients, the platform's service-fee invoices to suppliers,
 * payments, messages and the e-invoice documents (ZUGFeRD PDF with embedded CII, XRechnung CII XML).
 *
 * Lifecycle:  draft ──POST /issue──▶ issued ──POST /cancel──▶ cancelled (a Storno invoice of kind
 * `cancellation` is issued with its own number and references the original).
 * Money is integer euro cents (net unless named gross); dates are ISO `YYYY-MM-DD` (civil, Europe/Berlin);
 * timestamps ISO date-times. Drafts are visible to their supplier and admins only, never to clients.
 *
 * Error codes (see errors.ts, block "invoices"):
 * - INVOICE_NOT_DRAFT (409): PATCH or issue of an invoice that is no longer a draft (GoBD: never altered).
 * - INVOICE_NOT_ISSUED (409): Storno of a draft or of an already cancelled invoice; a payment on a draft/cancelled one.
 * - INVOICE_NOT_VALID (422): the e-invoice fails the official rules (CII schema, EN 16931, XRechnung);
 *   `data.hints` lists {@link InvoiceValidationHint}s in the caller's language, naming the field to fix.
 * - INVOICE_VALIDATION_BUSY (503, Retry-After): every e-invoice validation thread is busy and its queue full; nothing was written, retry.
 * - INVOICE_DOCUMENT_PENDING (409): PDF/XML not rendered yet ("wird erstellt"); retry in a few seconds.
 * - INVOICE_AWARD_NOT_INVOICEABLE (409): the award is not the supplier's, not started yet, or of the wrong job type for the source.
 * - INVOICE_NO_APPROVED_HOURS (409): from-hours invoice without approved, not yet invoiced hours.
 * - INVOICE_AMOUNT_EXCEEDS_AWARD (409): a fixed-budget invoice beyond what is left of the awarded price.
 * - INVOICE_PAYMENT_EXCEEDS_OPEN (409): a payment larger than the open amount.
 * - INVOICE_PAYMENT_NOT_REPORTED (409): confirm/contest of a payment that was already confirmed or contested.
 * - INVOICE_FINAL_ISSUED (409): the award has a final invoice (not cancelled): nothing more is billed on it.
 * - INVOICE_DEDUCTED_BY_FINAL (409): Storno of a partial invoice that a final invoice deducts; cancel the final invoice first.
 * - INVOICE_FINAL_BELOW_DEDUCTIONS (422): a final invoice whose total is below the partial invoices it deducts.
 * - VALIDATION_FAILED (400): malformed input, naming the field (as everywhere).
 */
import type { Paginated } from './api';

/** Paths under API_PREFIX. */
export const INVOICE_PATHS = {
  /** GET list (supplier: issued by it; client: received, never drafts; admin: all), POST create a draft (supplier) */
  list: '/invoices',
  /** GET/PATCH supplier's invoice settings (number format, tax ids, small business, payment days); clients: construction-exemption certificate */
  settings: '/invoices/settings',
  /** GET one (its supplier, its client unless draft, admins), PATCH a draft (supplier) */
  one: (id: string) => `/invoices/${id}`,
  /** POST (supplier): validate, take the number, freeze */
  issue: (id: string) => `/invoices/${id}/issue`,
  /** POST (supplier): Storno */
  cancel: (id: string) => `/invoices/${id}/cancel`,
  /** POST (the client of an issued invoice): report a payment it made (date, amount; a part is allowed) */
  payment: (id: string) => `/invoices/${id}/payment`,
  /** POST (the invoice's supplier): confirm a payment the client reported */
  confirmPayment: (id: string, paymentId: string) => `/invoices/${id}/payments/${paymentId}/confirm`,
  /** POST (the invoice's supplier): contest a payment the client reported, with the reason */
  contestPayment: (id: string, paymentId: string) => `/invoices/${id}/payments/${paymentId}/contest`,
  /** GET/POST messages between the parties */
  messages: (id: string) => `/invoices/${id}/messages`,
  /** GET the ZUGFeRD PDF (application/pdf) — 409 INVOICE_DOCUMENT_PENDING until rendered */
  pdf: (id: string) => `/invoices/${id}/pdf`,
  /** GET the XRechnung CII XML (application/xml) — 409 INVOICE_DOCUMENT_PENDING until rendered */
  xml: (id: string) => `/invoices/${id}/xml`,
  /** GET (admin) `?from&to` service-fee report */
  feeReport: '/admin/invoices/fee-report',
  /** GET (admin) `?from&to` CSV for the accountant (`;`, decimal comma, UTF-8 with BOM) */
  exportCsv: '/admin/invoices/export.csv',
} as const;

export const INVOICE_STATUSES = ['draft', 'issued', 'cancelled'] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

/**
 * `invoice` (380), `partial` (326, a part of a fixed price), `final` (380, Schlussrechnung: the whole
 * fixed price, less the partial invoices, § 14 Abs. 5 UStG), `cancellation` (381, Stornorechnung).
 */
export const INVOICE_KIND_VALUES = ['invoice', 'partial', 'final', 'cancellation'] as const;
export type InvoiceKindValue = (typeof INVOICE_KIND_VALUES)[number];

/** Derived from payments; `overdue` is separate (issued, not paid, due date passed). */
export const INVOICE_PAYMENT_STATUSES = ['unpaid', 'partlyPaid', 'paid'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

/** Who issued it: a supplier to its client, or the platform's service fee to a supplier. */
export const INVOICE_ISSUER_KINDS = ['supplier', 'platform'] as const;
export type InvoiceIssuerKind = (typeof INVOICE_ISSUER_KINDS)[number];

/**
 * VAT treatment of the whole invoice.
 * - `standard`: each line 19 % or 7 % (`vatRate`), mixed allowed.
 * - `exempt`: 0 % with `taxExemptionReason` (e.g. "Steuerfrei nach § 4 Nr. 11 UStG").
 * - `reverseCharge`: §13b UStG, no VAT, text "Steuerschuldnerschaft des Leistungsempfängers";
 *   the default when the client's construction-exemption certificate is on file and valid.
 * - `smallBusiness`: §19 UStG, no VAT; the default when the supplier's settings say so.
 */
export const INVOICE_TAX_CATEGORIES = ['standard', 'exempt', 'reverseCharge', 'smallBusiness'] as const;
export type InvoiceTaxCategory = (typeof INVOICE_TAX_CATEGORIES)[number];

export const INVOICE_VAT_RATES = [19, 7] as const;
export type InvoiceVatRate = (typeof INVOICE_VAT_RATES)[number];

/** UN/ECE Rec. 20: `HUR` hour, `DAY` day, `C62` piece, `LS` lump sum. */
export const INVOICE_UNITS = ['HUR', 'DAY', 'C62', 'LS'] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];

/** Where a draft came from: the award's fixed price, or approved work-log hours. */
export const INVOICE_SOURCES = ['award', 'hours'] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];

/** `none`: a draft; `pending`: issued, the worker renders PDF + XML; `ready`: downloadable. */
export const INVOICE_DOCUMENT_STATES = ['none', 'pending', 'ready'] as const;
export type InvoiceDocumentState = (typeof INVOICE_DOCUMENT_STATES)[number];

export const INVOICE_DEFAULT_PAYMENT_DAYS = 14;
export const INVOICE_PAYMENT_DAYS_MAX = 120;
export const INVOICE_LINES_MAX = 200;
/** Upper bound of a line's net unit price (1 million euros). */
export const INVOICE_UNIT_PRICE_MAX_CENTS = 100_000_000;
/** Net cents of one invoice: at most 10 million euros. */
export const INVOICE_NET_MAX_CENTS = 1_000_000_000;
export const INVOICE_TEXT_MAX = 2000;
export const INVOICE_MESSAGE_MAX = 2000;
/** One line: its description's length and its quantity (at most three decimals). */
export const INVOICE_LINE_DESCRIPTION_MAX = 300;
export const INVOICE_QUANTITY_MAX = 100_000;
/** The buyer's reference (Leitweg-ID or order number) on the invoice. */
export const INVOICE_BUYER_REFERENCE_MAX = 100;
/** Second reminder this many days after the first (the first goes out the day after the due date). */
export const INVOICE_SECOND_REMINDER_DAYS = 14;
export const DEFAULT_INVOICE_NUMBER_FORMAT_TEXT = 'RE-{YYYY}-{NNNNN}';

export interface InvoiceLineInput {
  /** kind of service, 1–300 characters */
  description: string;
  /** > 0, at most three decimals (hours like 7.25) */
  quantity: number;
  unit: InvoiceUnit;
  /** net unit price in cents, ≥ 0 */
  unitPriceCents: number;
  /** only for tax category `standard`; default 19 */
  vatRate?: InvoiceVatRate;
}

export interface InvoiceLine extends Required<InvoiceLineInput> {
  /** quantity × unit price, rounded half away from zero */
  netCents: number;
  /** from-hours invoices: the worker the line bills (one line per worker) */
  workerId?: string | null;
}

export interface InvoiceVatGroup {
  /** EN 16931 category: S standard, E exempt (incl. §19), AE reverse charge */
  category: 'S' | 'E' | 'AE' | 'Z';
  rate: number;
  taxableCents: number;
  taxCents: number;
  /** exemption or reverse-charge text */
  reason?: string;
}

export interface InvoiceTotals {
  netCents: number;
  taxCents: number;
  grossCents: number;
  vat: InvoiceVatGroup[];
}

export interface InvoiceParty {
  _id: string;
  /** company name (or first + last name) */
  name: string;
  /** single-line address as on the profile */
  address: string;
  vatId: string | null;
  taxNumber: string | null;
}

/**
 * A payment as both parties see it: the client reports it (`reported`), the supplier confirms it
 * (`confirmed`) or contests it with a reason (`contested`, then it no longer counts).
 */
export const INVOICE_PAYMENT_REPORT_STATUSES = ['reported', 'confirmed', 'contested'] as const;
export type InvoicePaymentReportStatus = (typeof INVOICE_PAYMENT_REPORT_STATUSES)[number];
export const INVOICE_CONTEST_REASON_MAX = 500;

export interface InvoicePayment {
  _id: string;
  amountCents: number;
  /** the day the money was paid */
  paidOn: string;
  recordedBy: 'client' | 'supplier' | 'admin';
  status: InvoicePaymentReportStatus;
  /** when the supplier confirmed or contested it */
  decidedAt: string | null;
  /** contested: the supplier's reason */
  contestReason: string | null;
  createdAt: string;
}

export interface InvoicePaymentState {
  status: InvoicePaymentStatus;
  /** payments that count: reported and confirmed ones (contested ones do not) */
  paidCents: number;
  /** of which the supplier confirmed */
  confirmedCents: number;
  /** what is left to pay: the payable amount less the payments that count; reminders ask for this */
  openCents: number;
  /** issued, not fully paid, due date before today */
  overdue: boolean;
  payments: InvoicePayment[];
}

export interface InvoiceDocuments {
  state: InvoiceDocumentState;
  /** SHA-256 hex of the stored files once rendered */
  pdfSha256: string | null;
  xmlSha256: string | null;
}

/** A partial invoice a final invoice deducts (§ 14 Abs. 5 UStG), with its net and tax per rate. */
export interface InvoiceDeduction {
  _id: string;
  number: string;
  issueDate: string;
  netCents: number;
  taxCents: number;
  grossCents: number;
  vat: Pick<InvoiceVatGroup, 'category' | 'rate' | 'taxableCents' | 'taxCents'>[];
}

/** The other invoices an invoice is linked with (a Storno and its original, the fee invoice). */
export interface InvoiceRef {
  _id: string;
  number: string | null;
  kind: InvoiceKindValue;
  status: InvoiceStatusValue;
  grossCents: number;
}

/** A row of GET /invoices. */
export interface InvoiceListItem {
  _id: string;
  issuerKind: InvoiceIssuerKind;
  kind: InvoiceKindValue;
  status: InvoiceStatusValue;
  /** null while draft */
  number: string | null;
  supplier: InvoiceParty;
  client: InvoiceParty;
  awardId: string | null;
  jobId: string | null;
  jobTitle: string | null;
  /** issue date (null while draft) */
  issueDate: string | null;
  /** null while draft */
  dueDate: string | null;
  netCents: number;
  grossCents: number;
  payment: Pick<InvoicePaymentState, 'status' | 'paidCents' | 'openCents' | 'overdue'>;
  documents: InvoiceDocuments;
  createdAt: string;
}

/** GET /invoices/{id} and the answer of every write on one invoice. */
export interface InvoiceResponse extends InvoiceListItem {
  source: InvoiceSource | null;
  servicePeriod: { start: string; end: string };
  paymentDays: number;
  /**
   * The §9 text printed on the invoice (payment within `paymentDays`, late interest 10 points above
   * the ECB base rate, 40,00 € flat fee). Null = the default text, `defaultPaymentTermsText` below.
   */
  paymentTermsText: string | null;
  /** the default §9 text for the current payment days (German), for the edit screen */
  defaultPaymentTermsText: string;
  taxCategory: InvoiceTaxCategory;
  taxExemptionReason: string | null;
  /** buyer reference (BT-10, Leitweg-ID for public clients); default the job title's reference */
  buyerReference: string;
  notes: string | null;
  /** issued: the notes the law puts on the document (German), e.g. the § 48 EStG withholding for a construction service without a § 48b certificate */
  taxNotes: string[];
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /**
   * A final invoice: the partial invoices it deducts (a draft: those issued now, bound again at issue;
   * issued: as printed). Empty for every other kind.
   */
  deductions: InvoiceDeduction[];
  /** What the invoice asks to be paid: the gross, less the deducted partial invoices of a final invoice (the payment state's base, `grossCents` of the list) */
  payableCents: number;
  payment: InvoicePaymentState;
  /** Storno: the invoice it cancels */
  cancelsInvoice: InvoiceRef | null;
  /** an original: the Storno that cancelled it */
  cancelledBy: InvoiceRef | null;
  /** the platform's service-fee invoice to the supplier, created on issue (supplier and admin only; null for clients) */
  serviceFeeInvoice: InvoiceRef | null;
  /**
   * EPC QR code content (GiroCode, EPC069-12) for the open amount, the supplier's account and the
   * invoice number as reference; null when nothing is open or no IBAN is on the invoice
   */
  giroCode: string | null;
  /** the caller may edit (draft, own), issue, cancel, report a payment (the client), confirm or contest reported ones (the supplier) */
  can: { edit: boolean; issue: boolean; cancel: boolean; pay: boolean; decidePayments: boolean };
  issuedAt: string | null;
  cancelledAt: string | null;
  updatedAt: string;
}

/** GET /invoices query. */
export interface InvoiceListQuery {
  status?: InvoiceStatusValue;
  payment?: InvoicePaymentStatus | 'overdue';
  jobId?: string;
  /** issue date (drafts: creation date) from / to, inclusive, `YYYY-MM-DD` */
  from?: string;
  to?: string;
  /**
   * `supplier` (supplier invoices) or `platform` (the platform's service-fee invoices). Suppliers get
   * their own invoices by default and the fee invoices to them with `platform`; admins get both kinds
   * unless set; clients only ever supplier invoices.
   */
  issuerKind?: InvoiceIssuerKind;
  page?: number;
  limit?: number;
}
export type InvoiceListResponse = Paginated<InvoiceListItem>;

/**
 * POST /invoices (supplier): creates a draft for one of its awards (in progress, completed or approved).
 * - `source: 'award'` (fixed-budget jobs): one line with the awarded price, or `amountCents` (net) for a
 *   partial invoice (kind `partial`); never beyond what is left of the price.
 * - `source: 'hours'` (resource jobs): a line per worker with approved, not yet invoiced hours ×
 *   the awarded hourly price, optionally only hours within `from`–`to`. Issuing marks them invoiced;
 *   a Storno releases them.
 */
export interface CreateInvoiceRequest {
  awardId: string;
  source: InvoiceSource;
  /**
   * source `award`: the final invoice (Schlussrechnung) over the whole agreed value, deducting every
   * issued partial invoice of the award (§ 14 Abs. 5 UStG); not with `amountCents`
   */
  final?: boolean;
  /** source `award`: net cents of a partial invoice (> 0, ≤ the rest of the price) */
  amountCents?: number;
  /** source `hours`: work days from / to (inclusive) */
  from?: string;
  to?: string;
}

/** PATCH /invoices/{id} (supplier, draft only): every field optional. */
export interface UpdateInvoiceRequest {
  lines?: InvoiceLineInput[];
  /** 0–120, default from settings (14) */
  paymentDays?: number;
  /** null or '' = the default §9 text */
  paymentTermsText?: string | null;
  servicePeriod?: { start: string; end: string };
  taxCategory?: InvoiceTaxCategory;
  /** required with `exempt` */
  taxExemptionReason?: string | null;
  buyerReference?: string;
  notes?: string | null;
}

/** One thing to fix before an invoice can be issued (422 INVOICE_NOT_VALID, `data.hints`). */
export interface InvoiceValidationHint {
  /** official rule id (e.g. `BR-DE-15`), `schema`, or `document` for our own checks */
  rule: string;
  /** the field to fix, e.g. `buyerReference`, `lines`, `settings.vatId`, `profile.accountNo` */
  field?: string;
  /** localised plain-language message */
  message: string;
}
export interface InvoiceNotValidData {
  hints: InvoiceValidationHint[];
}

/** POST /invoices/{id}/payment (the client of an issued invoice): reports a payment, which counts until the supplier contests it. */
export interface RecordPaymentRequest {
  /** > 0, ≤ open amount */
  amountCents: number;
  /** `YYYY-MM-DD`, not in the future; default today */
  paidOn?: string;
}

/** POST /invoices/{id}/payments/{paymentId}/contest (the invoice's supplier). */
export interface ContestPaymentRequest {
  /** why the payment is contested (e.g. not received), 1–500 characters */
  reason: string;
}

export interface InvoiceMessage {
  _id: string;
  authorRole: 'client' | 'supplier' | 'admin';
  authorName: string;
  body: string;
  createdAt: string;
}
/** POST /invoices/{id}/messages (the invoice's supplier or client; issued invoices only). */
export interface InvoiceMessageRequest {
  /** 1–2000 characters */
  body: string;
}
export type InvoiceMessageListResponse = Paginated<InvoiceMessage>;

/** The § 48b EStG certificate's number and issuing tax office: their longest text. */
export const INVOICE_WITHHOLDING_NUMBER_MAX = 40;
export const INVOICE_TAX_OFFICE_MAX = 100;

/** GET/PATCH /invoices/settings. Suppliers: invoicing settings; clients: the §13b certificate. */
export interface InvoiceSettings {
  /** needs exactly one `{N…}` counter, `{YYYY}` optional, ≤ 64 characters; applies to numbers taken afterwards */
  numberFormat: string;
  /** Steuernummer */
  taxNumber: string | null;
  /** USt-IdNr.; default the profile's `vat` */
  vatId: string | null;
  /** §19 UStG: new drafts default to tax category `smallBusiness` */
  smallBusiness: boolean;
  defaultPaymentDays: number;
  /** clients: the construction-exemption certificate (§13b, form USt 1 TG) on file */
  constructionExemption: { document: string | null; validUntil: string | null; valid: boolean };
  /**
   * suppliers: the § 48b EStG certificate (Freistellungsbescheinigung) against the 15 % construction
   * withholding tax; without a valid one, construction invoices tell the client to withhold (§ 48 EStG)
   */
  withholdingExemption: { number: string | null; taxOffice: string | null; validUntil: string | null; document: string | null; valid: boolean };
}
export type UpdateInvoiceSettingsRequest = Partial<Omit<InvoiceSettings, 'constructionExemption' | 'withholdingExemption'>> & {
  /** clients: upload path of the certificate and its expiry date; null removes it */
  constructionExemption?: { document: string; validUntil: string } | null;
  /** suppliers: the § 48b certificate's number, issuing tax office, last valid day and upload path; null removes it */
  withholdingExemption?: { number: string; taxOffice: string; validUntil: string; document: string } | null;
};

/** GET /admin/invoices/fee-report?from&to */
export interface FeeReportRow {
  supplierId: string;
  supplierName: string;
  /** supplier invoices issued in the period (Storno counted negative) */
  invoiceCount: number;
  invoicedNetCents: number;
  feeNetCents: number;
  feeTaxCents: number;
  feeGrossCents: number;
}
export interface FeeReportResponse {
  from: string;
  to: string;
  serviceFeePercent: number;
  rows: FeeReportRow[];
  totals: Omit<FeeReportRow, 'supplierId' | 'supplierName'>;
}
