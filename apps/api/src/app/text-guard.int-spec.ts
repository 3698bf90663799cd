/**
 * The text guard (server/core text-guard.ts) at the edge: lone surrogates and noncharacters are a
 * 400 naming the field wherever text enters (JSON body, query, path, multipart file name), before
 * anything is written; the public sign-up among them (it gave 500 before the guard).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { API_PATHS, DEMO_ACCOUNTS, DEMO_PASSWORD, type ApiEnvelope, type LoginResponse } from '@fachwerk/shared/contracts';
import { DB, type Db } from '@fachwerk/server/db';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi('textguard', { RATE_LIMIT_MAX: '100000' });
  const { body } = await api.call<LoginResponse>(API_PATHS.auth.login, { method: 'POST', json: { email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD, userType: 'client' } });
  token = body.data!.accessToken;
});

afterAll(async () => {
  await api?.close();
});

/** Sends a JSON text as is (JSON.stringify writes a lone surrogate as the escape `\ud800`). */
const raw = async (path: string, init: { method?: string; body?: string; contentType?: string; language?: string } = {}) => {
  const response = await fetch(`${api.baseUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': init.language ?? 'de',
      ...(init.contentType ? { 'content-type': init.contentType } : {}),
    },
    body: init.body,
  });
  return { status: response.status, body: (await response.json()) as ApiEnvelope };
};

const signup = (overrides: Record<string, unknown>) => ({
  companyName: 'Wächter Bau GmbH',
  vat: 'DE123456789',
  contactPerson: [{ name: 'Eva Wächter' }],
  firstName: 'Eva',
  lastName: 'Wächter',
  phoneNumber: '221 1234567',
  email: `guard-${randomUUID()}@test.example`,
  address: 'Domkloster 4, 50667 Köln',
  password: 'Sicher!2026ab',
  password_confirmation: 'Sicher!2026ab',
  termAndCondition: true,
  ...overrides,
});

const users = async () => Number((await api.app.get<Db>(DB).execute<{ n: string }>(sql`SELECT count(*) AS n FROM users`)).rows[0]!.n);

describe('the text guard', () => {
  it.each([
    ['a lone high surrogate', 'companyName', { companyName: 'Evil\ud800 GmbH' }],
    ['a lone low surrogate in a nested field', 'contactPerson.0.name', { contactPerson: [{ name: '\udc00Eva' }] }],
    ['U+FFFF', 'lastName', { lastName: 'Wächter\uffff' }],
    ['U+FFFE', 'address', { address: '\ufffeDomkloster 4' }],
    ['U+FDD0', 'firstName', { firstName: 'E\ufdd0va' }],
  ])('refuses %s in the public sign-up with a 400 naming %s, and creates no account', async (_what, field, overrides) => {
    const before = await users();
    const { status, body } = await raw(API_PATHS.auth.signup('client'), { method: 'POST', body: JSON.stringify(signup(overrides)), contentType: 'application/json' });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    expect(body.errors?.[field]?.[0]).toContain('U+FFFF');
    expect(await users()).toBe(before);
  });

  it('answers in the request language', async () => {
    const { body } = await raw(API_PATHS.auth.signup('client'), { method: 'POST', body: JSON.stringify(signup({ firstName: '\ud800' })), contentType: 'application/json', language: 'en' });
    expect(body.errors?.['firstName']?.[0]).toMatch(/^The .+ contains characters that are not text \(lone surrogates or noncharacters such as U\+FFFF\)\.$/);
  });

  it('refuses a noncharacter in a query parameter and in a path parameter', async () => {
    const query = await raw(`/jobs?q=${encodeURIComponent('Maurer\uffff')}`);
    expect(query.status).toBe(400);
    expect(Object.keys(query.body.errors ?? {})).toEqual(['q']);
    const path = await raw(`/jobs/${encodeURIComponent('\ufdef')}`);
    expect(path.status).toBe(400);
    expect(Object.keys(path.body.errors ?? {})).toEqual(['id']);
  });

  it('refuses a noncharacter in a multipart file name, naming the upload field', async () => {
    const boundary = 'textguardboundary';
    const body = [`--${boundary}`, `Content-Disposition: form-data; name="images"; filename="liste\ufffe.csv"`, 'Content-Type: text/csv', '', 'name;stunden', `--${boundary}--`, ''].join('\r\n');
    const uploads = async () => Number((await api.app.get<Db>(DB).execute<{ n: string }>(sql`SELECT count(*) AS n FROM uploads`)).rows[0]!.n);
    const before = await uploads();
    const answer = await raw('/uploads?slot=general', { method: 'POST', body, contentType: `multipart/form-data; boundary=${boundary}` });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['images']);
    expect(await uploads()).toBe(before);
  });

  it('lets ordinary text through: umlauts, typographic quotes, emoji', async () => {
    const { status } = await raw(`/jobs?q=${encodeURIComponent('Müller „Bau“ 👷')}`);
    expect(status).toBe(200);
  });
});
