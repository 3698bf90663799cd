import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import {
  type MailJob,
  type MeetingChangeResponse,
  type MeetingListResponse,
  type MeetingReminderJob,
  type MeetingResponse,
  type UserType,
} from '@fachwerk/shared/contracts';
import { berlinLocalOf } from '@fachwerk/shared/contracts/meetings';
import { applications, auditLog, DB, meetings, notifications, outbox, type Db } from '@fachwerk/server/db';
import { Worker, type Job } from 'bullmq';
import {
  createQueueConnection,
  OutboxRelay,
  OutboxRepository,
  QueueProducer,
  queuePrefix,
  sendMeetingReminder,
  type StructuredLogger,
} from '@fachwerk/server/queue';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { createApplication, createJob, createWorkers } from '../../testing/marketplace-fixtures';

let api: TestApi;
let db: Db;
beforeAll(async () => {
  api = await startTestApi('meetings', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
});

afterAll(async () => {
  await api?.close();
});

type Account = TestAccount;
const account = (role: UserType) => approvedAccount(api, role, { prefix: 'meetings' });

const post = <T = unknown>(path: string, token: string, json: unknown = {}) =>
  api.call<T>(path, { method: 'POST', token, json });
const get = <T = unknown>(path: string, token: string) => api.call<T>(path, { token });

/** A client, a supplier who applied to one of its jobs, and the application. */
async function pair() {
  const client = await account('client');
  const supplier = await account('supplier');
  const job = await createJob(db, client.id);
  const applicationId = await createApplication(
    db,
    job.id,
    supplier.id,
    await createWorkers(db, supplier.id, 1),
  );
  return { client, supplier, job, applicationId };
}

const DAY = 24 * 3600_000;
/** Europe/Berlin date `days` ahead. */
const dayAhead = (days: number) => berlinLocalOf(new Date(Date.now() + days * DAY)).date;

async function schedule(
  client: Account,
  applicationId: string,
  date = dayAhead(5),
  time = '10:00',
  extra = {},
) {
  const { status, body } = await post<MeetingChangeResponse>('/meetings', client.token, {
    applicationId,
    date,
    time,
    durationMinutes: 60,
    mode: 'onSite',
    address: 'Domkloster 4, 50667 Köln',
    agenda: 'Baustelle ansehen',
    ...extra,
  });
  expect([status, body.message]).toEqual([201, expect.any(String)]);
  return body.data!;
}

const calendarOf = async (id: string, token: string) => {
  const response = await fetch(`${api.baseUrl}/api/v1/meetings/${id}/calendar.ics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/calendar');
  const component = new ICAL.Component(ICAL.parse(await response.text()));
  const event = component.getFirstSubcomponent('vevent')!;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  return {
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    berlin: berlinLocalOf(start.toJSDate()),
    minutes: (event.getFirstPropertyValue('duration') as ICAL.Duration).toSeconds() / 60,
  };
};

const notificationsOf = (userId: string, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

const mailsTo = async (userId: string) => {
  const rows = await db.select().from(outbox).where(eq(outbox.queue, 'mail'));
  const [user] = await db
    .execute<{ email: string }>(sql`select email from users where id = ${userId}`)
    .then((r) => r.rows);
  return rows.map((r) => r.payload as Omit<MailJob, 'outboxId'>).filter((p) => p.to === user!.email);
};

const remindersOf = async (meetingId: string) =>
  (await db.select().from(outbox).where(eq(outbox.queue, 'meeting-reminder')))
    .map((r) => ({ outboxId: r.id, ...(r.payload as Omit<MeetingReminderJob, 'outboxId'>) }))
    .filter((p) => p.meetingId === meetingId);

describe('scheduling', () => {
  it('a client schedules with a supplier who applied: Berlin time kept, supplier notified with the invitation, reminders queued', async () => {
    const { client, supplier, applicationId, job } = await pair();
    const date = dayAhead(6);
    const { meeting, overlaps } = await schedule(client, applicationId, date, '09:30');
    expect(meeting).toMatchObject({
      status: 'scheduled',
      localDate: date,
      localTime: '09:30',
      sequence: 0,
      job: { _id: job.id },
      supplier: { _id: supplier.id },
      can: { accept: false, reschedule: true, cancel: true, rejectSupplier: false },
    });
    expect(overlaps).toEqual([]);
    expect(berlinLocalOf(meeting.startsAt)).toEqual({ date, time: '09:30' });

    const [note] = await notificationsOf(supplier.id, 'meetingScheduled');
    expect(note).toMatchObject({ link: `/meetings?id=${meeting._id}` });
    expect(note!.body).toContain('09:30 Uhr');
    const mail = (await mailsTo(supplier.id)).find((m) => m.template === 'meeting');
    expect(mail?.calendar).toMatchObject({ method: 'REQUEST', filename: `termin-${date}.ics` });
    expect(mail?.calendar?.content).toContain(
      `UID:${(await db.select().from(meetings).where(eq(meetings.id, meeting._id)))[0]!.uid}`,
    );

    const reminders = await remindersOf(meeting._id);
    expect(reminders.map((r) => [r.kind, r.sequence, r.schedule.jobId]).sort()).toEqual([
      ['1h', 0, `meeting-${meeting._id}-1h-0`],
      ['24h', 0, `meeting-${meeting._id}-24h-0`],
    ]);
    expect(Date.parse(reminders.find((r) => r.kind === '1h')!.schedule.runAt)).toBe(
      Date.parse(meeting.startsAt) - 3600_000,
    );

    // The supplier sees it and may accept.
    const seen = await get<MeetingResponse>(`/meetings/${meeting._id}`, supplier.token);
    expect(seen.body.data!.can).toMatchObject({ accept: true, reschedule: true });
  });

  it('masks contact details in the agenda before the award, in the answer, the e-mail and the calendar file; a lone CR stays text', async () => {
    const { client, supplier, applicationId } = await pair();
    const { meeting } = await schedule(client, applicationId, dayAhead(7), '11:00', {
      agenda: 'Baustelle ansehen\rRückfragen an 0170 1234567 oder bau(at)firma.de',
    });
    expect(meeting.agenda).toBe('Baustelle ansehen\rRückfragen an […] oder […]');
    const mail = (await mailsTo(supplier.id)).find((m) => m.template === 'meeting');
    expect(JSON.stringify(mail)).not.toMatch(/1234567|firma\.de/);
    const ics = mail!.calendar!.content;
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(String(event.getFirstPropertyValue('description'))).toContain('Baustelle ansehen\nRückfragen an […] oder […]');
    expect(event.getAllProperties('organizer')).toHaveLength(1);
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('refuses a past time, a missing address or link, another client’s application and a decided application', async () => {
    const { client, applicationId } = await pair();
    const base = {
      applicationId,
      durationMinutes: 60,
      mode: 'onSite',
      address: 'Hauptstraße 1, 80331 München',
      time: '10:00',
    };
    const past = await post('/meetings', client.token, { ...base, date: dayAhead(-1) });
    expect([past.status, past.body.code, Object.keys(past.body.errors ?? {})]).toEqual([
      400,
      'MEETING_IN_PAST',
      ['date'],
    ]);
    const noAddress = await post('/meetings', client.token, {
      ...base,
      address: undefined,
      date: dayAhead(3),
    });
    expect([noAddress.status, Object.keys(noAddress.body.errors ?? {})]).toEqual([400, ['address']]);
    const noLink = await post('/meetings', client.token, { ...base, mode: 'video', date: dayAhead(3) });
    expect([noLink.status, Object.keys(noLink.body.errors ?? {})]).toEqual([400, ['videoLink']]);
    const badLink = await post('/meetings', client.token, {
      ...base,
      mode: 'video',
      videoLink: 'javascript:alert(1)',
      date: dayAhead(3),
    });
    expect([badLink.status, Object.keys(badLink.body.errors ?? {})]).toEqual([400, ['videoLink']]);
    const badTime = await post('/meetings', client.token, { ...base, time: '25:00', date: '2027-02-30' });
    expect([badTime.status, Object.keys(badTime.body.errors ?? {}).sort()]).toEqual([400, ['date', 'time']]);

    const stranger = await account('client');
    const foreign = await post('/meetings', stranger.token, { ...base, date: dayAhead(3) });
    expect(foreign.status).toBe(404);

    await db.update(applications).set({ status: 'withdrawn' }).where(eq(applications.id, applicationId));
    const closed = await post('/meetings', client.token, { ...base, date: dayAhead(3) });
    expect([closed.status, closed.body.code]).toEqual([409, 'MEETING_APPLICATION_CLOSED']);
    expect(await db.select().from(meetings).where(eq(meetings.applicationId, applicationId))).toEqual([]);
  });

  it('warns about the user’s overlapping meetings without refusing', async () => {
    const { client, applicationId } = await pair();
    const date = dayAhead(8);
    const first = await schedule(client, applicationId, date, '10:00');
    const other = await createApplication(
      db,
      (await createJob(db, client.id)).id,
      (await account('supplier')).id,
      [],
    );
    const second = await schedule(client, other, date, '10:30');
    expect(second.overlaps).toEqual([
      expect.objectContaining({ _id: first.meeting._id, durationMinutes: 60 }),
    ]);
    const apart = await schedule(client, other, date, '11:00');
    expect(apart.overlaps.map((o) => o._id)).toEqual([second.meeting._id]);
  });
});

describe('ownership', () => {
  it('another supplier or client gets 404 on every route; admins read all', async () => {
    const { client, supplier, applicationId } = await pair();
    const { meeting } = await schedule(client, applicationId);
    const otherSupplier = await account('supplier');
    const otherClient = await account('client');
    for (const token of [otherSupplier.token, otherClient.token]) {
      expect((await get(`/meetings/${meeting._id}`, token)).status).toBe(404);
      expect((await get(`/meetings/${meeting._id}/calendar.ics`, token)).status).toBe(404);
      expect(
        (await post(`/meetings/${meeting._id}/reschedule`, token, { date: dayAhead(9), time: '10:00' }))
          .status,
      ).toBe(404);
      expect((await post(`/meetings/${meeting._id}/cancel`, token, { reason: 'Nein' })).status).toBe(404);
    }
    expect((await post(`/meetings/${meeting._id}/accept`, otherSupplier.token)).status).toBe(404);
    const list = await get<MeetingListResponse>('/meetings', otherSupplier.token);
    expect(list.body.data).toMatchObject({ items: [], total: 0, page: 1 });

    const mine = await get<MeetingListResponse>('/meetings?when=upcoming', supplier.token);
    expect(mine.body.data!.items.map((m) => m._id)).toEqual([meeting._id]);
    expect((await get<MeetingListResponse>('/meetings?when=past', supplier.token)).body.data!.total).toBe(0);

    const admin = await account('admin');
    const all = await get<MeetingListResponse>(`/meetings?userId=${client.id}&status=scheduled`, admin.token);
    expect(all.body.data!.items.map((m) => m._id)).toEqual([meeting._id]);
    expect((await get(`/meetings/${meeting._id}`, admin.token)).status).toBe(200);
  });
});

describe('proposals, acceptance, cancellation and the calendar file', () => {
  it('supplier proposes another time, client accepts: time moved, SEQUENCE raised, Berlin local time in the calendar; cancel sends METHOD CANCEL', async () => {
    const { client, supplier, applicationId } = await pair();
    const { meeting } = await schedule(client, applicationId, dayAhead(10), '10:00');
    const first = await calendarOf(meeting._id, client.token);
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'TENTATIVE', minutes: 60 });
    expect(first.berlin).toEqual({ date: meeting.localDate, time: '10:00' });

    // The client cannot accept its own invitation.
    const own = await post(`/meetings/${meeting._id}/accept`, client.token);
    expect([own.status, own.body.code]).toEqual([409, 'MEETING_NOT_ALLOWED']);

    const newDate = dayAhead(12);
    const proposed = await post<MeetingChangeResponse>(
      `/meetings/${meeting._id}/reschedule`,
      supplier.token,
      {
        date: newDate,
        time: '14:15',
      },
    );
    expect(proposed.status).toBe(200);
    expect(proposed.body.data!.meeting).toMatchObject({
      status: 'proposed',
      proposedBy: 'supplier',
      localTime: '10:00',
      sequence: 1,
    });
    expect(berlinLocalOf(proposed.body.data!.meeting.proposedStartsAt!)).toEqual({
      date: newDate,
      time: '14:15',
    });
    expect(await notificationsOf(client.id, 'meetingProposed')).toHaveLength(1);
    // The proposer cannot accept its own proposal.
    expect((await post(`/meetings/${meeting._id}/accept`, supplier.token)).status).toBe(409);

    const accepted = await post<MeetingChangeResponse>(`/meetings/${meeting._id}/accept`, client.token);
    expect(accepted.body.data!.meeting).toMatchObject({
      status: 'accepted',
      localDate: newDate,
      localTime: '14:15',
      proposedStartsAt: null,
      sequence: 2,
    });
    expect(accepted.body.data!.meeting.history.map((h) => [h.action, h.byRole])).toEqual([
      ['scheduled', 'client'],
      ['proposed', 'supplier'],
      ['accepted', 'client'],
    ]);
    // The supplier's calendar mails: the invitation and the confirmed change (the proposal carries none).
    const supplierCalendars = (await mailsTo(supplier.id)).flatMap((m) => (m.calendar ? [m.calendar] : []));
    expect(supplierCalendars.map((c) => [c.method, /SEQUENCE:(\d+)/.exec(c.content)?.[1]]).sort()).toEqual([
      ['REQUEST', '0'],
      ['REQUEST', '2'],
    ]);
    const moved = await calendarOf(meeting._id, supplier.token);
    expect(moved).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 2, status: 'CONFIRMED' });
    expect(moved.berlin).toEqual({ date: newDate, time: '14:15' });

    const noReason = await post(`/meetings/${meeting._id}/cancel`, supplier.token, { reason: '  ' });
    expect([noReason.status, Object.keys(noReason.body.errors ?? {})]).toEqual([400, ['reason']]);
    const cancelled = await post<MeetingResponse>(`/meetings/${meeting._id}/cancel`, supplier.token, {
      reason: 'Krank',
    });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Krank', sequence: 3 });
    const [note] = await notificationsOf(client.id, 'meetingCancelled');
    expect(note!.body).toContain('Krank');
    const cancelFile = await calendarOf(meeting._id, client.token);
    expect(cancelFile).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 3, status: 'CANCELLED' });
    const clientCalendars = (await mailsTo(client.id)).flatMap((m) => (m.calendar ? [m.calendar] : []));
    expect(clientCalendars.map((c) => [c.method, /SEQUENCE:(\d+)/.exec(c.content)?.[1]])).toEqual([
      ['CANCEL', '3'],
    ]);

    const late = await post(`/meetings/${meeting._id}/accept`, client.token);
    expect([late.status, late.body.code]).toEqual([409, 'MEETING_NOT_ALLOWED']);
  });

  it('an admin cancels any meeting: both parties notified, the action audited', async () => {
    const { client, supplier, applicationId } = await pair();
    const { meeting } = await schedule(client, applicationId);
    const admin = await account('admin');
    const { status } = await post(`/meetings/${meeting._id}/cancel`, admin.token, {
      reason: 'Verstoß gegen die Regeln',
    });
    expect(status).toBe(200);
    expect(await notificationsOf(client.id, 'meetingCancelled')).toHaveLength(1);
    expect(await notificationsOf(supplier.id, 'meetingCancelled')).toHaveLength(1);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, meeting._id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'cancelMeeting',
      details: { reason: 'Verstoß gegen die Regeln' },
    });
  });
});

describe('rejecting the supplier', () => {
  it('only after the meeting started; rejects the application with its notification and closes the meeting', async () => {
    const { client, supplier, applicationId } = await pair();
    const { meeting } = await schedule(client, applicationId);
    const early = await post(`/meetings/${meeting._id}/reject-supplier`, client.token, {});
    expect([early.status, early.body.code]).toEqual([409, 'MEETING_NOT_STARTED']);
    expect((await post(`/meetings/${meeting._id}/reject-supplier`, supplier.token, {})).status).toBe(403);

    await db
      .update(meetings)
      .set({ startsAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(meetings.id, meeting._id));
    const rejected = await post<MeetingResponse>(`/meetings/${meeting._id}/reject-supplier`, client.token, {
      reason: 'Passt nicht',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'completed', applicationStatus: 'rejected' });
    const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(application).toMatchObject({ status: 'rejected', rejectionReason: 'Passt nicht' });
    expect(await notificationsOf(supplier.id, 'applicationRejected')).toHaveLength(1);
    const again = await post(`/meetings/${meeting._id}/reject-supplier`, client.token, {});
    expect(again.status).toBe(409);
  });
});

describe('reminders', () => {
  it('a moved meeting reminds only at its new time, exactly once: old jobs are replaced and outdated at fire time', async () => {
    const { client, supplier, applicationId } = await pair();
    const { meeting } = await schedule(client, applicationId, dayAhead(4), '10:00');
    const before = await remindersOf(meeting._id);
    await post(`/meetings/${meeting._id}/reschedule`, supplier.token, { date: dayAhead(6), time: '16:00' });
    const accepted = await post<MeetingChangeResponse>(`/meetings/${meeting._id}/accept`, client.token);
    const newStart = Date.parse(accepted.body.data!.meeting.startsAt);

    const after = (await remindersOf(meeting._id)).filter((r) => r.sequence === 2);
    expect(after.map((r) => [r.kind, Date.parse(r.schedule.runAt)]).sort()).toEqual([
      ['1h', newStart - 3600_000],
      ['24h', newStart - 24 * 3600_000],
    ]);
    // Each version's job replaces the previous version's job of the same kind.
    expect(after.find((r) => r.kind === '1h')!.schedule.replaces).toEqual([`meeting-${meeting._id}-1h-1`]);

    const publicUrl = api.config.api.publicUrl;
    // The first version's jobs fire (not removed in time): the meeting moved, nothing is sent.
    for (const job of before) await expect(sendMeetingReminder(db, job, publicUrl)).resolves.toBe('outdated');
    // The current ones send once; a repeated delivery sends nothing.
    for (const job of after) await expect(sendMeetingReminder(db, job, publicUrl)).resolves.toBe('sent');
    for (const job of after) await expect(sendMeetingReminder(db, job, publicUrl)).resolves.toBe('outdated');
    const reminders = await notificationsOf(supplier.id, 'meetingReminder');
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.body).toContain('16:00 Uhr');
    expect(await notificationsOf(client.id, 'meetingReminder')).toHaveLength(2);

    // Cancelled: the current version's jobs send nothing either.
    await post(`/meetings/${meeting._id}/cancel`, client.token, { reason: 'Doch nicht' });
    await db.update(meetings).set({ reminded1hSequence: null }).where(eq(meetings.id, meeting._id));
    const [latest] = await db.select().from(meetings).where(eq(meetings.id, meeting._id));
    await expect(
      sendMeetingReminder(db, { meetingId: meeting._id, kind: '1h', sequence: latest!.sequence }, publicUrl),
    ).resolves.toBe('outdated');
  });
});

describe('reminders through the real queue', () => {
  const silent: StructuredLogger = {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  };

  it('the relay, on a clock set just before the moved meeting’s reminder time, queues only the current version (delayed until then) and the worker sends each reminder once', async () => {
    const { client, supplier, applicationId } = await pair();
    const { meeting } = await schedule(client, applicationId, dayAhead(4), '10:00');
    await post(`/meetings/${meeting._id}/reschedule`, supplier.token, { date: dayAhead(7), time: '16:00' });
    const accepted = await post<MeetingChangeResponse>(`/meetings/${meeting._id}/accept`, client.token);
    const newStart = Date.parse(accepted.body.data!.meeting.startsAt);

    // The controllable clock: 300 ms before the new 1 h reminder (the 24 h one is due).
    const clock = newStart - 3600_000 - 300;
    const producer = new QueueProducer(api.config);
    const relay = new OutboxRelay(new OutboxRepository(db), producer, api.config, silent, 100, () => clock);
    while ((await relay.relayOnce()) > 0) {
      /* drain */
    }
    const queue = producer.queue('meeting-reminder');
    const id = (kind: string, sequence: number) => `meeting-${meeting._id}-${kind}-${sequence}`;
    // Versions 0 (scheduled) and 1 (proposed) were replaced by version 2 (accepted).
    for (const old of [id('1h', 0), id('24h', 0), id('1h', 1), id('24h', 1)])
      expect(await queue.getJob(old)).toBeUndefined();
    const current1h = await queue.getJob(id('1h', 2));
    const current24h = await queue.getJob(id('24h', 2));
    expect(current1h?.opts.delay).toBe(300);
    expect(current24h?.opts.delay ?? 0).toBe(0);

    const outbox = new OutboxRepository(db);
    const connection = createQueueConnection(api.config, 'worker');
    const worker = new Worker(
      'meeting-reminder',
      (job: Job<MeetingReminderJob>) =>
        outbox.processOnce(job.data.outboxId, async () => {
          await sendMeetingReminder(db, job.data, api.config.api.publicUrl);
        }),
      { connection, prefix: queuePrefix(api.config) },
    );
    try {
      for (const job of [current24h!, current1h!]) {
        for (let i = 0; i < 100 && !(await job.isCompleted()); i += 1)
          await new Promise((r) => setTimeout(r, 100));
        expect(await job.isCompleted()).toBe(true);
      }
    } finally {
      await worker.close();
      await connection.quit();
      await producer.close();
    }
    for (const party of [supplier, client]) {
      const reminders = await notificationsOf(party.id, 'meetingReminder');
      expect(reminders).toHaveLength(2);
      for (const reminder of reminders) expect(reminder.body).toContain('16:00 Uhr');
    }
  });
});
