import { expect, request, type APIRequestContext } from '@playwright/test';
import { API_PATHS, DEMO_ACCOUNTS, DEMO_PASSWORD, type UserType } from '@fachwerk/shared/contracts';
import { API_URL } from '../support/e2e-env';
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
  await clientSession.api.dispose();
  const award = (
    (await (
      await supplier.api.get(`${API_URL}${API_PATHS.awards.list}?jobId=${job._id}`, {
        headers: supplier.headers,
      })
    ).json()) as {
      data: { items: { _id: string; client: { _id: string }; supplier: { _id: string } }[] };
    }
  ).data.items[0]!;
  await send(supplier, 'put', API_PATHS.awards.workers(award._id), { workerIds });
  await send(supplier, 'post', API_PATHS.awards.start(award._id), {});
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
