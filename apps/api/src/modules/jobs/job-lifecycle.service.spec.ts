import { jest } from '@jest/globals';
import type { JobRequest, JobResponse } from '@fachwerk/shared/contracts';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import type { ClientIndustry } from '@fachwerk/shared/contracts';
import type { AuditLogRepository, CatalogueLookupRepository, DbOrTx, JobRow, JobsRepository, UserRow, UsersRepository } from '@fachwerk/server/db';
import type { FileReferenceValidator } from '../../common/file-references';
import type { Notifier } from '../notifications';
import { JobLifecycleService } from './job-lifecycle.service';
import type { JobViews } from './job-views';
import type { OpenJobsIndex } from './open-jobs-index';

const client: AuthenticatedUser = { id: 'client-1', userType: 'client', sessionId: 's', language: 'de' };
const admin: AuthenticatedUser = { id: 'admin-1', userType: 'admin', sessionId: 's', language: 'de' };
const tx = { tx: true } as unknown as DbOrTx;

const job = (over: Partial<JobRow> = {}): JobRow =>
  ({
    id: 'job-1',
    clientId: 'client-1',
    title: 'Dachsanierung',
    type: 'fixedBudget',
    status: 'open',
    startDate: '2999-01-04',
    endDate: null,
    workersNeeded: 1,
    workersAwarded: 0,
    documents: [],
    budgetMinCents: 100_000,
    budgetMaxCents: 200_000,
    constructionException: null,
    ...over,
  }) as unknown as JobRow;

const request: JobRequest = {
  type: 'fixedBudget',
  title: 'Dachsanierung',
  serviceId: 'service-1',
  startDate: '2999-01-04',
  hours: 40,
  accommodation: false,
  budgetMin: 100_000,
  budgetMax: 200_000,
  location: { address: 'Domkloster 4, Köln', state: 'Nordrhein-Westfalen' } as JobRequest['location'],
  description: '<p>Ziegel erneuern</p>',
  experience: 'experienced' as JobRequest['experience'],
};

function setup(industry: ClientIndustry | null = null) {
  const jobs = {
    transaction: jest.fn(async (work: (t: DbOrTx) => Promise<unknown>) => work(tx)),
    insert: jest.fn(async (_actor: unknown, values: Partial<JobRow>) => job(values)),
    findById: jest.fn<JobsRepository['findById']>(),
    findOwned: jest.fn<JobsRepository['findOwned']>(),
    updateEditable: jest.fn<JobsRepository['updateEditable']>(),
    transition: jest.fn<JobsRepository['transition']>(),
    deleteOwned: jest.fn<JobsRepository['deleteOwned']>(),
    pendingApplicantIds: jest.fn<JobsRepository['pendingApplicantIds']>().mockResolvedValue([]),
    grantToSuppliers: jest.fn<JobsRepository['grantToSuppliers']>().mockResolvedValue(undefined),
    revokeFromSuppliers: jest.fn<JobsRepository['revokeFromSuppliers']>().mockResolvedValue(undefined),
    missingTools: jest.fn<JobsRepository['missingTools']>().mockResolvedValue([]),
  };
  const catalogue = { missingActive: jest.fn<CatalogueLookupRepository['missingActive']>().mockResolvedValue([]) };
  const audit = { record: jest.fn<AuditLogRepository['record']>().mockResolvedValue(undefined as never) };
  const notifier = { notify: jest.fn<Notifier['notify']>().mockResolvedValue(undefined as never) };
  const openJobs = { touched: jest.fn(), removed: jest.fn() };
  const files = { check: jest.fn<FileReferenceValidator['check']>() };
  const views = {
    view: jest.fn(async (_actor: AuthenticatedUser, row: JobRow) => ({ _id: row.id, status: row.status }) as unknown as JobResponse),
  };
  const users = { findById: jest.fn(async () => ({ id: client.id, industry }) as unknown as UserRow) };
  const service = new JobLifecycleService(
    jobs as unknown as JobsRepository,
    catalogue as unknown as CatalogueLookupRepository,
    audit as unknown as AuditLogRepository,
    notifier as unknown as Notifier,
    openJobs as unknown as OpenJobsIndex,
    files as unknown as FileReferenceValidator,
    views as unknown as JobViews,
    users as unknown as UsersRepository,
  );
  return { service, jobs, audit, notifier, openJobs, views };
}

describe('JobLifecycleService: posting', () => {
  it('posts an open job, published now, and tells the ranking index', async () => {
    const { service, jobs, openJobs } = setup();
    await service.create(client, request);
    const values = jobs.insert.mock.calls[0]![1] as Partial<JobRow>;
    expect(values).toMatchObject({ status: 'open', workersNeeded: 1, title: 'Dachsanierung' });
    expect(values.publishedAt).toBeInstanceOf(Date);
    expect(openJobs.touched).toHaveBeenCalledTimes(1);
  });

  it('saves a draft unpublished', async () => {
    const { service, jobs } = setup();
    await service.create(client, { ...request, draft: true });
    expect(jobs.insert.mock.calls[0]![1]).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('refuses min above max (the §5 rule) and a start in the past, writing nothing', async () => {
    const { service, jobs } = setup();
    await expect(service.create(client, { ...request, budgetMin: 300_000, startDate: '2000-01-03' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: expect.arrayContaining([
        expect.objectContaining({ field: 'budgetMin' }),
        expect.objectContaining({ field: 'startDate', messageKey: 'server.jobs.startInPast' }),
      ]),
    });
    expect(jobs.insert).not.toHaveBeenCalled();
  });
});

describe('JobLifecycleService: the construction ban (§ 1b AÜG)', () => {
  const resource: JobRequest = { ...request, type: 'resource', budgetMin: 3_000, budgetMax: 4_000 };
  const refusal = {
    code: 'CONSTRUCTION_LENDING_BANNED',
    issues: [expect.objectContaining({ field: 'constructionException', messageKey: 'server.jobs.constructionExceptionRequired' })],
  };

  it('refuses a resource job of a main-construction client without an exception, writing nothing', async () => {
    const { service, jobs } = setup('constructionMain');
    await expect(service.create(client, resource)).rejects.toMatchObject(refusal);
    expect(jobs.insert).not.toHaveBeenCalled();
  });

  it('stores the declared exception with the job', async () => {
    const { service, jobs } = setup('constructionMain');
    await service.create(client, { ...resource, constructionException: 'collectiveAgreement' });
    expect(jobs.insert.mock.calls[0]![1]).toMatchObject({ constructionException: 'collectiveAgreement' });
  });

  it('does not check fixed-price jobs or other industries, and stores no exception there', async () => {
    const fixed = setup('constructionMain');
    await fixed.service.create(client, { ...request, constructionException: 'notManualWork' });
    expect(fixed.jobs.insert.mock.calls[0]![1]).toMatchObject({ constructionException: null });
    const finishing = setup('constructionFinishing');
    await finishing.service.create(client, resource);
    expect(finishing.jobs.insert.mock.calls[0]![1]).toMatchObject({ constructionException: null });
  });

  it('refuses an edit that makes a fixed-price job a resource job, and clearing the exception', async () => {
    const { service, jobs } = setup('constructionMain');
    jobs.findOwned.mockResolvedValueOnce(job({ type: 'fixedBudget', constructionException: null }));
    await expect(service.update(client, 'job-1', { type: 'resource' })).rejects.toMatchObject(refusal);
    jobs.findOwned.mockResolvedValueOnce(job({ type: 'resource', constructionException: 'notManualWork' }));
    await expect(service.update(client, 'job-1', { constructionException: null })).rejects.toMatchObject(refusal);
    expect(jobs.updateEditable).not.toHaveBeenCalled();
  });

  it('refuses publishing a draft once the client’s industry makes it banned', async () => {
    const { service, jobs } = setup('constructionMain');
    jobs.findOwned.mockResolvedValue(job({ status: 'draft', type: 'resource', constructionException: null }));
    await expect(service.publish(client, 'job-1')).rejects.toMatchObject(refusal);
    expect(jobs.transition).not.toHaveBeenCalled();
  });
});

describe('JobLifecycleService: draft → open (publish)', () => {
  it('publishes the own draft with one conditional update from draft', async () => {
    const { service, jobs, openJobs } = setup();
    jobs.findOwned.mockResolvedValue(job({ status: 'draft' }));
    jobs.transition.mockResolvedValue(job({ status: 'open' }));
    expect(await service.publish(client, 'job-1')).toMatchObject({ status: 'open' });
    expect(jobs.transition).toHaveBeenCalledWith('job-1', ['draft'], { status: 'open', publishedAt: expect.any(Date) }, { clientId: 'client-1' });
    expect(openJobs.touched).toHaveBeenCalled();
  });

  it('answers 404 for a job that is not the client’s, 409 JOB_NOT_DRAFT for one that is not a draft', async () => {
    const { service, jobs } = setup();
    jobs.findOwned.mockResolvedValueOnce(undefined);
    await expect(service.publish(client, 'job-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    jobs.findOwned.mockResolvedValueOnce(job({ status: 'open' }));
    await expect(service.publish(client, 'job-1')).rejects.toMatchObject({ code: 'JOB_NOT_DRAFT' });
    expect(jobs.transition).not.toHaveBeenCalled();
  });

  it('refuses a draft whose start date has passed, naming startDate', async () => {
    const { service, jobs } = setup();
    jobs.findOwned.mockResolvedValue(job({ status: 'draft', startDate: '2000-01-03' }));
    await expect(service.publish(client, 'job-1')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ field: 'startDate', messageKey: 'server.jobs.startInPast', params: {} }],
    });
  });

  it('the loser of a race (the update finds no draft any more) gets 409 JOB_NOT_DRAFT', async () => {
    const { service, jobs, openJobs } = setup();
    jobs.findOwned.mockResolvedValue(job({ status: 'draft' }));
    jobs.transition.mockResolvedValue(undefined);
    await expect(service.publish(client, 'job-1')).rejects.toMatchObject({ code: 'JOB_NOT_DRAFT' });
    expect(openJobs.touched).not.toHaveBeenCalled();
  });
});

describe('JobLifecycleService: open → closed (withdraw)', () => {
  it('closes from open only, keeps the trimmed note and tells every pending applicant', async () => {
    const { service, jobs, notifier } = setup();
    jobs.findOwned.mockResolvedValue(job());
    jobs.transition.mockResolvedValue(job({ status: 'closed' }));
    jobs.pendingApplicantIds.mockResolvedValue(['supplier-1', 'supplier-2']);
    await service.close(client, 'job-1', '  Auftrag anderweitig vergeben ');
    expect(jobs.transition).toHaveBeenCalledWith(
      'job-1',
      ['open'],
      { status: 'closed', closedReason: 'withdrawn', closedNote: 'Auftrag anderweitig vergeben' },
      { clientId: 'client-1', tx },
    );
    expect(notifier.notify.mock.calls.map(([, n]) => [n.userId, n.type])).toEqual([
      ['supplier-1', 'jobClosed'],
      ['supplier-2', 'jobClosed'],
    ]);
  });

  it('stores no note for an empty one', async () => {
    const { service, jobs } = setup();
    jobs.findOwned.mockResolvedValue(job());
    jobs.transition.mockResolvedValue(job({ status: 'closed' }));
    await service.close(client, 'job-1', '   ');
    expect(jobs.transition.mock.calls[0]![2]).toMatchObject({ closedNote: null });
  });

  it('a job that is not open (draft, closed, in progress, or lost a race) is 409 JOB_NOT_OPEN, nobody is told', async () => {
    const { service, jobs, notifier } = setup();
    jobs.findOwned.mockResolvedValue(job({ status: 'draft' }));
    jobs.transition.mockResolvedValue(undefined);
    await expect(service.close(client, 'job-1')).rejects.toMatchObject({ code: 'JOB_NOT_OPEN' });
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it('another client’s job is 404', async () => {
    const { service, jobs } = setup();
    jobs.findOwned.mockResolvedValue(undefined);
    await expect(service.close(client, 'job-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('JobLifecycleService: draft/open → closed (admin deactivation)', () => {
  it('deactivates with the reason, tells the client and audits from → to', async () => {
    const { service, jobs, notifier, audit } = setup();
    jobs.findById.mockResolvedValue(job({ status: 'draft' }));
    jobs.transition.mockResolvedValue(job({ status: 'closed' }));
    await service.deactivate(admin, 'job-1', 'Verstoß gegen die Regeln');
    expect(jobs.transition).toHaveBeenCalledWith(
      'job-1',
      ['draft', 'open'],
      { status: 'closed', closedReason: 'deactivated', deactivationReason: 'Verstoß gegen die Regeln' },
      { tx },
    );
    expect(notifier.notify.mock.calls[0]![1]).toMatchObject({ userId: 'client-1', type: 'jobDeactivated' });
    expect(audit.record.mock.calls[0]![1]).toMatchObject({
      action: 'deactivate',
      targetId: 'client-1',
      details: { jobId: 'job-1', from: 'draft', to: 'closed', reason: 'Verstoß gegen die Regeln' },
    });
  });

  it('a job already closed or in progress is 409 JOB_NOT_ACTIVE, nothing audited', async () => {
    const { service, jobs, audit } = setup();
    jobs.findById.mockResolvedValue(job({ status: 'closed' }));
    jobs.transition.mockResolvedValue(undefined);
    await expect(service.deactivate(admin, 'job-1', 'x')).rejects.toMatchObject({ code: 'JOB_NOT_ACTIVE' });
    expect(audit.record).not.toHaveBeenCalled();
  });
});

describe('JobLifecycleService: editing and deleting', () => {
  it('edits only while draft or open (else 409 JOB_NOT_EDITABLE)', async () => {
    const { service, jobs } = setup();
    for (const status of ['in_progress', 'completed', 'closed'] as const) {
      jobs.findOwned.mockResolvedValueOnce(job({ status }));
      await expect(service.update(client, 'job-1', { title: 'Neu' })).rejects.toMatchObject({ code: 'JOB_NOT_EDITABLE' });
    }
    expect(jobs.updateEditable).not.toHaveBeenCalled();
  });

  it('an edit below the workers already awarded names workersNeeded; a job that left draft/open meanwhile is 409', async () => {
    const { service, jobs } = setup();
    jobs.findOwned.mockResolvedValueOnce(job({ type: 'resource', workersNeeded: 3 }));
    jobs.updateEditable.mockResolvedValue(undefined);
    jobs.findOwned.mockResolvedValueOnce(job({ type: 'resource', workersNeeded: 3, workersAwarded: 2 }));
    await expect(service.update(client, 'job-1', { workersNeeded: 1 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ field: 'workersNeeded', messageKey: 'server.jobs.belowAwarded', params: { awarded: 2 } }],
    });
    jobs.findOwned.mockResolvedValueOnce(job()).mockResolvedValueOnce(job({ status: 'closed' }));
    await expect(service.update(client, 'job-1', { title: 'Neu' })).rejects.toMatchObject({ code: 'JOB_NOT_EDITABLE' });
  });

  it('a required field set to null is refused naming it; the end date may be cleared', async () => {
    const { service, jobs } = setup();
    jobs.findOwned.mockResolvedValue(job());
    await expect(service.update(client, 'job-1', { title: null })).rejects.toMatchObject({
      issues: [{ field: 'title', messageKey: 'validation.required', params: {} }],
    });
    jobs.updateEditable.mockResolvedValue(job());
    await service.update(client, 'job-1', { endDate: null });
    // (a fixed-budget job always keeps its one slot)
    expect(jobs.updateEditable.mock.calls[0]![2]).toEqual({ endDate: null, workersNeeded: 1 });
  });

  it('deletes only without awards: 409 JOB_HAS_AWARDS, 404 when missing; a deleted job leaves the index and its files are revoked', async () => {
    const { service, jobs, openJobs } = setup();
    jobs.deleteOwned.mockResolvedValueOnce({ outcome: 'conflict' });
    await expect(service.remove(client, 'job-1')).rejects.toMatchObject({ code: 'JOB_HAS_AWARDS' });
    jobs.deleteOwned.mockResolvedValueOnce({ outcome: 'missing' });
    await expect(service.remove(client, 'job-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(openJobs.removed).not.toHaveBeenCalled();
    jobs.deleteOwned.mockResolvedValueOnce({ outcome: 'deleted', documents: [] });
    await service.remove(client, 'job-1');
    expect(openJobs.removed).toHaveBeenCalledWith('job-1');
    expect(jobs.revokeFromSuppliers).toHaveBeenCalledWith('client-1', [], expect.any(Function));
  });
});
