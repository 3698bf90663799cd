// Drizzle tables of the marketplace: jobs, saved jobs, applications, awarded work
// with its named workers and feedback. The life cycles are documented in
// libs/shared/contracts/src/lib/jobs.ts; every status change is a conditional update.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type {
  ApplicationStatus,
  AwardStatus,
  ConstructionException,
  ExperienceLevel,
  FederalState,
  JobClosedReason,
  JobLanguage,
  JobStatus,
  JobType,
} from '@fachwerk/shared/contracts';
import { users } from './accounts';
import { services } from './content';
import { uploads } from './uploads';
import { workers } from './workers';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<JobType>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('draft'),
    title: text('title').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    hours: integer('hours').notNull(),
    workersNeeded: integer('workers_needed').notNull().default(1),
    /** slots taken by awards; an award only succeeds with `workers_awarded + slots <= workers_needed` */
    workersAwarded: integer('workers_awarded').notNull().default(0),
    applicationsCount: integer('applications_count').notNull().default(0),
    skills: uuid('skills')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    languages: jsonb('languages').$type<JobLanguage[]>().notNull().default([]),
    /** language ids of `languages`, for the filter's GIN index */
    languageIds: uuid('language_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    accommodation: boolean('accommodation').notNull().default(false),
    budgetMinCents: integer('budget_min_cents').notNull(),
    budgetMaxCents: integer('budget_max_cents').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode'),
    city: text('city'),
    federalState: text('federal_state').$type<FederalState>().notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** sanitised HTML */
    descriptionHtml: text('description_html').notNull(),
    /** the description as plain text (excerpts, full-text search) */
    descriptionText: text('description_text').notNull(),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    experience: text('experience').$type<ExperienceLevel>().notNull(),
    tools: uuid('tools')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    certificates: text('certificates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** German full-text document: title (weight A) and description (weight B) */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('german', coalesce(title, '')), 'A') || setweight(to_tsvector('german', coalesce(description_text, '')), 'B')`,
      ),
    closedReason: text('closed_reason').$type<JobClosedReason>(),
    deactivationReason: text('deactivation_reason'),
    /** what the client wrote when closing (withdrawing) the job, if anything */
    closedNote: text('closed_note'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** § 1b AÜG: the exception a construction client declared for this resource job; null where the ban does not apply */
    constructionException: text('construction_exception').$type<ConstructionException>(),
    ...timestamps(),
  },
  (t) => [
    // The job search (open jobs only): one GIN over every indexed filter, so a keyword with state,
    // service, skills or languages is answered by one index scan that intersects all of them (the
    // scalar columns through the btree_gin extension, migration 0005). Low-cardinality filters
    // (type, experience) and the start date are checked on the few rows it returns.
    index('jobs_open_search_idx')
      .using('gin', t.federalState, t.serviceId, t.skills, t.languageIds, t.search)
      .where(sql`${t.status} = 'open'`),
    index('jobs_status_published_idx').on(t.status, t.publishedAt),
    index('jobs_status_start_idx').on(t.status, t.startDate),
    index('jobs_status_state_idx').on(t.status, t.federalState),
    index('jobs_status_service_idx').on(t.status, t.serviceId),
    index('jobs_client_status_idx').on(t.clientId, t.status, t.createdAt),
    index('jobs_lat_lng_idx').on(t.lat, t.lng),
    // Changes since a moment: the relevant-jobs ranking in each api instance follows them.
    index('jobs_updated_at_idx').on(t.updatedAt),
  ],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.jobId] })],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    priceCents: integer('price_cents').notNull(),
    message: text('message').notNull(),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    /** proposed workers of the supplier's team */
    workerIds: uuid('worker_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    rejectionReason: text('rejection_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    /** once per job: a second application is a 409 */
    uniqueIndex('applications_job_supplier_idx').on(t.jobId, t.supplierId),
    index('applications_supplier_status_idx').on(t.supplierId, t.status, t.createdAt),
    index('applications_job_status_idx').on(t.jobId, t.status, t.createdAt),
  ],
);

export const awards = pgTable(
  'awards',
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
    status: text('status').$type<AwardStatus>().notNull().default('awarded'),
    slots: integer('slots').notNull(),
    priceCents: integer('price_cents').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    completionRejectionReason: text('completion_rejection_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('awards_application_idx').on(t.applicationId),
    index('awards_job_idx').on(t.jobId),
    index('awards_client_status_idx').on(t.clientId, t.status),
    index('awards_supplier_status_idx').on(t.supplierId, t.status),
  ],
);

/**
 * Workers named on awarded work, booked from the job's start to its end date (open-ended without
 * one) while the award is not approved. Overlap checks lock the worker rows first.
 */
export const awardWorkers = pgTable(
  'award_workers',
  {
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** false once the award is approved: the booking no longer blocks the worker */
    active: boolean('active').notNull().default(true),
    /**
     * § 8 (3) AÜG: the supplier's answer at naming whether the worker left the client's employment in
     * the last six months (resource awards; null for fixed-price work, where it is not asked).
     */
    formerEmployee: boolean('former_employee'),
  },
  (t) => [
    primaryKey({ columns: [t.awardId, t.workerId] }),
    index('award_workers_worker_idx').on(t.workerId, t.active),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorRole: text('author_role').$type<'client' | 'supplier'>().notNull(),
    /** the rated account */
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_award_author_idx').on(t.awardId, t.authorId),
    index('feedback_target_idx').on(t.targetId, t.createdAt),
  ],
);

/**
 * Read grants for private uploads beyond their owner: a job's documents for suppliers who can see
 * the job (`grantee_id` null = every supplier), an application's documents for the job's client.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** a user, or null for the role in `granteeRole` */
    granteeId: uuid('grantee_id').references(() => users.id, { onDelete: 'cascade' }),
    granteeRole: text('grantee_role').$type<'client' | 'supplier'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_grants_upload_idx').on(t.uploadId)],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type ApplicationRow = typeof applications.$inferSelect;
export type AwardRow = typeof awards.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
