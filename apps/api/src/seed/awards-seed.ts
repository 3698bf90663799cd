// Demo applications and awarded work, so the supplier's /applied-jobs and
// /awarded-jobs and the client's /apply-job and /awarded-jobs screens are not empty. Runs after the
// jobs and workers seeds: it uses the demo client's open jobs and the demo supplier's team, and skips
// (saying why) when either is missing. Idempotent: nothing happens once the demo supplier has applied.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

const PROPOSAL =
  'Wir übernehmen den Auftrag mit einem eingespielten Team aus unserem Betrieb. Start ist zum gewünschten Termin möglich.';

export async function seedAwards(db: Db): Promise<string> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.client, DEMO_ACCOUNTS.supplier]));
  const clientId = accounts.find((a) => a.email === DEMO_ACCOUNTS.client)?.id;
  const supplierId = accounts.find((a) => a.email === DEMO_ACCOUNTS.supplier)?.id;
  if (!clientId || !supplierId) return 'awards skipped (no demo client or supplier)';

  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.supplierId, supplierId))
    .limit(1);
  if (applied) return 'awards already seeded';

  const team = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.supplierId, supplierId), isNull(workers.deletedAt)))
    // the seed inserts the team in one statement (one created_at): the name decides, not the random id
    .orderBy(asc(workers.createdAt), asc(workers.fullName), asc(workers.id));
  const open = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), eq(jobs.status, 'open')))
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
    await tx.insert(awardWorkers).values(
      bid.workerIds.slice(0, slots).map((workerId) => ({
        awardId: award!.id,
        workerId,
        startDate: awarded.startDate,
        endDate: awarded.endDate,
      })),
    );
  });
  return `1 pending application ("${pending.title}") and 1 job in progress ("${awarded.title}") of the demo supplier`;
}
