// Change orders (Nachträge) of a fixed-price award (libs/shared/contracts/src/lib/change-orders.ts):
//
//   supplier proposes (amount net, reason) ──▶ proposed ──client──▶ accepted | declined
//                                                  └──supplier──▶ withdrawn
//
// Every status change is a conditional update of a `proposed` row under the award's row lock, so a
// decided change order never changes again. The accepted ones raise what the award may bill
// (InvoiceRecordsRepository.acceptedChangeOrders, read in the issuing transaction).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type { ChangeOrderStatus } from '@fachwerk/shared/contracts';
import { users } from './accounts';
import { awards } from './jobs';

export const changeOrders = pgTable(
  'change_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    /** net cents, 1 … CHANGE_ORDER_LIMITS.amountMaxCents */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<ChangeOrderStatus>().notNull().default('proposed'),
    /** the supplier's account that proposed it (null once that account is deleted) */
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_orders_award_idx').on(t.awardId, t.status),
    check('change_orders_amount_check', sql`${t.amountCents} > 0 and ${t.amountCents} <= 1000000000`),
    check('change_orders_reason_check', sql`char_length(${t.reason}) between 1 and 1000`),
    check('change_orders_note_check', sql`${t.decisionNote} is null or char_length(${t.decisionNote}) <= 1000`),
    check('change_orders_status_check', sql`${t.status} in ('proposed', 'accepted', 'declined', 'withdrawn')`),
    check('change_orders_decided_check', sql`(${t.status} = 'proposed') = (${t.decidedAt} is null)`),
  ],
);

export type ChangeOrderRow = typeof changeOrders.$inferSelect;
