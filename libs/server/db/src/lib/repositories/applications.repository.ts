// Applications of suppliers to jobs and the read helpers the marketplace answers
// are built from (parties; ratings and worker summaries come from the feedback and workers
// repositories). The life cycle (libs/shared/contracts/src/lib/jobs.ts):
//
//   pending ──award (job owner)──▶ awarded
//      │ ──reject (job owner, or the job became full)──▶ rejected
//      └ ──withdraw (the supplier)──▶ withdrawn
//
// Every transition is one conditional UPDATE (`… WHERE status = 'pending'`) inside the caller's
// transaction: a request that lost a race changes nothing and gets null back.
import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { users, type UserRow } from '../schema/accounts';
import { applications, jobs, uploadGrants, type ApplicationRow, type JobRow } from '../schema/jobs';
import { workers, type WorkerRow } from '../schema/workers';
import type { Actor } from './actor';
import { isUuid } from './content-admin.repository';

export type NewApplicationRow = typeof applications.$inferInsert;
export interface ApplicationWithJob {
  application: ApplicationRow;
  job: JobRow;
}
export interface PageInput {
  page: number;
  limit: number;
}

/** Which applications the actor may see: admins all, suppliers their own, clients those to their jobs. */
function applicationScope(actor: Actor): SQL | undefined {
  if (actor.userType === 'admin') return undefined;
  if (actor.userType === 'supplier') return eq(applications.supplierId, actor.id);
  return eq(jobs.clientId, actor.id);
}

const emptyCounts = (): Record<ApplicationStatus, number> => ({
  pending: 0,
  awarded: 0,
  rejected: 0,
  withdrawn: 0,
});

@Injectable()
export class ApplicationsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // ── reads (owner-safe: every method takes the actor) ──────────────────────────────────────────

  /** One application the actor may see, with its job; null when unknown or not theirs. */
  async findForActor(actor: Actor, id: string, tx: DbOrTx = this.db): Promise<ApplicationWithJob | null> {
    if (!isUuid(id)) return null;
    const [row] = await tx
      .select({ application: applications, job: jobs })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, id), applicationScope(actor)))
      .limit(1);
    return row ?? null;
  }

  /** The job if the actor may manage its applications (its client, admins); null otherwise. */
  async findManagedJob(actor: Actor, jobId: string): Promise<JobRow | null> {
    if (!isUuid(jobId) || actor.userType === 'supplier') return null;
    const [row] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), actor.userType === 'admin' ? undefined : eq(jobs.clientId, actor.id)))
      .limit(1);
    return row ?? null;
  }

  /** A supplier's application to a job the actor manages (client of the job, admin). */
  async findBySupplier(actor: Actor, jobId: string, supplierId: string): Promise<ApplicationWithJob | null> {
    if (!isUuid(jobId) || !isUuid(supplierId) || actor.userType === 'supplier') return null;
    const [row] = await this.db
      .select({ application: applications, job: jobs })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(eq(applications.jobId, jobId), eq(applications.supplierId, supplierId), applicationScope(actor)),
      )
      .limit(1);
    return row ?? null;
  }

  /** The applications of a job the actor manages (check with findManagedJob first), with counts per status. */
  async listForJob(
    actor: Actor,
    jobId: string,
    status: ApplicationStatus | undefined,
    { page, limit }: PageInput,
  ) {
    const base = and(eq(applications.jobId, jobId), applicationScope(actor));
    return this.page(base, status, page, limit);
  }

  /** The supplier's own applications with counts per status. */
  async listForSupplier(actor: Actor, status: ApplicationStatus | undefined, { page, limit }: PageInput) {
    return this.page(eq(applications.supplierId, actor.id), status, page, limit);
  }

  private async page(
    base: SQL | undefined,
    status: ApplicationStatus | undefined,
    page: number,
    limit: number,
  ) {
    const where = and(base, status ? eq(applications.status, status) : undefined);
    const [rows, counted] = await Promise.all([
      this.db
        .select({ application: applications, job: jobs })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(where)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db
        .select({ status: applications.status, n: count() })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(base)
        .groupBy(applications.status),
    ]);
    const counts = emptyCounts();
    for (const { status: s, n } of counted) counts[s] = n;
    const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
    return { items: rows, total, counts };
  }

  // ── writes (inside the caller's transaction) ──────────────────────────────────────────────────

  /** A job's status and owner (null when unknown), to tell "not found" from "no longer open". */
  async jobState(
    tx: DbOrTx,
    jobId: string,
  ): Promise<Pick<JobRow, 'status' | 'clientId' | 'workersAwarded' | 'workersNeeded'> | null> {
    if (!isUuid(jobId)) return null;
    const [row] = await tx
      .select({
        status: jobs.status,
        clientId: jobs.clientId,
        workersAwarded: jobs.workersAwarded,
        workersNeeded: jobs.workersNeeded,
      })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .limit(1);
    return row ?? null;
  }

  /**
   * Counts a new application on an open job: the conditional UPDATE doubles as the check that the job
   * still takes applications. Returns the job, or null when it is not open (or unknown).
   */
  async countApplication(tx: Tx, jobId: string): Promise<JobRow | null> {
    if (!isUuid(jobId)) return null;
    const [row] = await tx
      .update(jobs)
      .set({ applicationsCount: sql`${jobs.applicationsCount} + 1` })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open')))
      .returning();
    return row ?? null;
  }

  /** Inserts the application; null when the supplier already applied to the job (unique index). */
  async insert(tx: Tx, values: NewApplicationRow): Promise<ApplicationRow | null> {
    const [row] = await tx
      .insert(applications)
      .values(values)
      .onConflictDoNothing({ target: [applications.jobId, applications.supplierId] })
      .returning();
    return row ?? null;
  }

  /** One status change `from → to`; null when the application is no longer in `from` (lost race). */
  async transition(
    tx: Tx,
    id: string,
    from: ApplicationStatus,
    to: ApplicationStatus,
    extra: Partial<Pick<ApplicationRow, 'rejectionReason'>> = {},
  ): Promise<ApplicationRow | null> {
    const [row] = await tx
      .update(applications)
      .set({ status: to, decidedAt: new Date(), updatedAt: new Date(), ...extra })
      .where(and(eq(applications.id, id), eq(applications.status, from)))
      .returning();
    return row ?? null;
  }

  /** Rejects every pending application of a job (it became full); returns the rejected rows. */
  async rejectPendingOfJob(tx: Tx, jobId: string): Promise<ApplicationRow[]> {
    return tx
      .update(applications)
      .set({ status: 'rejected', decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(applications.jobId, jobId), eq(applications.status, 'pending')))
      .returning();
  }

  /** Of these worker ids, those of the supplier's team that are not deleted. */
  async ownWorkers(tx: DbOrTx, supplierId: string, workerIds: string[]): Promise<WorkerRow[]> {
    const ids = workerIds.filter(isUuid);
    if (!ids.length) return [];
    return tx
      .select()
      .from(workers)
      .where(and(eq(workers.supplierId, supplierId), inArray(workers.id, ids), isNull(workers.deletedAt)));
  }

  /** Lets one user read these uploads (an application's documents for the job's client). */
  async grantUploads(tx: Tx, uploadIds: string[], granteeId: string): Promise<void> {
    if (!uploadIds.length) return;
    await tx.insert(uploadGrants).values(uploadIds.map((uploadId) => ({ uploadId, granteeId })));
  }

  // ── lookups for answers ───────────────────────────────────────────────────────────────────────

  async usersByIds(ids: string[]): Promise<UserRow[]> {
    const valid = [...new Set(ids)].filter(isUuid);
    if (!valid.length) return [];
    return this.db.select().from(users).where(inArray(users.id, valid));
  }
}
