import { and, eq } from 'drizzle-orm';
import {
  DEMO_ACCOUNTS,
  type ApplicationResponse,
  type AwardListResponse,
  type AwardResponse,
  type JobApplicationsResponse,
  type MyApplicationsResponse,
  type SupplierDetailsResponse,
  type UserType,
} from '@fachwerk/shared/contracts';
import {
  applications,
  awards,
  awardWorkers,
  DB,
  feedback,
  jobs,
  notifications,
  uploadGrants,
  uploads,
  type Db,
} from '@fachwerk/server/db';
import { seedAwards } from '../../seed/awards-seed';
import { STAFFING_JOB_TITLE } from '../../seed/jobs-seed';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { acceptContract } from '../../testing/contract-steps';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { createJob, createWorkers, userIdByEmail } from '../../testing/marketplace-fixtures';

let api: TestApi;
let db: Db;

beforeAll(async () => {
  api = await startTestApi('awards', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
});

afterAll(async () => {
  await api?.close();
});

type Account = TestAccount;
/** A new approved account of the role, logged in. */
const account = (role: UserType, language: 'de' | 'en' = 'de', companyName?: string) =>
  approvedAccount(api, role, { prefix: 'awards', language, ...(companyName ? { companyName } : {}) });

const post = <T = unknown>(path: string, token: string, json: unknown = {}) =>
  api.call<T>(path, { method: 'POST', token, json });
const get = <T = unknown>(path: string, token: string) => api.call<T>(path, { token });

async function apply(
  supplier: Account,
  jobId: string,
  workerIds: string[],
  extra: Record<string, unknown> = {},
) {
  return post<ApplicationResponse>(`/jobs/${jobId}/applications`, supplier.token, {
    workerIds,
    price: 4200,
    message: 'Wir sind bereit.',
    ...extra,
  });
}

/** A supplier with a team of `size` who applied to the job with `proposed` of them. */
async function applicant(jobId: string, proposed = 1, size = proposed) {
  const supplier = await account('supplier');
  const team = await createWorkers(db, supplier.id, size);
  const { status, body } = await apply(supplier, jobId, team.slice(0, proposed));
  expect(status).toBe(201);
  return { supplier, team, applicationId: body.data!._id };
}

const notificationsOf = (userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt);

describe('applications', () => {
  it('a supplier applies once per job: the second is 409; the client is notified and can read the documents', async () => {
    const client = await account('client');
    const job = await createJob(db, client.id);
    const supplier = await account('supplier');
    const team = await createWorkers(db, supplier.id, 2);
    const [upload] = await db
      .insert(uploads)
      .values({
        ownerId: supplier.id,
        slot: 'general',
        mime: 'application/pdf',
        size: 10,
        originalName: 'angebot.pdf',
        storageKey: 'x.pdf',
      })
      .returning();
    const documents = [`/api/v1/files/${upload!.id}`];

    const first = await apply(supplier, job.id, team, { documents });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'pending', price: 4200, jobTitle: job.title, documents });
    expect(first.body.data!.workers.map((w) => w._id).sort()).toEqual([...team].sort());
    expect(first.body.data!.workers[0]).not.toHaveProperty('email');

    const second = await apply(supplier, job.id, team);
    expect([second.status, second.body.code]).toEqual([409, 'ALREADY_APPLIED']);
    expect(second.body.message).toBe('Sie haben sich bereits auf diesen Auftrag beworben.');

    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.applicationsCount).toBe(1);
    const grants = await db.select().from(uploadGrants).where(eq(uploadGrants.uploadId, upload!.id));
    expect(grants).toEqual([expect.objectContaining({ granteeId: client.id })]);
    const [note] = await notificationsOf(client.id);
    expect(note).toMatchObject({ type: 'applicationReceived', link: `/apply-job/${job.id}` });
  });

  it('masks contact details in the application message (the client reads it before any award)', async () => {
    const client = await account('client');
    const job = await createJob(db, client.id);
    const supplier = await account('supplier');
    const team = await createWorkers(db, supplier.id, 1);
    const applied = await apply(supplier, job.id, team, { message: 'Start am 01.06.2026 für 4.200 €, Tel. null eins sieben null 1234567, WhatsApp: bauprofi77' });
    expect(applied.status).toBe(201);
    expect(applied.body.data!.message).toBe('Start am 01.06.2026 für 4.200 €, Tel. […], […]');
  });

  it('refuses workers of another team, too many workers, a closed job and foreign documents', async () => {
    const client = await account('client');
    const job = await createJob(db, client.id, { workersNeeded: 1 });
    const supplier = await account('supplier');
    const other = await account('supplier');
    const [mine, second] = await createWorkers(db, supplier.id, 2);
    const [theirs] = await createWorkers(db, other.id, 1);

    const foreign = await apply(supplier, job.id, [theirs!]);
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.errors ?? {})).toEqual(['workerIds']);
    const tooMany = await apply(supplier, job.id, [mine!, second!]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.['workerIds']).toBeDefined();
    const [theirUpload] = await db
      .insert(uploads)
      .values({
        ownerId: other.id,
        slot: 'general',
        mime: 'application/pdf',
        size: 10,
        originalName: 'x.pdf',
        storageKey: 'y.pdf',
      })
      .returning();
    const foreignDoc = await apply(supplier, job.id, [mine!], {
      documents: [`/api/v1/files/${theirUpload!.id}`],
    });
    expect(foreignDoc.status).toBe(400);
    expect(Object.keys(foreignDoc.body.errors ?? {})).toEqual(['documents.0']);
    const empty = await apply(supplier, job.id, [mine!], { message: '   ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['message']);

    const closed = await createJob(db, client.id, { status: 'closed' });
    const late = await apply(supplier, closed.id, [mine!]);
    expect([late.status, late.body.code]).toEqual([409, 'JOB_CLOSED_FOR_APPLICATIONS']);
    const draft = await createJob(db, client.id, { status: 'draft' });
    expect((await apply(supplier, draft.id, [mine!])).status).toBe(404);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.applicationsCount).toBe(0);
  });

  it('only the job owner (and admins) see a job’s applications; other clients get 404, suppliers 403', async () => {
    const client = await account('client');
    const otherClient = await account('client');
    const job = await createJob(db, client.id);
    const { supplier, applicationId } = await applicant(job.id);
    const otherSupplier = await account('supplier');
    const admin = await account('admin');

    const list = await get<JobApplicationsResponse>(`/jobs/${job.id}/applications`, client.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({
      total: 1,
      counts: { pending: 1, awarded: 0, rejected: 0, withdrawn: 0 },
    });
    expect(list.body.data!.items[0]!.supplier).toMatchObject({
      _id: supplier.id,
      rating: { average: null, count: 0 },
    });
    expect((await get(`/jobs/${job.id}/applications`, admin.token)).status).toBe(200);
    expect((await get(`/jobs/${job.id}/applications?status=awarded`, client.token)).body).toMatchObject({
      data: { total: 0 },
    });
    expect((await get(`/jobs/${job.id}/applications`, otherClient.token)).status).toBe(404);
    expect((await get(`/jobs/${job.id}/applications`, supplier.token)).status).toBe(403);

    expect((await get(`/applications/${applicationId}`, client.token)).status).toBe(200);
    expect((await get(`/applications/${applicationId}`, supplier.token)).status).toBe(200);
    expect((await get(`/applications/${applicationId}`, otherClient.token)).status).toBe(404);
    expect((await get(`/applications/${applicationId}`, otherSupplier.token)).status).toBe(404);

    const details = await get<SupplierDetailsResponse>(
      `/jobs/${job.id}/suppliers/${supplier.id}`,
      client.token,
    );
    expect(details.status).toBe(200);
    expect(details.body.data!.application._id).toBe(applicationId);
    expect(details.body.data!.job._id).toBe(job.id);
    expect((await get(`/jobs/${job.id}/suppliers/${supplier.id}`, otherClient.token)).status).toBe(404);
    expect((await get(`/jobs/${job.id}/suppliers/${otherSupplier.id}`, client.token)).status).toBe(404);

    // Another client can neither award nor reject; a supplier may not at all.
    expect((await post(`/applications/${applicationId}/award`, otherClient.token)).status).toBe(404);
    expect((await post(`/applications/${applicationId}/reject`, otherClient.token)).status).toBe(404);
    expect((await post(`/applications/${applicationId}/award`, supplier.token)).status).toBe(403);
    expect((await post(`/applications/${applicationId}/withdraw`, otherSupplier.token)).status).toBe(404);
    const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row!.status).toBe('pending');
  });

  it('withdraws only while pending and tells the client; the supplier lists own applications with counts', async () => {
    const client = await account('client');
    const job = await createJob(db, client.id);
    const { supplier, applicationId } = await applicant(job.id);
    const withdrawn = await post<ApplicationResponse>(
      `/applications/${applicationId}/withdraw`,
      supplier.token,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data!.status).toBe('withdrawn');
    const again = await post(`/applications/${applicationId}/withdraw`, supplier.token);
    expect([again.status, again.body.code]).toEqual([409, 'APPLICATION_NOT_PENDING']);
    expect(again.body.message).toMatch(/nicht mehr offen/);
    const awardWithdrawn = await post(`/applications/${applicationId}/award`, client.token);
    expect([awardWithdrawn.status, awardWithdrawn.body.code]).toEqual([409, 'APPLICATION_NOT_PENDING']);
    expect((await notificationsOf(client.id)).map((n) => n.type)).toEqual([
      'applicationReceived',
      'applicationWithdrawn',
    ]);

    const mine = await get<MyApplicationsResponse>('/applications?status=withdrawn', supplier.token);
    expect(mine.body.data).toMatchObject({ total: 1, counts: { withdrawn: 1, pending: 0 } });
    expect(mine.body.data!.items[0]!.job).toMatchObject({ _id: job.id, title: job.title });
  });

  it('the owner rejects a pending application with a reason; the supplier is notified', async () => {
    const client = await account('client');
    const job = await createJob(db, client.id);
    const { supplier, applicationId } = await applicant(job.id);
    const rejected = await post<ApplicationResponse>(`/applications/${applicationId}/reject`, client.token, {
      reason: 'Zu teuer',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Zu teuer' });
    const twice = await post(`/applications/${applicationId}/reject`, client.token);
    expect([twice.status, twice.body.code]).toEqual([409, 'APPLICATION_NOT_PENDING']);
    expect((await notificationsOf(supplier.id)).map((n) => n.type)).toEqual(['applicationRejected']);
  });
});

describe('awards', () => {
  it('two awards racing for the last free slot: exactly one succeeds, the other gets 409; counters stay consistent', async () => {
    const client = await account('client');
    const job = await createJob(db, client.id, { workersNeeded: 2 });
    const first = await applicant(job.id);
    const b = await applicant(job.id);
    const c = await applicant(job.id);
    expect((await post(`/applications/${first.applicationId}/award`, client.token)).status).toBe(200);

    const results = await Promise.all([
      post(`/applications/${b.applicationId}/award`, client.token),
      post(`/applications/${c.applicationId}/award`, client.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.code).toBe('NO_FREE_SLOT');
    expect(loser.body.message).not.toBe('');

    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ workersAwarded: 2, status: 'in_progress', applicationsCount: 3 });
    const jobAwards = await db.select().from(awards).where(eq(awards.jobId, job.id));
    expect(jobAwards).toHaveLength(2);
    const statuses = await db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(statuses.map((s) => s.status).sort()).toEqual(['awarded', 'awarded', 'rejected']);
  });

  it('a full job rejects the other pending applications with a notification; awards only while open', async () => {
    const client = await account('client');
    const job = await createJob(db, client.id, { type: 'fixedBudget', workersNeeded: 1 });
    const winner = await applicant(job.id, 1, 1);
    const loser = await applicant(job.id);
    const awarded = await post<AwardResponse>(`/applications/${winner.applicationId}/award`, client.token);
    expect(awarded.status).toBe(200);
    expect(awarded.body.data).toMatchObject({ status: 'awarded', slots: 1, price: 4200 });
    expect((await notificationsOf(loser.supplier.id)).map((n) => n.type)).toEqual(['applicationRejected']);
    expect((await notificationsOf(winner.supplier.id)).map((n) => [n.type, n.link])).toEqual([
      ['applicationAwarded', '/awarded-jobs'],
    ]);
    const late = await account('supplier');
    const [worker] = await createWorkers(db, late.id, 1);
    const lateApply = await apply(late, job.id, [worker!]);
    expect([lateApply.status, lateApply.body.code]).toEqual([409, 'JOB_CLOSED_FOR_APPLICATIONS']);
  });

  it('a worker booked on job A cannot be named on an overlapping job B (409 naming the worker) but on a later one', async () => {
    const supplier = await account('supplier');
    const [anna, ben] = await createWorkers(db, supplier.id, 2, ['Anna Schmidt', 'Ben Wolf']);
    const client = await account('client');
    const jobA = await createJob(db, client.id, {
      workersNeeded: 1,
      startDate: '2027-03-01',
      endDate: '2027-03-31',
    });
    const jobB = await createJob(db, client.id, { workersNeeded: 1, startDate: '2027-03-20', endDate: null });
    const jobC = await createJob(db, client.id, {
      workersNeeded: 1,
      startDate: '2027-04-01',
      endDate: '2027-04-30',
    });
    const awardOn = async (jobId: string) => {
      const { body } = await apply(supplier, jobId, [anna!]);
      const award = await post<AwardResponse>(`/applications/${body.data!._id}/award`, client.token);
      expect(award.status).toBe(200);
      return award.body.data!._id;
    };
    const [a, b, c] = [await awardOn(jobA.id), await awardOn(jobB.id), await awardOn(jobC.id)];
    const parties = { client: client.token, supplier: supplier.token };
    // Workers are named under the accepted contract (§ 1 (1) sentence 6 AÜG).
    const unaccepted = await api.call(`/awards/${a}/workers`, { method: 'PUT', token: supplier.token, json: { workerIds: [anna], formerEmployeeIds: [] } });
    expect([unaccepted.status, unaccepted.body.code]).toEqual([409, 'CONTRACT_INCOMPLETE']);
    for (const award of [a, b, c]) await acceptContract(api, award!, parties);

    // Resource work cannot start without its named workers.
    const early = await post(`/awards/${a}/start`, supplier.token);
    expect([early.status, early.body.code]).toEqual([400, 'WORKERS_REQUIRED']);
    expect(early.body.message).toMatch(/benennen/);

    const named = await api.call<AwardResponse>(`/awards/${a}/workers`, {
      method: 'PUT',
      token: supplier.token,
      json: { workerIds: [anna], formerEmployeeIds: [] },
    });
    expect(named.status).toBe(200);
    expect(named.body.data!.workers.map((w) => w.fullName)).toEqual(['Anna Schmidt']);
    const clash = await api.call(`/awards/${b}/workers`, {
      method: 'PUT',
      token: supplier.token,
      json: { workerIds: [anna], formerEmployeeIds: [] },
    });
    expect([clash.status, clash.body.code]).toEqual([409, 'WORKER_BOOKED']);
    expect(clash.body.message).toContain('Anna Schmidt');
    expect(
      (
        await api.call(`/awards/${b}/workers`, {
          method: 'PUT',
          token: supplier.token,
          json: { workerIds: [ben], formerEmployeeIds: [] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.call(`/awards/${c}/workers`, {
          method: 'PUT',
          token: supplier.token,
          json: { workerIds: [anna], formerEmployeeIds: [] },
        })
      ).status,
    ).toBe(200);
    // Resource jobs need exactly their slots; another team's worker is unknown.
    const two = await api.call(`/awards/${c}/workers`, {
      method: 'PUT',
      token: supplier.token,
      json: { workerIds: [anna, ben], formerEmployeeIds: [] },
    });
    expect(two.status).toBe(400);
    expect(two.body.errors).toEqual({ workerIds: ['Bitte benennen Sie genau 1 Mitarbeiter.'] });
    const stranger = await account('supplier');
    expect(
      (
        await api.call(`/awards/${c}/workers`, {
          method: 'PUT',
          token: stranger.token,
          json: { workerIds: [anna], formerEmployeeIds: [] },
        })
      ).status,
    ).toBe(404);
    // Naming made a new version of the contract: the work starts once both accepted it.
    const unacceptedNaming = await post(`/awards/${a}/start`, supplier.token);
    expect([unacceptedNaming.status, unacceptedNaming.body.code]).toEqual([409, 'CONTRACT_AWAITS_BOTH']);
    expect((await acceptContract(api, a!, parties)).current.text).toContain('1. Anna Schmidt');
    expect((await post(`/awards/${a}/start`, supplier.token)).status).toBe(200);
  });

  it('runs the full path to approved with the job roll-up and a notification per step in each user’s language', async () => {
    const client = await account('client', 'en', 'Hoffmann Test Ltd');
    const supplier = await account('supplier', 'de', 'Krüger Test GmbH');
    const team = await createWorkers(db, supplier.id, 2);
    const job = await createJob(db, client.id, { workersNeeded: 2, title: 'Zwei Elektriker für Neubau' });

    const applied = await apply(supplier, job.id, team);
    expect(applied.status).toBe(201);
    const awarded = await post<AwardResponse>(`/applications/${applied.body.data!._id}/award`, client.token, {
      slots: 2,
    });
    expect(awarded.status).toBe(200);
    const awardId = awarded.body.data!._id;
    expect((await db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status).toBe('in_progress');
    const parties = { client: client.token, supplier: supplier.token };
    await acceptContract(api, awardId, parties);

    expect(
      (
        await api.call(`/awards/${awardId}/workers`, {
          method: 'PUT',
          token: supplier.token,
          json: { workerIds: team, formerEmployeeIds: [] },
        })
      ).status,
    ).toBe(200);
    const early = await post(`/awards/${awardId}/complete`, supplier.token);
    expect([early.status, early.body.code]).toEqual([409, 'AWARD_STATUS_CHANGED']);
    await acceptContract(api, awardId, parties);
    const started = await post<AwardResponse>(`/awards/${awardId}/start`, supplier.token);
    expect(started.status).toBe(200);
    expect(started.body.data!.startedAt).toEqual(expect.any(String));
    const approveRunning = await post(`/awards/${awardId}/approve`, client.token);
    expect([approveRunning.status, approveRunning.body.code]).toEqual([409, 'AWARD_STATUS_CHANGED']);
    expect((await post(`/awards/${awardId}/complete`, supplier.token)).status).toBe(200);
    const rejection = await post<AwardResponse>(`/awards/${awardId}/reject-completion`, client.token, {
      reason: 'Steckdosen fehlen',
    });
    expect(rejection.status).toBe(200);
    expect(rejection.body.data).toMatchObject({
      status: 'in_progress',
      completionRejectionReason: 'Steckdosen fehlen',
    });
    expect((await post(`/awards/${awardId}/reject-completion`, client.token, {})).status).toBe(400);
    expect((await post(`/awards/${awardId}/complete`, supplier.token)).status).toBe(200);
    expect((await post(`/awards/${awardId}/approve`, supplier.token)).status).toBe(403);
    const approved = await post<AwardResponse>(`/awards/${awardId}/approve`, client.token);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      feedback: { mine: null, theirs: null, canWrite: true },
    });
    expect((await db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.status).toBe('completed');
    const bookings = await db.select().from(awardWorkers).where(eq(awardWorkers.awardId, awardId));
    expect(bookings.map((b) => b.active)).toEqual([false, false]);

    // The contract's steps tell the other side (the staffing terms and each acceptance, the naming).
    const isContract = (n: { type: string }) => n.type.startsWith('contract');
    expect((await notificationsOf(client.id)).filter(isContract).map((n) => n.type)).toEqual(['contractAccepted', 'contractRevised', 'contractAccepted']);
    expect((await notificationsOf(supplier.id)).filter(isContract).map((n) => n.type)).toEqual(['contractRevised', 'contractAccepted', 'contractAccepted']);
    const clientNotes = (await notificationsOf(client.id)).filter((n) => !isContract(n));
    expect(clientNotes.map((n) => n.type)).toEqual([
      'applicationReceived',
      'workStarted',
      'workCompleted',
      'workCompleted',
    ]);
    expect(clientNotes[0]!.title).toBe('New application');
    expect(clientNotes[0]!.body).toContain('Krüger Test GmbH');
    const supplierNotes = (await notificationsOf(supplier.id)).filter((n) => !isContract(n));
    expect(supplierNotes.map((n) => [n.type, n.link])).toEqual([
      ['applicationAwarded', '/awarded-jobs'],
      ['completionRejected', '/awarded-jobs'],
      ['completionApproved', '/completed-jobs'],
    ]);
    expect(supplierNotes[0]!.title).toBe('Auftrag erhalten');
    expect(supplierNotes[1]!.body).toContain('Steckdosen fehlen');

    const clientList = await get<AwardListResponse>(
      `/awards?status[]=approved&jobId=${job.id}`,
      client.token,
    );
    expect(clientList.body.data).toMatchObject({ total: 1 });
    expect(clientList.body.data!.items[0]!.supplier.companyName).toBe('Krüger Test GmbH');
    expect((await get<AwardListResponse>('/awards?status=approved', supplier.token)).body.data!.total).toBe(
      1,
    );
    const stranger = await account('client');
    expect((await get<AwardListResponse>(`/awards?jobId=${job.id}`, stranger.token)).body.data!.total).toBe(
      0,
    );
    expect((await get(`/awards/${awardId}`, stranger.token)).status).toBe(404);

    // Feedback (written by the engagement module): the other side's shows once both have written.
    await db.insert(feedback).values({
      awardId,
      authorId: supplier.id,
      authorRole: 'supplier',
      targetId: client.id,
      rating: 5,
      comment: 'Klare Absprachen.',
    });
    const before = await get<AwardResponse>(`/awards/${awardId}`, client.token);
    expect(before.body.data!.feedback).toEqual({ mine: null, theirs: null, canWrite: true });
    await db.insert(feedback).values({
      awardId,
      authorId: client.id,
      authorRole: 'client',
      targetId: supplier.id,
      rating: 4,
      comment: 'Good work.',
    });
    const after = await get<AwardResponse>(`/awards/${awardId}`, client.token);
    expect(after.body.data!.feedback).toMatchObject({
      mine: { rating: 4, authorRole: 'client' },
      theirs: { rating: 5, authorRole: 'supplier', authorName: 'Krüger Test GmbH', jobTitle: job.title },
      canWrite: false,
    });
    const details = await get<SupplierDetailsResponse>(
      `/jobs/${job.id}/suppliers/${supplier.id}`,
      client.token,
    );
    expect(details.body.data!.supplier.rating).toEqual({ average: 4, count: 1 });
    expect(details.body.data!.supplier.feedback.map((f) => f.comment)).toEqual(['Good work.']);
  });
});

describe('demo seed', () => {
  it('gives the demo supplier a pending application, fixed-price work and staffing in progress, once', async () => {
    const supplierId = await userIdByEmail(db, DEMO_ACCOUNTS.supplier);
    // The demo seed (jobs, team, then awards) already ran when the test api started; again adds nothing.
    expect(await seedAwards(db)).toBe('awards already seeded');

    const mine = await db.select().from(applications).where(eq(applications.supplierId, supplierId));
    expect(mine.map((a) => a.status).sort()).toEqual(['awarded', 'awarded', 'pending']);
    const running = await db
      .select({ job: jobs, slots: awards.slots })
      .from(awards)
      .innerJoin(jobs, eq(jobs.id, awards.jobId))
      .where(and(eq(awards.supplierId, supplierId), eq(awards.status, 'in_progress')));
    expect(running.map((r) => r.job.type).sort()).toEqual(['fixedBudget', 'resource']);
    expect(running.find((r) => r.job.type === 'fixedBudget')?.job).toMatchObject({ status: 'in_progress', workersAwarded: 1 });
    // the staffing: both slots filled, under way since the job's first day
    expect(running.find((r) => r.job.type === 'resource')).toMatchObject({
      slots: 2,
      job: { title: STAFFING_JOB_TITLE, status: 'in_progress', workersAwarded: 2 },
    });
  });
});
