import { jest } from '@jest/globals';
import { PAGE_LIMIT_DEFAULT, type JobResponse, type JobSearchQuery } from '@fachwerk/shared/contracts';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import type { JobListRow, JobRow, JobsRepository, UsersRepository } from '@fachwerk/server/db';
import type { AwardsPresenter } from '../awards';
import { berlinToday } from './job-mapping';
import { JobSearchService } from './job-search.service';
import type { JobViews } from './job-views';
import type { OpenJobsIndex } from './open-jobs-index';

const client: AuthenticatedUser = { id: 'client-1', userType: 'client', sessionId: 's', language: 'de' };
const otherClient: AuthenticatedUser = { id: 'client-2', userType: 'client', sessionId: 's', language: 'de' };
const supplier: AuthenticatedUser = { id: 'supplier-1', userType: 'supplier', sessionId: 's', language: 'de' };
const admin: AuthenticatedUser = { id: 'admin-1', userType: 'admin', sessionId: 's', language: 'de' };

const job = (over: Partial<JobRow> = {}): JobRow => ({ id: 'job-1', clientId: client.id, status: 'open', ...over }) as unknown as JobRow;

/** A list row as the repository returns it (the fields a summary reads). */
const listRow = (id: string, status = 'open'): JobListRow =>
  ({
    job: {
      id,
      clientId: client.id,
      type: 'fixedBudget',
      title: 'Dachsanierung',
      status,
      serviceId: 'service-1',
      startDate: '2999-01-04',
      endDate: null,
      hours: 40,
      workersNeeded: 1,
      workersAwarded: 0,
      budgetMinCents: 100_000,
      budgetMaxCents: 200_000,
      address: 'Domkloster 4, 50667 Köln',
      postcode: null,
      city: null,
      federalState: 'Nordrhein-Westfalen',
      lat: null,
      lng: null,
      experience: 'experienced',
      skills: [],
      languages: [],
      languageIds: [],
      accommodation: false,
      descriptionText: 'Ziegel erneuern',
      applicationsCount: 0,
      closedNote: 'intern: Budget knapp',
      publishedAt: null,
      createdAt: new Date('2026-11-01T08:00:00Z'),
    },
    companyName: 'Bauherr Süd AG',
    profilePic: null,
    ratingAverage: 0,
    ratingCount: 0,
    saved: false,
    applied: false,
  }) as unknown as JobListRow;

function setup() {
  const jobs = {
    findById: jest.fn<JobsRepository['findById']>().mockResolvedValue(job()),
    applicationOf: jest.fn<JobsRepository['applicationOf']>().mockResolvedValue(undefined),
    search: jest.fn<JobsRepository['search']>().mockResolvedValue({ items: [listRow('job-1')], total: 1 }),
    listForOwner: jest.fn<JobsRepository['listForOwner']>().mockResolvedValue({ items: [listRow('job-1')], total: 1, counts: { open: 1 } } as never),
    hydrate: jest.fn<JobsRepository['hydrate']>().mockResolvedValue([]),
    save: jest.fn<JobsRepository['save']>().mockResolvedValue(undefined as never),
    unsave: jest.fn<JobsRepository['unsave']>().mockResolvedValue(undefined as never),
    listSaved: jest.fn<JobsRepository['listSaved']>().mockResolvedValue({ items: [], total: 0 } as never),
  };
  const users = { findById: jest.fn<UsersRepository['findById']>().mockResolvedValue(undefined as never) };
  const openJobs = { fresh: jest.fn(async () => undefined), rank: jest.fn(() => ({ ranked: [] as { id: string; score: number }[], total: 0 })), removed: jest.fn() };
  const applications = { application: jest.fn(async () => ({ _id: 'application-1' })) };
  const views = {
    view: jest.fn(async (_actor: AuthenticatedUser, row: JobRow) => ({ _id: row.id, status: row.status, closedNote: 'intern', documents: ['uploads/plan.pdf'] }) as unknown as JobResponse),
  };
  const service = new JobSearchService(
    jobs as unknown as JobsRepository,
    users as unknown as UsersRepository,
    openJobs as unknown as OpenJobsIndex,
    applications as unknown as AwardsPresenter,
    views as unknown as JobViews,
  );
  return { service, jobs, users, openJobs, applications };
}

/** The filter the service handed to the repository's search. */
const searchFilter = (jobs: ReturnType<typeof setup>['jobs']) => jobs.search.mock.calls[0]![0];

describe('JobSearchService: search filters and paging', () => {
  it('pages with the defaults and sorts newest first without words, by relevance with them', async () => {
    const { service, jobs } = setup();
    const answer = await service.search(supplier, {} as JobSearchQuery);
    expect(answer).toMatchObject({ page: 1, limit: PAGE_LIMIT_DEFAULT, total: 1 });
    expect(searchFilter(jobs)).toMatchObject({ words: [], sort: 'newest', page: 1, limit: PAGE_LIMIT_DEFAULT, today: berlinToday(), near: undefined });

    const worded = setup();
    await worded.service.search(supplier, { q: 'Schweißer, Stahltreppe!', page: 3, limit: 5 } as JobSearchQuery);
    expect(searchFilter(worded.jobs)).toMatchObject({ words: ['schweißer', 'stahltreppe'], sort: 'relevance', page: 3, limit: 5 });
  });

  it('keeps an asked-for sort and passes every filter through', async () => {
    const { service, jobs } = setup();
    const query = { q: 'dach', sort: 'startDate', type: 'resource', serviceId: 's-1', skills: ['k-1'], languages: ['l-1'], state: 'Bayern', budgetMin: 10, budgetMax: 20, startFrom: '2027-01-01', startTo: '2027-02-01', experience: 'expert' };
    await service.search(supplier, query as unknown as JobSearchQuery);
    const { q: _q, ...filters } = query;
    expect(searchFilter(jobs)).toMatchObject(filters);
  });

  it('searches near a point with a 50 km radius unless another is given', async () => {
    const { service, jobs } = setup();
    await service.search(supplier, { lat: 50.94, lng: 6.96 } as JobSearchQuery);
    expect(searchFilter(jobs).near).toEqual({ lat: 50.94, lng: 6.96, radiusKm: 50 });
    const wider = setup();
    await wider.service.search(supplier, { lat: 50.94, lng: 6.96, radiusKm: 120 } as JobSearchQuery);
    expect(searchFilter(wider.jobs).near).toEqual({ lat: 50.94, lng: 6.96, radiusKm: 120 });
  });

  it('refuses a latitude without a longitude and the other way round, naming the missing one', async () => {
    const { service, jobs } = setup();
    await expect(service.search(supplier, { lat: 50.94 } as JobSearchQuery)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [expect.objectContaining({ field: 'lng', messageKey: 'server.jobs.latLngTogether' })],
    });
    await expect(service.search(supplier, { lng: 6.96 } as JobSearchQuery)).rejects.toMatchObject({ issues: [expect.objectContaining({ field: 'lat' })] });
    expect(jobs.search).not.toHaveBeenCalled();
  });

  it('marks saved and applied jobs for the supplier only; clients see no owner notes', async () => {
    const asSupplier = setup();
    const forSupplier = await asSupplier.service.search(supplier, {} as JobSearchQuery);
    expect(asSupplier.jobs.search.mock.calls[0]![1]).toBe(supplier.id);
    expect(forSupplier.items[0]).toMatchObject({ saved: false, applied: false });
    expect(forSupplier.items[0]).not.toHaveProperty('closedNote');

    const asClient = setup();
    const forClient = await asClient.service.search(otherClient, {} as JobSearchQuery);
    expect(asClient.jobs.search.mock.calls[0]![1]).toBeUndefined();
    expect(forClient.items[0]).not.toHaveProperty('closedNote');
    expect(forClient.items[0]).not.toHaveProperty('saved');

    const asAdmin = setup();
    const forAdmin = await asAdmin.service.search(admin, {} as JobSearchQuery);
    expect(forAdmin.items[0]).toMatchObject({ closedNote: 'intern: Budget knapp' });
  });
});

describe('JobSearchService: owner lists', () => {
  it('lists the client’s own jobs only, with a count for every status', async () => {
    const { service, jobs } = setup();
    const answer = await service.mine(client, { status: 'open', page: 2 } as never);
    expect(jobs.listForOwner).toHaveBeenCalledWith({ status: 'open', type: undefined, q: undefined, clientId: client.id, page: 2, limit: PAGE_LIMIT_DEFAULT });
    expect(answer.counts).toMatchObject({ open: 1, draft: 0, closed: 0 });
    expect(Object.values(answer.counts).every((count) => typeof count === 'number')).toBe(true);
    expect(answer.items[0]).toMatchObject({ closedNote: 'intern: Budget knapp' });
  });
});

describe('JobSearchService: one job', () => {
  it('shows another client an open job as the market does (no documents, no notes) and hides it otherwise', async () => {
    const { service, jobs } = setup();
    const seen = await service.get(otherClient, 'job-1');
    expect(seen).toMatchObject({ _id: 'job-1', documents: [] });
    expect(seen).not.toHaveProperty('closedNote');
    jobs.findById.mockResolvedValue(job({ status: 'closed' }));
    await expect(service.get(otherClient, 'job-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows the owner and admins every state with its documents', async () => {
    const { service, jobs } = setup();
    jobs.findById.mockResolvedValue(job({ status: 'draft' }));
    expect(await service.get(client, 'job-1')).toMatchObject({ documents: ['uploads/plan.pdf'] });
    expect(await service.get(admin, 'job-1')).toMatchObject({ status: 'draft' });
  });

  it('shows a supplier an open job or one it applied to, with its application', async () => {
    const { service, jobs, applications } = setup();
    expect(await service.get(supplier, 'job-1')).toMatchObject({ myApplication: null });
    jobs.findById.mockResolvedValue(job({ status: 'closed' }));
    await expect(service.get(supplier, 'job-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    jobs.applicationOf.mockResolvedValue({ id: 'application-1' } as never);
    expect(await service.get(supplier, 'job-1')).toMatchObject({ myApplication: { _id: 'application-1' } });
    expect(applications.application).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for a job that does not exist', async () => {
    const { service, jobs } = setup();
    jobs.findById.mockResolvedValue(undefined as never);
    await expect(service.get(admin, 'job-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('JobSearchService: saved and relevant jobs', () => {
  it('saves only jobs the supplier can see', async () => {
    const { service, jobs } = setup();
    await service.save(supplier, 'job-1');
    expect(jobs.save).toHaveBeenCalledWith(supplier, 'job-1');
    jobs.findById.mockResolvedValue(job({ status: 'closed' }));
    await expect(service.save(supplier, 'job-2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(jobs.save).toHaveBeenCalledTimes(1);
  });

  it('ranks nothing for a supplier whose profile names no service and not both regions and skills', async () => {
    const { service, openJobs, jobs } = setup();
    expect(await service.relevant(supplier)).toEqual({ items: [], total: 0, page: 1, limit: PAGE_LIMIT_DEFAULT });
    expect(openJobs.rank).not.toHaveBeenCalled();
    expect(jobs.hydrate).toHaveBeenCalledWith([], supplier.id);
  });

  it('shows ranked jobs still open in rank order, and drops ranked jobs that are gone from the index', async () => {
    const { service, users, openJobs, jobs } = setup();
    users.findById.mockResolvedValue({ profile: { serviceType: ['service-1'] } } as never);
    openJobs.rank.mockReturnValue({ ranked: [{ id: 'job-1', score: 0.9 }, { id: 'job-2', score: 0.5 }, { id: 'job-3', score: 0.4 }], total: 3 });
    jobs.hydrate.mockResolvedValue([listRow('job-1'), listRow('job-2', 'closed')]);
    const answer = await service.relevant(supplier, 1, 10);
    expect(openJobs.fresh).toHaveBeenCalled();
    expect(answer.items.map((item) => [item._id, item.score])).toEqual([['job-1', 0.9]]);
    expect(answer.total).toBe(3);
    expect(openJobs.removed).toHaveBeenCalledWith('job-3');
    expect(openJobs.removed).toHaveBeenCalledTimes(1);
  });
});
