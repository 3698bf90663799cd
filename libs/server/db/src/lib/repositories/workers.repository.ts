import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WorkerAvailability, WorkerSummary } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { awardWorkers } from '../schema/jobs';
import { workers, type NewWorkerRow, type WorkerRow } from '../schema/workers';
import type { Actor } from './actor';
import { isUuid } from './content-admin.repository';

/** A worker row with `assigned`: named on awarded work whose booking is still active. */
export type WorkerWithAssignment = WorkerRow & { assigned: boolean };

export interface WorkerListFilter {
  q?: string;
  availability?: WorkerAvailability;
  sort?: 'name' | 'newest';
  page: number;
  limit: number;
  /** admins only: one supplier's team */
  supplierId?: string;
}

export type WorkerPatch = Partial<Omit<NewWorkerRow, 'id' | 'supplierId' | 'createdAt' | 'deletedAt'>>;

/** `true` while the worker has an active booking in award_workers. */
const assignedSql = sql<boolean>`exists (select 1 from ${awardWorkers} where ${awardWorkers.workerId} = ${workers.id} and ${awardWorkers.active})`;
/**
 * Effective availability for filters and counts: busy when set busy by hand or booked on active
 * awarded work (a booked worker cannot take other work, whatever the manual setting says).
 */
export const workerEffectivelyBusy = sql`(${workers.availability} = 'busy' or ${assignedSql})`;
const effectivelyBusy = workerEffectivelyBusy;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A supplier's team. Every method for one supplier's workers takes the actor: a supplier reaches
 * only its own (non-deleted) workers, an admin every supplier's; someone else's worker is "not found".
 */
@Injectable()
export class WorkersRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The rows the actor may see: own workers for a supplier, all for an admin, none for a client. */
  private visibleTo(actor: Actor): SQL | undefined {
    const alive = isNull(workers.deletedAt);
    if (actor.userType === 'admin') return alive;
    if (actor.userType === 'supplier') return and(alive, eq(workers.supplierId, actor.id));
    return sql`false`;
  }

  async list(
    actor: Actor,
    filter: WorkerListFilter,
  ): Promise<{ items: WorkerWithAssignment[]; total: number; counts: Record<WorkerAvailability, number> }> {
    const scope: (SQL | undefined)[] = [this.visibleTo(actor)];
    if (actor.userType === 'admin' && filter.supplierId) {
      scope.push(isUuid(filter.supplierId) ? eq(workers.supplierId, filter.supplierId) : sql`false`);
    }
    const q = filter.q?.trim();
    if (q) {
      const pattern = `%${escapeLike(q)}%`;
      scope.push(or(ilike(workers.fullName, pattern), ilike(workers.email, pattern)));
    }
    const base = and(...scope);
    const where =
      filter.availability === 'busy'
        ? and(base, effectivelyBusy)
        : filter.availability === 'free'
          ? and(base, sql`not ${effectivelyBusy}`)
          : base;
    const order =
      filter.sort === 'name'
        ? [asc(workers.fullName), asc(workers.id)]
        : [desc(workers.createdAt), desc(workers.id)];
    const [items, [totals], [counted]] = await Promise.all([
      this.db
        .select({ worker: workers, assigned: assignedSql })
        .from(workers)
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(workers).where(where),
      this.db
        .select({
          busy: sql<number>`count(*) filter (where ${effectivelyBusy})`.mapWith(Number),
          all: count(),
        })
        .from(workers)
        .where(base),
    ]);
    const busy = counted?.busy ?? 0;
    return {
      items: items.map((row) => ({ ...row.worker, assigned: Boolean(row.assigned) })),
      total: totals?.total ?? 0,
      counts: { busy, free: (counted?.all ?? 0) - busy },
    };
  }

  async findForActor(actor: Actor, id: string, db: DbOrTx = this.db): Promise<WorkerWithAssignment | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ worker: workers, assigned: assignedSql })
      .from(workers)
      .where(and(this.visibleTo(actor), eq(workers.id, id)))
      .limit(1);
    return row ? { ...row.worker, assigned: Boolean(row.assigned) } : null;
  }

  /** A new worker of the acting supplier. */
  async create(actor: Actor, values: Omit<NewWorkerRow, 'supplierId' | 'id'>): Promise<WorkerRow> {
    const [row] = await this.db
      .insert(workers)
      .values({ ...values, supplierId: actor.id })
      .returning();
    return row as WorkerRow;
  }

  /** Updates a worker the actor may change (own for a supplier); null when there is none. */
  async update(
    actor: Actor,
    id: string,
    patch: WorkerPatch,
    db: DbOrTx = this.db,
  ): Promise<WorkerRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .update(workers)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(this.visibleTo(actor), eq(workers.id, id)))
      .returning();
    return row ?? null;
  }

  /**
   * Soft delete, unless the worker is booked on active awarded work: one conditional update, so a
   * booking made at the same moment cannot slip past the check. `booked` when it was refused.
   */
  async softDelete(actor: Actor, id: string): Promise<'deleted' | 'booked' | 'missing'> {
    if (!isUuid(id)) return 'missing';
    return this.db.transaction(async (tx) => {
      // Lock the row so a concurrent booking of this worker waits for the delete (or vice versa).
      const [current] = await tx
        .select({ id: workers.id })
        .from(workers)
        .where(and(this.visibleTo(actor), eq(workers.id, id)))
        .for('update');
      if (!current) return 'missing';
      const [deleted] = await tx
        .update(workers)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(workers.id, id), isNull(workers.deletedAt), sql`not ${assignedSql}`))
        .returning({ id: workers.id });
      return deleted ? 'deleted' : 'booked';
    });
  }

  /** Summaries for clients (proposed or named workers): no contact data, no documents. Deleted workers included (past awards). */
  async summariesFor(ids: readonly string[], db: DbOrTx = this.db): Promise<WorkerSummary[]> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return [];
    const rows = await db.select().from(workers).where(inArray(workers.id, wanted));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toWorkerSummary(row)] : [];
    });
  }

  /** True when every id names a non-deleted worker of this supplier (proposals, named workers). */
  async ownedBy(supplierId: string, ids: readonly string[], db: DbOrTx = this.db): Promise<boolean> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return true;
    if (!isUuid(supplierId) || !wanted.every(isUuid)) return false;
    const [row] = await db
      .select({ found: count() })
      .from(workers)
      .where(and(eq(workers.supplierId, supplierId), inArray(workers.id, wanted), isNull(workers.deletedAt)));
    return (row?.found ?? 0) === wanted.length;
  }
}

export function toWorkerSummary(row: WorkerRow): WorkerSummary {
  return {
    _id: row.id,
    fullName: row.fullName,
    serviceType: row.serviceType,
    languageSpoken: row.languageSpoken,
    proficiency: row.proficiency,
    jobType: row.jobType,
    ...(row.profile.highestQualification ? { highestQualification: row.profile.highestQualification } : {}),
    experienceCount: row.profile.previousWorkExperience?.length ?? 0,
  };
}
