import { expect, request, type APIRequestContext } from '@playwright/test';
import {
  API_PATHS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type ChatSummary,
  type UserType,
} from '@fachwerk/shared/contracts';
import { CHAT_PATHS } from '@fachwerk/shared/contracts/chat';
import { API_URL } from '../support/e2e-env';
import { DemoApi } from './engagement.page';

/** Fixtures of the chat journeys (chat.e2e.ts, chat-admin.e2e.ts). */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A logged-in API client of a demo role (its own session, apart from the browsers'). */
export async function apiAs(
  role: UserType,
): Promise<{ api: APIRequestContext; id: string; call: <T>(path: string, body?: unknown) => Promise<T> }> {
  const api = await request.newContext();
  const login = await api.post(`${API_URL}${API_PATHS.auth.login}`, {
    data: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, userType: role },
  });
  expect(login.ok()).toBeTruthy();
  const { data } = (await login.json()) as { data: { accessToken: string; userData: { _id: string } } };
  const headers = { Authorization: `Bearer ${data.accessToken}`, 'Accept-Language': 'de' };
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const res =
      body === undefined
        ? await api.get(`${API_URL}${path}`, { headers })
        : await api.post(`${API_URL}${path}`, { headers, data: body });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
    return ((await res.json()) as { data: T }).data;
  };
  return { api, id: data.userData._id, call };
}

/** A job of the demo client, the demo supplier's application and the conversation the client starts. */
export async function conversation(title: string): Promise<string> {
  const clientApi = await DemoApi.as('client');
  const job = await clientApi.createOpenJob(title);
  await clientApi.dispose();
  const supplier = await apiAs('supplier');
  const worker = await supplier.call<{ _id: string }>(API_PATHS.workers.list, {
    fullName: `Chat Monteur ${unique()}`,
  });
  await supplier.call(API_PATHS.jobs.applications(job._id), {
    workerIds: [worker._id],
    price: 3500,
    message: 'Wir können starten.',
  });
  const client = await apiAs('client');
  const chat = await client.call<ChatSummary>(CHAT_PATHS.list, { jobId: job._id, supplierId: supplier.id });
  await supplier.api.dispose();
  await client.api.dispose();
  return chat._id;
}
