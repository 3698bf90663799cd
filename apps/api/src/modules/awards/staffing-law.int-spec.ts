/**
 * The staffing rules of the law at the routes that post jobs and applications: the minimum wage
 * (MiLoG) bounds a resource job's hourly budget and an application's hourly price for the period of
 * the work; fixed-price work is not hourly and is not checked.
 */
import { type ApplicationResponse, type JobRequest, type JobResponse } from '@fachwerk/shared/contracts';
import { DB, services, type Db } from '@fachwerk/server/db';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { createJob, createWorkers } from '../../testing/marketplace-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
let db: Db;
let client: TestAccount;
let englishSupplier: TestAccount;
let serviceId: string;

beforeAll(async () => {
  api = await startTestApi('staffing-law', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  client = await approvedAccount(api, 'client', { prefix: 'law' });
  englishSupplier = await approvedAccount(api, 'supplier', { prefix: 'law', language: 'en' });
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  serviceId = service!.id;
});

afterAll(async () => {
  await api?.close();
});

const jobRequest = (overrides: Partial<JobRequest> = {}): JobRequest => ({
  type: 'resource',
  title: 'Lagerhelfer für die Inventur',
  serviceId,
  startDate: '2027-01-01',
  endDate: '2027-01-31',
  hours: 40,
  workersNeeded: 1,
  accommodation: false,
  budgetMin: 1460,
  budgetMax: 2000,
  location: { address: 'Domkloster 4, 50667 Köln', state: 'Nordrhein-Westfalen' },
  description: '<p>Inventur</p>',
  experience: 'Fresher',
  ...overrides,
});

const postJob = (json: JobRequest, token = client.token, language?: string) =>
  api.call<JobResponse>('/jobs', { method: 'POST', token, json, ...(language ? { headers: { 'accept-language': language } } : {}) });

describe('minimum wage (MiLoG)', () => {
  it('refuses a resource job whose minimum budget is below the minimum wage of its period, naming the field', async () => {
    // 14.59 €/h in January 2027 (14.60 € from 1 January 2027)
    const low = await postJob(jobRequest({ budgetMin: 1459 }));
    expect(low.status).toBe(400);
    expect(low.body.errors).toEqual({
      budgetMin: ['Mindestpreis liegt unter dem gesetzlichen Mindestlohn für den Zeitraum der Arbeit (§ 1 MiLoG).'],
    });
    // 13.90 €/h is enough for work ending on 31 December 2026 …
    const lastDay2026 = await postJob(jobRequest({ budgetMin: 1390, startDate: '2026-12-31', endDate: '2026-12-31' }));
    expect(lastDay2026.status).toBe(201);
    // … but not for work reaching into 2027, nor for an open end
    const intoNewYear = await postJob(jobRequest({ budgetMin: 1390, startDate: '2026-12-31', endDate: '2027-01-01' }));
    expect(intoNewYear.status).toBe(400);
    const { endDate: _none, ...openEnded } = jobRequest({ budgetMin: 1390, startDate: '2026-12-31' });
    expect((await postJob(openEnded)).status).toBe(400);
    expect((await postJob(jobRequest({ budgetMin: 1460 }))).status).toBe(201);
  });

  it('does not check fixed-price jobs', async () => {
    const fixed = await postJob(jobRequest({ type: 'fixedBudget', budgetMin: 100, budgetMax: 200, workersNeeded: 1 }));
    expect(fixed.status).toBe(201);
  });

  it('checks an edit against the stored job (the dates, the type) and writes nothing when refused', async () => {
    const created = await postJob(jobRequest({ budgetMin: 1500 }));
    const id = created.body.data!._id;
    const patch = await api.call<JobResponse>(`/jobs/${id}`, {
      method: 'PATCH',
      token: client.token,
      json: { budgetMin: 1400 },
      headers: { 'accept-language': 'en' },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.errors).toEqual({
      budgetMin: ['The minimum price is below the statutory minimum wage for the period of the work (§ 1 MiLoG).'],
    });
    const stored = await api.call<JobResponse>(`/jobs/${id}`, { token: client.token });
    expect(stored.body.data!.budgetMin).toBe(1500);
  });

  it("refuses an application's hourly price below the minimum wage of the job's period", async () => {
    const job = await createJob(db, client.id, { startDate: '2027-01-01', endDate: '2027-02-28', workersNeeded: 1 });
    const [worker] = await createWorkers(db, englishSupplier.id, 1);
    const apply = (price: number) =>
      api.call<ApplicationResponse>(`/jobs/${job.id}/applications`, {
        method: 'POST',
        token: englishSupplier.token,
        json: { workerIds: [worker], price, message: 'Ready.' },
        headers: { 'accept-language': 'en' },
      });
    const low = await apply(1390);
    expect(low.status).toBe(400);
    expect(low.body.errors).toEqual({ price: ['The price is below the statutory minimum wage for the period of the work (§ 1 MiLoG).'] });
    expect((await apply(1460)).status).toBe(201);
  });
});
