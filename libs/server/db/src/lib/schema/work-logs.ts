// Working hours recorded per awarded work, per named worker, per day.
//
//   Entry:  submitted ──client approves──▶ approved
//              │  ▲                            (invoiceId set once an invoice bills it)
//              │  └──supplier corrects (new version)──┐
//              ├──client disputes (reason)──▶ disputed ┘
//              └──not reviewed within WORK_LOG_AUTO_APPROVE_DAYS──▶ auto_approved
//
// `work_logs` is the entry and its current state (the current version's values, copied for lists);
// `work_log_versions` is append-only: every recording and every correction adds a row with who, when
// and why. Nothing in a version row is ever updated. Times are minutes after midnight (0…1440) of the
// German calendar day `work_date`; net minutes are computed by the server.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { invoices } from './invoices';
import { awards } from './jobs';
import { workers } from './workers';

export const WORK_LOG_STATUS_VALUES = ['submitted', 'approved', 'disputed', 'auto_approved'] as const;
export type WorkLogStatusColumn = (typeof WORK_LOG_STATUS_VALUES)[number];

export const workLogs = pgTable(
  'work_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    /** the award's parties, copied for owner-scoped queries */
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workDate: date('work_date').notNull(),
    status: text('status').$type<WorkLogStatusColumn>().notNull().default('submitted'),
    /** number of the current version (work_log_versions.version) */
    version: integer('version').notNull().default(1),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    netMinutes: integer('net_minutes').notNull(),
    note: text('note'),
    /** recorded later than the 7th day after the work day (minimum-wage record keeping) */
    late: boolean('late').notNull().default(false),
    lateReason: text('late_reason'),
    /**
     * why the day goes beyond the working-time act (ArbZG §3 10 h, §4 breaks, §5 11 h rest); required
     * for such an entry, kept in every version and shown to the client
     */
    workingTimeException: text('working_time_exception'),
    /** when the current version was submitted: the review period runs from here */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    disputeReason: text('dispute_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** the client was told the day before the automatic approval (sent once) */
    autoApproveNoticeAt: timestamp('auto_approve_notice_at', { withTimezone: true }),
    /** the invoice that bills these hours (written by the invoices module); null = not invoiced */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_logs_award_date_idx').on(t.awardId, t.workDate),
    index('work_logs_worker_date_idx').on(t.workerId, t.workDate),
    index('work_logs_status_submitted_idx').on(t.status, t.submittedAt),
    index('work_logs_invoice_idx').on(t.invoiceId),
    check(
      'work_logs_status_check',
      sql`${t.status} in ('submitted', 'approved', 'disputed', 'auto_approved')`,
    ),
    check(
      'work_logs_times_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute} and ${t.breakMinutes} >= 0 and ${t.netMinutes} >= 0`,
    ),
    check('work_logs_late_reason_check', sql`not ${t.late} or ${t.lateReason} is not null`),
    check(
      'work_logs_invoiced_approved_check',
      sql`${t.invoiceId} is null or ${t.status} in ('approved', 'auto_approved')`,
    ),
  ],
);

/** Append-only history: version 1 is the recording, each correction the next number. */
export const workLogVersions = pgTable(
  'work_log_versions',
  {
    workLogId: uuid('work_log_id')
      .notNull()
      .references(() => workLogs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    breakMinutes: integer('break_minutes').notNull(),
    netMinutes: integer('net_minutes').notNull(),
    note: text('note'),
    late: boolean('late').notNull(),
    lateReason: text('late_reason'),
    workingTimeException: text('working_time_exception'),
    /** why it was corrected (null for the first recording) */
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workLogId, t.version] }),
    check('work_log_versions_reason_check', sql`${t.version} = 1 or ${t.reason} is not null`),
  ],
);

export type WorkLogRow = typeof workLogs.$inferSelect;
export type NewWorkLogRow = typeof workLogs.$inferInsert;
export type WorkLogVersionRow = typeof workLogVersions.$inferSelect;
