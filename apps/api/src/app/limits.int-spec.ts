/**
 * Limits that hit attackers, not offices, against real Redis, behind a trusted proxy
 * (TRUST_PROXY=127.0.0.1: the client address is the one X-Forwarded-For names).
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { DEMO_PASSWORD, type LoginResponse, type UserType } from '@fachwerk/shared/contracts';
import { UsersRepository } from '@fachwerk/server/db';
import { REDIS } from '../app/redis.module';
import { LOGIN_THROTTLE, LoginThrottle } from '../modules/auth/login-throttle';
import { PasswordHasher } from '../modules/auth/password-hasher';
import { startTestApi, type TestApi } from '../testing/test-api';

let addresses = 0;
/** A client address nobody used yet in this run. */
const newIp = () => {
  addresses += 1;
  return `198.51.${(addresses >> 8) & 255}.${addresses & 255}`;
};

let hash: Promise<string> | undefined;

/** A new approved, verified account with the demo password. */
async function newAccount(api: TestApi, userType: UserType = 'client'): Promise<string> {
  const email = `limits-${randomBytes(4).toString('hex')}@test.example`;
  await api.app.get(UsersRepository).ensure({
    userType,
    email,
    firstName: 'Lina',
    lastName: 'Limit',
    passwordHash: await (hash ??= new PasswordHasher().hash(DEMO_PASSWORD)),
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  return email;
}

const login = (api: TestApi, email: string, password: string, ip: string) =>
  api.call<LoginResponse>('/auth/login', {
    method: 'POST',
    json: { email, password, userType: 'client' },
    headers: { 'x-forwarded-for': ip, 'accept-language': 'en' },
  });

describe('login throttling per account and IP', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('loginlimits', { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: '100000' });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('25 failed logins for one account from one IP do not stop another account from logging in from that IP', async () => {
    const attacked = await newAccount(api);
    const colleague = await newAccount(api);
    const office = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const { status, headers } = await login(api, attacked, 'Falsch!2026', office);
      statuses.push(status);
      if (status === 429) expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Five free failures, then a growing delay: the attempts during it are refused before any password check.
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);

    const other = await login(api, colleague, DEMO_PASSWORD, office);
    expect(other.status).toBe(200);
    expect(other.body.data?.accessToken).toEqual(expect.any(String));
  }, 120_000);

  it('the owner of the attacked account still logs in: from another address at once, from the attacked one after the delay', async () => {
    const owner = await newAccount(api);
    const attacker = newIp();
    for (let i = 0; i < 25; i += 1) await login(api, owner, 'Falsch!2026', attacker);

    const waiting = await login(api, owner, DEMO_PASSWORD, attacker);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(waiting.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const retryAfter = Number(waiting.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);

    expect((await login(api, owner, DEMO_PASSWORD, newIp())).status).toBe(200);

    await sleep(retryAfter * 1000 + 200);
    expect((await login(api, owner, DEMO_PASSWORD, attacker)).status).toBe(200);
    // A loaded machine counts more of the 25 attempts as failures, so the delay may be longer.
  }, 180_000);

  it('an account attacked from many addresses slows each address down at once but never locks the owner out', async () => {
    const owner = await newAccount(api);
    for (let i = 0; i < LOGIN_THROTTLE.account.underAttackAfter; i += 1)
      expect((await login(api, owner, 'Falsch!2026', newIp())).status).toBe(401);
    // Under attack: an address without failures on the account is never refused for the account's sake.
    expect((await login(api, owner, DEMO_PASSWORD, newIp())).status).toBe(200);
    // And each further address gets one free failure, its second already starts a delay
    // (the app's throttle with a first delay of a minute, so the machine's speed does not matter).
    const throttle = new LoginThrottle(api.app.get<Redis>(REDIS), api.config, {
      ...LOGIN_THROTTLE,
      pair: { ...LOGIN_THROTTLE.pair, firstDelaySeconds: 60 },
    });
    const next = newIp();
    await throttle.failed(owner, next);
    await expect(throttle.assertAllowed(owner, next)).resolves.toBeUndefined();
    await throttle.failed(owner, next);
    await expect(throttle.assertAllowed(owner, next)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // An account not under attack keeps its five free failures per address.
    const calm = await newAccount(api);
    const typo = newIp();
    for (let i = 0; i < 5; i += 1) await throttle.failed(calm, typo);
    await expect(throttle.assertAllowed(calm, typo)).resolves.toBeUndefined();
    await throttle.failed(calm, typo);
    await expect(throttle.assertAllowed(calm, typo)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('one address failing on many accounts waits beyond its (higher) bar, for every account, other addresses do not', async () => {
    // The same throttle as the app's, with a bar of 3 instead of 100 failures per address.
    const throttle = new LoginThrottle(api.app.get<Redis>(REDIS), api.config, {
      ...LOGIN_THROTTLE,
      ip: { ...LOGIN_THROTTLE.ip, freeFailures: 3, firstDelaySeconds: 60 },
    });
    const stuffer = newIp();
    for (let i = 0; i < 3; i += 1) await throttle.failed(`nobody-${i}@test.example`, stuffer);
    await expect(throttle.assertAllowed('someone@test.example', stuffer)).resolves.toBeUndefined();
    await throttle.failed('nobody-3@test.example', stuffer);
    await expect(throttle.assertAllowed('someone@test.example', stuffer)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(throttle.assertAllowed('someone@test.example', newIp())).resolves.toBeUndefined();
  });
});

describe('request limits per user and per client IP', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('userlimits', {
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_ANONYMOUS_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '60000',
    });
  });

  afterAll(async () => {
    await api?.close();
  });

  const tokenOf = async (email: string) => (await login(api, email, DEMO_PASSWORD, newIp())).body.data!.accessToken;
  const me = (token: string | undefined, ip: string) =>
    api.call('/auth/me', { token, headers: { 'x-forwarded-for': ip, 'accept-language': 'en' } });

  it('a user over the limit does not hit a colleague at the same address (nor the guests of that address)', async () => {
    const [flooder, colleague] = [await tokenOf(await newAccount(api)), await tokenOf(await newAccount(api))];
    const office = newIp();
    for (let i = 0; i < 5; i += 1) expect((await me(flooder, office)).status).toBe(200);
    const refused = await me(flooder, office);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('5');

    const ok = await me(colleague, office);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('4');
    expect((await api.call('/content', { headers: { 'x-forwarded-for': office } })).status).toBe(200);
  });

  it('anonymous traffic is limited per client address; a forged token counts as anonymous', async () => {
    const guest = newIp();
    for (let i = 0; i < 5; i += 1) expect((await api.call('/content', { headers: { 'x-forwarded-for': guest } })).status).toBe(200);
    expect((await api.call('/content', { headers: { 'x-forwarded-for': guest } })).status).toBe(429);
    // A token with a made-up signature does not buy its own budget.
    const forged = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'someone-else', exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url')}.${Buffer.alloc(32).toString('base64url')}`;
    expect((await me(forged, guest)).status).toBe(429);
    expect((await api.call('/content', { headers: { 'x-forwarded-for': newIp() } })).status).toBe(200);
  });
});
