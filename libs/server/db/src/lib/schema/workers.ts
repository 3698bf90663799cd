// A supplier's team (worker draft of specification §3).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type {
  WorkerAvailability,
  WorkerJobType,
  WorkerProficiency,
  WorkerRequest,
} from '@fachwerk/shared/contracts';
import { users } from './accounts';

/** Worker draft fields without a column of their own (documents, experience, preferences…). */
export type WorkerProfileFields = Omit<
  WorkerRequest,
  'fullName' | 'email' | 'jobType' | 'proficiency' | 'serviceType' | 'languageSpoken'
>;

export const workers = pgTable(
  'workers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    jobType: text('job_type').$type<WorkerJobType>().notNull().default('fullTime'),
    proficiency: text('proficiency').$type<WorkerProficiency>().notNull().default('fresher'),
    /** ids of services */
    serviceType: uuid('service_type')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** ids of languages */
    languageSpoken: uuid('language_spoken')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    availability: text('availability').$type<WorkerAvailability>().notNull().default('free'),
    profile: jsonb('profile').$type<WorkerProfileFields>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** soft delete: named on past awards, so the row stays */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('workers_supplier_idx').on(t.supplierId, t.createdAt)],
);

export type WorkerRow = typeof workers.$inferSelect;
export type NewWorkerRow = typeof workers.$inferInsert;
