import { expect, request, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import {
  API_PATHS,
  CONTRACT_PATHS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type AwardResponse,
  type ContractResponse,
  type JobRequest,
  type JobResponse,
  type UserType,
} from '@fachwerk/shared/contracts';
import { API_URL, E2E_DATABASE_URL } from '../support/e2e-env';
import { DemoApi } from './engagement.page';

/** Fixtures of the working-hours and invoice journeys (work-logs.e2e.ts, invoices.e2e.ts). */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
export const berlinToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
export const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export type Session = { api: APIRequestContext; headers: Record<string, string> };

/** An API session of a demo role. */
export async function session(role: UserType): Promise<Session> {
  const api = await request.newContext();
  const login = await api.post(`${API_URL}${API_PATHS.auth.login}`, {
    data: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, userType: role },
  });
  expect(login.ok()).toBeTruthy();
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { api, headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'de' } };
}

export async function send<T>(s: Session, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const res = await s.api[method](`${API_URL}${path}`, { headers: s.headers, data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** A GET of the API as `who`, its data. */
export async function read<T>(who: Session, path: string): Promise<T> {
  const res = await who.api.get(`${API_URL}${path}`, { headers: who.headers });
  expect(res.ok(), `GET ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** The first active entry of a public catalogue (services, skills, languages). */
export async function catalogueFirst(api: APIRequestContext, kind: 'services' | 'skills' | 'languages'): Promise<string> {
  const res = await api.get(`${API_URL}${API_PATHS.catalogue(kind)}`);
  expect(res.ok(), `GET ${kind}: ${res.status()}`).toBeTruthy();
  const data = ((await res.json()) as { data: { _id: string }[] | { items: { _id: string }[] } }).data;
  const items = Array.isArray(data) ? data : data.items;
  expect(items.length, `seeded ${kind}`).toBeGreaterThan(0);
  return items[0]!._id;
}

/** The agreed net price of the fixed-price work of `fixedPriceApplication` (6.500,00 €). */
export const FIXED_PRICE_CENTS = 650_000;

/**
 * A new fixed-price job of `client` and `supplier`'s application to it with a new worker at
 * `priceCents`, through the API; the award is the caller's (the API, or the client's dialog).
 */
export async function fixedPriceApplication(
  client: Session,
  supplier: Session,
  title: string,
  priceCents = FIXED_PRICE_CENTS,
): Promise<{ jobId: string; applicationId: string }> {
  const start = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const job: JobRequest = {
    type: 'fixedBudget',
    title,
    serviceId: await catalogueFirst(client.api, 'services'),
    startDate: start,
    hours: 40,
    workersNeeded: 1,
    skills: [await catalogueFirst(client.api, 'skills')],
    languages: [],
    accommodation: false,
    budgetMin: Math.min(500_000, priceCents),
    budgetMax: Math.max(800_000, priceCents),
    location: { address: 'Domkloster 4, 50667 Köln', city: 'Köln', postcode: '50667', state: 'Nordrhein-Westfalen' },
    description: '<p>Elektroinstallation einer Ladenfläche.</p>',
    experience: 'Medium',
  };
  const created = await send<JobResponse>(client, 'post', API_PATHS.jobs.list, job);
  const worker = await send<{ _id: string }>(supplier, 'post', API_PATHS.workers.list, { fullName: `Tomasz Kowal ${unique()}` });
  const application = await send<{ _id: string }>(supplier, 'post', API_PATHS.jobs.applications(created._id), {
    workerIds: [worker._id],
    price: priceCents,
    message: 'Wir übernehmen die Installation.',
  });
  return { jobId: created._id, applicationId: application._id };
}

/** The awarded work on `jobId`: both accept the contract and the supplier starts it (through the API). */
export async function startAwardOfJob(
  client: Session,
  supplier: Session,
  jobId: string,
): Promise<{ awardId: string; clientId: string; supplierId: string; clientName: string }> {
  const awards = await read<{ items: AwardResponse[] }>(supplier, `${API_PATHS.awards.list}?jobId=${jobId}`);
  const award = awards.items[0]!;
  await acceptContractAsBoth(client, supplier, award._id);
  const started = await send<AwardResponse>(supplier, 'post', API_PATHS.awards.start(award._id), {});
  expect(started.status).toBe('in_progress');
  return { awardId: award._id, clientId: award.client._id, supplierId: award.supplier._id, clientName: award.client.companyName };
}

/**
 * The journeys record hours of last week, and hours before the day the work started are refused: the
 * past cannot be made through the API, so the start is moved back in the database.
 */
async function startedDaysAgo(awardId: string, days: number): Promise<void> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE awards SET started_at = now() - make_interval(days => $2) WHERE id = $1`, [awardId, days]);
  } finally {
    await client.end();
  }
}

/** The client's staffing terms of the journeys' resource jobs (§ 12 (1) AÜG). */
export const JOURNEY_STAFFING_TERMS = {
  activity: 'Elektroinstallation im Neubau',
  qualification: 'Elektroniker/in für Energie- und Gebäudetechnik',
  workingConditions: '40 Stunden pro Woche, Montag bis Freitag',
  comparablePay: 2150,
};

/** The contract steps through the API: the client's staffing terms when missing, then both accept the current version. */
export async function acceptContractAsBoth(client: Session, supplier: Session, awardId: string): Promise<void> {
  const res = await client.api.get(`${API_URL}${CONTRACT_PATHS.one(awardId)}`, { headers: client.headers });
  let contract = ((await res.json()) as { data: ContractResponse }).data;
  if (contract.status === 'incomplete') contract = await send<ContractResponse>(client, 'put', CONTRACT_PATHS.staffingTerms(awardId), JOURNEY_STAFFING_TERMS);
  const accept = { version: contract.current.version, sha256: contract.current.sha256 };
  await send(client, 'post', CONTRACT_PATHS.accept(awardId), accept);
  await send(supplier, 'post', CONTRACT_PATHS.accept(awardId), accept);
}

/**
 * The contract steps of the demo parties' award on the job titled `title`, through the API (the
 * journeys that name workers and start in the browser).
 */
export async function acceptContractOfJob(title: string): Promise<void> {
  const [client, supplier] = [await session('client'), await session('supplier')];
  try {
    const res = await supplier.api.get(`${API_URL}${API_PATHS.awards.list}?status[]=awarded&status[]=in_progress&limit=100`, { headers: supplier.headers });
    const items = ((await res.json()) as { data: { items: { _id: string; job: { title: string } }[] } }).data.items;
    const award = items.find((item) => item.job.title === title);
    expect(award, `award of "${title}"`).toBeTruthy();
    await acceptContractAsBoth(client, supplier, award!._id);
  } finally {
    await client.api.dispose();
    await supplier.api.dispose();
  }
}

/**
 * Work in progress for the demo supplier on a new resource job of the demo client (42 €/h), with two
 * new workers (so no other journey's bookings get in the way): apply, award, name, start — via the API.
 */
export async function workInProgress(title: string, names: [string, string]) {
  const client = await DemoApi.as('client');
  const job = await client.createOpenJob(title);
  await client.dispose();
  const supplier = await session('supplier');
  const workerIds: string[] = [];
  for (const fullName of names)
    workerIds.push((await send<{ _id: string }>(supplier, 'post', API_PATHS.workers.list, { fullName }))._id);
  const application = await send<{ _id: string }>(supplier, 'post', API_PATHS.jobs.applications(job._id), {
    workerIds,
    price: 4200,
    message: 'Zwei Elektriker ab sofort.',
  });
  const clientSession = await session('client');
  await send(clientSession, 'post', API_PATHS.applications.award(application._id), { slots: 2 });
  const award = (
    (await (
      await supplier.api.get(`${API_URL}${API_PATHS.awards.list}?jobId=${job._id}`, {
        headers: supplier.headers,
      })
    ).json()) as {
      data: { items: { _id: string; client: { _id: string }; supplier: { _id: string } }[] };
    }
  ).data.items[0]!;
  // The contract is accepted before workers are named; naming them makes a version both accept again.
  await acceptContractAsBoth(clientSession, supplier, award._id);
  // § 8 (3) AÜG: none of them worked for the client in the last six months
  await send(supplier, 'put', API_PATHS.awards.workers(award._id), { workerIds, formerEmployeeIds: [] });
  await acceptContractAsBoth(clientSession, supplier, award._id);
  await clientSession.api.dispose();
  await send(supplier, 'post', API_PATHS.awards.start(award._id), {});
  await startedDaysAgo(award._id, 30);
  return {
    supplier,
    jobId: job._id,
    awardId: award._id,
    clientId: award.client._id,
    supplierId: award.supplier._id,
    workerIds,
    names,
  };
}
