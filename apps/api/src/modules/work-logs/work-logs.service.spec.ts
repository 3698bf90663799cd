import { jest } from '@jest/globals';
import type { AppConfig, AuthenticatedUser } from '@fachwerk/server/core';
import {
  berlinToday,
  type ApplicationsRepository,
  type AwardsRepository,
  type AwardWithJob,
  type Tx,
  type WorkLogRow,
  type WorkLogsRepository,
  type WorkLogWithWorker,
} from '@fachwerk/server/db';
import type { ContractGate } from '../contracts';
import type { Notifier } from '../notifications';
import type { WorkLogCreateDto } from './dto/work-logs.dto';
import { germanDate, WorkLogsService } from './work-logs.service';

const supplier: AuthenticatedUser = { id: 'supplier-1', userType: 'supplier', sessionId: 's', language: 'de' };
const client: AuthenticatedUser = { id: 'client-1', userType: 'client', sessionId: 's', language: 'de' };
const tx = { tx: true } as unknown as Tx;

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = berlinToday();

const award = (over: { status?: string; type?: string } = {}): AwardWithJob =>
  ({
    award: { id: 'award-1', supplierId: 'supplier-1', clientId: 'client-1', status: over.status ?? 'in_progress', startedAt: new Date('2020-01-06T08:00:00Z') },
    job: { id: 'job-1', title: 'Dachsanierung', type: over.type ?? 'resource' },
  }) as unknown as AwardWithJob;

const row = (over: Partial<WorkLogRow> = {}): WorkLogRow =>
  ({
    id: 'log-1',
    awardId: 'award-1',
    workerId: 'worker-1',
    supplierId: 'supplier-1',
    clientId: 'client-1',
    workDate: today,
    startMinute: 7 * 60,
    endMinute: 16 * 60,
    breakMinutes: 60,
    netMinutes: 8 * 60,
    note: null,
    status: 'submitted',
    late: false,
    lateReason: null,
    disputeReason: null,
    version: 1,
    submittedAt: new Date(),
    reviewedAt: null,
    invoiceId: null,
    ...over,
  }) as unknown as WorkLogRow;

const entry = (over: Partial<WorkLogCreateDto> = {}): WorkLogCreateDto =>
  ({ awardId: 'award-1', workerId: 'worker-1', workDate: today, start: '07:00', end: '16:00', breakMinutes: 60, ...over }) as WorkLogCreateDto;

function setup() {
  let stored = row();
  const logs = {
    transaction: jest.fn(async (work: (t: Tx) => Promise<unknown>) => work(tx)),
    findForActor: jest.fn(async (): Promise<WorkLogWithWorker | undefined> => ({ log: stored, workerName: 'Max Muster' }) as WorkLogWithWorker),
    insert: jest.fn(async (_tx: Tx, values: Partial<WorkLogRow>) => (stored = row(values))),
    overlapping: jest.fn<WorkLogsRepository['overlapping']>().mockResolvedValue(undefined as never),
    netMinutes: jest.fn<WorkLogsRepository['netMinutes']>().mockResolvedValue(0),
    // the worker's entries the day before, on the day and after (ArbZG checks): none by default
    spans: jest.fn<WorkLogsRepository['spans']>().mockResolvedValue([]),
    workerName: jest.fn<WorkLogsRepository['workerName']>().mockResolvedValue('Max Muster'),
    submittedSince: jest.fn<WorkLogsRepository['submittedSince']>().mockResolvedValue(false),
    correct: jest.fn<WorkLogsRepository['correct']>(),
    approve: jest.fn<WorkLogsRepository['approve']>(),
    dispute: jest.fn<WorkLogsRepository['dispute']>(),
    jobTitles: jest.fn<WorkLogsRepository['jobTitles']>().mockResolvedValue(new Map([['award-1', 'Dachsanierung']])),
    dayTotals: jest.fn<WorkLogsRepository['dayTotals']>().mockResolvedValue(new Map()),
  };
  const awards = {
    findForActor: jest.fn<AwardsRepository['findForActor']>().mockResolvedValue(award()),
    lockWorkers: jest.fn<AwardsRepository['lockWorkers']>().mockResolvedValue(undefined),
    namedWorkerIds: jest.fn<AwardsRepository['namedWorkerIds']>().mockResolvedValue(new Map([['award-1', ['worker-1']]])),
    // the worker's lending to the client (§ 1 (1b) AÜG): this award's open-ended booking since a month ago
    lendingBookings: jest.fn<AwardsRepository['lendingBookings']>().mockResolvedValue([{ workerId: 'worker-1', clientId: 'client-1', from: addDays(today, -30), to: null }]),
  };
  const applications = {
    ownWorkers: jest.fn<ApplicationsRepository['ownWorkers']>().mockResolvedValue([]),
    usersByIds: jest.fn<ApplicationsRepository['usersByIds']>().mockResolvedValue([{ id: 'supplier-1', companyName: 'Bau GmbH' }] as never),
  };
  const notifier = { notify: jest.fn<Notifier['notify']>().mockResolvedValue(undefined as never) };
  const service = new WorkLogsService(
    logs as unknown as WorkLogsRepository,
    awards as unknown as AwardsRepository,
    applications as unknown as ApplicationsRepository,
    notifier as unknown as Notifier,
    { workLogAutoApproveDays: 7 } as AppConfig,
    { requireAccepted: jest.fn(async () => undefined) } as unknown as ContractGate,
  );
  return { service, logs, awards, applications, notifier, setStored: (r: WorkLogRow) => (stored = r) };
}

describe('WorkLogsService: recording a day', () => {
  it('stores the net time (end − start − break) and tells the client the hours wait for review', async () => {
    const { service, logs, notifier } = setup();
    const answer = await service.record(supplier, entry());
    expect(logs.insert.mock.calls[0]![1]).toMatchObject({
      awardId: 'award-1',
      supplierId: 'supplier-1',
      clientId: 'client-1',
      startMinute: 420,
      endMinute: 960,
      breakMinutes: 60,
      netMinutes: 480,
      late: false,
      lateReason: null,
      createdBy: 'supplier-1',
    });
    expect(notifier.notify.mock.calls[0]![1]).toMatchObject({ userId: 'client-1', type: 'workLogsSubmitted' });
    expect(answer).toMatchObject({ status: 'submitted', netMinutes: 480, start: '07:00', end: '16:00' });
  });

  it('tells the client at most once an hour per awarded work', async () => {
    const { service, logs, notifier } = setup();
    logs.submittedSince.mockResolvedValue(true);
    await service.record(supplier, entry());
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it('refuses hours before the work has started (409) and a day in the future (naming workDate)', async () => {
    const { service, awards, logs } = setup();
    awards.findForActor.mockResolvedValueOnce(award({ status: 'awarded' }));
    await expect(service.record(supplier, entry())).rejects.toMatchObject({ code: 'WORK_LOG_AWARD_NOT_STARTED' });
    await expect(service.record(supplier, entry({ workDate: addDays(today, 1) }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [expect.objectContaining({ field: 'workDate' })],
    });
    expect(logs.insert).not.toHaveBeenCalled();
  });

  it('refuses a day after the 18 months of an open-ended lending to the client (§ 1 (1b) AÜG), naming the last day', async () => {
    const { service, awards, logs } = setup();
    await service.record(supplier, entry());
    expect(awards.lendingBookings).toHaveBeenCalledWith(['worker-1'], { clientId: 'client-1' }, tx);
    // lent without an end since 1 January two years ago: 18 months ended on 30 June of last year
    const since = `${Number(today.slice(0, 4)) - 2}-01-01`;
    const lastDay = `${Number(today.slice(0, 4)) - 1}-06-30`;
    awards.lendingBookings.mockResolvedValue([{ workerId: 'worker-1', clientId: 'client-1', from: since, to: null }]);
    await expect(service.record(supplier, entry())).rejects.toMatchObject({
      code: 'LENDING_MAXIMUM_EXCEEDED',
      params: { name: 'Max Muster', lastAllowedDay: germanDate(lastDay) },
    });
    expect(logs.insert).toHaveBeenCalledTimes(1);
  });

  it('does not count fixed-price work as lending', async () => {
    const { service, awards, applications } = setup();
    awards.findForActor.mockResolvedValue(award({ type: 'fixedBudget' }));
    awards.namedWorkerIds.mockResolvedValue(new Map());
    applications.ownWorkers.mockResolvedValue([{ id: 'worker-1' }] as never);
    awards.lendingBookings.mockResolvedValue([{ workerId: 'worker-1', clientId: 'client-1', from: '2020-01-01', to: null }]);
    await service.record(supplier, entry());
    expect(awards.lendingBookings).not.toHaveBeenCalled();
  });

  it('refuses an end before the start and a break longer than the time worked, naming the field', async () => {
    const { service } = setup();
    await expect(service.record(supplier, entry({ start: '16:00', end: '07:00' }))).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'end', messageKey: 'server.workLogs.fieldRules.endAfterStart' })],
    });
    await expect(service.record(supplier, entry({ start: '07:00', end: '08:00', breakMinutes: 90 }))).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'breakMinutes', messageKey: 'server.workLogs.fieldRules.breakTooLong' })],
    });
  });

  it('a late entry needs a reason; with one it is stored as late', async () => {
    const { service, logs } = setup();
    const longAgo = addDays(today, -30);
    await expect(service.record(supplier, entry({ workDate: longAgo }))).rejects.toMatchObject({
      code: 'WORK_LOG_LATE_REASON_REQUIRED',
      issues: [expect.objectContaining({ field: 'lateReason' })],
    });
    await service.record(supplier, entry({ workDate: longAgo, lateReason: 'Zettel nachgereicht' }));
    expect(logs.insert.mock.calls[0]![1]).toMatchObject({ late: true, lateReason: 'Zettel nachgereicht' });
  });

  it('only workers named on a resource award; fixed-budget work takes any of the supplier’s own workers', async () => {
    const { service, awards, applications } = setup();
    await expect(service.record(supplier, entry({ workerId: 'worker-2' }))).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'workerId', messageKey: 'server.workLogs.fieldRules.workerNotOnAward' })],
    });
    awards.findForActor.mockResolvedValue(award({ type: 'fixedBudget' }));
    applications.ownWorkers.mockResolvedValue(['worker-2'] as never);
    await expect(service.record(supplier, entry({ workerId: 'worker-2' }))).resolves.toMatchObject({ status: 'submitted' });
  });

  it('refuses an overlap with the worker’s other entries that day, naming worker and date', async () => {
    const { service, logs } = setup();
    logs.overlapping.mockResolvedValue({ id: 'other' } as never);
    await expect(service.record(supplier, entry())).rejects.toMatchObject({
      code: 'WORK_LOG_OVERLAP',
      params: { name: 'Max Muster', date: germanDate(today) },
    });
    expect(logs.insert).not.toHaveBeenCalled();
  });

  it('at most 24 hours a day and 168 hours a week per worker, counting the other entries (§9)', async () => {
    const { service, logs } = setup();
    // 16 h 1 min elsewhere that day + 8 h here = 24 h 1 min (24,02 h)
    logs.netMinutes.mockResolvedValueOnce(16 * 60 + 1);
    await expect(service.record(supplier, entry())).rejects.toMatchObject({ code: 'WORK_LOG_DAILY_LIMIT', params: { name: 'Max Muster', hours: '24,02' } });
    // exactly 24 h that day passes; 160 h 1 min elsewhere that week + 8 h = 168 h 1 min
    logs.netMinutes.mockResolvedValueOnce(16 * 60).mockResolvedValueOnce(160 * 60 + 1);
    await expect(service.record(supplier, entry())).rejects.toMatchObject({ code: 'WORK_LOG_WEEKLY_LIMIT', params: { name: 'Max Muster', hours: '168,02' } });
    logs.netMinutes.mockResolvedValueOnce(16 * 60).mockResolvedValueOnce(160 * 60);
    await expect(service.record(supplier, entry())).resolves.toMatchObject({ status: 'submitted' });
    expect(logs.insert).toHaveBeenCalledTimes(1);
  });
});

describe('WorkLogsService: submitted/disputed → corrected (a new version)', () => {
  it('the supplier corrects a submitted or disputed entry of the version it read; the late flag stays', async () => {
    const { service, logs, setStored } = setup();
    setStored(row({ status: 'disputed', late: true, lateReason: 'nachgereicht', version: 2 }));
    logs.correct.mockResolvedValue(row({ version: 3 }));
    await service.correct(supplier, 'log-1', { start: '08:00', end: '16:00', breakMinutes: 30, reason: 'Pause war kürzer', version: 2 } as never);
    expect(logs.correct).toHaveBeenCalledWith(
      tx,
      'log-1',
      2,
      expect.objectContaining({ startMinute: 480, netMinutes: 450, late: true, lateReason: 'nachgereicht' }),
      'Pause war kürzer',
      'supplier-1',
    );
  });

  it('an approved entry, an outdated version or a lost race is 409 WORK_LOG_NOT_OPEN', async () => {
    const { service, logs, setStored } = setup();
    const correction = { start: '08:00', end: '16:00', breakMinutes: 30, reason: 'x' } as never;
    setStored(row({ status: 'approved' }));
    await expect(service.correct(supplier, 'log-1', correction)).rejects.toMatchObject({ code: 'WORK_LOG_NOT_OPEN' });
    setStored(row({ version: 2 }));
    await expect(service.correct(supplier, 'log-1', { ...(correction as object), version: 1 } as never)).rejects.toMatchObject({
      code: 'WORK_LOG_NOT_OPEN',
    });
    logs.correct.mockResolvedValue(null);
    await expect(service.correct(supplier, 'log-1', correction)).rejects.toMatchObject({ code: 'WORK_LOG_NOT_OPEN' });
  });

  it('the client cannot correct (404: not its entry to change)', async () => {
    const { service } = setup();
    await expect(service.correct(client, 'log-1', { start: '08:00', end: '16:00', breakMinutes: 0, reason: 'x' } as never)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('WorkLogsService: submitted → approved / disputed (the client)', () => {
  it('approves chosen entries only when every one is the client’s; else nothing is approved (404)', async () => {
    const { service, logs } = setup();
    logs.approve.mockResolvedValue([row(), row({ id: 'log-2' })] as never);
    expect(await service.approve(client, { ids: ['log-1', 'log-2'] } as never)).toEqual({ approved: 2 });
    logs.findForActor.mockResolvedValueOnce({ log: row(), workerName: 'x' } as never).mockResolvedValueOnce(undefined);
    await expect(service.approve(client, { ids: ['log-1', 'log-3'] } as never)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(logs.approve).toHaveBeenCalledTimes(1);
  });

  it('approves by award and period, and asks for a selection when there is none', async () => {
    const { service, logs } = setup();
    logs.approve.mockResolvedValue([]);
    await service.approve(client, { awardId: 'award-1', from: '2026-11-16', to: '2026-11-22' } as never);
    expect(logs.approve).toHaveBeenCalledWith('client-1', { awardId: 'award-1', workerId: undefined, from: '2026-11-16', to: '2026-11-22' });
    await expect(service.approve(client, {} as never)).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'ids', messageKey: 'server.workLogs.fieldRules.selection' })],
    });
  });

  it('disputes with a reason the supplier is told; an entry no longer submitted is 409', async () => {
    const { service, logs, notifier } = setup();
    logs.dispute.mockResolvedValueOnce(row({ status: 'disputed' }));
    await service.dispute(client, 'log-1', { reason: 'Baustelle war zu' } as never);
    expect(notifier.notify.mock.calls[0]![1]).toMatchObject({
      userId: 'supplier-1',
      type: 'workLogDisputed',
      params: { jobTitle: 'Dachsanierung', workerName: 'Max Muster', date: germanDate(today), reason: 'Baustelle war zu' },
    });
    logs.dispute.mockResolvedValueOnce(null);
    await expect(service.dispute(client, 'log-1', { reason: 'x' } as never)).rejects.toMatchObject({ code: 'WORK_LOG_NOT_OPEN' });
  });

  it('a supplier cannot dispute (404)', async () => {
    const { service, logs } = setup();
    await expect(service.dispute(supplier, 'log-1', { reason: 'x' } as never)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(logs.dispute).not.toHaveBeenCalled();
  });
});

describe('WorkLogsService: what an entry answers', () => {
  it('a submitted entry is approved automatically after the configured days; a reviewed one is not', async () => {
    const { service } = setup();
    const submittedAt = new Date('2026-11-23T10:00:00Z');
    const [open, approved] = await service.present([
      { log: row({ submittedAt }), workerName: 'Max' } as WorkLogWithWorker,
      { log: row({ id: 'log-2', status: 'approved', submittedAt }), workerName: 'Max' } as WorkLogWithWorker,
    ]);
    expect(open!.autoApproveAt).toBe('2026-11-30T10:00:00.000Z');
    expect(approved!.autoApproveAt).toBeNull();
  });
});
