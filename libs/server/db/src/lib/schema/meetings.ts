// Meetings between a job's client and a supplier who applied, and the
// history of their changes. Life cycle in libs/shared/contracts/src/lib/meetings.ts; every change is a
// conditional update (`… WHERE status IN (…) AND sequence = n`) that raises `sequence`.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type { MeetingMode, MeetingStatus } from '@fachwerk/shared/contracts';
import { users } from './accounts';
import { applications, jobs } from './jobs';

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode').$type<MeetingMode>().notNull(),
    address: text('address'),
    videoLink: text('video_link'),
    agenda: text('agenda'),
    status: text('status').$type<MeetingStatus>().notNull().default('scheduled'),
    proposedStartsAt: timestamp('proposed_starts_at', { withTimezone: true }),
    proposedBy: text('proposed_by').$type<'client' | 'supplier'>(),
    cancelReason: text('cancel_reason'),
    /** SEQUENCE of the calendar file: raised on every change */
    sequence: integer('sequence').notNull().default(0),
    /** UID of the calendar file, stable for the meeting's life */
    uid: text('uid').notNull(),
    /** `sequence` a reminder was sent for (each kind once per version of the meeting) */
    reminded24hSequence: integer('reminded_24h_sequence'),
    reminded1hSequence: integer('reminded_1h_sequence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meetings_uid_idx').on(t.uid),
    index('meetings_client_starts_idx').on(t.clientId, t.startsAt),
    index('meetings_supplier_starts_idx').on(t.supplierId, t.startsAt),
    index('meetings_application_idx').on(t.applicationId),
  ],
);

export const meetingHistory = pgTable(
  'meeting_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    action: text('action')
      .$type<'scheduled' | 'proposed' | 'accepted' | 'cancelled' | 'supplierRejected'>()
      .notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<'client' | 'supplier' | 'admin'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    reason: text('reason'),
    sequence: integer('sequence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_history_meeting_idx').on(t.meetingId, t.createdAt)],
);

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeetingRow = typeof meetings.$inferInsert;
export type MeetingHistoryRow = typeof meetingHistory.$inferSelect;
