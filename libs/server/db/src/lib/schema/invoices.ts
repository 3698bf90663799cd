// Invoices and each issuer's gapless invoice number sequence (GoBD).
//
//   Invoice:  draft ──issue (takes the next number, freezes content)──▶ issued ──cancel──▶ cancelled
//
// The number is taken in the same transaction that freezes the invoice: the sequence row is
// incremented with an UPDATE … RETURNING (which row-locks it until commit), so a failure after the
// number was taken rolls the increment back with everything else and leaves no gap. Issued content
// is never updated; the only later changes are the status to `cancelled` and payment bookkeeping.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { awards } from './jobs';

export const INVOICE_STATUSES = ['draft', 'issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['invoice', 'partial', 'final', 'cancellation'] as const;
/** `supplier`: a supplier's invoice to its client; `platform`: the platform's service-fee invoice to a supplier. */
export type InvoiceIssuerKindColumn = 'supplier' | 'platform';
export type InvoiceSourceColumn = 'award' | 'hours';
export type InvoiceKindColumn = (typeof INVOICE_KINDS)[number];

/** Default number format: `RE-2026-00042`. `{YYYY}` is the issue year, `{N…}` the counter padded to as many digits. */
export const DEFAULT_INVOICE_NUMBER_FORMAT = 'RE-{YYYY}-{NNNNN}';
/**
 * The platform's own sequence (its service-fee invoices to suppliers and their Stornos) starts with
 * `GR-2026-00001` ("Gebührenrechnung"), so a fee invoice never shows a supplier invoice's number.
 * Migration 0017 gave an existing platform sequence this format; its counter runs on.
 */
export const PLATFORM_INVOICE_NUMBER_FORMAT = 'GR-{YYYY}-{NNNNN}';

/** One row per issuer (a supplier, or the platform for its fee invoices): the last number handed out. */
export const invoiceNumberSequences = pgTable(
  'invoice_number_sequences',
  {
    issuerId: uuid('issuer_id')
      .primaryKey()
      .references(() => users.id),
    format: text('format').notNull().default(DEFAULT_INVOICE_NUMBER_FORMAT),
    lastValue: integer('last_value').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invoice_number_sequences_last_value_check', sql`${t.lastValue} >= 0`)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuerId: uuid('issuer_id')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    awardId: uuid('award_id').references(() => awards.id),
    kind: text('kind').$type<InvoiceKindColumn>().notNull().default('invoice'),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    /** The invoice a cancellation (Storno) cancels. */
    cancelsInvoiceId: uuid('cancels_invoice_id').references((): AnyPgColumn => invoices.id),
    /** Editable while draft; frozen on issue (the rendered document's input, with its number). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    number: text('number'),
    sequenceValue: integer('sequence_value'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** SHA-256 (hex) over the issued documents (PDF and XML), for GoBD immutability checks. */
    documentsHash: text('documents_hash'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    issuerKind: text('issuer_kind').$type<InvoiceIssuerKindColumn>().notNull().default('supplier'),
    source: text('source').$type<InvoiceSourceColumn>(),
    /** Payment bookkeeping (not content): the sum of `invoice_payments`, kept in the payment's transaction. */
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    /** Set on issue: issue date + payment days. */
    dueDate: date('due_date'),
    /** Reminder mails sent (0, 1 after the due date, 2 another 14 days later). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** A platform fee invoice: the supplier invoice it charges the fee for. */
    feeForInvoiceId: uuid('fee_for_invoice_id').references((): AnyPgColumn => invoices.id),
  },
  (t) => [
    index('invoices_due_idx').on(t.status, t.dueDate).where(sql`${t.status} = 'issued'`),
    uniqueIndex('invoices_fee_for_idx').on(t.feeForInvoiceId, t.kind),
    uniqueIndex('invoices_issuer_number_idx').on(t.issuerId, t.number),
    uniqueIndex('invoices_issuer_sequence_idx').on(t.issuerId, t.sequenceValue),
    index('invoices_recipient_idx').on(t.recipientId, t.createdAt),
    index('invoices_issuer_status_idx').on(t.issuerId, t.status, t.createdAt),
    check('invoices_status_check', sql`${t.status} in ('draft', 'issued', 'cancelled')`),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'partial', 'final', 'cancellation')`),
    check(
      'invoices_issued_complete_check',
      sql`${t.status} = 'draft' or (${t.number} is not null and ${t.sequenceValue} is not null and ${t.issuedAt} is not null and ${t.documentsHash} is not null)`,
    ),
    check('invoices_cancellation_ref_check', sql`${t.kind} <> 'cancellation' or ${t.cancelsInvoiceId} is not null`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * Payments: the client reports one (`reported`), the invoice's supplier confirms (`confirmed`) or
 * contests it (`contested`, with the reason). `invoices.paid_cents` is the sum of those not contested;
 * payments recorded before reports existed are `confirmed`.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    recordedById: uuid('recorded_by_id')
      .notNull()
      .references(() => users.id),
    recordedByRole: text('recorded_by_role').$type<'client' | 'supplier' | 'admin'>().notNull(),
    status: text('status').$type<'reported' | 'confirmed' | 'contested'>().notNull().default('confirmed'),
    decidedById: uuid('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    contestReason: text('contest_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt),
    check('invoice_payments_amount_check', sql`${t.amountCents} > 0`),
    check('invoice_payments_status_check', sql`${t.status} in ('reported', 'confirmed', 'contested')`),
  ],
);

/** Messages between the parties of an invoice. */
export const invoiceMessages = pgTable(
  'invoice_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    authorRole: text('author_role').$type<'client' | 'supplier' | 'admin'>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_messages_invoice_idx').on(t.invoiceId, t.createdAt)],
);

/** The rendered documents of an issued invoice (written once by the worker), each with its SHA-256. */
export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    format: text('format').$type<'pdf' | 'xml'>().notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.format] })],
);

/**
 * Per-account invoicing settings. Suppliers (and the platform account): tax ids, §19 small business,
 * default payment days (the number format lives with the sequence), the § 48b EStG certificate.
 * Clients: the § 13b evidence (form USt 1 TG) — an uploaded document and its expiry date.
 */
export const invoiceSettings = pgTable('invoice_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  taxNumber: text('tax_number'),
  vatId: text('vat_id'),
  smallBusiness: boolean('small_business').notNull().default(false),
  defaultPaymentDays: integer('default_payment_days').notNull().default(14),
  constructionExemptionDocument: text('construction_exemption_document'),
  constructionExemptionValidUntil: date('construction_exemption_valid_until'),
  /** Suppliers: the § 48b EStG certificate against the 15 % construction withholding tax (number, tax office, last valid day, uploaded file). */
  withholdingExemptionNumber: text('withholding_exemption_number'),
  withholdingExemptionTaxOffice: text('withholding_exemption_tax_office'),
  withholdingExemptionValidUntil: date('withholding_exemption_valid_until'),
  withholdingExemptionDocument: text('withholding_exemption_document'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The billing data of a client that deleted its account while work of an award could still be
 * invoiced (hours worked, a price not yet billed): the name, address and tax ids its invoices need,
 * as they stood at the deletion, kept only until the supplier's claims are time-barred
 * (`claimLimitationEnd`, § 195, § 199 BGB; Art. 17 Abs. 3 lit. e DSGVO). The issue path reads them
 * for invoices to the deleted account; the retention job erases the row from `erase_from` on.
 */
export const retainedBillingParties = pgTable('retained_billing_parties', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** names and the profile fields an invoice's buyer is built from (`buyerFrom`), and the login e-mail as the buyer's address */
  party: jsonb('party').$type<RetainedBillingParty>().notNull(),
  retainedAt: timestamp('retained_at', { withTimezone: true }).notNull().defaultNow(),
  eraseFrom: date('erase_from').notNull(),
});

/** What a retained billing party holds (see `retainedBillingParties`). */
export interface RetainedBillingParty {
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  profile: { companyAddress?: string; address?: string; vat?: string; companyEmail?: string };
  settings: { vatId: string | null; taxNumber: string | null; constructionExemptionDocument: string | null; constructionExemptionValidUntil: string | null } | null;
}

export type RetainedBillingPartyRow = typeof retainedBillingParties.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type InvoiceMessageRow = typeof invoiceMessages.$inferSelect;
export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect;
export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;
