/**
 * The construction ban of § 1b AÜG at the routes: clients state their industry (registration, own
 * profile, admin view); a resource job of a client in the main construction trade is refused at
 * posting, editing, publishing and awarding unless the client declares one of the exceptions for it;
 * fixed-price jobs and other industries are never checked; the declared exception is printed in the
 * lending contract.
 */
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  CONTRACT_PATHS,
  type AccountProfile,
  type ApplicationResponse,
  type AwardResponse,
  type ClientIndustry,
  type ContractResponse,
  type JobRequest,
  type JobResponse,
  type RegistrationResponse,
} from '@fachwerk/shared/contracts';
import { DB, services, users, type Db } from '@fachwerk/server/db';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { createJob, createWorkers } from '../../testing/marketplace-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';

jest.setTimeout(120_000);

let api: TestApi;
let db: Db;
let serviceId: string;

beforeAll(async () => {
  api = await startTestApi('construction', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  serviceId = service!.id;
}, 300_000);

afterAll(async () => {
  await api?.close();
});

const call = <T = unknown>(path: string, token: string | undefined, method = 'GET', json?: unknown, language?: string) =>
  api.call<T>(path, {
    method,
    ...(token ? { token } : {}),
    ...(json === undefined ? {} : { json }),
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

async function clientIn(industry: ClientIndustry | null): Promise<TestAccount> {
  const client = await approvedAccount(api, 'client', { prefix: 'construction' });
  await db.update(users).set({ industry }).where(eq(users.id, client.id));
  return client;
}

const jobRequest = (overrides: Partial<JobRequest> = {}): JobRequest => ({
  type: 'resource',
  title: 'Maurer für den Rohbau',
  serviceId,
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  hours: 40,
  workersNeeded: 1,
  accommodation: false,
  budgetMin: 3000,
  budgetMax: 4000,
  location: { address: 'Domkloster 4, 50667 Köln', state: 'Nordrhein-Westfalen' },
  description: '<p>Mauerwerk im Rohbau</p>',
  experience: 'Medium',
  ...overrides,
});

describe('the client’s industry', () => {
  it('is stated at registration and shown in the own profile and to admins', async () => {
    const email = `construction-signup-${Date.now()}@fachwerk.test`;
    const signup = await call<RegistrationResponse>('/auth/signup/client', undefined, 'POST', {
      companyName: 'Kuhn Hochbau GmbH',
      vat: 'DE111222333',
      contactPerson: [{ name: 'Greta Kuhn' }],
      firstName: 'Greta',
      lastName: 'Kuhn',
      phoneNumber: '221 1234567',
      email,
      address: 'Domkloster 4, 50667 Köln',
      password: 'Tragwerk!Ost-7',
      password_confirmation: 'Tragwerk!Ost-7',
      termAndCondition: true,
      industry: 'constructionMain',
    });
    expect(signup.status).toBe(201);
    const admin = await approvedAccount(api, 'admin', { prefix: 'construction' });
    const shown = await call<AccountProfile>(`/admin/accounts/${signup.body.data!.userId}`, admin.token);
    expect(shown.status).toBe(200);
    expect(shown.body.data!.industry).toBe('constructionMain');
  });

  it('is changed and cleared in the own profile; an unknown value is a 400 naming the field', async () => {
    const client = await clientIn(null);
    expect((await call<AccountProfile>('/accounts/me', client.token)).body.data!.industry).toBeNull();
    const set = await call<AccountProfile>('/accounts/me', client.token, 'PATCH', { industry: 'logistics' });
    expect([set.status, set.body.data!.industry]).toEqual([200, 'logistics']);
    const bad = await call<AccountProfile>('/accounts/me', client.token, 'PATCH', { industry: 'mining' }, 'en');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['industry']);
    const cleared = await call<AccountProfile>('/accounts/me', client.token, 'PATCH', { industry: null });
    expect([cleared.status, cleared.body.data!.industry]).toEqual([200, null]);
  });

  it('is not a supplier field', async () => {
    const supplier = await approvedAccount(api, 'supplier', { prefix: 'construction' });
    const answer = await call('/accounts/me', supplier.token, 'PATCH', { industry: 'constructionMain' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['industry']);
  });
});

describe('resource jobs of main-construction clients (§ 1b AÜG)', () => {
  let builder: TestAccount;

  beforeAll(async () => {
    builder = await clientIn('constructionMain');
  });

  it('are refused without a declared exception: 422 naming the field, in German and English', async () => {
    const de = await call<JobResponse>('/jobs', builder.token, 'POST', jobRequest());
    expect([de.status, de.body.code]).toEqual([422, 'CONSTRUCTION_LENDING_BANNED']);
    expect(de.body.message).toContain('§ 1b AÜG');
    expect(de.body.errors).toEqual({
      constructionException: [expect.stringContaining('Bitte wählen Sie die Ausnahme nach § 1b AÜG')],
    });
    const en = await call<JobResponse>('/jobs', builder.token, 'POST', jobRequest(), 'en');
    expect(en.status).toBe(422);
    expect(en.body.message).toContain('main construction trade');
    expect(en.body.errors).toEqual({ constructionException: [expect.stringContaining('exception under § 1b AÜG')] });
    const mine = await call<{ items: JobResponse[] }>('/jobs/mine', builder.token);
    expect(mine.body.data?.items ?? []).toHaveLength(0);
  });

  it('are posted with an exception, which the job shows to client and supplier', async () => {
    const created = await call<JobResponse>('/jobs', builder.token, 'POST', jobRequest({ constructionException: 'sameFrameworkAgreements' }));
    expect(created.status).toBe(201);
    expect(created.body.data!.constructionException).toBe('sameFrameworkAgreements');
    const supplier = await approvedAccount(api, 'supplier', { prefix: 'construction' });
    const seen = await call<JobResponse>(`/jobs/${created.body.data!._id}`, supplier.token);
    expect([seen.status, seen.body.data!.constructionException]).toEqual([200, 'sameFrameworkAgreements']);
  });

  it('an edit that clears the exception is refused and writes nothing; a bad value is a 400 naming the field', async () => {
    const created = await call<JobResponse>('/jobs', builder.token, 'POST', jobRequest({ constructionException: 'notManualWork' }));
    const id = created.body.data!._id;
    const cleared = await call(`/jobs/${id}`, builder.token, 'PATCH', { constructionException: null, title: 'Maurer für den Rohbau, neu' });
    expect([cleared.status, cleared.body.code]).toEqual([422, 'CONSTRUCTION_LENDING_BANNED']);
    const bad = await call(`/jobs/${id}`, builder.token, 'PATCH', { constructionException: 'becauseWeSaySo' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['constructionException']);
    const stored = await call<JobResponse>(`/jobs/${id}`, builder.token);
    expect(stored.body.data).toMatchObject({ title: 'Maurer für den Rohbau', constructionException: 'notManualWork' });
  });

  it('fixed-price jobs are not checked (a Werkvertrag is no lending) and keep no exception', async () => {
    const fixed = await call<JobResponse>('/jobs', builder.token, 'POST', jobRequest({ type: 'fixedBudget', budgetMin: 500_000, budgetMax: 700_000 }));
    expect([fixed.status, fixed.body.data!.constructionException]).toEqual([201, null]);
    // turning it into a resource job needs the exception
    const turned = await call(`/jobs/${fixed.body.data!._id}`, builder.token, 'PATCH', { type: 'resource', budgetMin: 3000, budgetMax: 4000 });
    expect(turned.status).toBe(422);
  });

  it('clients of other industries, or without one, are not checked', async () => {
    for (const industry of ['constructionFinishing', 'logistics', null] as const) {
      const other = await clientIn(industry);
      const created = await call<JobResponse>('/jobs', other.token, 'POST', jobRequest({ constructionException: 'notManualWork' }));
      expect([industry, created.status, created.body.data!.constructionException]).toEqual([industry, 201, null]);
    }
  });

  it('a draft is not published once the client’s industry makes it banned', async () => {
    const client = await clientIn(null);
    const draft = await call<JobResponse>('/jobs', client.token, 'POST', jobRequest({ draft: true }));
    expect(draft.status).toBe(201);
    await db.update(users).set({ industry: 'constructionMain' }).where(eq(users.id, client.id));
    const publish = await call(`/jobs/${draft.body.data!._id}/publish`, client.token, 'POST');
    expect([publish.status, publish.body.code]).toEqual([422, 'CONSTRUCTION_LENDING_BANNED']);
  });
});

describe('awarding and the lending contract', () => {
  async function application(clientId: string, constructionException: JobRequest['constructionException']) {
    const supplier = await approvedAccount(api, 'supplier', { prefix: 'construction' });
    const team = await createWorkers(db, supplier.id, 1);
    const job = await createJob(db, clientId, { workersNeeded: 1, constructionException: constructionException ?? null });
    const applied = await call<ApplicationResponse>(`/jobs/${job.id}/applications`, supplier.token, 'POST', { workerIds: team, price: 3200, message: 'Bereit.' });
    expect(applied.status).toBe(201);
    return { supplier, job, applicationId: applied.body.data!._id };
  }

  it('an award is refused while the job lacks the exception, and goes through once it is declared', async () => {
    // the client stated its industry after posting the job
    const client = await clientIn(null);
    const { job, applicationId } = await application(client.id, null);
    await db.update(users).set({ industry: 'constructionMain' }).where(eq(users.id, client.id));
    const refused = await call(`/applications/${applicationId}/award`, client.token, 'POST', {});
    expect([refused.status, refused.body.code]).toEqual([422, 'CONSTRUCTION_LENDING_BANNED']);
    expect((await call(`/jobs/${job.id}`, client.token, 'PATCH', { constructionException: 'collectiveAgreement' })).status).toBe(200);
    const awarded = await call<AwardResponse>(`/applications/${applicationId}/award`, client.token, 'POST', {});
    expect(awarded.status).toBe(200);
  });

  it('the declared exception is printed in the Arbeitnehmerüberlassungsvertrag', async () => {
    const client = await clientIn('constructionMain');
    const { supplier, applicationId } = await application(client.id, 'sameFrameworkAgreements');
    const awarded = await call<AwardResponse>(`/applications/${applicationId}/award`, client.token, 'POST', {});
    expect(awarded.status).toBe(200);
    const contract = await call<ContractResponse>(CONTRACT_PATHS.one(awarded.body.data!._id), supplier.token);
    expect(contract.status).toBe(200);
    expect(contract.body.data!.current.text).toContain('§ 9 Baugewerbe (§ 1b AÜG), Erklärung des Entleihers');
    expect(contract.body.data!.current.text).toContain('seit mindestens drei Jahren von denselben Rahmen- und Sozialkassentarifverträgen erfasst');
  });

  it('a contract without a declared exception has no construction clause', async () => {
    const client = await clientIn('logistics');
    const { supplier, applicationId } = await application(client.id, null);
    const awarded = await call<AwardResponse>(`/applications/${applicationId}/award`, client.token, 'POST', {});
    const contract = await call<ContractResponse>(CONTRACT_PATHS.one(awarded.body.data!._id), supplier.token);
    expect(contract.body.data!.current.text).not.toContain('§ 1b AÜG');
  });
});
