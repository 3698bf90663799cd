// A week of approved working hours on the demo job in progress (the seeded award),
// two workers, so /awarded-jobs/hours-logged and invoicing from hours are not empty. Runs after the
// awards seed; idempotent (nothing happens once the award has hours).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import {
  awards,
  awardWorkers,
  berlinToday,
  users,
  workers,
  workLogs,
  WorkLogsRepository,
  type Db,
} from '@fachwerk/server/db';

/** 07:00–15:30 with 30 minutes break (8 h), Friday until 13:30. */
const DAY = { startMinute: 7 * 60, endMinute: 15 * 60 + 30, breakMinutes: 30 };
const FRIDAY = { startMinute: 7 * 60, endMinute: 13 * 60 + 30, breakMinutes: 30 };

export async function seedWorkLogs(db: Db, today = berlinToday()): Promise<string> {
  const [supplier] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.supplier));
  if (!supplier) return 'work logs skipped (no demo supplier)';
  const [award] = await db
    .select()
    .from(awards)
    .where(and(eq(awards.supplierId, supplier.id), eq(awards.status, 'in_progress')))
    .orderBy(asc(awards.awardedAt))
    .limit(1);
  if (!award) return 'work logs skipped (no demo job in progress)';
  const [logged] = await db
    .select({ id: workLogs.id })
    .from(workLogs)
    .where(eq(workLogs.awardId, award.id))
    .limit(1);
  if (logged) return 'work logs already seeded';

  // Two workers: the one named on the (fixed-budget) demo award and another of the team — on fixed-budget
  // work the supplier may record any of its workers.
  const named = await db
    .select({ workerId: awardWorkers.workerId })
    .from(awardWorkers)
    .where(eq(awardWorkers.awardId, award.id));
  const team = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.supplierId, supplier.id), isNull(workers.deletedAt)))
    .orderBy(asc(workers.createdAt), asc(workers.fullName), asc(workers.id));
  const workerIds = [
    ...named.map((n) => n.workerId),
    ...team.map((w) => w.id).filter((id) => !named.some((n) => n.workerId === id)),
  ];
  const two = workerIds.slice(0, 2);
  if (!two.length) return 'work logs skipped (no workers on the demo job)';

  // Last week, Monday to Friday, recorded each evening and approved by the client.
  const monday = weekOf(addDays(today, -7)).from;
  const repo = new WorkLogsRepository(db);
  await repo.transaction(async (tx) => {
    for (let d = 0; d < 5; d += 1) {
      const workDate = addDays(monday, d);
      const times = d === 4 ? FRIDAY : DAY;
      const recordedAt = new Date(`${workDate}T17:00:00Z`);
      for (const workerId of two) {
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
  return `${5 * two.length} approved work-log entries (${two.length} workers, week of ${monday})`;
}
