// Owner: invoices. Invoices and each issuer's gapless invoice number sequence (GoBD).
//
//   Invoice:  draft ──issue (takes the next number, freezes content)──▶ issued ──cancel──▶ cancelled
//
// The number is taken in the same transaction that freezes the invoice: the sequence row is
// incremented with an UPDATE … RETURNING (which row-locks it until commit), so a failure after the
// number was taken rolls the increment back with everything else and leaves no gap. Issued content
// is never updated; the only later changes are the status to `cancelled` and payment bookkeeping.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { awards } from './jobs';

export const INVOICE_STATUSES = ['draft', 'issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['invoice', 'partial', 'cancellation'] as const;
export type InvoiceKindColumn = (typeof INVOICE_KINDS)[number];

/** Default number format: `RE-2026-00042`. `{YYYY}` is the issue year, `{N…}` the counter padded to as many digits. */
export const DEFAULT_INVOICE_NUMBER_FORMAT = 'RE-{YYYY}-{NNNNN}';

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
  },
  (t) => [
    uniqueIndex('invoices_issuer_number_idx').on(t.issuerId, t.number),
    uniqueIndex('invoices_issuer_sequence_idx').on(t.issuerId, t.sequenceValue),
    index('invoices_recipient_idx').on(t.recipientId, t.createdAt),
    index('invoices_issuer_status_idx').on(t.issuerId, t.status, t.createdAt),
    check('invoices_status_check', sql`${t.status} in ('draft', 'issued', 'cancelled')`),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'partial', 'cancellation')`),
    check(
      'invoices_issued_complete_check',
      sql`${t.status} = 'draft' or (${t.number} is not null and ${t.sequenceValue} is not null and ${t.issuedAt} is not null and ${t.documentsHash} is not null)`,
    ),
    check('invoices_cancellation_ref_check', sql`${t.kind} <> 'cancellation' or ${t.cancelsInvoiceId} is not null`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
