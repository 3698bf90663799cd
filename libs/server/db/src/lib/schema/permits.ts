// The supplier's permit to lend workers (§ 1 (1) sentence 1 AÜG), one current row per supplier:
//
//   pending ──admin verifies──▶ verified          (a new upload by the supplier: pending again)
//      └─────admin rejects (reason)──▶ rejected
//
// Validity is a date question (law/aueg.ts `permitValidity`): unlimited (§ 2 (5) AÜG) or up to and
// including `valid_until` (§ 2 (4)). `warned_days` remembers the smallest warning threshold (60, 14)
// already sent for this `valid_until`, `expired_notified_at` the notice on expiry, so the worker's
// daily pass tells each once.
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const PERMIT_STATUS_VALUES = ['pending', 'verified', 'rejected'] as const;
export type PermitStatusColumn = (typeof PERMIT_STATUS_VALUES)[number];

export const staffingPermits = pgTable(
  'staffing_permits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the issuing Regionaldirektion of the Bundesagentur für Arbeit */
    agency: text('agency').notNull(),
    issuedOn: date('issued_on').notNull(),
    unlimited: boolean('unlimited').notNull(),
    /** last valid day of a limited permit */
    validUntil: date('valid_until'),
    /** the uploaded copy (`/api/v1/files/<id>`, one of the supplier's uploads) */
    file: text('file').notNull(),
    status: text('status').$type<PermitStatusColumn>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    warnedDays: integer('warned_days'),
    expiredNotifiedAt: timestamp('expired_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staffing_permits_supplier_idx').on(t.supplierId),
    check('staffing_permits_term_check', sql`${t.unlimited} or ${t.validUntil} is not null`),
  ],
);

export type StaffingPermitRow = typeof staffingPermits.$inferSelect;
