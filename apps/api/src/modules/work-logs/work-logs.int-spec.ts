import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type UserType,
  type WorkLogApproveResponse,
  type WorkLogDetailResponse,
  type WorkLogListResponse,
  type WorkLogResponse,
} from '@fachwerk/shared/contracts';
import { addCalendarMonths, addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import {
  awards,
  awardWorkers,
  berlinToday,
  DB,
  jobs,
  notifications,
  outbox,
  UsersRepository,
  WorkLogAutoApproval,
  WorkLogsRepository,
  workLogs,
  workLogVersions,
  type Db,
} from '@fachwerk/server/db';
import { notifyUser } from '@fachwerk/server/queue';
import { PasswordHasher } from '../auth';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { createAward, createWorkers, STARTED_DAYS_AGO, userIdByEmail } from '../../testing/marketplace-fixtures';
import { seedWorkLogs } from '../../seed/work-logs-seed';
import { login as loginWithSecondFactor } from '../../testing/second-factor';

let api: TestApi;
let db: Db;
let passwordHash: Promise<string>;

beforeAll(async () => {
  api = await startTestApi('work_logs', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  passwordHash = new PasswordHasher().hash(DEMO_PASSWORD);
});

afterAll(async () => {
  await api?.close();
});

interface Account {
  id: string;
  token: string;
}

async function account(role: UserType): Promise<Account> {
  const email = `work-logs-${role}-${randomBytes(4).toString('hex')}@fachwerk.test`;
  const user = await api.app.get(UsersRepository).ensure({
    userType: role,
    email,
    firstName: 'Test',
    lastName: role,
    companyName: `${role} ${randomBytes(3).toString('hex')} GmbH`,
    passwordHash: await passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  const { body } = await loginWithSecondFactor(api.call, { email, password: DEMO_PASSWORD, userType: role });
  return { id: user.id, token: body.data!.accessToken };
}

const call = <T = unknown>(path: string, token: string, method = 'GET', json?: unknown) =>
  api.call<T>(path, { method, token, json });

/** Awarded work in progress with two named workers. */
async function work(status: 'in_progress' | 'awarded' = 'in_progress') {
  const client = await account('client');
  const supplier = await account('supplier');
  const workerIds = await createWorkers(db, supplier.id, 2, ['Anna Arbeit', 'Bernd Bau']);
  const { awardId } = await createAward(db, { clientId: client.id, supplierId: supplier.id, status, type: 'resource', workerIds });
  return { client, supplier, awardId, anna: workerIds[0]!, bernd: workerIds[1]! };
}

const today = berlinToday();
/** Monday of last week: every day of that week is in the past (some may be late: a reason is always sent). */
const monday = weekOf(addDays(today, -7)).from;

function record(token: string, json: Record<string, unknown>) {
  return call<WorkLogResponse>('/work-logs', token, 'POST', {
    start: '07:00',
    end: '15:30',
    breakMinutes: 30,
    lateReason: 'Nachtrag aus dem Stundenzettel',
    ...json,
  });
}

const notificationsOf = (userId: string, type: string) =>
  db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('recording hours', () => {
  it('computes net hours, refuses days beyond ArbZG without a reason, overlaps and impossible times', async () => {
    const w = await work();
    const ok = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: monday });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ netMinutes: 480, status: 'submitted', version: 1, warnings: [], start: '07:00', end: '15:30' });
    expect(ok.body.data!.autoApproveAt).not.toBeNull();
    // the client hears about it once, not for every entry of the hour
    await record(w.supplier.token, { awardId: w.awardId, workerId: w.bernd, workDate: monday });
    expect(await notificationsOf(w.client.id, 'workLogsSubmitted')).toHaveLength(1);

    // 11 hours without a break (§3, §4 ArbZG): refused without a reason, naming both limits …
    const longDay = { awardId: w.awardId, workerId: w.anna, workDate: addDays(monday, 1), start: '06:00', end: '17:00', breakMinutes: 0 };
    const refused = await record(w.supplier.token, longDay);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('WORK_LOG_WORKING_TIME_EXCEPTION_REQUIRED');
    expect(refused.body.errors).toEqual({
      workingTimeException: [
        'Mehr als 10 Stunden Arbeit an einem Tag (11,00 Stunden, § 3 ArbZG).',
        'Zu kurze Pausen: 11,00 Stunden Arbeit brauchen mindestens 45 Minuten Pause, erfasst sind 0 (§ 4 ArbZG).',
      ],
    });
    // … accepted with the supplier's reason, which the client sees with the warnings
    const long = await record(w.supplier.token, { ...longDay, workingTimeException: 'Betonage, Pumpe ausgefallen' });
    expect(long.status).toBe(201);
    expect(long.body.data!.warnings).toEqual(['longDay', 'shortBreak9']);
    const seen = await call<WorkLogDetailResponse>(`/work-logs/${long.body.data!._id}`, w.client.token);
    expect(seen.body.data).toMatchObject({ workingTimeException: 'Betonage, Pumpe ausgefallen' });
    expect(seen.body.data!.versions[0]).toMatchObject({ workingTimeException: 'Betonage, Pumpe ausgefallen' });
    const shortBreakDay = { awardId: w.awardId, workerId: w.bernd, workDate: addDays(monday, 1), start: '08:00', end: '15:00', breakMinutes: 15 };
    expect((await record(w.supplier.token, shortBreakDay)).body.errors).toEqual({
      workingTimeException: ['Zu kurze Pausen: 6,75 Stunden Arbeit brauchen mindestens 30 Minuten Pause, erfasst sind 15 (§ 4 ArbZG).'],
    });
    const shortBreak = await record(w.supplier.token, { ...shortBreakDay, workingTimeException: 'Pause vergessen einzutragen' });
    expect(shortBreak.body.data!.warnings).toEqual(['shortBreak6']);

    // overlapping the same worker's day: 409 naming the worker
    const overlap = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: monday, start: '15:00', end: '18:00', breakMinutes: 0 });
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('WORK_LOG_OVERLAP');
    expect(overlap.body.message).toContain('Anna Arbeit');
    // right after the end is fine (8.5 h with 30 minutes of break)
    expect((await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: monday, start: '15:30', end: '16:00', breakMinutes: 0 })).status).toBe(201);

    const endBeforeStart = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(monday, 2), start: '10:00', end: '09:00' });
    expect(endBeforeStart.status).toBe(400);
    expect(endBeforeStart.body.errors).toHaveProperty('end');
    const breakTooLong = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(monday, 2), start: '09:00', end: '10:00', breakMinutes: 61 });
    expect(breakTooLong.body.errors).toHaveProperty('breakMinutes');
    const badTime = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(monday, 2), start: '24:30' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.errors).toHaveProperty('start');
    const future = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(today, 1) });
    expect(future.body.errors).toHaveProperty('workDate');
  });

  it('keeps the day within 24 hours: a full day is accepted, nothing more that day', async () => {
    const w = await work();
    const day = addDays(monday, 3);
    const full = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: day, start: '00:00', end: '24:00', breakMinutes: 0, workingTimeException: 'Notfall' });
    expect(full.status).toBe(201);
    expect(full.body.data!.netMinutes).toBe(24 * 60);
    const more = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: day, start: '23:00', end: '23:30', breakMinutes: 0 });
    expect(more.status).toBe(409);
  });

  it('asks for a reason when the rest between two days is shorter than 11 hours (§5 ArbZG), either way round', async () => {
    const w = await work();
    const evening = { awardId: w.awardId, workerId: w.anna, workDate: addDays(monday, 2), start: '14:00', end: '22:00', breakMinutes: 30 };
    expect((await record(w.supplier.token, evening)).status).toBe(201);
    const early = { awardId: w.awardId, workerId: w.anna, workDate: addDays(monday, 3), start: '08:00', end: '12:00', breakMinutes: 0 };
    const refused = await call<WorkLogResponse>('/work-logs', w.supplier.token, 'POST', { ...early, lateReason: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ workingTimeException: ['Weniger als 11 Stunden Ruhezeit zum vorigen oder nächsten Arbeitstag (§ 5 ArbZG).'] });
    // 09:00 leaves exactly 11 hours
    expect((await record(w.supplier.token, { ...early, start: '09:00', end: '13:00' })).status).toBe(201);
    // the day before, too: ending late on the day before Monday's 07:00 start
    const before = { awardId: w.awardId, workerId: w.bernd, workDate: addDays(monday, 4), start: '08:00', end: '12:00', breakMinutes: 0 };
    expect((await record(w.supplier.token, before)).status).toBe(201);
    const lateShift = await record(w.supplier.token, { ...before, workDate: addDays(monday, 3), start: '18:00', end: '23:00' });
    expect(lateShift.body.code).toBe('WORK_LOG_WORKING_TIME_EXCEPTION_REQUIRED');
  });

  it('refuses days before the work started', async () => {
    const w = await work();
    const startDay = addDays(today, -STARTED_DAYS_AGO);
    const tooEarly = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(startDay, -1) });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.errors).toEqual({ workDate: [`Der Arbeitstag liegt vor dem Beginn der Arbeit am ${startDay.slice(8, 10)}.${startDay.slice(5, 7)}.${startDay.slice(0, 4)}.`] });
    expect((await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: startDay })).status).toBe(201);
  });

  it('marks an entry later than the 7th day after the work day late and asks for a reason', async () => {
    const w = await work();
    const onTime = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(today, -7), lateReason: undefined });
    expect(onTime.body.data).toMatchObject({ late: false, lateReason: null });
    const noReason = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(today, -8), lateReason: undefined });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('WORK_LOG_LATE_REASON_REQUIRED');
    expect(noReason.body.errors).toHaveProperty('lateReason');
    const late = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(today, -8), lateReason: 'Stundenzettel kam per Post' });
    expect(late.status).toBe(201);
    expect(late.body.data).toMatchObject({ late: true, lateReason: 'Stundenzettel kam per Post' });
  });

  it('refuses a day after 18 months of open-ended lending to the client (§ 1 (1b) AÜG), stating the last allowed day', async () => {
    const w = await work();
    /** Sets an award's job and bookings to `from`–`to` (null: no end). */
    const period = async (awardId: string, from: string, to: string | null) => {
      const [row] = await db.select({ jobId: awards.jobId }).from(awards).where(eq(awards.id, awardId));
      await db.update(jobs).set({ startDate: from, endDate: to }).where(eq(jobs.id, row!.jobId));
      await db.update(awardWorkers).set({ startDate: from, endDate: to }).where(eq(awardWorkers.awardId, awardId));
    };
    // this work runs without an end since a month ago (naming checked its first day only) …
    const start = addDays(today, -30);
    await period(w.awardId, start, null);
    // … right after Anna's earlier lending to the same client, which began 18 months before last Monday
    const since = addCalendarMonths(monday, -18);
    const earlier = await createAward(db, { clientId: w.client.id, supplierId: w.supplier.id, status: 'approved', type: 'resource', workerIds: [w.anna] });
    await period(earlier.awardId, since, addDays(start, -1));
    // one uninterrupted lending: 18 months by the calendar, the last day the one before
    const lastDay = addDays(addCalendarMonths(since, 18), -1);
    const german = `${lastDay.slice(8, 10)}.${lastDay.slice(5, 7)}.${lastDay.slice(0, 4)}`;

    expect((await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: lastDay })).status).toBe(201);
    const dayAfter = { awardId: w.awardId, workerId: w.anna, workDate: addDays(lastDay, 1) };
    const refused = await record(w.supplier.token, dayAfter);
    expect([refused.status, refused.body.code]).toEqual([422, 'LENDING_MAXIMUM_EXCEEDED']);
    expect(refused.body.message).toContain(`Anna Arbeit darf diesem Auftraggeber höchstens bis zum ${german} überlassen werden`);
    expect(refused.body.message).toContain('§ 1 Abs. 1b AÜG');
    const english = await api.call('/work-logs', {
      method: 'POST',
      token: w.supplier.token,
      json: { start: '07:00', end: '15:30', breakMinutes: 30, lateReason: 'Nachtrag', ...dayAfter },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toContain(`Anna Arbeit may be lent to this client until ${german} at the latest`);
    expect(await db.select().from(workLogs).where(and(eq(workLogs.workerId, w.anna), eq(workLogs.workDate, dayAfter.workDate)))).toEqual([]);
    // Bernd, lent to this client only for this month, works that day
    expect((await record(w.supplier.token, { ...dayAfter, workerId: w.bernd })).status).toBe(201);
  });

  it('only the supplier of started work records, only for workers on the award', async () => {
    const w = await work();
    const other = await account('supplier');
    const [stranger] = await createWorkers(db, other.id, 1);
    expect((await record(other.token, { awardId: w.awardId, workerId: stranger, workDate: monday })).status).toBe(404);
    expect((await record(w.client.token, { awardId: w.awardId, workerId: w.anna, workDate: monday })).status).toBe(403);
    const notOnAward = await record(w.supplier.token, { awardId: w.awardId, workerId: stranger, workDate: monday });
    expect(notOnAward.status).toBe(400);
    expect(notOnAward.body.errors).toHaveProperty('workerId');
    const notStarted = await work('awarded');
    const early = await record(notStarted.supplier.token, { awardId: notStarted.awardId, workerId: notStarted.anna, workDate: monday });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('WORK_LOG_AWARD_NOT_STARTED');
  });
});

describe('review and corrections', () => {
  it('dispute → correction as a new version → approval; approved entries stay as they are', async () => {
    const w = await work();
    const { body } = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: monday });
    const id = body.data!._id;

    // the supplier cannot dispute, another client does not see it
    expect((await call(`/work-logs/${id}/dispute`, w.supplier.token, 'POST', { reason: 'x' })).status).toBe(403);
    const otherClient = await account('client');
    expect((await call(`/work-logs/${id}/dispute`, otherClient.token, 'POST', { reason: 'x' })).status).toBe(404);
    expect((await call(`/work-logs/${id}`, otherClient.token)).status).toBe(404);

    const disputed = await call<WorkLogResponse>(`/work-logs/${id}/dispute`, w.client.token, 'POST', { reason: 'Anna ging um 14 Uhr' });
    expect(disputed.status).toBe(200);
    expect(disputed.body.data).toMatchObject({ status: 'disputed', disputeReason: 'Anna ging um 14 Uhr' });
    expect(await notificationsOf(w.supplier.id, 'workLogDisputed')).toHaveLength(1);
    // a second dispute of the same entry: nothing submitted to dispute
    expect((await call(`/work-logs/${id}/dispute`, w.client.token, 'POST', { reason: 'nochmal' })).status).toBe(409);

    const noReason = await call(`/work-logs/${id}`, w.supplier.token, 'PATCH', { start: '07:00', end: '14:00', breakMinutes: 30 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    const stale = await call(`/work-logs/${id}`, w.supplier.token, 'PATCH', { start: '07:00', end: '14:00', breakMinutes: 30, reason: 'x', version: 5 });
    expect(stale.status).toBe(409);
    const otherSupplier = await account('supplier');
    expect((await call(`/work-logs/${id}`, otherSupplier.token, 'PATCH', { start: '07:00', end: '14:00', breakMinutes: 30, reason: 'x' })).status).toBe(404);

    const corrected = await call<WorkLogResponse>(`/work-logs/${id}`, w.supplier.token, 'PATCH', {
      start: '07:00',
      end: '14:00',
      breakMinutes: 30,
      reason: 'Früher gegangen, laut Kunde',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ status: 'submitted', version: 2, netMinutes: 390, end: '14:00' });

    const detail = await call<WorkLogDetailResponse>(`/work-logs/${id}`, w.client.token);
    expect(detail.body.data!.versions.map((v) => [v.version, v.end, v.reason])).toEqual([
      [2, '14:00', 'Früher gegangen, laut Kunde'],
      [1, '15:30', null],
    ]);
    expect(detail.body.data!.versions[0]!.createdByName).toContain('GmbH');

    const approved = await call<WorkLogApproveResponse>('/work-logs/approve', w.client.token, 'POST', { ids: [id] });
    expect(approved.body.data).toEqual({ approved: 1 });
    const afterApproval = await call(`/work-logs/${id}`, w.supplier.token, 'PATCH', { start: '07:00', end: '15:00', breakMinutes: 30, reason: 'doch länger' });
    expect(afterApproval.status).toBe(409);
    expect(afterApproval.body.code).toBe('WORK_LOG_NOT_OPEN');
    const versions = await db.select().from(workLogVersions).where(eq(workLogVersions.workLogId, id));
    expect(versions).toHaveLength(2);
  });

  it('approves per worker-week and all at once; another client can approve nothing', async () => {
    const w = await work();
    for (const workerId of [w.anna, w.bernd]) {
      for (let d = 0; d < 3; d += 1) {
        expect((await record(w.supplier.token, { awardId: w.awardId, workerId, workDate: addDays(monday, d) })).status).toBe(201);
      }
    }
    // an entry of the week before
    await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: addDays(monday, -1) });
    const otherClient = await account('client');
    expect((await call('/work-logs/approve', otherClient.token, 'POST', { awardId: w.awardId })).status).toBe(404);
    const ids = (await call<WorkLogListResponse>(`/work-logs?awardId=${w.awardId}`, w.supplier.token)).body.data!.items.map((i) => i._id);
    expect((await call('/work-logs/approve', otherClient.token, 'POST', { ids })).status).toBe(404);
    expect((await call('/work-logs/approve', w.client.token, 'POST', {})).status).toBe(400);

    const week = weekOf(monday);
    const annaWeek = await call<WorkLogApproveResponse>('/work-logs/approve', w.client.token, 'POST', {
      awardId: w.awardId,
      workerId: w.anna,
      from: week.from,
      to: week.to,
    });
    expect(annaWeek.body.data).toEqual({ approved: 3 });
    const submitted = await call<WorkLogListResponse>(`/work-logs?awardId=${w.awardId}&status[]=submitted`, w.client.token);
    expect(submitted.body.data!.total).toBe(4);
    const all = await call<WorkLogApproveResponse>('/work-logs/approve', w.client.token, 'POST', { awardId: w.awardId });
    expect(all.body.data).toEqual({ approved: 4 });
    expect((await call<WorkLogApproveResponse>('/work-logs/approve', w.client.token, 'POST', { awardId: w.awardId })).body.data).toEqual({ approved: 0 });

    // the list: paging and filters; another supplier sees none of it
    const page = await call<WorkLogListResponse>(`/work-logs?awardId=${w.awardId}&workerId=${w.bernd}&limit=2&page=2`, w.supplier.token);
    expect(page.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.body.data!.items).toHaveLength(1);
    const otherSupplier = await account('supplier');
    expect((await call<WorkLogListResponse>(`/work-logs?awardId=${w.awardId}`, otherSupplier.token)).body.data!.total).toBe(0);

    // what the invoices module will bill
    const hours = await api.app.get(WorkLogsRepository).approvedUninvoicedByWorker({ awardId: w.awardId, supplierId: w.supplier.id });
    expect(hours.map((h) => [h.workerName, h.netMinutes])).toEqual([
      ['Anna Arbeit', 4 * 480],
      ['Bernd Bau', 3 * 480],
    ]);
  });
});

describe('automatic approval', () => {
  it('tells the client the day before and approves unreviewed entries once; a second run does nothing', async () => {
    const w = await work();
    const { body } = await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: monday });
    const id = body.data!._id;
    const days = api.config.workLogAutoApproveDays;
    expect(days).toBe(7);
    const submittedAt = new Date(Date.now() - (days - 0.5) * 24 * 3600_000);
    await db.update(workLogs).set({ submittedAt }).where(eq(workLogs.id, id));

    const runner = new WorkLogAutoApproval(api.app.get(WorkLogsRepository), {
      notify: (tx, input) => notifyUser(tx, input, api.config.api.publicUrl),
    });
    const first = await runner.run(new Date(), days);
    expect(first.noticed).toContain(id);
    expect(first.approved).not.toContain(id);
    expect((await runner.run(new Date(), days)).noticed).not.toContain(id);
    const notices = await notificationsOf(w.client.id, 'workLogsAutoApproveSoon');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/awarded-jobs/hours-logged/${w.awardId}/${w.client.id}`);

    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const second = await runner.run(tomorrow, days);
    expect(second.approved).toContain(id);
    const third = await runner.run(tomorrow, days);
    expect(third).toEqual({ noticed: [], approved: [] });
    const [row] = await db.select().from(workLogs).where(eq(workLogs.id, id));
    expect(row!.status).toBe('auto_approved');
    expect(await notificationsOf(w.client.id, 'workLogsAutoApproveSoon')).toHaveLength(1);
    const mails = await db.select().from(outbox).where(eq(outbox.queue, 'mail'));
    expect(mails.length).toBeGreaterThan(0);
  });
});

describe('demo data', () => {
  it('the seed gives each demo work in progress a week of approved hours of two workers, no worker on both', async () => {
    const supplierId = await userIdByEmail(db, DEMO_ACCOUNTS.supplier);
    const rows = await db.select().from(workLogs).where(eq(workLogs.supplierId, supplierId));
    expect(rows).toHaveLength(20);
    const awardIds = new Set(rows.map((r) => r.awardId));
    expect(awardIds.size).toBe(2);
    for (const awardId of awardIds) {
      const ofAward = rows.filter((r) => r.awardId === awardId);
      expect(ofAward).toHaveLength(10);
      expect(new Set(ofAward.map((r) => r.workerId)).size).toBe(2);
    }
    // four workers: nobody's day adds up across the two works
    expect(new Set(rows.map((r) => r.workerId)).size).toBe(4);
    expect(rows.every((r) => r.status === 'approved' && !r.late)).toBe(true);
    expect(await seedWorkLogs(db)).toBe('work logs already seeded');
  });
});

describe('export', () => {
  it('CSV for German Excel and an A4 PDF, for the award’s parties only', async () => {
    const w = await work();
    const day = addDays(today, -2);
    await record(w.supplier.token, { awardId: w.awardId, workerId: w.anna, workDate: day, start: '07:00', end: '15:45', breakMinutes: 30 });
    await record(w.supplier.token, { awardId: w.awardId, workerId: w.bernd, workDate: day });
    const download = (token: string, format: string, extra = '') =>
      fetch(`${api.baseUrl}/api/v1/work-logs/export?awardId=${w.awardId}&format=${format}${extra}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const csv = await download(w.client.token, 'csv', `&from=${day}&to=${day}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Mitarbeiter;Datum;Beginn;Ende;Pause (Min.);Stunden;Status');
    const [y, m, d] = day.split('-');
    expect(lines[1]).toBe(`Anna Arbeit;${d}.${m}.${y};07:00;15:45;30;8,25;eingereicht`);
    expect(lines[2]).toBe(`Bernd Bau;${d}.${m}.${y};07:00;15:30;30;8,00;eingereicht`);
    expect(lines[3]).toBe('Summe;;;;;16,25;');

    const pdf = await download(w.supplier.token, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await account('client');
    expect((await download(stranger.token, 'csv')).status).toBe(404);
    expect((await download(w.client.token, 'xls')).status).toBe(400);
  });
});
