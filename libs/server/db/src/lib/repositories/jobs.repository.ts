import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ExperienceLevel, FederalState, JobSort, JobStatus, JobType } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { users } from '../schema/accounts';
import { tools } from '../schema/content';
import {
  applications,
  jobs,
  savedJobs,
  uploadGrants,
  type ApplicationRow,
  type JobRow,
  type NewJobRow,
} from '../schema/jobs';
import type { Actor } from './actor';
import { visibleFeedbackAbout as visibleFeedback } from './feedback.repository';
import { boundingBox, prefixTsquery } from './job-search';

/** Job statuses in which the owner may still edit a job. */
export const EDITABLE_JOB_STATUSES: JobStatus[] = ['draft', 'open'];

/** A job's columns as pages show them: all but the full-text vector (`search`), which only SQL reads. */
export type JobView = Omit<JobRow, 'search'>;
const { search: _searchVector, ...JOB_VIEW_COLUMNS } = getTableColumns(jobs);

interface HydrateStatement {
  execute(placeholders: Record<string, unknown>): Promise<
    (Omit<JobListRow, 'ratingAverage'> & { ratingAverage: string | null })[]
  >;
}

/** A job with what lists show next to it: the client's name and rating, and the caller's flags. */
export interface JobListRow {
  job: JobView;
  companyName: string | null;
  profilePic: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  saved: boolean;
  applied: boolean;
}

/** A job as the relevance ranking sees it (see JobsRepository.rankingFeatures). */
export type JobRankingFeatures = Pick<
  JobRow,
  'id' | 'status' | 'serviceId' | 'federalState' | 'skills' | 'languageIds' | 'hours' | 'startDate' | 'publishedAt'
>;

export interface JobSearchFilter {
  /** words of the input (see searchWords) */
  words: string[];
  type?: JobType;
  serviceId?: string;
  skills?: string[];
  languages?: string[];
  state?: FederalState;
  near?: { lat: number; lng: number; radiusKm: number };
  budgetMin?: number;
  budgetMax?: number;
  startFrom?: string;
  startTo?: string;
  experience?: ExperienceLevel;
  sort: JobSort;
  /** ISO date (Europe/Berlin) */
  today: string;
  page: number;
  limit: number;
}

export interface JobOwnerFilter {
  status?: JobStatus;
  type?: JobType;
  q?: string;
  clientId?: string;
  page: number;
  limit: number;
}

export interface PageOf<T> {
  items: T[];
  total: number;
}

/** word → its German lexemes (see JobsRepository.lexemes) */
const LEXEMES = new Map<string, string[]>();
const LEXEME_CACHE_MAX = 10_000;

/** The grants that let every supplier read these uploads (a job's documents). */
const everySupplierMayRead = (uploadIds: string[]) =>
  and(
    inArray(uploadGrants.uploadId, uploadIds),
    eq(uploadGrants.granteeRole, 'supplier'),
    sql`${uploadGrants.granteeId} IS NULL`,
  );

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const haversineKm = (lat: number, lng: number) =>
  sql<number>`(6371 * 2 * asin(sqrt(power(sin(radians(${jobs.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${jobs.lat})) * power(sin(radians(${jobs.lng} - ${lng}) / 2), 2))))`;

/**
 * Jobs, saved jobs and the read grants of job documents. Writes of the owner go through methods that
 * take the actor; every status change is one conditional UPDATE (a lost race returns nothing).
 */
@Injectable()
export class JobsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(actor: Actor, values: Omit<NewJobRow, 'clientId'>, tx: DbOrTx = this.db): Promise<JobRow> {
    const [row] = await tx
      .insert(jobs)
      .values({ ...values, clientId: actor.id })
      .returning();
    return row as JobRow;
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<JobRow | undefined> {
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).limit(1);
    return row;
  }

  /** The actor's own job (undefined for somebody else's). */
  async findOwned(actor: Actor, id: string, tx: DbOrTx = this.db): Promise<JobRow | undefined> {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.clientId, actor.id)))
      .limit(1);
    return row;
  }

  /** Edits the owner's job while it is draft or open (and never below the awarded slots). */
  async updateEditable(
    actor: Actor,
    id: string,
    patch: Partial<NewJobRow>,
    tx: DbOrTx = this.db,
  ): Promise<JobRow | undefined> {
    const [row] = await tx
      .update(jobs)
      .set({ ...patch, updatedAt: new Date() })
      .where(
        and(
          eq(jobs.id, id),
          eq(jobs.clientId, actor.id),
          inArray(jobs.status, EDITABLE_JOB_STATUSES),
          patch.workersNeeded !== undefined
            ? sql`${jobs.workersAwarded} <= ${patch.workersNeeded}`
            : undefined,
        ),
      )
      .returning();
    return row;
  }

  /**
   * One transition of the job life cycle: `from` → `set.status`, as a conditional update.
   * `clientId` restricts it to the owner's job; undefined when the job is not (or no longer) in `from`.
   */
  async transition(
    id: string,
    from: JobStatus[],
    set: Partial<Pick<NewJobRow, 'status' | 'closedReason' | 'closedNote' | 'deactivationReason' | 'publishedAt'>>,
    options: { clientId?: string; tx?: DbOrTx } = {},
  ): Promise<JobRow | undefined> {
    const [row] = await (options.tx ?? this.db)
      .update(jobs)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(jobs.id, id),
          inArray(jobs.status, from),
          options.clientId ? eq(jobs.clientId, options.clientId) : undefined,
        ),
      )
      .returning();
    return row;
  }

  /** Deletes the owner's job unless it has awards (`conflict`); a deleted job's documents come back. */
  async deleteOwned(
    actor: Actor,
    id: string,
  ): Promise<{ outcome: 'deleted'; documents: string[] } | { outcome: 'conflict' | 'missing' }> {
    const deleted = await this.db
      .delete(jobs)
      .where(
        and(
          eq(jobs.id, id),
          eq(jobs.clientId, actor.id),
          eq(jobs.workersAwarded, 0),
          sql`NOT EXISTS (SELECT 1 FROM awards a WHERE a.job_id = ${jobs.id})`,
        ),
      )
      .returning({ documents: jobs.documents });
    if (deleted[0]) return { outcome: 'deleted', documents: deleted[0].documents };
    return { outcome: (await this.findOwned(actor, id)) ? 'conflict' : 'missing' };
  }

  /** Suppliers with a pending application on the job. */
  async pendingApplicantIds(jobId: string, tx: DbOrTx = this.db): Promise<string[]> {
    const rows = await tx
      .select({ supplierId: applications.supplierId })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.status, 'pending')));
    return rows.map((r) => r.supplierId);
  }

  /** The supplier's application on the job, if any. */
  async applicationOf(supplierId: string, jobId: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.supplierId, supplierId)))
      .limit(1);
    return row;
  }

  // ── Lists ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Jobs by id with the client's company and rating and the supplier's saved/applied flags, in the
   * order of `ids`. One named prepared statement per variant (with or without a supplier): every list
   * and detail page runs it, so PostgreSQL parses and plans it once per connection.
   */
  async hydrate(ids: string[], supplierId?: string): Promise<JobListRow[]> {
    if (ids.length === 0) return [];
    const rows = supplierId
      ? await this.hydrateStatement(true).execute({ ids, supplierId })
      : await this.hydrateStatement(false).execute({ ids });
    const byId = new Map(rows.map((row) => [row.job.id, row]));
    return ids
      .map((id) => byId.get(id))
      .filter((row): row is NonNullable<typeof row> => Boolean(row))
      .map((row) => ({
        ...row,
        ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
        ratingCount: Number(row.ratingCount),
      }));
  }

  private readonly hydrateStatements: Partial<Record<'supplier' | 'anyone', HydrateStatement>> = {};

  private hydrateStatement(withSupplier: boolean): HydrateStatement {
    const key = withSupplier ? 'supplier' : 'anyone';
    return (this.hydrateStatements[key] ??= this.prepareHydrate(key));
  }

  private prepareHydrate(key: 'supplier' | 'anyone'): HydrateStatement {
    const withSupplier = key === 'supplier';
    const supplierId = sql.placeholder('supplierId');
    const flags = withSupplier
      ? {
          saved: sql<boolean>`EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = ${jobs.id} AND s.supplier_id = ${supplierId}::uuid)`,
          applied: sql<boolean>`EXISTS (SELECT 1 FROM applications ap WHERE ap.job_id = ${jobs.id} AND ap.supplier_id = ${supplierId}::uuid)`,
        }
      : { saved: sql<boolean>`false`, applied: sql<boolean>`false` };
    return this.db
      .select({
        job: JOB_VIEW_COLUMNS,
        companyName: users.companyName,
        profilePic: users.profilePic,
        ratingAverage: sql<
          string | null
        >`(SELECT round(avg(f.rating)::numeric, 1) ${visibleFeedback(jobs.clientId)})`,
        ratingCount: sql<number>`(SELECT count(*)::int ${visibleFeedback(jobs.clientId)})`,
        ...flags,
      })
      .from(jobs)
      .innerJoin(users, eq(users.id, jobs.clientId))
      .where(sql`${jobs.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
      .prepare(`jobs_hydrate_${key}`);
  }

  private ownerConditions(filter: Omit<JobOwnerFilter, 'status' | 'page' | 'limit'>): SQL | undefined {
    const q = filter.q?.trim();
    return and(
      filter.clientId ? eq(jobs.clientId, filter.clientId) : undefined,
      filter.type ? eq(jobs.type, filter.type) : undefined,
      q ? or(ilike(jobs.title, `%${escapeLike(q)}%`), ilike(jobs.city, `%${escapeLike(q)}%`)) : undefined,
    );
  }

  /** The client's own jobs (or every job for admins: no clientId), newest first, with counts per status. */
  async listForOwner(
    filter: JobOwnerFilter,
  ): Promise<PageOf<JobListRow> & { counts: Partial<Record<JobStatus, number>> }> {
    const base = this.ownerConditions(filter);
    const where = and(base, filter.status ? eq(jobs.status, filter.status) : undefined);
    const [ids, [totals], byStatus] = await Promise.all([
      this.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(jobs).where(where),
      this.db.select({ status: jobs.status, n: count() }).from(jobs).where(base).groupBy(jobs.status),
    ]);
    const counts: Partial<Record<JobStatus, number>> = {};
    for (const row of byStatus) counts[row.status] = row.n;
    return { items: await this.hydrate(ids.map((r) => r.id)), total: totals?.total ?? 0, counts };
  }

  /**
   * The stemmed lexemes of the words (German configuration); stop words give none. Stemming is
   * deterministic, so each word's lexemes are remembered (bounded) and asked for only once.
   */
  async lexemes(words: string[]): Promise<string[]> {
    const unknown = words.filter((word) => !LEXEMES.has(word));
    if (unknown.length > 0) {
      const result = await this.db.execute<{ word: string; lexemes: string[] }>(
        sql`SELECT w.word, coalesce(array_agg(v.lexeme) FILTER (WHERE v.lexeme IS NOT NULL), '{}') AS lexemes
            FROM unnest(${sql.param(unknown)}::text[]) AS w(word)
            LEFT JOIN LATERAL unnest(to_tsvector('german', w.word)) AS v ON true
            GROUP BY w.word`,
      );
      if (LEXEMES.size > LEXEME_CACHE_MAX) LEXEMES.clear();
      for (const row of result.rows) LEXEMES.set(row.word, row.lexemes);
    }
    return [...new Set(words.flatMap((word) => LEXEMES.get(word) ?? []))];
  }

  /** Search of open jobs that start today or later (suppliers and admins). */
  async search(
    filter: JobSearchFilter,
    supplierId?: string,
  ): Promise<PageOf<JobListRow & { distanceKm?: number }>> {
    const tsquery = prefixTsquery(await this.lexemes(filter.words));
    const query = tsquery ? sql`to_tsquery('simple', ${tsquery})` : undefined;
    const near = filter.near;
    const distance = near ? haversineKm(near.lat, near.lng) : undefined;
    const box = near ? boundingBox(near.lat, near.lng, near.radiusKm) : undefined;
    const where = and(
      eq(jobs.status, 'open'),
      sql`${jobs.startDate} >= ${filter.today}`,
      query ? sql`${jobs.search} @@ ${query}` : undefined,
      filter.type ? eq(jobs.type, filter.type) : undefined,
      filter.serviceId ? eq(jobs.serviceId, filter.serviceId) : undefined,
      filter.skills?.length ? sql`${jobs.skills} && ${sql.param(filter.skills)}::uuid[]` : undefined,
      filter.languages?.length
        ? sql`${jobs.languageIds} && ${sql.param(filter.languages)}::uuid[]`
        : undefined,
      filter.state ? eq(jobs.federalState, filter.state) : undefined,
      filter.budgetMin !== undefined ? sql`${jobs.budgetMaxCents} >= ${filter.budgetMin}` : undefined,
      filter.budgetMax !== undefined ? sql`${jobs.budgetMinCents} <= ${filter.budgetMax}` : undefined,
      filter.startFrom ? sql`${jobs.startDate} >= ${filter.startFrom}` : undefined,
      filter.startTo ? sql`${jobs.startDate} <= ${filter.startTo}` : undefined,
      filter.experience ? eq(jobs.experience, filter.experience) : undefined,
      box && distance && near
        ? sql`${jobs.lat} BETWEEN ${box.minLat} AND ${box.maxLat} AND ${jobs.lng} BETWEEN ${box.minLng} AND ${box.maxLng} AND ${distance} <= ${near.radiusKm}`
        : undefined,
    );
    const sort = filter.sort === 'relevance' && !query ? 'newest' : filter.sort;
    const order: SQL[] = {
      newest: [sql`${jobs.publishedAt} DESC NULLS LAST`],
      startDate: [sql`${jobs.startDate} ASC`, sql`${jobs.publishedAt} DESC NULLS LAST`],
      budget: [sql`${jobs.budgetMaxCents} DESC`, sql`${jobs.publishedAt} DESC NULLS LAST`],
      relevance: [
        sql`ts_rank(${jobs.search}, ${query ?? sql`NULL`}) DESC`,
        sql`${jobs.publishedAt} DESC NULLS LAST`,
      ],
    }[sort];
    const page = await this.db
      .select({ id: jobs.id, total: sql<number>`count(*) OVER ()`, distanceKm: distance ?? sql<null>`NULL` })
      .from(jobs)
      .where(where)
      .orderBy(...order, desc(jobs.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    let total = Number(page[0]?.total ?? 0);
    if (page.length === 0 && filter.page > 1) {
      const [row] = await this.db.select({ total: count() }).from(jobs).where(where);
      total = row?.total ?? 0;
    }
    const distances = new Map(
      page.map((row) => [
        row.id,
        row.distanceKm === null ? undefined : Math.round(Number(row.distanceKm) * 10) / 10,
      ]),
    );
    const items = await this.hydrate(
      page.map((row) => row.id),
      supplierId,
    );
    return { items: items.map((item) => ({ ...item, distanceKm: distances.get(item.job.id) })), total };
  }

  /**
   * What the relevant-jobs ranking (OpenJobsIndex in the api) reads of jobs: without `since`, every
   * open job; with it, every job changed at or after `since`, whatever its status now (a job that
   * left `open` leaves the ranking).
   */
  async rankingFeatures(since?: Date): Promise<JobRankingFeatures[]> {
    return this.db
      .select({
        id: jobs.id,
        status: jobs.status,
        serviceId: jobs.serviceId,
        federalState: jobs.federalState,
        skills: jobs.skills,
        languageIds: jobs.languageIds,
        hours: jobs.hours,
        startDate: jobs.startDate,
        publishedAt: jobs.publishedAt,
      })
      .from(jobs)
      .where(since ? gte(jobs.updatedAt, since) : eq(jobs.status, 'open'));
  }

  // ── Saved jobs ───────────────────────────────────────────────────────────────────────────────

  async save(actor: Actor, jobId: string): Promise<void> {
    await this.db.insert(savedJobs).values({ supplierId: actor.id, jobId }).onConflictDoNothing();
  }

  async unsave(actor: Actor, jobId: string): Promise<void> {
    await this.db
      .delete(savedJobs)
      .where(and(eq(savedJobs.supplierId, actor.id), eq(savedJobs.jobId, jobId)));
  }

  /** The supplier's saved jobs, most recently saved first (whatever their status now). */
  async listSaved(actor: Actor, page: number, limit: number): Promise<PageOf<JobListRow>> {
    const where = eq(savedJobs.supplierId, actor.id);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ id: savedJobs.jobId })
        .from(savedJobs)
        .where(where)
        .orderBy(desc(savedJobs.createdAt), asc(savedJobs.jobId))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(savedJobs).where(where),
    ]);
    return {
      items: await this.hydrate(
        rows.map((r) => r.id),
        actor.id,
      ),
      total: totals?.total ?? 0,
    };
  }

  // ── Catalogue and documents ──────────────────────────────────────────────────────────────────

  /** The ids among `ids` that are not active tools. */
  async missingTools(ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const wellFormed = unique.filter((id) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
    );
    if (wellFormed.length === 0) return unique;
    const found = await this.db
      .select({ id: tools.id })
      .from(tools)
      .where(and(inArray(tools.id, wellFormed), eq(tools.active, true)));
    const present = new Set(found.map((r) => r.id));
    return unique.filter((id) => !present.has(id));
  }

  /** Lets every supplier read these uploads (a job's documents); existing grants are kept. */
  async grantToSuppliers(uploadIds: string[], tx: DbOrTx = this.db): Promise<void> {
    if (uploadIds.length === 0) return;
    const existing = await tx
      .select({ uploadId: uploadGrants.uploadId })
      .from(uploadGrants)
      .where(everySupplierMayRead(uploadIds));
    const have = new Set(existing.map((r) => r.uploadId));
    const missing = [...new Set(uploadIds)].filter((id) => !have.has(id));
    if (missing.length)
      await tx
        .insert(uploadGrants)
        .values(missing.map((uploadId) => ({ uploadId, granteeRole: 'supplier' as const })));
  }

  /**
   * Ends the suppliers' read grant of these uploads of the client (documents taken off a job, or the
   * documents of a deleted job) unless another job of the client still lists them. `path` turns an
   * upload id into the path a job's `documents` hold.
   */
  async revokeFromSuppliers(
    clientId: string,
    uploadIds: string[],
    path: (uploadId: string) => string,
    tx: DbOrTx = this.db,
  ): Promise<void> {
    const unique = [...new Set(uploadIds)];
    if (unique.length === 0) return;
    const stillListed = await tx.execute<{ path: string }>(
      sql`SELECT DISTINCT lower(d.value) AS path
          FROM ${jobs} j, jsonb_array_elements_text(j.documents) AS d(value)
          WHERE j.client_id = ${clientId} AND lower(d.value) = ANY(${sql.param(unique.map((id) => path(id).toLowerCase()))}::text[])`,
    );
    const listed = new Set(stillListed.rows.map((row) => row.path));
    const revoked = unique.filter((id) => !listed.has(path(id).toLowerCase()));
    if (revoked.length === 0) return;
    await tx.delete(uploadGrants).where(everySupplierMayRead(revoked));
  }

  // ── Expiry ───────────────────────────────────────────────────────────────────────────────────

  /**
   * Closes open jobs whose start date has passed with nobody awarded (closedReason `expired`), in one
   * transaction with `onExpired` for each (notifications). Returns the closed jobs.
   */
  async expireOverdue(
    today: string,
    onExpired: (tx: DbOrTx, job: JobRow) => Promise<void>,
  ): Promise<JobRow[]> {
    return this.db.transaction(async (tx) => {
      const closed = await tx
        .update(jobs)
        .set({ status: 'closed', closedReason: 'expired', updatedAt: new Date() })
        .where(and(eq(jobs.status, 'open'), sql`${jobs.startDate} < ${today}`, eq(jobs.workersAwarded, 0)))
        .returning();
      for (const job of closed) await onExpired(tx, job);
      return closed;
    });
  }
}
