import { and, eq, sql } from 'drizzle-orm';
import { API_DOCS_PATH } from '@fachwerk/shared/contracts';
import type {
  AdminDashboard,
  ClientDashboard,
  DashboardResponse,
  RelevantJobsResponse,
  SupplierDashboard,
} from '@fachwerk/shared/contracts';
import { awardWorkers, awards, feedback, savedJobs, users, workers, type Db } from '@fachwerk/server/db';
import {
  anyServiceId,
  dbOf,
  insertApplication,
  insertAward,
  insertJob,
  newAccount,
  type TestAccount,
} from '../../testing/engagement-rows';
import { startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
let db: Db;

beforeAll(async () => {
  api = await startTestApi('dashboard', { RATE_LIMIT_MAX: '100000' });
  db = dbOf(api);
});

afterAll(async () => {
  await api?.close();
});

const dashboard = async <T extends DashboardResponse>(who: TestAccount) => {
  const response = await api.call<T>('/dashboard', { token: who.token });
  expect(response.status).toBe(200);
  return response.body.data!;
};

describe('GET /dashboard', () => {
  it('client: open and draft jobs, new applications, work in progress, awaiting approval, completed', async () => {
    const [client, other, s1, s2, s3] = await Promise.all([
      newAccount(api, 'client'),
      newAccount(api, 'client'),
      newAccount(api, 'supplier'),
      newAccount(api, 'supplier'),
      newAccount(api, 'supplier'),
    ]);
    const open1 = await insertJob(db, { clientId: client.id, status: 'open' });
    const open2 = await insertJob(db, { clientId: client.id, status: 'open' });
    await insertJob(db, { clientId: client.id, status: 'draft' });
    await insertJob(db, { clientId: client.id, status: 'closed', closedReason: 'withdrawn' });
    await insertApplication(db, { jobId: open1.id, supplierId: s1.id });
    await insertApplication(db, { jobId: open1.id, supplierId: s2.id });
    await insertApplication(db, { jobId: open2.id, supplierId: s1.id });
    await insertApplication(db, { jobId: open2.id, supplierId: s3.id, status: 'rejected' });
    await insertApplication(db, { jobId: open2.id, supplierId: s2.id, status: 'withdrawn' });
    await insertAward(db, { clientId: client.id, supplierId: s1.id, status: 'awarded' });
    await insertAward(db, { clientId: client.id, supplierId: s2.id, status: 'in_progress' });
    await insertAward(db, { clientId: client.id, supplierId: s3.id, status: 'completed' });
    await insertAward(db, { clientId: client.id, supplierId: s1.id, status: 'approved' });
    await insertAward(db, { clientId: client.id, supplierId: s2.id, status: 'approved' });
    // Another client's rows do not count.
    const foreign = await insertJob(db, { clientId: other.id, status: 'open' });
    await insertApplication(db, { jobId: foreign.id, supplierId: s1.id });
    await insertAward(db, { clientId: other.id, supplierId: s1.id, status: 'completed' });

    expect(await dashboard<ClientDashboard>(client)).toEqual({
      role: 'client',
      openJobs: 2,
      draftJobs: 1,
      newApplications: 3,
      inProgress: 2,
      awaitingApproval: 1,
      completed: 2,
    });
    expect(await dashboard<ClientDashboard>(await newAccount(api, 'client'))).toEqual({
      role: 'client',
      openJobs: 0,
      draftJobs: 0,
      newApplications: 0,
      inProgress: 0,
      awaitingApproval: 0,
      completed: 0,
    });
  });

  it('supplier: relevant and saved jobs, applications by status, awarded work, team, rating', async () => {
    const serviceId = await anyServiceId(db);
    const [otherService] = (
      await db.execute<{ id: string }>(sql`select id from services where id <> ${serviceId} limit 1`)
    ).rows;
    const [skill, otherSkill] = (
      await db.execute<{ id: string }>(sql`select id from skills order by key limit 2`)
    ).rows;
    const supplier = await newAccount(api, 'supplier', {
      profile: {
        serviceType: [serviceId],
        specialSkillsOrExp: [skill!.id],
        categoryAvailability: [{ category: serviceId, numberOfResource: 2, areaRegion: ['Bayern'] }],
      },
    });
    const [clientA, clientB, rival] = await Promise.all([
      newAccount(api, 'client'),
      newAccount(api, 'client'),
      newAccount(api, 'supplier'),
    ]);
    // Relevant, as /jobs/relevant counts them: open, starting today or later, of the supplier's
    // service, or in its region asking for one of its skills (other data of the seed may match too:
    // count from a baseline).
    const base = (await dashboard<SupplierDashboard>(supplier)).relevantJobs;
    const byService = await insertJob(db, { clientId: clientA.id, serviceId, federalState: 'Hamburg' });
    const other = { clientId: clientA.id, serviceId: otherService!.id };
    await insertJob(db, { ...other, federalState: 'Bayern', skills: [skill!.id, otherSkill!.id] });
    await insertJob(db, { ...other, federalState: 'Bayern', skills: [otherSkill!.id] });
    await insertJob(db, { ...other, federalState: 'Hamburg', skills: [skill!.id] });
    await insertJob(db, { clientId: clientA.id, serviceId, status: 'draft' });
    await insertJob(db, { clientId: clientA.id, serviceId, startDate: '2020-01-01' });
    // Written straight to the table, as another api instance would: counted within a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = (await dashboard<SupplierDashboard>(supplier)).relevantJobs;
    expect(before).toBe(base + 2);
    const relevantList = await api.call<RelevantJobsResponse>('/jobs/relevant', { token: supplier.token });
    expect(relevantList.body.data!.total).toBe(before);

    await db.insert(savedJobs).values({ supplierId: supplier.id, jobId: byService.id });
    const jobs = await Promise.all(
      [1, 2, 3, 4].map(() =>
        insertJob(db, { clientId: clientB.id, serviceId: otherService!.id, federalState: 'Bremen' }),
      ),
    );
    await insertApplication(db, { jobId: jobs[0]!.id, supplierId: supplier.id });
    await insertApplication(db, { jobId: jobs[1]!.id, supplierId: supplier.id });
    await insertApplication(db, { jobId: jobs[2]!.id, supplierId: supplier.id, status: 'rejected' });
    await insertApplication(db, { jobId: jobs[3]!.id, supplierId: supplier.id, status: 'withdrawn' });
    await insertApplication(db, { jobId: jobs[0]!.id, supplierId: rival.id });
    const awardedWork = await insertAward(db, { clientId: clientA.id, supplierId: supplier.id, status: 'awarded' });
    await insertAward(db, { clientId: clientA.id, supplierId: supplier.id, status: 'in_progress' });
    await insertAward(db, { clientId: clientA.id, supplierId: supplier.id, status: 'in_progress' });
    await insertAward(db, { clientId: clientA.id, supplierId: supplier.id, status: 'completed' });
    const approved = await insertAward(db, {
      clientId: clientB.id,
      supplierId: supplier.id,
      status: 'approved',
    });
    await insertAward(db, { clientId: clientA.id, supplierId: rival.id, status: 'in_progress' });
    await db.insert(workers).values([
      { supplierId: supplier.id, fullName: 'Anna Frei' },
      { supplierId: supplier.id, fullName: 'Ben Frei' },
      { supplierId: supplier.id, fullName: 'Cem Busy', availability: 'busy' },
      { supplierId: supplier.id, fullName: 'Dirk Gebucht', availability: 'free' },
      { supplierId: supplier.id, fullName: 'Dora Weg', deletedAt: new Date() },
      { supplierId: rival.id, fullName: 'Eva Fremd' },
    ]);
    const [booked] = await db.select({ id: workers.id }).from(workers).where(and(eq(workers.supplierId, supplier.id), eq(workers.fullName, 'Dirk Gebucht')));
    await db.insert(awardWorkers).values({ awardId: awardedWork.id, workerId: booked!.id, startDate: '2026-01-05' });
    // Rating: both sides wrote, so the client's feedback is revealed.
    await db.insert(feedback).values([
      {
        awardId: approved.id,
        authorId: clientB.id,
        authorRole: 'client',
        targetId: supplier.id,
        rating: 4,
        comment: 'Gut.',
      },
      {
        awardId: approved.id,
        authorId: supplier.id,
        authorRole: 'supplier',
        targetId: clientB.id,
        rating: 5,
        comment: 'Gut.',
      },
    ]);

    expect(await dashboard<SupplierDashboard>(supplier)).toEqual({
      role: 'supplier',
      // the insertAward jobs are in progress, the four Bremen jobs are neither service nor region
      relevantJobs: before,
      savedJobs: 1,
      // each of the five awards comes with its awarded application
      applications: { pending: 2, awarded: 5, rejected: 1, withdrawn: 1 },
      awarded: 1,
      inProgress: 2,
      completed: 2,
      // Dirk is set free by hand but booked on active awarded work: busy, as the team list counts him
      team: { free: 2, busy: 2 },
      rating: { average: 4, count: 1 },
    });
  });

  it('supplier without service types or regions has no relevant jobs', async () => {
    const supplier = await newAccount(api, 'supplier');
    await insertJob(db, { clientId: (await newAccount(api, 'client')).id });
    expect((await dashboard<SupplierDashboard>(supplier)).relevantJobs).toBe(0);
  });

  it('admin: accounts awaiting approval, jobs and awards per status, feedback to review', async () => {
    const admin = await newAccount(api, 'admin');
    const first = await dashboard<AdminDashboard>(admin);

    const [client, supplier] = await Promise.all([newAccount(api, 'client'), newAccount(api, 'supplier')]);
    const pending = await Promise.all([
      newAccount(api, 'client'),
      newAccount(api, 'supplier'),
      newAccount(api, 'supplier'),
    ]);
    for (const account of pending)
      await db.update(users).set({ approvalStatus: 'pending' }).where(eq(users.id, account.id));
    await insertJob(db, { clientId: client.id, status: 'draft' });
    await insertJob(db, { clientId: client.id, status: 'open' });
    const award = await insertAward(db, { clientId: client.id, supplierId: supplier.id, status: 'approved' });
    const old = await insertAward(db, { clientId: client.id, supplierId: supplier.id, status: 'approved' });
    const hiddenOne = await insertAward(db, {
      clientId: client.id,
      supplierId: supplier.id,
      status: 'approved',
    });
    await insertAward(db, { clientId: client.id, supplierId: supplier.id, status: 'completed' });
    await db.insert(feedback).values([
      // to review: low, visible, recent (two)
      {
        awardId: award.id,
        authorId: client.id,
        authorRole: 'client',
        targetId: supplier.id,
        rating: 1,
        comment: 'Schlecht.',
      },
      {
        awardId: award.id,
        authorId: supplier.id,
        authorRole: 'supplier',
        targetId: client.id,
        rating: 2,
        comment: 'Mäßig.',
      },
      // not: good rating, hidden already, older than 30 days
      {
        awardId: old.id,
        authorId: client.id,
        authorRole: 'client',
        targetId: supplier.id,
        rating: 5,
        comment: 'Gut.',
      },
      {
        awardId: hiddenOne.id,
        authorId: client.id,
        authorRole: 'client',
        targetId: supplier.id,
        rating: 1,
        comment: 'Beleidigung',
        hiddenAt: new Date(),
      },
      {
        awardId: old.id,
        authorId: supplier.id,
        authorRole: 'supplier',
        targetId: client.id,
        rating: 1,
        comment: 'Alt.',
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
    ]);

    const figures = await dashboard<AdminDashboard>(admin);
    expect(figures.role).toBe('admin');
    expect(figures.accountsAwaitingApproval).toEqual({
      client: first.accountsAwaitingApproval.client + 1,
      supplier: first.accountsAwaitingApproval.supplier + 2,
    });
    // insertAward puts each award's job in progress
    expect(figures.jobs).toEqual({
      ...first.jobs,
      draft: first.jobs.draft + 1,
      open: first.jobs.open + 1,
      in_progress: first.jobs.in_progress + 4,
    });
    expect(figures.awards).toEqual({
      ...first.awards,
      approved: first.awards.approved + 3,
      completed: first.awards.completed + 1,
    });
    expect(figures.feedbackToReview).toBe(first.feedbackToReview + 2);

    const [counted] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${awards}`)).rows;
    expect(Object.values(figures.awards).reduce((a, b) => a + b, 0)).toBe(counted!.n);
  });

  it('is documented in OpenAPI as one of the three role shapes', async () => {
    const doc = (await (await fetch(`${api.baseUrl}${API_DOCS_PATH}-json`)).json()) as {
      paths: Record<
        string,
        {
          get: {
            responses: Record<
              string,
              { content: Record<string, { schema: { properties: { data: { oneOf: { $ref: string }[] } } } }> }
            >;
          };
        }
      >;
    };
    const data =
      doc.paths['/api/v1/dashboard']!.get.responses['200']!.content['application/json']!.schema.properties
        .data;
    expect(data.oneOf.map((s) => s.$ref.split('/').pop())).toEqual([
      'ClientDashboardDto',
      'SupplierDashboardDto',
      'AdminDashboardDto',
    ]);
  });
});
