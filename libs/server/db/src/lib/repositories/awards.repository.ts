// Awarded work, its named workers (bookings) and the job counters and statuses an
// award moves. The life cycles (libs/shared/contracts/src/lib/jobs.ts):
//
//   Award:  awarded ──start──▶ in_progress ──complete──▶ completed ──approve──▶ approved
//                                   ▲                         │
//                                   └──reject completion──────┘   (reason kept)
//   Job roll-up: open ──every slot awarded, or the first award starts──▶ in_progress
//                in_progress ──every award of the job approved──▶ completed
//
// Each transition is one conditional UPDATE inside the caller's transaction; null = lost race.
// Slots are taken on the jobs row itself (`workers_awarded + slots <= workers_needed` in the WHERE),
// so two awards racing for the last slot serialise on that row and the second matches nothing.
import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AwardStatus } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { awards, awardWorkers, jobs, type AwardRow, type JobRow } from '../schema/jobs';
import { workers } from '../schema/workers';
import type { Actor } from './actor';
import { isUuid } from './content-admin.repository';

export type NewAwardRow = typeof awards.$inferInsert;
export interface AwardWithJob {
  award: AwardRow;
  job: JobRow;
}
export interface AwardListFilter {
  status?: AwardStatus[];
  jobId?: string;
  page: number;
  limit: number;
}
export interface BookingConflict {
  workerId: string;
  fullName: string;
}
/** One booking that counts towards a worker's lending at a client (§ 1 (1b) AÜG); `to` null: open end. */
export interface LendingBooking {
  workerId: string;
  clientId: string;
  from: string;
  to: string | null;
}

/** Which awards the actor may see: admins all, clients those of their jobs, suppliers their own. */
function awardScope(actor: Actor): SQL | undefined {
  if (actor.userType === 'admin') return undefined;
  return actor.userType === 'client' ? eq(awards.clientId, actor.id) : eq(awards.supplierId, actor.id);
}

@Injectable()
export class AwardsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // ── reads (owner-safe) ────────────────────────────────────────────────────────────────────────

  async findForActor(actor: Actor, id: string, tx: DbOrTx = this.db): Promise<AwardWithJob | null> {
    if (!isUuid(id)) return null;
    const [row] = await tx
      .select({ award: awards, job: jobs })
      .from(awards)
      .innerJoin(jobs, eq(jobs.id, awards.jobId))
      .where(and(eq(awards.id, id), awardScope(actor)))
      .limit(1);
    return row ?? null;
  }

  async list(actor: Actor, filter: AwardListFilter): Promise<{ items: AwardWithJob[]; total: number }> {
    const where = and(
      awardScope(actor),
      filter.status?.length ? inArray(awards.status, filter.status) : undefined,
      filter.jobId ? eq(awards.jobId, filter.jobId) : undefined,
    );
    const [items, [totals]] = await Promise.all([
      this.db
        .select({ award: awards, job: jobs })
        .from(awards)
        .innerJoin(jobs, eq(jobs.id, awards.jobId))
        .where(where)
        .orderBy(desc(awards.awardedAt), desc(awards.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(awards).where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  /** The award ids per application, for answers that show `awardId`. */
  async idsByApplication(applicationIds: string[]): Promise<Map<string, string>> {
    if (!applicationIds.length) return new Map();
    const rows = await this.db
      .select({ id: awards.id, applicationId: awards.applicationId })
      .from(awards)
      .where(inArray(awards.applicationId, applicationIds));
    return new Map(rows.map((r) => [r.applicationId, r.id]));
  }

  /** Named workers of each award (active or not: past awards still show who did the work). */
  async namedWorkerIds(awardIds: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(awardIds.map((id) => [id, []]));
    if (!awardIds.length) return result;
    const rows = await this.db
      .select({ awardId: awardWorkers.awardId, workerId: awardWorkers.workerId })
      .from(awardWorkers)
      .where(inArray(awardWorkers.awardId, awardIds));
    for (const row of rows) result.get(row.awardId)?.push(row.workerId);
    return result;
  }

  // ── writes (inside the caller's transaction) ──────────────────────────────────────────────────

  /**
   * Takes `slots` free slots of an open job of this client in one conditional UPDATE; the job turns
   * in_progress when it becomes full. Null when the job is not open or has fewer free slots.
   */
  async takeSlots(tx: Tx, jobId: string, clientId: string, slots: number): Promise<JobRow | null> {
    const [row] = await tx
      .update(jobs)
      .set({
        workersAwarded: sql`${jobs.workersAwarded} + ${slots}`,
        status: sql`CASE WHEN ${jobs.workersAwarded} + ${slots} >= ${jobs.workersNeeded} THEN 'in_progress' ELSE ${jobs.status} END`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(jobs.id, jobId),
          eq(jobs.clientId, clientId),
          eq(jobs.status, 'open'),
          sql`${jobs.workersAwarded} + ${slots} <= ${jobs.workersNeeded}`,
        ),
      )
      .returning();
    return row ?? null;
  }

  async insert(tx: Tx, values: NewAwardRow): Promise<AwardRow> {
    const [row] = await tx.insert(awards).values(values).returning();
    return row as AwardRow;
  }

  /** One status change `from → to` (with its timestamps); null when the award left `from` meanwhile. */
  async transition(
    tx: Tx,
    id: string,
    from: AwardStatus,
    to: AwardStatus,
    extra: Partial<
      Pick<AwardRow, 'startedAt' | 'completedAt' | 'approvedAt' | 'completionRejectionReason'>
    > = {},
  ): Promise<AwardRow | null> {
    const [row] = await tx
      .update(awards)
      .set({ status: to, updatedAt: new Date(), ...extra })
      .where(and(eq(awards.id, id), eq(awards.status, from)))
      .returning();
    return row ?? null;
  }

  /** Locks the award row while its workers are named, so a concurrent start or approve waits. */
  async lockAward(tx: Tx, id: string, statuses: AwardStatus[]): Promise<AwardRow | null> {
    const [row] = await tx
      .select()
      .from(awards)
      .where(and(eq(awards.id, id), inArray(awards.status, statuses)))
      .for('update');
    return row ?? null;
  }

  /** Locks the worker rows (in id order, so two namings cannot deadlock) before their bookings are checked. */
  async lockWorkers(tx: Tx, workerIds: string[]): Promise<void> {
    if (!workerIds.length) return;
    await tx
      .select({ id: workers.id })
      .from(workers)
      .where(inArray(workers.id, workerIds))
      .orderBy(workers.id)
      .for('update');
  }

  /** Workers with an active booking on another award whose dates overlap [startDate, endDate or open end]. */
  async overlappingBookings(
    tx: Tx,
    workerIds: string[],
    startDate: string,
    endDate: string | null,
    exceptAwardId: string,
  ): Promise<BookingConflict[]> {
    if (!workerIds.length) return [];
    return tx
      .selectDistinct({ workerId: awardWorkers.workerId, fullName: workers.fullName })
      .from(awardWorkers)
      .innerJoin(workers, eq(workers.id, awardWorkers.workerId))
      .where(
        and(
          inArray(awardWorkers.workerId, workerIds),
          eq(awardWorkers.active, true),
          ne(awardWorkers.awardId, exceptAwardId),
          sql`daterange(${awardWorkers.startDate}, ${awardWorkers.endDate}, '[]') && daterange(${startDate}::date, ${endDate}::date, '[]')`,
        ),
      );
  }

  /**
   * Replaces the workers named on an award by these (booked from the job's start to its end date).
   * `formerEmployeeIds` (resource awards) records the § 8 (3) AÜG answer per worker; null: not asked.
   */
  async replaceBookings(
    tx: Tx,
    awardId: string,
    workerIds: string[],
    startDate: string,
    endDate: string | null,
    formerEmployeeIds: string[] | null = null,
  ): Promise<void> {
    await tx.delete(awardWorkers).where(eq(awardWorkers.awardId, awardId));
    if (!workerIds.length) return;
    await tx.insert(awardWorkers).values(
      workerIds.map((workerId) => ({
        awardId,
        workerId,
        startDate,
        endDate,
        active: true,
        formerEmployee: formerEmployeeIds ? formerEmployeeIds.includes(workerId) : null,
      })),
    );
  }

  async countBookings(tx: Tx, awardId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(awardWorkers).where(eq(awardWorkers.awardId, awardId));
    return row?.n ?? 0;
  }

  /** An approved award no longer blocks its workers. */
  async releaseBookings(tx: Tx, awardId: string): Promise<void> {
    await tx.update(awardWorkers).set({ active: false }).where(eq(awardWorkers.awardId, awardId));
  }

  /** Locks the job row, so approvals of two awards of one job see each other (job roll-up). */
  async lockJob(tx: Tx, jobId: string): Promise<void> {
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
  }

  /** open → in_progress when the first awarded work starts (no change when the job already runs). */
  async startJob(tx: Tx, jobId: string): Promise<void> {
    await tx
      .update(jobs)
      .set({ status: 'in_progress', updatedAt: new Date() })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open')));
  }

  /** in_progress → completed when every award of the job is approved; true when the job completed now. */
  async completeJobIfAllApproved(tx: Tx, jobId: string): Promise<boolean> {
    const rows = await tx
      .update(jobs)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(
        and(
          eq(jobs.id, jobId),
          eq(jobs.status, 'in_progress'),
          sql`NOT EXISTS (SELECT 1 FROM awards a WHERE a.job_id = ${jobs.id} AND a.status <> 'approved')`,
        ),
      )
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  // ── lending periods (§ 1 (1b) AÜG; the clock itself is law/aueg.ts) ───────────────────────────

  /**
   * The bookings that count towards the workers' lending: their bookings on resource awards (any
   * status but cancelled, approved ones included) of the client, or of every client when none is
   * given; `exceptAwardId` leaves out the award being renamed. The end is the booking's (the job's)
   * end date, null when open-ended.
   */
  async lendingBookings(
    workerIds: string[],
    { clientId, exceptAwardId }: { clientId?: string; exceptAwardId?: string } = {},
    tx: DbOrTx = this.db,
  ): Promise<LendingBooking[]> {
    if (!workerIds.length) return [];
    return tx
      .select({
        workerId: awardWorkers.workerId,
        clientId: awards.clientId,
        from: awardWorkers.startDate,
        to: sql<string | null>`coalesce(${awardWorkers.endDate}, ${jobs.endDate})`,
      })
      .from(awardWorkers)
      .innerJoin(awards, eq(awards.id, awardWorkers.awardId))
      .innerJoin(jobs, eq(jobs.id, awards.jobId))
      .where(
        and(
          inArray(awardWorkers.workerId, workerIds),
          eq(jobs.type, 'resource'),
          ne(awards.status, 'cancelled'),
          clientId ? eq(awards.clientId, clientId) : undefined,
          exceptAwardId ? ne(awardWorkers.awardId, exceptAwardId) : undefined,
        ),
      )
      .orderBy(awardWorkers.startDate);
  }

  /** The § 8 (3) AÜG answers given at naming, per award and worker (null: not asked). */
  async formerEmployeeAnswers(awardIds: string[]): Promise<Map<string, boolean | null>> {
    if (!awardIds.length) return new Map();
    const rows = await this.db
      .select({ awardId: awardWorkers.awardId, workerId: awardWorkers.workerId, formerEmployee: awardWorkers.formerEmployee })
      .from(awardWorkers)
      .where(inArray(awardWorkers.awardId, awardIds));
    return new Map(rows.map((r) => [`${r.awardId}/${r.workerId}`, r.formerEmployee]));
  }
}
