// Working hours per awarded work, named worker and day (life cycle in
// schema/work-logs.ts). Corrections append a version row and move the entry's current values in one
// conditional UPDATE (`WHERE version = expected AND status IN (submitted, disputed)`), so a correction
// racing an approval or another correction matches nothing and the caller answers 409. Reviews are
// conditional too: approving twice, or approving what was just corrected, changes nothing twice.
//
// Invoicing (the invoices module): `approvedUninvoiced` lists approved hours not yet billed per award,
// worker and period; `markInvoiced` claims them for an invoice inside the invoice's transaction
// (only rows still unclaimed, so two drafts cannot bill the same hours); `releaseInvoice` frees them
// again (a deleted draft or a Storno).
import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { partyName, users } from '../schema/accounts';
import { awards, jobs } from '../schema/jobs';
import { workers } from '../schema/workers';
import {
  workLogs,
  workLogVersions,
  type NewWorkLogRow,
  type WorkLogRow,
  type WorkLogStatusColumn,
  type WorkLogVersionRow,
} from '../schema/work-logs';
import type { Actor } from './actor';
import { isUuid } from './content-admin.repository';

export const APPROVED_WORK_LOG_STATUSES: WorkLogStatusColumn[] = ['approved', 'auto_approved'];
/** States the supplier may still correct and the client may still review. */
export const OPEN_WORK_LOG_STATUSES: WorkLogStatusColumn[] = ['submitted', 'disputed'];

export interface WorkLogWithWorker {
  log: WorkLogRow;
  workerName: string;
}

export interface WorkLogListFilter {
  awardId?: string;
  workerId?: string;
  /** ISO dates, inclusive */
  from?: string;
  to?: string;
  status?: WorkLogStatusColumn[];
  page: number;
  limit: number;
}

/** The values a recording or a correction sets (the server computed `netMinutes`, `late`). */
export interface WorkLogValues {
  startMinute: number;
  endMinute: number;
  breakMinutes: number;
  netMinutes: number;
  note: string | null;
  late: boolean;
  lateReason: string | null;
  /** the supplier's reason for a day beyond the ArbZG limits (null or left out: within them) */
  workingTimeException?: string | null;
}

/** Which entries a review covers: explicit ids, or every open entry of an award (optionally one worker and a period). */
export type WorkLogSelection =
  | { ids: string[] }
  | { awardId: string; workerId?: string; from?: string; to?: string };

export interface UninvoicedHoursFilter {
  awardId: string;
  /** the award's supplier (owner check) */
  supplierId: string;
  workerId?: string;
  /** ISO dates, inclusive */
  from?: string;
  to?: string;
}

/** One approved, not yet invoiced entry. */
export interface UninvoicedWorkLog {
  id: string;
  workerId: string;
  workerName: string;
  workDate: string;
  netMinutes: number;
}

/** Approved, not yet invoiced hours of one worker (one invoice line). */
export interface UninvoicedWorkerHours {
  workerId: string;
  workerName: string;
  netMinutes: number;
  firstDate: string;
  lastDate: string;
  workLogIds: string[];
}

/** Which entries the actor may see: admins all, clients those of their jobs, suppliers their own. */
function scope(actor: Actor): SQL | undefined {
  if (actor.userType === 'admin') return undefined;
  return actor.userType === 'client' ? eq(workLogs.clientId, actor.id) : eq(workLogs.supplierId, actor.id);
}

function periodOf(from?: string, to?: string): SQL | undefined {
  return and(from ? gte(workLogs.workDate, from) : undefined, to ? lte(workLogs.workDate, to) : undefined);
}

function selectionOf(selection: WorkLogSelection): SQL | undefined {
  if ('ids' in selection) return inArray(workLogs.id, selection.ids.filter(isUuid));
  return and(
    eq(workLogs.awardId, selection.awardId),
    selection.workerId ? eq(workLogs.workerId, selection.workerId) : undefined,
    periodOf(selection.from, selection.to),
  );
}

@Injectable()
export class WorkLogsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // ── reads (owner-safe) ────────────────────────────────────────────────────────────────────────

  async findForActor(actor: Actor, id: string, tx: DbOrTx = this.db): Promise<WorkLogWithWorker | null> {
    if (!isUuid(id)) return null;
    const [row] = await tx
      .select({ log: workLogs, workerName: workers.fullName })
      .from(workLogs)
      .innerJoin(workers, eq(workers.id, workLogs.workerId))
      .where(and(eq(workLogs.id, id), scope(actor)))
      .limit(1);
    return row ?? null;
  }

  async list(actor: Actor, filter: WorkLogListFilter): Promise<{ items: WorkLogWithWorker[]; total: number }> {
    const where = and(
      scope(actor),
      filter.awardId ? eq(workLogs.awardId, filter.awardId) : undefined,
      filter.workerId ? eq(workLogs.workerId, filter.workerId) : undefined,
      periodOf(filter.from, filter.to),
      filter.status?.length ? inArray(workLogs.status, filter.status) : undefined,
    );
    const [items, [totals]] = await Promise.all([
      this.db
        .select({ log: workLogs, workerName: workers.fullName })
        .from(workLogs)
        .innerJoin(workers, eq(workers.id, workLogs.workerId))
        .where(where)
        .orderBy(asc(workLogs.workDate), asc(workers.fullName), asc(workLogs.startMinute), asc(workLogs.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(workLogs).where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  /** Every entry of an award in a period (export), oldest first. */
  async forExport(actor: Actor, awardId: string, from?: string, to?: string): Promise<WorkLogWithWorker[]> {
    return this.db
      .select({ log: workLogs, workerName: workers.fullName })
      .from(workLogs)
      .innerJoin(workers, eq(workers.id, workLogs.workerId))
      .where(and(scope(actor), eq(workLogs.awardId, awardId), periodOf(from, to)))
      .orderBy(asc(workLogs.workDate), asc(workers.fullName), asc(workLogs.startMinute));
  }

  /** The version history, newest first. */
  async versions(workLogId: string, tx: DbOrTx = this.db): Promise<WorkLogVersionRow[]> {
    return tx
      .select()
      .from(workLogVersions)
      .where(eq(workLogVersions.workLogId, workLogId))
      .orderBy(desc(workLogVersions.version));
  }

  // ── rule checks (call after locking the worker: `AwardsRepository.lockWorkers`) ─────────────────

  /** An entry of the same worker on the same day whose time overlaps [start, end). */
  async overlapping(
    tx: DbOrTx,
    workerId: string,
    workDate: string,
    startMinute: number,
    endMinute: number,
    exceptId?: string,
  ): Promise<WorkLogRow | null> {
    const [row] = await tx
      .select()
      .from(workLogs)
      .where(
        and(
          eq(workLogs.workerId, workerId),
          eq(workLogs.workDate, workDate),
          lt(workLogs.startMinute, endMinute),
          sql`${workLogs.endMinute} > ${startMinute}`,
          exceptId ? ne(workLogs.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Net minutes of a worker between two dates (inclusive), all awards, without one entry. */
  async netMinutes(tx: DbOrTx, workerId: string, from: string, to: string, exceptId?: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${workLogs.netMinutes}), 0)` })
      .from(workLogs)
      .where(workerPeriod(workerId, from, to, exceptId));
    return Number(row?.total ?? 0);
  }

  /** The worker's entries (all awards) between two dates (inclusive), without one entry: the ArbZG checks look at whole days and their neighbours. */
  async spans(
    tx: DbOrTx,
    workerId: string,
    from: string,
    to: string,
    exceptId?: string,
  ): Promise<{ workDate: string; startMinute: number; endMinute: number; breakMinutes: number }[]> {
    return tx
      .select({ workDate: workLogs.workDate, startMinute: workLogs.startMinute, endMinute: workLogs.endMinute, breakMinutes: workLogs.breakMinutes })
      .from(workLogs)
      .where(workerPeriod(workerId, from, to, exceptId));
  }

  /** Net and break minutes per worker and day (key `workerId|date`) for the workers in a period: the ArbZG warnings look at whole days. */
  async dayTotals(
    workerIds: string[],
    from: string,
    to: string,
    tx: DbOrTx = this.db,
  ): Promise<Map<string, { netMinutes: number; breakMinutes: number }>> {
    const result = new Map<string, { netMinutes: number; breakMinutes: number }>();
    if (!workerIds.length) return result;
    const rows = await tx
      .select({
        workerId: workLogs.workerId,
        workDate: workLogs.workDate,
        net: sql<string>`sum(${workLogs.netMinutes})`,
        pause: sql<string>`sum(${workLogs.breakMinutes})`,
      })
      .from(workLogs)
      .where(and(inArray(workLogs.workerId, [...new Set(workerIds)]), gte(workLogs.workDate, from), lte(workLogs.workDate, to)))
      .groupBy(workLogs.workerId, workLogs.workDate);
    for (const r of rows) result.set(`${r.workerId}|${r.workDate}`, { netMinutes: Number(r.net), breakMinutes: Number(r.pause) });
    return result;
  }

  /** Whether another entry of the award was submitted since `since` (the client was told about those hours already). */
  async submittedSince(tx: DbOrTx, awardId: string, since: Date, exceptId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: workLogs.id })
      .from(workLogs)
      .where(
        and(
          eq(workLogs.awardId, awardId),
          eq(workLogs.status, 'submitted'),
          gte(workLogs.submittedAt, since),
          ne(workLogs.id, exceptId),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async workerName(workerId: string, tx: DbOrTx = this.db): Promise<string> {
    const [row] = await tx.select({ name: workers.fullName }).from(workers).where(eq(workers.id, workerId));
    return row?.name ?? '';
  }

  /** Job titles per award (for notifications and exports). */
  async jobTitles(awardIds: string[], tx: DbOrTx = this.db): Promise<Map<string, string>> {
    if (!awardIds.length) return new Map();
    const rows = await tx
      .select({ awardId: awards.id, title: jobs.title })
      .from(awards)
      .innerJoin(jobs, eq(jobs.id, awards.jobId))
      .where(inArray(awards.id, [...new Set(awardIds)]));
    return new Map(rows.map((r) => [r.awardId, r.title]));
  }

  /** Names of the accounts that wrote versions. */
  async authorNames(userIds: string[], tx: DbOrTx = this.db): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)].filter(isUuid);
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ id: users.id, companyName: users.companyName, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((u) => [u.id, partyName(u)]));
  }

  // ── writes ──────────────────────────────────────────────────────────────────────────────────────

  /** Records an entry with its first version. */
  async insert(
    tx: Tx,
    values: Omit<NewWorkLogRow, keyof WorkLogValues | 'version' | 'status'> & WorkLogValues,
  ): Promise<WorkLogRow> {
    const [row] = await tx.insert(workLogs).values({ ...values, status: 'submitted', version: 1 }).returning();
    if (!row) throw new Error('work log insert returned no row');
    await tx.insert(workLogVersions).values({ ...versionValues(row), version: 1, reason: null, createdBy: values.createdBy ?? null });
    return row;
  }

  /**
   * A correction: the next version with its reason; the entry is submitted again for review (and
   * the review period starts again). Null when the entry is no longer open or was changed meanwhile.
   */
  async correct(
    tx: Tx,
    id: string,
    expectedVersion: number,
    values: WorkLogValues,
    reason: string,
    by: string,
  ): Promise<WorkLogRow | null> {
    const now = new Date();
    const [row] = await tx
      .update(workLogs)
      .set({
        ...values,
        version: expectedVersion + 1,
        status: 'submitted',
        submittedAt: now,
        autoApproveNoticeAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(workLogs.id, id),
          eq(workLogs.version, expectedVersion),
          inArray(workLogs.status, OPEN_WORK_LOG_STATUSES),
        ),
      )
      .returning();
    if (!row) return null;
    await tx.insert(workLogVersions).values({ ...versionValues(row), version: row.version, reason, createdBy: by, createdAt: now });
    return row;
  }

  /** Approves the client's open entries of the selection; returns those it approved. */
  async approve(clientId: string, selection: WorkLogSelection, tx: DbOrTx = this.db): Promise<WorkLogRow[]> {
    const now = new Date();
    return tx
      .update(workLogs)
      .set({ status: 'approved', reviewedBy: clientId, reviewedAt: now, disputeReason: null, updatedAt: now })
      .where(
        and(
          eq(workLogs.clientId, clientId),
          inArray(workLogs.status, OPEN_WORK_LOG_STATUSES),
          selectionOf(selection),
        ),
      )
      .returning();
  }

  /** Disputes a submitted entry with a reason; null when it is not (any longer) submitted. */
  async dispute(tx: DbOrTx, clientId: string, id: string, reason: string): Promise<WorkLogRow | null> {
    const now = new Date();
    const [row] = await tx
      .update(workLogs)
      .set({ status: 'disputed', disputeReason: reason, reviewedBy: clientId, reviewedAt: now, updatedAt: now })
      .where(and(eq(workLogs.id, id), eq(workLogs.clientId, clientId), eq(workLogs.status, 'submitted')))
      .returning();
    return row ?? null;
  }

  // ── automatic approval (the worker's periodic task) ─────────────────────────────────────────────

  /**
   * Submitted entries whose review period ends within a day and whose client was not told yet:
   * marks them told and returns them (each exactly once, also with several workers running).
   */
  async claimAutoApproveNotices(tx: Tx, now: Date, days: number): Promise<WorkLogRow[]> {
    const noticeFrom = new Date(now.getTime() - (days - 1) * DAY_MS);
    return tx
      .update(workLogs)
      .set({ autoApproveNoticeAt: now })
      .where(
        and(
          eq(workLogs.status, 'submitted'),
          isNull(workLogs.autoApproveNoticeAt),
          lte(workLogs.submittedAt, noticeFrom),
        ),
      )
      .returning();
  }

  /** Submitted entries not reviewed within `days`: approved automatically (once), returned. */
  async autoApproveDue(tx: Tx, now: Date, days: number): Promise<WorkLogRow[]> {
    const due = new Date(now.getTime() - days * DAY_MS);
    return tx
      .update(workLogs)
      .set({ status: 'auto_approved', reviewedAt: now, reviewedBy: null, updatedAt: now })
      .where(and(eq(workLogs.status, 'submitted'), lte(workLogs.submittedAt, due)))
      .returning();
  }

  // ── invoicing (used by the invoices module) ─────────────────────────────────────────────────────

  /** Approved (by the client or automatically), not yet invoiced entries of an award, oldest first. */
  async approvedUninvoiced(filter: UninvoicedHoursFilter, tx: DbOrTx = this.db): Promise<UninvoicedWorkLog[]> {
    return tx
      .select({
        id: workLogs.id,
        workerId: workLogs.workerId,
        workerName: workers.fullName,
        workDate: workLogs.workDate,
        netMinutes: workLogs.netMinutes,
      })
      .from(workLogs)
      .innerJoin(workers, eq(workers.id, workLogs.workerId))
      .where(
        and(
          eq(workLogs.awardId, filter.awardId),
          eq(workLogs.supplierId, filter.supplierId),
          inArray(workLogs.status, APPROVED_WORK_LOG_STATUSES),
          isNull(workLogs.invoiceId),
          filter.workerId ? eq(workLogs.workerId, filter.workerId) : undefined,
          periodOf(filter.from, filter.to),
        ),
      )
      .orderBy(asc(workers.fullName), asc(workLogs.workerId), asc(workLogs.workDate), asc(workLogs.startMinute));
  }

  /** The same, summed per worker (one invoice line per worker: hours × the awarded hourly price). */
  async approvedUninvoicedByWorker(filter: UninvoicedHoursFilter, tx: DbOrTx = this.db): Promise<UninvoicedWorkerHours[]> {
    const byWorker = new Map<string, UninvoicedWorkerHours>();
    for (const row of await this.approvedUninvoiced(filter, tx)) {
      const line = byWorker.get(row.workerId);
      if (!line) {
        byWorker.set(row.workerId, {
          workerId: row.workerId,
          workerName: row.workerName,
          netMinutes: row.netMinutes,
          firstDate: row.workDate,
          lastDate: row.workDate,
          workLogIds: [row.id],
        });
        continue;
      }
      line.netMinutes += row.netMinutes;
      if (row.workDate < line.firstDate) line.firstDate = row.workDate;
      if (row.workDate > line.lastDate) line.lastDate = row.workDate;
      line.workLogIds.push(row.id);
    }
    return [...byWorker.values()];
  }

  /**
   * Marks entries as billed by an invoice, in the invoice's transaction. Only approved, unclaimed
   * entries of the supplier are marked; returns the ids it marked (fewer than asked = someone else
   * billed some meanwhile: roll back and answer 409).
   */
  async markInvoiced(tx: Tx, supplierId: string, ids: string[], invoiceId: string): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await tx
      .update(workLogs)
      .set({ invoiceId, updatedAt: new Date() })
      .where(
        and(
          inArray(workLogs.id, ids),
          eq(workLogs.supplierId, supplierId),
          inArray(workLogs.status, APPROVED_WORK_LOG_STATUSES),
          isNull(workLogs.invoiceId),
        ),
      )
      .returning({ id: workLogs.id });
    return rows.map((r) => r.id);
  }

  /** Frees the entries an invoice billed (a deleted draft, a Storno); returns how many. */
  async releaseInvoice(tx: Tx, invoiceId: string): Promise<number> {
    const rows = await tx
      .update(workLogs)
      .set({ invoiceId: null, updatedAt: new Date() })
      .where(eq(workLogs.invoiceId, invoiceId))
      .returning({ id: workLogs.id });
    return rows.length;
  }

  /** Ids of entries an invoice billed. */
  async idsByInvoice(invoiceId: string, tx: DbOrTx = this.db): Promise<string[]> {
    const rows = await tx.select({ id: workLogs.id }).from(workLogs).where(eq(workLogs.invoiceId, invoiceId));
    return rows.map((r) => r.id);
  }
}

const DAY_MS = 24 * 3600_000;

/** A worker's entries between two dates (inclusive), on all awards, optionally without one entry. */
const workerPeriod = (workerId: string, from: string, to: string, exceptId?: string) =>
  and(
    eq(workLogs.workerId, workerId),
    gte(workLogs.workDate, from),
    lte(workLogs.workDate, to),
    exceptId ? ne(workLogs.id, exceptId) : undefined,
  );

function versionValues(row: WorkLogRow) {
  return {
    workLogId: row.id,
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    breakMinutes: row.breakMinutes,
    netMinutes: row.netMinutes,
    note: row.note,
    late: row.late,
    lateReason: row.lateReason,
    workingTimeException: row.workingTimeException,
  };
}
