// An upcoming meeting between the demo client and the demo supplier about
// the supplier's pending application, so a newcomer sees /meetings filled. Runs after the awards seed;
// idempotent (nothing happens once the demo pair has a meeting). Seeded meetings get no reminders.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { berlinLocalOf, berlinLocalToUtc } from '@fachwerk/shared/contracts/meetings';
import { applications, jobs, meetingHistory, meetings, users, type Db } from '@fachwerk/server/db';

const DAY = 24 * 3600_000;

export async function seedMeetings(db: Db, now: Date = new Date()): Promise<string> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.client, DEMO_ACCOUNTS.supplier]));
  const clientId = accounts.find((a) => a.email === DEMO_ACCOUNTS.client)?.id;
  const supplierId = accounts.find((a) => a.email === DEMO_ACCOUNTS.supplier)?.id;
  if (!clientId || !supplierId) return 'meetings skipped (no demo client or supplier)';
  const [existing] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.clientId, clientId), eq(meetings.supplierId, supplierId)))
    .limit(1);
  if (existing) return 'meetings already seeded';
  const [pending] = await db
    .select({ applicationId: applications.id, jobId: jobs.id, title: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        eq(applications.supplierId, supplierId),
        eq(jobs.clientId, clientId),
        eq(applications.status, 'pending'),
      ),
    )
    .limit(1);
  if (!pending) return 'meetings skipped (no pending application of the demo supplier)';

  // Three days ahead at 10:00 Berlin time.
  const startsAt = berlinLocalToUtc(berlinLocalOf(new Date(now.getTime() + 3 * DAY)).date, '10:00');
  await db.transaction(async (tx) => {
    const [meeting] = await tx
      .insert(meetings)
      .values({
        jobId: pending.jobId,
        applicationId: pending.applicationId,
        clientId,
        supplierId,
        startsAt,
        durationMinutes: 60,
        mode: 'onSite',
        address: 'Domkloster 4, 50667 Köln',
        agenda: 'Besichtigung vor Ort, Ablauf und Zeitplan besprechen.',
        uid: `${randomUUID()}@fachwerk`,
      })
      .returning({ id: meetings.id });
    if (!meeting) throw new Error('inserting the demo meeting returned nothing');
    await tx.insert(meetingHistory).values({
      meetingId: meeting.id,
      action: 'scheduled',
      actorId: clientId,
      actorRole: 'client',
      startsAt,
      sequence: 0,
    });
  });
  return `1 upcoming meeting about "${pending.title}"`;
}
