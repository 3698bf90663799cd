import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../client';
import { applications, awards, awardWorkers, feedback, jobs, savedJobs } from '../../schema/jobs';
import type { ErasedAccount } from './erased-account';

/** One consequence the other party is told of. */
export interface PartyConsequence {
  /** the award or application */
  id: string;
  jobId: string;
  jobTitle: string;
  /** the other party (who is notified) */
  otherPartyId: string;
}

export interface MarketErasure {
  /** the deleted supplier's pending applications, now withdrawn (told to the job's client) */
  withdrawnApplications: PartyConsequence[];
  /** awarded work that had not started, now cancelled */
  cancelledAwards: PartyConsequence[];
  /** running work (in progress or reported completed), now ended */
  endedAwards: PartyConsequence[];
  /** a deleted client's open jobs, now closed */
  closedJobIds: string[];
}

const NOT_STARTED = ['awarded'] as const;
const RUNNING = ['in_progress', 'completed'] as const;
/** Awards of a job that mean work has started (the job stays in progress while one exists). */
const STARTED = ['in_progress', 'completed', 'approved', 'ended'] as const;

/**
 * The marketplace side of a deleted account, for either party:
 * - the supplier's pending applications are withdrawn;
 * - awards that have not started are cancelled (their slots are freed: a job in progress only
 *   because all slots were awarded opens again), running awards are ended; the workers' bookings
 *   stop either way;
 * - a client's open jobs are closed (withdrawn) with their pending applications rejected, drafts deleted;
 * - saved jobs and the feedback about the account are deleted (feedback it wrote stays, its author
 *   pseudonymised with the account).
 * Every change is a conditional update, so a concurrent transition either happened before (and is
 * seen here) or loses its own condition.
 */
export async function eraseMarketOf(tx: Tx, account: ErasedAccount, now: Date): Promise<MarketErasure> {
  const result: MarketErasure = { withdrawnApplications: [], cancelledAwards: [], endedAwards: [], closedJobIds: [] };
  if (account.userType !== 'supplier' && account.userType !== 'client') return result;
  const supplier = account.userType === 'supplier';
  const ownAward = supplier ? eq(awards.supplierId, account.id) : eq(awards.clientId, account.id);
  const other = supplier ? awards.clientId : awards.supplierId;

  if (supplier) {
    const withdrawn = await tx
      .update(applications)
      .set({ status: 'withdrawn', decidedAt: now, updatedAt: now })
      .where(and(eq(applications.supplierId, account.id), eq(applications.status, 'pending')))
      .returning({ id: applications.id, jobId: applications.jobId });
    result.withdrawnApplications = await withJob(tx, withdrawn, (job) => job.clientId);
    await tx.delete(savedJobs).where(eq(savedJobs.supplierId, account.id));
  }

  const cancelled = await tx
    .update(awards)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(ownAward, inArray(awards.status, [...NOT_STARTED])))
    .returning({ id: awards.id, jobId: awards.jobId, slots: awards.slots, otherPartyId: other });
  for (const award of cancelled) {
    const started = tx
      .select({ one: sql`1` })
      .from(awards)
      .where(and(eq(awards.jobId, award.jobId), inArray(awards.status, [...STARTED])));
    await tx
      .update(jobs)
      .set({
        workersAwarded: sql`greatest(${jobs.workersAwarded} - ${award.slots}, 0)`,
        status: sql`CASE WHEN ${jobs.status} = 'in_progress' AND NOT EXISTS (${started}) THEN 'open' ELSE ${jobs.status} END`,
        updatedAt: now,
      })
      .where(eq(jobs.id, award.jobId));
  }
  const ended = await tx
    .update(awards)
    .set({ status: 'ended', updatedAt: now })
    .where(and(ownAward, inArray(awards.status, [...RUNNING])))
    .returning({ id: awards.id, jobId: awards.jobId, otherPartyId: other });
  const stopped = [...cancelled, ...ended].map((a) => a.id);
  if (stopped.length) await tx.update(awardWorkers).set({ active: false }).where(inArray(awardWorkers.awardId, stopped));
  result.cancelledAwards = await withTitles(tx, cancelled);
  result.endedAwards = await withTitles(tx, ended);

  if (!supplier) {
    const closed = await tx
      .update(jobs)
      .set({ status: 'closed', closedReason: 'withdrawn', updatedAt: now })
      .where(and(eq(jobs.clientId, account.id), eq(jobs.status, 'open')))
      .returning({ id: jobs.id });
    result.closedJobIds = closed.map((j) => j.id);
    if (closed.length) {
      await tx
        .update(applications)
        .set({ status: 'rejected', decidedAt: now, updatedAt: now })
        .where(and(inArray(applications.jobId, result.closedJobIds), eq(applications.status, 'pending')));
    }
    const drafts = tx.select({ id: awards.jobId }).from(awards);
    await tx.delete(jobs).where(and(eq(jobs.clientId, account.id), eq(jobs.status, 'draft'), notInArray(jobs.id, drafts)));
  }
  await tx.delete(feedback).where(eq(feedback.targetId, account.id));
  return result;
}

async function withTitles(tx: Tx, rows: { id: string; jobId: string; otherPartyId: string }[]): Promise<PartyConsequence[]> {
  const titles = await jobTitles(tx, rows.map((r) => r.jobId));
  return rows.map((r) => ({ id: r.id, jobId: r.jobId, jobTitle: titles.get(r.jobId)?.title ?? '', otherPartyId: r.otherPartyId }));
}

async function withJob(
  tx: Tx,
  rows: { id: string; jobId: string }[],
  party: (job: { clientId: string }) => string,
): Promise<PartyConsequence[]> {
  const found = await jobTitles(tx, rows.map((r) => r.jobId));
  return rows.flatMap((r) => {
    const job = found.get(r.jobId);
    return job ? [{ id: r.id, jobId: r.jobId, jobTitle: job.title, otherPartyId: party(job) }] : [];
  });
}

async function jobTitles(tx: Tx, ids: string[]): Promise<Map<string, { title: string; clientId: string }>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: jobs.id, title: jobs.title, clientId: jobs.clientId })
    .from(jobs)
    .where(inArray(jobs.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
