// Demo applications and awarded work, so the supplier's /applied-jobs and
// /awarded-jobs and the client's /apply-job and /awarded-jobs screens are not empty: a pending
// application, fixed-price work in progress and staffing (Arbeitnehmerüberlassung) under way with two
// named workers. Runs after the jobs and workers seeds: it uses the demo client's open jobs and the demo
// supplier's team, and skips (saying why) when either is missing. Idempotent: the application and the
// fixed-price work only while the demo supplier has not applied, the staffing once per database.
import { addDays } from '@fachwerk/shared/contracts/rules';
import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import {
  applications,
  awards,
  awardWorkers,
  jobs,
  users,
  workers,
  type Db,
  type JobRow,
} from '@fachwerk/server/db';

import { STAFFING_JOB_TITLE } from './jobs-seed';

const PROPOSAL =
  'Wir übernehmen den Auftrag mit einem eingespielten Team aus unserem Betrieb. Start ist zum gewünschten Termin möglich.';

/** The demo supplier's workers lent to the staffing job: an electrician and a drywall fitter, as it asks. */
export const STAFFING_WORKERS = ['Jonas Becker', 'Andrei Popescu'] as const;

/**
 * The named workers' bookings: the job's whole period. Lending (resource jobs) carries the § 8 (3) AÜG
 * answer the API asks at naming (none of them left the client's employment in the last six months);
 * fixed-price work is not asked (null), as in the API.
 */
const bookings = (awardId: string, workerIds: string[], job: JobRow) =>
  workerIds.map((workerId) => ({
    awardId,
    workerId,
    startDate: job.startDate,
    endDate: job.endDate,
    formerEmployee: job.type === 'resource' ? false : null,
  }));

export async function seedAwards(db: Db): Promise<string> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.client, DEMO_ACCOUNTS.supplier]));
  const clientId = accounts.find((a) => a.email === DEMO_ACCOUNTS.client)?.id;
  const supplierId = accounts.find((a) => a.email === DEMO_ACCOUNTS.supplier)?.id;
  if (!clientId || !supplierId) return 'awards skipped (no demo client or supplier)';
  const work = await seedApplicationAndWork(db, clientId, supplierId);
  const staffing = await seedStaffingAward(db, clientId, supplierId);
  const done = [work, staffing].filter((summary): summary is string => summary !== null);
  return done.length ? done.join('; ') : 'awards already seeded';
}

/**
 * Staffing under way: the seeded resource job awarded to the demo supplier a week before it started,
 * with the two STAFFING_WORKERS named and booked for the job's period, started on its first day (the
 * contracts seed records both acceptances before that, the work-logs seed a week of approved hours).
 * Null when it exists already; a reason when it cannot be made.
 */
async function seedStaffingAward(db: Db, clientId: string, supplierId: string): Promise<string | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), eq(jobs.title, STAFFING_JOB_TITLE)))
    .limit(1);
  if (!job) return 'staffing skipped (no seeded staffing job)';
  const [awarded] = await db.select({ id: awards.id }).from(awards).where(eq(awards.jobId, job.id)).limit(1);
  if (awarded || job.status !== 'open') return null;
  const named = await db
    .select({ id: workers.id, fullName: workers.fullName })
    .from(workers)
    .where(
      and(
        eq(workers.supplierId, supplierId),
        isNull(workers.deletedAt),
        inArray(workers.fullName, [...STAFFING_WORKERS]),
      ),
    );
  // in the order of STAFFING_WORKERS
  const workerIds = STAFFING_WORKERS.flatMap((name) =>
    named.filter((w) => w.fullName === name).map((w) => w.id),
  );
  if (workerIds.length !== STAFFING_WORKERS.length || job.workersNeeded !== workerIds.length)
    return 'staffing skipped (the demo team lacks its workers)';

  const at = (isoDate: string, hourUtc: number) =>
    new Date(`${isoDate}T${String(hourUtc).padStart(2, '0')}:00:00Z`);
  const appliedAt = at(addDays(job.startDate, -10), 8);
  const awardedAt = at(addDays(job.startDate, -7), 9);
  // 07:00 in Köln (06:00 UTC in winter, 05:00 in summer: before the first shift either way)
  const startedAt = at(job.startDate, 5);
  // the rate per hour and worker the supplier offered: the middle of the client's range
  const priceCents = Math.round((job.budgetMinCents + job.budgetMaxCents) / 2);
  await db.transaction(async (tx) => {
    const [application] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        supplierId,
        priceCents,
        message: PROPOSAL,
        workerIds,
        status: 'awarded',
        decidedAt: awardedAt,
        createdAt: appliedAt,
        updatedAt: awardedAt,
      })
      .returning({ id: applications.id });
    await tx
      .update(jobs)
      .set({
        applicationsCount: sql`${jobs.applicationsCount} + 1`,
        workersAwarded: workerIds.length,
        status: 'in_progress',
        updatedAt: startedAt,
      })
      .where(eq(jobs.id, job.id));
    const [award] = await tx
      .insert(awards)
      .values({
        jobId: job.id,
        applicationId: application!.id,
        clientId,
        supplierId,
        status: 'in_progress',
        slots: workerIds.length,
        priceCents,
        awardedAt,
        startedAt,
      })
      .returning({ id: awards.id });
    await tx.insert(awardWorkers).values(bookings(award!.id, workerIds, job));
  });
  return `staffing under way ("${job.title}", ${STAFFING_WORKERS.join(' and ')} at ${(priceCents / 100).toFixed(2)} € per hour)`;
}

/** A pending application and fixed-price work in progress; null once the demo supplier has applied. */
async function seedApplicationAndWork(db: Db, clientId: string, supplierId: string): Promise<string | null> {
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.supplierId, supplierId))
    .limit(1);
  if (applied) return null;

  const team = await db
    .select({ id: workers.id })
    .from(workers)
    // free workers only, and not the ones lent to the staffing (booked for its whole period): the
    // proposal can be awarded and its workers named as they are
    .where(
      and(
        eq(workers.supplierId, supplierId),
        isNull(workers.deletedAt),
        eq(workers.availability, 'free'),
        notInArray(workers.fullName, [...STAFFING_WORKERS]),
      ),
    )
    // the seed inserts the team in one statement (one created_at): the name decides, not the random id
    .orderBy(asc(workers.createdAt), asc(workers.fullName), asc(workers.id));
  const open = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), eq(jobs.status, 'open'), ne(jobs.title, STAFFING_JOB_TITLE)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  if (!team.length || open.length < 2)
    return 'awards skipped (needs seeded jobs of the demo client and the demo supplier’s team)';

  // Awarded work: a fixed-budget job (one slot) if there is one, else a resource job the team can fill.
  const fits = (job: JobRow) => job.workersNeeded <= team.length;
  const awarded =
    open.find((j) => j.type === 'fixedBudget') ?? open.find((j) => j.type === 'resource' && fits(j));
  const pending = open.find((j) => j !== awarded && (j.type === 'fixedBudget' || fits(j)));
  if (!awarded || !pending) return 'awards skipped (no job the demo team can take)';

  await db.transaction(async (tx) => {
    // The awarded work books the team from its end, so the first workers stay free for trying things out.
    const proposal = (job: JobRow, members = team) => ({
      jobId: job.id,
      supplierId,
      priceCents: Math.round((job.budgetMinCents + job.budgetMaxCents) / 2),
      message: PROPOSAL,
      workerIds: members.slice(0, Math.max(1, Math.min(job.workersNeeded, members.length))).map((w) => w.id),
    });
    await tx.insert(applications).values(proposal(pending));
    const bid = proposal(awarded, [...team].reverse());
    const [application] = await tx
      .insert(applications)
      .values({ ...bid, status: 'awarded', decidedAt: new Date() })
      .returning({ id: applications.id });
    await tx
      .update(jobs)
      .set({ applicationsCount: sql`${jobs.applicationsCount} + 1` })
      .where(inArray(jobs.id, [pending.id, awarded.id]));
    const slots = awarded.type === 'fixedBudget' ? awarded.workersNeeded : bid.workerIds.length;
    await tx
      .update(jobs)
      .set({ workersAwarded: slots, status: 'in_progress', updatedAt: new Date() })
      .where(eq(jobs.id, awarded.id));
    const [award] = await tx
      .insert(awards)
      .values({
        jobId: awarded.id,
        applicationId: application!.id,
        clientId,
        supplierId,
        status: 'in_progress',
        slots,
        priceCents: bid.priceCents,
        startedAt: new Date(),
      })
      .returning({ id: awards.id });
    await tx.insert(awardWorkers).values(bookings(award!.id, bid.workerIds.slice(0, slots), awarded));
  });
  return `1 pending application ("${pending.title}") and 1 job in progress ("${awarded.title}") of the demo supplier`;
}
