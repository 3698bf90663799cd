// A week of approved working hours on each of the demo supplier's seeded works in progress, so
// /awarded-jobs/hours-logged and invoicing from hours are not empty: two workers on the fixed-price
// work (a record of time; its invoices bill the price) and the two workers lent to the staffing job
// (Arbeitnehmerüberlassung; invoiced from these hours). Runs after the awards seed; idempotent per award
// (nothing happens once an award has hours).
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import {
  awards,
  awardWorkers,
  berlinToday,
  jobs,
  users,
  workers,
  workLogs,
  WorkLogsRepository,
  type AwardRow,
  type Db,
} from '@fachwerk/server/db';
import { STAFFING_JOB_TITLE } from './jobs-seed';

/**
 * 07:00–15:30 with 30 minutes break (8 h), Friday until 13:30 (6 h): within § 3 ArbZG (8 h a day),
 * with the break § 4 ArbZG asks for beyond 6 h, and 15.5 h rest between the days (§ 5 (1) ArbZG: 11 h).
 * Each worker is on one work only, so no day adds up across works.
 */
const DAY = { startMinute: 7 * 60, endMinute: 15 * 60 + 30, breakMinutes: 30 };
const FRIDAY = { startMinute: 7 * 60, endMinute: 13 * 60 + 30, breakMinutes: 30 };

export async function seedWorkLogs(db: Db, today = berlinToday()): Promise<string> {
  const [supplier] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.supplier));
  if (!supplier) return 'work logs skipped (no demo supplier)';
  const running = await db
    .select({ award: awards, jobType: jobs.type, title: jobs.title })
    .from(awards)
    .innerJoin(jobs, eq(jobs.id, awards.jobId))
    .where(and(eq(awards.supplierId, supplier.id), eq(awards.status, 'in_progress')))
    .orderBy(asc(awards.awardedAt), asc(awards.id));
  const fixedPrice = running.find((r) => r.jobType === 'fixedBudget')?.award;
  const staffing = running.find((r) => r.jobType === 'resource' && r.title === STAFFING_JOB_TITLE)?.award;
  if (!fixedPrice && !staffing) return 'work logs skipped (no demo job in progress)';

  const summaries: string[] = [];
  for (const award of [fixedPrice, staffing]) {
    if (!award || (await hasHours(db, award.id))) continue;
    const workerIds = award === staffing ? await namedOn(db, award.id) : await fixedPriceWorkers(db, award);
    if (!workerIds.length) continue;
    summaries.push(await approvedWeek(db, award, workerIds, today));
  }
  return summaries.length ? summaries.join('; ') : 'work logs already seeded';
}

async function hasHours(db: Db, awardId: string): Promise<boolean> {
  const [logged] = await db
    .select({ id: workLogs.id })
    .from(workLogs)
    .where(eq(workLogs.awardId, awardId))
    .limit(1);
  return Boolean(logged);
}

/** The workers named on an award (staffing: only they may work, § 1 (1) sentence 6 AÜG), in name order. */
async function namedOn(db: Db, awardId: string): Promise<string[]> {
  const named = await db
    .select({ workerId: awardWorkers.workerId })
    .from(awardWorkers)
    .innerJoin(workers, eq(workers.id, awardWorkers.workerId))
    .where(eq(awardWorkers.awardId, awardId))
    .orderBy(asc(workers.fullName));
  return named.map((n) => n.workerId);
}

/**
 * Two workers: the one named on the (fixed-budget) award and another of the team not booked on other
 * work — on fixed-budget work the supplier may record any of its workers.
 */
async function fixedPriceWorkers(db: Db, award: AwardRow): Promise<string[]> {
  const named = await namedOn(db, award.id);
  const bookedElsewhere = new Set(
    (
      await db
        .select({ workerId: awardWorkers.workerId })
        .from(awardWorkers)
        .where(and(ne(awardWorkers.awardId, award.id), eq(awardWorkers.active, true)))
    ).map((b) => b.workerId),
  );
  const team = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.supplierId, award.supplierId), isNull(workers.deletedAt)))
    .orderBy(asc(workers.createdAt), asc(workers.fullName), asc(workers.id));
  const others = team.map((w) => w.id).filter((id) => !named.includes(id) && !bookedElsewhere.has(id));
  return [...named, ...others].slice(0, 2);
}

/** Last week, Monday to Friday, recorded each evening and approved by the client. */
async function approvedWeek(db: Db, award: AwardRow, workerIds: string[], today: string): Promise<string> {
  const monday = weekOf(addDays(today, -7)).from;
  const repo = new WorkLogsRepository(db);
  await repo.transaction(async (tx) => {
    for (let d = 0; d < 5; d += 1) {
      const workDate = addDays(monday, d);
      const times = d === 4 ? FRIDAY : DAY;
      const recordedAt = new Date(`${workDate}T17:00:00Z`);
      for (const workerId of workerIds) {
        const row = await repo.insert(tx, {
          awardId: award.id,
          workerId,
          supplierId: award.supplierId,
          clientId: award.clientId,
          workDate,
          createdBy: award.supplierId,
          ...times,
          netMinutes: times.endMinute - times.startMinute - times.breakMinutes,
          note: d === 0 ? 'Baustelleneinrichtung' : null,
          late: false,
          lateReason: null,
        });
        await tx
          .update(workLogs)
          .set({ submittedAt: recordedAt, createdAt: recordedAt })
          .where(eq(workLogs.id, row.id));
      }
    }
    await repo.approve(award.clientId, { awardId: award.id }, tx);
  });
  return `${5 * workerIds.length} approved work-log entries (${workerIds.length} workers, week of ${monday})`;
}
