import { request as httpRequest } from 'node:http';
import { registeredRoutes } from '../authz/route-table';
import { sql } from 'drizzle-orm';
import { JwtService } from '@nestjs/jwt';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  NOT_APPROVED_MESSAGE_DE,
  type CommonContent,
  type LoginResponse,
  type UserData,
} from '@fachwerk/shared/contracts';
import { DB, type Db } from '@fachwerk/server/db';
import { ContentService } from '../modules/cms/content.service';
import { startTestApi, type TestApi } from '../testing/test-api';
import { login as loginWithSecondFactor } from '../testing/second-factor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi('core');
});

afterAll(async () => {
  await api?.close();
});

const login = async (role: keyof typeof DEMO_ACCOUNTS, password = DEMO_PASSWORD) =>
  loginWithSecondFactor(api.call, { email: DEMO_ACCOUNTS[role], password, userType: role });

describe('health', () => {
  it('reports database, Redis and queue up with 200', async () => {
    const { status, body } = await api.call('/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, data: { status: 'ok', checks: { database: 'up', redis: 'up', queue: 'up' } } });
  });

  it('answers liveness without dependencies', async () => {
    const { status, body } = await api.call('/health/live');
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, message: 'Erfolgreich', data: { status: 'ok' } });
  });
});

describe('auth', () => {
  it('logs a seeded user in and returns them from /auth/me', async () => {
    const { status, body } = await login('client');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.message).toBe('Anmeldung erfolgreich.');
    expect(body.data?.userData).toMatchObject({ email: DEMO_ACCOUNTS.client, userType: 'client', approvalStatus: 'approved' });
    const me = await api.call<UserData>('/auth/me', { token: body.data!.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: DEMO_ACCOUNTS.client, firstName: 'Markus', lastName: 'Hoffmann' });
  });

  it('accepts the e-mail in any letter case', async () => {
    const { status } = await api.call('/auth/login', {
      method: 'POST',
      json: { email: 'CLIENT@Fachwerk.Test', password: DEMO_PASSWORD, userType: 'client' },
    });
    expect(status).toBe(200);
  });

  it('does not reveal whether an e-mail exists', async () => {
    const wrongPassword = await login('client', 'falsch-falsch');
    const unknown = await api.call('/auth/login', {
      method: 'POST',
      json: { email: 'niemand@fachwerk.test', password: DEMO_PASSWORD, userType: 'client' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.body.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.body.message).toBe(wrongPassword.body.message);
  });

  it('refuses requests without or with a forged token', async () => {
    const none = await api.call('/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ status: false, code: 'UNAUTHENTICATED', message: 'Bitte melden Sie sich an.' });
    const forged = await api.call('/auth/me', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' });
    expect(forged.status).toBe(401);
  });

  it('accepts access tokens signed with HS256 only: the same claims with another algorithm or unsigned are refused', async () => {
    const { accessToken } = (await login('client')).body.data!;
    const claims = new JwtService().decode<Record<string, unknown>>(accessToken);
    expect((await api.call('/auth/me', { token: accessToken })).status).toBe(200);
    const hs512 = await new JwtService().signAsync(claims, { secret: api.config.jwt.accessSecret, algorithm: 'HS512' });
    expect((await api.call('/auth/me', { token: hs512 })).status).toBe(401);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    expect((await api.call('/auth/me', { token: unsigned })).status).toBe(401);
  });

  it('marks every JSON answer as not to be stored by caches', async () => {
    const { accessToken } = (await login('client')).body.data!;
    expect((await api.call('/auth/me', { token: accessToken })).headers.get('cache-control')).toBe('no-store');
    expect((await api.call('/content')).headers.get('cache-control')).toBe('no-store');
    expect((await api.call('/auth/me')).headers.get('cache-control')).toBe('no-store');
  });

  it('does not support TRACE', async () => {
    // fetch refuses to send TRACE (a forbidden method); a raw HTTP client can
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${api.baseUrl}/api/v1/content`, { method: 'TRACE' }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(404);
  });

  it('rotates refresh tokens and revokes the whole session when a spent one is reused', async () => {
    const first = (await login('supplier')).body.data!;
    const rotated = await api.call<LoginResponse>('/auth/refresh', { method: 'POST', json: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    const second = rotated.body.data!;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await api.call('/auth/me', { token: second.accessToken })).status).toBe(200);

    const reuse = await api.call('/auth/refresh', { method: 'POST', json: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    // The family is revoked: the newest refresh token and the access token stop working too.
    expect((await api.call('/auth/refresh', { method: 'POST', json: { refreshToken: second.refreshToken } })).status).toBe(401);
    expect((await api.call('/auth/me', { token: second.accessToken })).status).toBe(401);
    // Another session of the same user is untouched.
    expect((await login('supplier')).status).toBe(200);
  });

  it('tells an expired access token apart from a missing one', async () => {
    const { userData, accessToken } = (await login('client')).body.data!;
    const { sid } = new JwtService().decode<{ sid: string }>(accessToken);
    const expired = await new JwtService().signAsync(
      { sub: userData._id, userType: 'client', sid, exp: Math.floor(Date.now() / 1000) - 60 },
      { secret: api.config.jwt.accessSecret },
    );
    const { status, body } = await api.call('/auth/me', { token: expired });
    expect(status).toBe(401);
    expect(body.code).toBe('TOKEN_EXPIRED');
  });

  it('logs an unapproved account in with the not-approved message (§8)', async () => {
    const db = api.app.get<Db>(DB);
    await db.execute(sql`UPDATE users SET approval_status = 'pending' WHERE email = ${DEMO_ACCOUNTS.supplier}`);
    try {
      const { status, body } = await login('supplier');
      expect(status).toBe(200);
      expect(body.status).toBe(true);
      expect(body.message).toBe(NOT_APPROVED_MESSAGE_DE);
      expect(body.code).toBe('ACCOUNT_NOT_APPROVED');
      expect(body.data?.userData.approvalStatus).toBe('pending');
    } finally {
      await db.execute(sql`UPDATE users SET approval_status = 'approved' WHERE email = ${DEMO_ACCOUNTS.supplier}`);
    }
  });

  it('ends access at once on logout', async () => {
    const { accessToken, refreshToken } = (await login('admin')).body.data!;
    const out = await api.call('/auth/logout', { method: 'POST', token: accessToken, headers: { 'accept-language': 'en' } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: true, message: 'You have been logged out.' });
    expect((await api.call('/auth/me', { token: accessToken })).status).toBe(401);
    expect((await api.call('/auth/refresh', { method: 'POST', json: { refreshToken } })).status).toBe(401);
  });
});

describe('errors and validation', () => {
  it('names the invalid fields in German by default and in English on request', async () => {
    const de = await api.call('/auth/login', { method: 'POST', json: { email: 'kein-at', userType: 'client' } });
    expect(de.status).toBe(400);
    expect(de.body.code).toBe('VALIDATION_FAILED');
    expect(de.body.errors).toEqual({
      email: ['Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.'],
      password: ['Das Feld Passwort ist erforderlich.'],
    });
    const en = await api.call('/auth/login', {
      method: 'POST',
      json: { email: 'a@b.de', password: 'x', userType: 'worker', role: 'admin' },
      headers: { 'accept-language': 'en-US,en;q=0.8' },
    });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('The input is invalid. Please check the marked fields.');
    expect(en.body.errors).toEqual({
      role: ['The field role is not allowed.'],
      userType: ['The user type must be one of: admin, client, supplier.'],
    });
  });

  it('validates query parameters too', async () => {
    const token = (await login('client')).body.data!.accessToken;
    const { status, body } = await api.call('/notifications?limit=500', { token, headers: { 'accept-language': 'en' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ limit: ['The limit may not be greater than 100.'] });
    // Bracket array format: `tags[]=a` arrives as the field `tags`.
    const bracket = await api.call('/notifications?tags[]=a&tags[]=b', { token, headers: { 'accept-language': 'en' } });
    expect(bracket.body.errors).toEqual({ tags: ['The field tags is not allowed.'] });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const { status, body, headers } = await api.call('/does-not-exist');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, code: 'ROUTE_NOT_FOUND', message: 'Die Adresse GET /api/v1/does-not-exist gibt es nicht.' });
    expect(body.requestId).toBe(headers.get('x-request-id'));
  });

  it('answers malformed JSON, a __proto__ body and an oversized body with 4xx envelopes', async () => {
    const bad = await api.call('/auth/login', { method: 'POST', rawBody: '{"email": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, code: 'INVALID_JSON', message: 'Der Anfrageinhalt ist kein gültiges JSON.' });
    const proto = await api.call('/auth/login', { method: 'POST', rawBody: '{"__proto__": {"isAdmin": true}}' });
    expect(proto.status).toBe(400);
    expect(proto.body.code).toBe('INVALID_JSON');
    expect(proto.body.message).toContain('__proto__');
    const big = await api.call('/auth/login', { method: 'POST', json: { email: 'x'.repeat(1_100_000) } });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers and the request id', async () => {
    const { headers } = await api.call('/health/live');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${api.baseUrl}/api/v1/auth/login`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('allows an origin on the allowlist', async () => {
    const response = await preflight('http://localhost:4200');
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
  });

  it('lets the web apps PATCH and DELETE (profile edits, account deletion, admin screens)', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const response = await fetch(`${api.baseUrl}/api/v1/accounts/me`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:4200', 'access-control-request-method': method },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-methods')).toContain(method);
    }
  });

  it('does not allow another origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents every route with its DTOs', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>>; components: { schemas: object } };
    // Every route the app registers is documented, with its method (path params as {name}).
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registered = registeredRoutes(api.app).map((route) => route.replace(/:(\w+)/g, '{$1}'));
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['LoginRequestDto', 'LoginResponseDto', 'UserDataDto', 'CommonContentDto', 'ErrorEnvelopeDto']),
    );
    const ui = await fetch(`${api.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });
});

describe('content', () => {
  it('serves CMS pages and catalogues in the request language', async () => {
    const de = await api.call<CommonContent & { execTime: number }>('/content');
    expect(de.status).toBe(200);
    expect(de.headers.get('content-type')).toContain('application/json');
    expect(de.body).toMatchObject({ status: true, message: 'Erfolgreich' });
    expect(typeof de.body.data!.execTime).toBe('number');
    const titles = de.body.data!.cmsList.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Impressum', 'Datenschutzerklärung', 'AGB']));
    expect(de.body.data!.cmsList.find((p) => p.slug === 'impressum')).toMatchObject({ isFooter: true, isHeader: false });
    expect(de.body.data!.serviceList.map((s) => s.name)).toContain('Elektroinstallation');
    const en = await api.call<CommonContent>('/content', { headers: { 'accept-language': 'en' } });
    expect(en.body.data!.cmsList.map((p) => p.title)).toContain('Privacy policy');
    expect(en.body.data!.skills.map((s) => s.name)).toContain('Forklift licence');
  });

  it('serves from the cache until the content is invalidated', async () => {
    await api.call('/content');
    const db = api.app.get<Db>(DB);
    await db.execute(sql`UPDATE skills SET name_de = 'Gabelstaplerschein' WHERE key = 'forklift'`);
    const cached = await api.call<CommonContent>('/content');
    expect(cached.body.data!.skills.map((s) => s.name)).toContain('Staplerschein');
    await api.app.get(ContentService).invalidate();
    const fresh = await api.call<CommonContent>('/content');
    expect(fresh.body.data!.skills.map((s) => s.name)).toContain('Gabelstaplerschein');
    expect(fresh.body.data!.skills.map((s) => s.name)).not.toContain('Staplerschein');
  });
});

describe('notifications', () => {
  it('lists the current user’s notifications paged and counts the unread ones', async () => {
    const token = (await login('client')).body.data!.accessToken;
    const list = await api.call<{ items: { title: string }[]; total: number; page: number; limit: number }>('/notifications?page=1&limit=10', {
      token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.data!.items[0]!.title).toBe('Willkommen bei Fachwerk');
    const unread = await api.call<{ count: number }>('/notifications/unread-count', { token });
    expect(unread.body.data).toEqual({ count: 1 });
    const admin = (await login('admin')).body.data!.accessToken;
    expect((await api.call<{ count: number }>('/notifications/unread-count', { token: admin })).body.data).toEqual({ count: 0 });
  });
});

describe('account deletion', () => {
  it('is refused for admins', async () => {
    const token = (await login('admin')).body.data!.accessToken;
    const { status, body } = await api.call('/accounts/me', { method: 'DELETE', token });
    expect(status).toBe(403);
    expect(body.code).toBe('FORBIDDEN');
  });

  it('anonymises the account, revokes its sessions and blocks later logins', async () => {
    const other = (await login('client')).body.data!;
    const token = (await login('client')).body.data!.accessToken;
    const { status, body } = await api.call('/accounts/me', { method: 'DELETE', token, json: { currentPassword: DEMO_PASSWORD } });
    expect(status).toBe(200);
    expect(body.message).toBe('Ihr Konto wurde gelöscht.');
    expect((await api.call('/auth/me', { token: other.accessToken })).status).toBe(401);
    expect((await api.call('/auth/refresh', { method: 'POST', json: { refreshToken: other.refreshToken } })).status).toBe(401);
    expect((await login('client')).body.code).toBe('INVALID_CREDENTIALS');
    const db = api.app.get<Db>(DB);
    const rows = await db.execute(sql`SELECT email, first_name, deleted_at FROM users WHERE email LIKE 'deleted-%'`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ first_name: '' });
  });
});
