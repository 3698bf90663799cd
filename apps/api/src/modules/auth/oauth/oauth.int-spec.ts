import { DEMO_ACCOUNTS, type LoginResponse, type UserData } from '@fachwerk/shared/contracts';
import { startTestApi, type TestApi } from '../../../testing/test-api';
import { LocalOAuthProvider } from './local-oauth-provider';

const API_PUBLIC_URL = 'http://api.fachwerk.test';
const SHELL = 'http://localhost:4200';
let provider: LocalOAuthProvider;
let api: TestApi;

beforeAll(async () => {
  provider = await new LocalOAuthProvider({ 'google-client': 'google-secret', 'fb-client': 'fb-secret' }).start();
  api = await startTestApi('oauth', {
    API_PUBLIC_URL,
    PUBLIC_URL: SHELL,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_OAUTH_URL: provider.url,
    FACEBOOK_CLIENT_ID: 'fb-client',
    FACEBOOK_CLIENT_SECRET: 'fb-secret',
    FACEBOOK_OAUTH_URL: provider.url,
    FACEBOOK_GRAPH_URL: provider.url,
  });
});

afterAll(async () => {
  await api?.close();
  await provider?.stop();
});

const location = (response: Response) => new URL(response.headers.get('location') ?? 'missing:');

/** The browser's part: API start → provider (consent) → API callback; returns where the shell is sent. */
async function signIn(name: 'google' | 'facebook'): Promise<URL> {
  const start = await fetch(`${api.baseUrl}/api/v1/auth/oauth/${name}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const atProvider = await fetch(location(start), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = location(atProvider);
  // The callback URL is built from API_PUBLIC_URL; the test routes it to the API in-process.
  expect(callback.origin).toBe(API_PUBLIC_URL);
  return followCallback(callback);
}

async function followCallback(callback: URL): Promise<URL> {
  const back = await fetch(`${api.baseUrl}${callback.pathname}${callback.search}`, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const shell = location(back);
  expect(`${shell.origin}${shell.pathname}`).toBe(`${SHELL}/oauth/callback`);
  expect(shell.search).not.toMatch(/token/i);
  return shell;
}

const exchange = (code: string) => api.call<LoginResponse>('/auth/oauth/exchange', { method: 'POST', json: { code } });

describe('social sign-in against a local OAuth 2.0 / OpenID Connect provider', () => {
  it('lists the configured providers', async () => {
    const { status, body } = await api.call<{ providers: string[] }>('/auth/providers');
    expect(status).toBe(200);
    expect(body.data).toEqual({ providers: ['google', 'facebook'] });
  });

  it('redirects to the provider with client id, callback URL, scopes and a state', async () => {
    const start = await fetch(`${api.baseUrl}/api/v1/auth/oauth/google`, { redirect: 'manual' });
    const target = location(start);
    expect(`${target.origin}${target.pathname}`).toBe(`${provider.url}/authorize`);
    expect(target.searchParams.get('client_id')).toBe('google-client');
    expect(target.searchParams.get('redirect_uri')).toBe(`${API_PUBLIC_URL}/api/v1/auth/oauth/google/callback`);
    expect(target.searchParams.get('scope')).toContain('email');
    expect(target.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  });

  it('first sign-in: ticket → choose supplier → unapproved account that can log in again with Google', async () => {
    provider.user = { sub: 'g-100', email: 'Neu.Lieferant@example.test', emailVerified: true, givenName: 'Nora', familyName: 'Neumann' };
    const shell = await signIn('google');
    expect(shell.searchParams.get('provider')).toBe('google');
    const ticket = shell.searchParams.get('ticket')!;
    expect(ticket).toBeTruthy();
    expect(provider.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code', client_id: 'google-client' });

    const done = await api.call<LoginResponse>('/auth/oauth/complete', { method: 'POST', json: { ticket, userType: 'supplier' } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Ihr Konto ist nicht genehmigt. Bitte warten Sie auf die Genehmigung.');
    expect(done.body.data!.userData).toMatchObject({
      email: 'neu.lieferant@example.test',
      userType: 'supplier',
      firstName: 'Nora',
      lastName: 'Neumann',
      approvalStatus: 'pending',
    });
    const me = await api.call<UserData>('/auth/me', { token: done.body.data!.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data!.email).toBe('neu.lieferant@example.test');

    const replay = await api.call('/auth/oauth/complete', { method: 'POST', json: { ticket, userType: 'client' } });
    expect(replay.status).toBe(401);

    // Second sign-in: the account is known now, so the shell gets a one-time code.
    const again = await signIn('google');
    const code = again.searchParams.get('code')!;
    expect(again.searchParams.get('ticket')).toBeNull();
    const tokens = await exchange(code);
    expect(tokens.status).toBe(200);
    expect(tokens.body.data!.userData._id).toBe(done.body.data!.userData._id);
    expect((await exchange(code)).status).toBe(401);

    // The account has no password: password login with anything fails.
    const login = await api.call('/auth/login', { method: 'POST', json: { email: 'neu.lieferant@example.test', password: '!oauth', userType: 'supplier' } });
    expect(login.status).toBe(401);
  });

  it('logs an existing account with the same verified e-mail in (Facebook)', async () => {
    provider.user = { sub: 'fb-7', email: DEMO_ACCOUNTS.client, emailVerified: true, givenName: 'X', familyName: 'Y' };
    const shell = await signIn('facebook');
    const tokens = await exchange(shell.searchParams.get('code')!);
    expect(tokens.status).toBe(200);
    expect(tokens.body.message).toBe('Anmeldung erfolgreich.');
    expect(tokens.body.data!.userData).toMatchObject({ email: DEMO_ACCOUNTS.client, userType: 'client', firstName: 'Markus' });
    expect(provider.tokenRequests.at(-1)).toMatchObject({ client_id: 'fb-client', client_secret: 'fb-secret' });
  });

  it('sends an account with a second factor (every admin) to the password login: social sign-in would skip the code', async () => {
    provider.user = { sub: 'g-2fa', email: DEMO_ACCOUNTS.admin, emailVerified: true, givenName: 'Katrin', familyName: 'Vogel' };
    expect((await signIn('google')).searchParams.get('error')).toBe('second_factor');
  });

  it('refuses an unverified e-mail, a forged or replayed state and a denied consent', async () => {
    provider.user = { sub: 'g-9', email: DEMO_ACCOUNTS.admin, emailVerified: false, givenName: 'A', familyName: 'B' };
    expect((await signIn('google')).searchParams.get('error')).toBe('email_unverified');

    provider.user = { sub: 'g-10', email: DEMO_ACCOUNTS.client, emailVerified: true, givenName: 'A', familyName: 'B' };
    const start = await fetch(`${api.baseUrl}/api/v1/auth/oauth/google`, { redirect: 'manual' });
    const callback = location(await fetch(location(start), { redirect: 'manual' }));
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state-value-123456');
    expect((await followCallback(forged)).searchParams.get('error')).toBe('failed');
    // The genuine state still works once, and only once.
    expect((await followCallback(callback)).searchParams.get('code')).toBeTruthy();
    expect((await followCallback(callback)).searchParams.get('error')).toBe('failed');

    const denied = new URL(`${API_PUBLIC_URL}/api/v1/auth/oauth/google/callback?error=access_denied`);
    expect((await followCallback(denied)).searchParams.get('error')).toBe('denied');
  });

  it('answers 404 for a provider that is not configured and 400 naming the field for bad input', async () => {
    const unknown = await fetch(`${api.baseUrl}/api/v1/auth/oauth/twitter`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    const bad = await api.call('/auth/oauth/complete', { method: 'POST', json: { ticket: 'x', userType: 'admin' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['userType']);
  });
});
