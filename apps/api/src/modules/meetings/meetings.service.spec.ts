import { jest } from '@jest/globals';
import { berlinLocalToUtc } from '@fachwerk/shared/contracts/meetings';
import type { AppConfig, AuthenticatedUser } from '@fachwerk/server/core';
import type {
  ApplicationsRepository,
  AuditLogRepository,
  MeetingRow,
  MeetingsRepository,
  MeetingWithParties,
  Tx,
} from '@fachwerk/server/db';
import type { OutboxWriter } from '@fachwerk/server/queue';
import type { ApplicationsService } from '../awards';
import type { Notifier } from '../notifications';
import type { ScheduleMeetingDto } from './dto/meetings.dto';
import { MeetingsService, reminderJobId } from './meetings.service';

const client: AuthenticatedUser = { id: 'client-1', userType: 'client', sessionId: 's', language: 'de' };
const supplier: AuthenticatedUser = { id: 'supplier-1', userType: 'supplier', sessionId: 's', language: 'de' };
const admin: AuthenticatedUser = { id: 'admin-1', userType: 'admin', sessionId: 's', language: 'de' };
const tx = { tx: true } as unknown as Tx;
const HOUR = 3600_000;

/** The clock of every case: Monday 23 November 2026, 10:00 in Berlin (09:00 UTC). */
const NOW = Date.parse('2026-11-23T09:00:00Z');

const meeting = (over: Partial<MeetingRow> = {}): MeetingRow =>
  ({
    id: 'meeting-1',
    jobId: 'job-1',
    applicationId: 'application-1',
    clientId: 'client-1',
    supplierId: 'supplier-1',
    status: 'scheduled',
    startsAt: new Date(NOW + 48 * HOUR),
    durationMinutes: 60,
    mode: 'video',
    address: null,
    videoLink: 'https://meet.example/abc',
    agenda: null,
    proposedStartsAt: null,
    proposedBy: null,
    cancelReason: null,
    sequence: 0,
    uid: 'uid@fachwerk',
    createdAt: new Date(NOW - HOUR),
    ...over,
  }) as unknown as MeetingRow;

const withParties = (m: MeetingRow): MeetingWithParties =>
  ({
    meeting: m,
    jobTitle: 'Dachsanierung',
    applicationStatus: 'pending',
    client: { id: 'client-1', name: 'Müller Bau', email: 'c@example.de', language: 'de' },
    supplier: { id: 'supplier-1', name: 'Schmidt GmbH', email: 's@example.de', language: 'en' },
  }) as unknown as MeetingWithParties;

function setup(start: MeetingRow = meeting()) {
  let stored = start;
  const meetings = {
    transaction: jest.fn(async (work: (t: Tx) => Promise<unknown>) => work(tx)),
    findForActor: jest.fn(async () => withParties(stored)),
    findById: jest.fn(async () => withParties(stored)),
    insert: jest.fn(async (_tx: Tx, values: Partial<MeetingRow>) => (stored = meeting({ ...values, id: 'meeting-1', sequence: 0 }))),
    change: jest.fn(async (_tx: Tx, _id: string, _from: string[], sequence: number, values: Partial<MeetingRow>) =>
      (stored = meeting({ ...stored, ...values, sequence: sequence + 1 })),
    ),
    addHistory: jest.fn<MeetingsRepository['addHistory']>().mockResolvedValue(undefined as never),
    history: jest.fn<MeetingsRepository['history']>().mockResolvedValue([]),
    overlapping: jest.fn<MeetingsRepository['overlapping']>().mockResolvedValue([]),
  };
  const applicationsRepo = {
    findForActor: jest.fn<ApplicationsRepository['findForActor']>().mockResolvedValue({
      application: { id: 'application-1', status: 'pending', supplierId: 'supplier-1' },
      job: { id: 'job-1', clientId: 'client-1' },
    } as never),
  };
  const applications = {
    reject: jest.fn(async (_a: unknown, _id: string, _input: unknown, inside: (t: Tx) => Promise<void>) => {
      await inside(tx);
      return {} as never;
    }),
  };
  const notifier = { notify: jest.fn<Notifier['notify']>().mockResolvedValue(undefined as never) };
  const outbox = { enqueue: jest.fn<OutboxWriter['enqueue']>().mockResolvedValue(undefined as never) };
  const audit = { record: jest.fn<AuditLogRepository['record']>().mockResolvedValue(undefined as never) };
  const service = new MeetingsService(
    meetings as unknown as MeetingsRepository,
    applicationsRepo as unknown as ApplicationsRepository,
    applications as unknown as ApplicationsService,
    notifier as unknown as Notifier,
    outbox as unknown as OutboxWriter,
    audit as unknown as AuditLogRepository,
    { api: { publicUrl: 'https://fachwerk.example' } } as AppConfig,
  );
  jest.spyOn(service, 'now').mockReturnValue(NOW);
  const notified = () => notifier.notify.mock.calls.map(([, n]) => [n.userId, n.type]);
  const reminders = () =>
    outbox.enqueue.mock.calls.map(([, job]) => (job as { payload: { kind: string; schedule: unknown } }).payload);
  return { service, meetings, applicationsRepo, applications, notifier, outbox, audit, notified, reminders, stored: () => stored };
}

const schedule = (over: Partial<ScheduleMeetingDto> = {}): ScheduleMeetingDto =>
  ({ applicationId: 'application-1', date: '2026-11-25', time: '14:30', durationMinutes: 60, mode: 'video', videoLink: 'https://meet.example/abc', ...over }) as ScheduleMeetingDto;

describe('MeetingsService: meeting times', () => {
  it('reads the date and time as Berlin local time (winter: UTC+1)', async () => {
    const { service, meetings } = setup();
    await service.schedule(client, schedule());
    expect((meetings.insert.mock.calls[0]![1] as MeetingRow).startsAt.toISOString()).toBe('2026-11-25T13:30:00.000Z');
    expect(berlinLocalToUtc('2026-07-01', '14:30').toISOString()).toBe('2026-07-01T12:30:00.000Z');
  });

  it('refuses a start that is not in the future, naming the date (now is not the future either)', async () => {
    const { service, meetings } = setup();
    for (const time of ['09:59', '10:00']) {
      await expect(service.schedule(client, schedule({ date: '2026-11-23', time }))).rejects.toMatchObject({
        code: 'MEETING_IN_PAST',
        issues: [expect.objectContaining({ field: 'date' })],
      });
    }
    await expect(service.schedule(client, schedule({ date: '2026-11-23', time: '10:01' }))).resolves.toBeDefined();
    expect(meetings.insert).toHaveBeenCalledTimes(1);
  });

  it('schedules the 24 h and 1 h reminders while they are still ahead, each with its own job id', async () => {
    const { service, reminders } = setup();
    await service.schedule(client, schedule());
    expect(reminders()).toEqual([
      expect.objectContaining({
        kind: '24h',
        schedule: { runAt: '2026-11-24T13:30:00.000Z', jobId: reminderJobId('meeting-1', '24h', 0), replaces: [] },
      }),
      expect.objectContaining({ kind: '1h', schedule: expect.objectContaining({ runAt: '2026-11-25T12:30:00.000Z' }) }),
    ]);
  });

  it('a meeting in less than 24 hours gets only the 1 h reminder', async () => {
    const { service, reminders } = setup();
    await service.schedule(client, schedule({ date: '2026-11-23', time: '15:00' }));
    expect(reminders().map((r) => r.kind)).toEqual(['1h']);
  });

  it('needs the address on site and the link for video', async () => {
    const { service } = setup();
    await expect(service.schedule(client, schedule({ mode: 'onSite', address: undefined }))).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'address' })],
    });
    await expect(service.schedule(client, schedule({ videoLink: undefined }))).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'videoLink' })],
    });
  });
});

describe('MeetingsService: scheduling', () => {
  it('the job’s client schedules with a pending applicant; the supplier is told', async () => {
    const { service, notified, meetings } = setup();
    await service.schedule(client, schedule());
    expect(meetings.addHistory.mock.calls[0]![1]).toMatchObject({ action: 'scheduled', actorRole: 'client', sequence: 0 });
    expect(notified()).toEqual([['supplier-1', 'meetingScheduled']]);
  });

  it('another client’s application is 404, a decided one is 409 MEETING_APPLICATION_CLOSED', async () => {
    const { service } = setup();
    const other = { ...client, id: 'client-2' };
    await expect(service.schedule(other, schedule())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const closed = setup();
    closed.applicationsRepo.findForActor.mockResolvedValue({
      application: { id: 'application-1', status: 'rejected', supplierId: 'supplier-1' },
      job: { id: 'job-1', clientId: 'client-1' },
    } as never);
    await expect(closed.service.schedule(client, schedule())).rejects.toMatchObject({ code: 'MEETING_APPLICATION_CLOSED' });
  });
});

describe('MeetingsService: scheduled/proposed → accepted', () => {
  it('the supplier accepts a scheduled meeting; the client is told; reminders replace the last version’s', async () => {
    const { service, meetings, notified, reminders } = setup();
    await service.accept(supplier, 'meeting-1');
    expect(meetings.change).toHaveBeenCalledWith(tx, 'meeting-1', ['scheduled'], 0, expect.objectContaining({ status: 'accepted' }));
    expect(notified()).toEqual([['client-1', 'meetingAccepted']]);
    expect(reminders()[0]!.schedule).toMatchObject({
      jobId: reminderJobId('meeting-1', '24h', 1),
      replaces: [reminderJobId('meeting-1', '24h', 0)],
    });
  });

  it('the client cannot accept its own scheduled meeting (409 naming the status)', async () => {
    const { service } = setup();
    await expect(service.accept(client, 'meeting-1')).rejects.toMatchObject({ code: 'MEETING_NOT_ALLOWED', params: { status: 'scheduled' } });
  });

  it('a proposal is accepted by the other side only, and its time becomes the meeting’s', async () => {
    const proposedAt = new Date(NOW + 72 * HOUR);
    const proposal = meeting({ status: 'proposed', proposedBy: 'supplier', proposedStartsAt: proposedAt, sequence: 1 });
    const own = setup(proposal);
    await expect(own.service.accept(supplier, 'meeting-1')).rejects.toMatchObject({ code: 'MEETING_NOT_ALLOWED' });
    const { service, meetings, stored } = setup(proposal);
    await service.accept(client, 'meeting-1');
    expect(meetings.change.mock.calls[0]![4]).toEqual({ status: 'accepted', startsAt: proposedAt, proposedStartsAt: null, proposedBy: null });
    expect(stored().startsAt).toEqual(proposedAt);
  });

  it('a proposal whose time has passed cannot be accepted any more', async () => {
    const { service } = setup(meeting({ status: 'proposed', proposedBy: 'supplier', proposedStartsAt: new Date(NOW - HOUR) }));
    await expect(service.accept(client, 'meeting-1')).rejects.toMatchObject({ code: 'MEETING_IN_PAST' });
  });

  it('an admin is no party: 404', async () => {
    const { service } = setup();
    await expect(service.accept(admin, 'meeting-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the loser of a race gets 409 with the status the meeting has now', async () => {
    const { service, meetings } = setup();
    meetings.change.mockResolvedValueOnce(undefined as never);
    meetings.findForActor.mockResolvedValueOnce(withParties(meeting())).mockResolvedValueOnce(withParties(meeting({ status: 'cancelled' })));
    await expect(service.accept(supplier, 'meeting-1')).rejects.toMatchObject({ code: 'MEETING_NOT_ALLOWED', params: { status: 'cancelled' } });
  });
});

describe('MeetingsService: → proposed (reschedule) and → cancelled', () => {
  it('either party proposes a new future time while the meeting is active; the agreed time stays until accepted', async () => {
    const { service, meetings, notified, stored } = setup(meeting({ status: 'accepted' }));
    const agreed = stored().startsAt;
    await service.reschedule(client, 'meeting-1', { date: '2026-11-26', time: '09:00' } as never);
    expect(meetings.change.mock.calls[0]![4]).toEqual({
      status: 'proposed',
      proposedStartsAt: new Date('2026-11-26T08:00:00Z'),
      proposedBy: 'client',
    });
    expect(stored().startsAt).toEqual(agreed);
    expect(notified()).toEqual([['supplier-1', 'meetingProposed']]);
  });

  it('a cancelled or completed meeting cannot be rescheduled or cancelled (409)', async () => {
    for (const status of ['cancelled', 'completed'] as const) {
      const { service } = setup(meeting({ status }));
      await expect(service.reschedule(client, 'meeting-1', { date: '2026-11-26', time: '09:00' } as never)).rejects.toMatchObject({
        code: 'MEETING_NOT_ALLOWED',
        params: { status },
      });
      await expect(service.cancel(client, 'meeting-1', { reason: 'x' } as never)).rejects.toMatchObject({ code: 'MEETING_NOT_ALLOWED' });
    }
  });

  it('a party’s cancellation tells the other side; an admin’s tells both and is audited', async () => {
    const party = setup();
    await party.service.cancel(supplier, 'meeting-1', { reason: 'Krank' } as never);
    expect(party.notified()).toEqual([['client-1', 'meetingCancelled']]);
    expect(party.audit.record).not.toHaveBeenCalled();
    const byAdmin = setup();
    await byAdmin.service.cancel(admin, 'meeting-1', { reason: 'Missbrauch' } as never);
    expect(byAdmin.notified()).toEqual([
      ['client-1', 'meetingCancelled'],
      ['supplier-1', 'meetingCancelled'],
    ]);
    expect(byAdmin.audit.record.mock.calls[0]![1]).toMatchObject({ action: 'cancelMeeting', targetId: 'meeting-1' });
  });
});

describe('MeetingsService: → completed (the client rejects the supplier after meeting)', () => {
  it('only once the meeting has started: before, 409 MEETING_NOT_STARTED', async () => {
    const { service, applications } = setup();
    await expect(service.rejectSupplier(client, 'meeting-1', {} as never)).rejects.toMatchObject({ code: 'MEETING_NOT_STARTED' });
    expect(applications.reject).not.toHaveBeenCalled();
  });

  it('after the start it rejects the application and completes the meeting in the same transaction', async () => {
    const { service, applications, meetings } = setup(meeting({ startsAt: new Date(NOW - HOUR), status: 'accepted' }));
    await service.rejectSupplier(client, 'meeting-1', { reason: 'passt nicht' } as never);
    expect(applications.reject).toHaveBeenCalledWith(client, 'application-1', { reason: 'passt nicht' }, expect.any(Function));
    expect(meetings.change).toHaveBeenCalledWith(tx, 'meeting-1', ['accepted'], 0, expect.objectContaining({ status: 'completed' }));
    expect(meetings.addHistory.mock.calls[0]![1]).toMatchObject({ action: 'supplierRejected', reason: 'passt nicht' });
  });

  it('the supplier cannot (404), nor on a cancelled meeting (409)', async () => {
    const { service } = setup(meeting({ startsAt: new Date(NOW - HOUR) }));
    await expect(service.rejectSupplier(supplier, 'meeting-1', {} as never)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const cancelled = setup(meeting({ startsAt: new Date(NOW - HOUR), status: 'cancelled' }));
    await expect(cancelled.service.rejectSupplier(client, 'meeting-1', {} as never)).rejects.toMatchObject({ code: 'MEETING_NOT_ALLOWED' });
  });
});

describe('MeetingsService: what each party may do next', () => {
  it('offers accept to the side that did not propose, reject-supplier to the client after the start', async () => {
    const proposed = setup(meeting({ status: 'proposed', proposedBy: 'client', proposedStartsAt: new Date(NOW + 72 * HOUR) }));
    expect((await proposed.service.one(supplier, 'meeting-1')).can).toEqual({ accept: true, reschedule: true, cancel: true, rejectSupplier: false });
    expect((await proposed.service.one(client, 'meeting-1')).can).toMatchObject({ accept: false });
    const started = setup(meeting({ status: 'accepted', startsAt: new Date(NOW - HOUR) }));
    expect((await started.service.one(client, 'meeting-1')).can).toMatchObject({ rejectSupplier: true });
    expect((await started.service.one(admin, 'meeting-1')).can).toEqual({ accept: false, reschedule: false, cancel: true, rejectSupplier: false });
  });
});
