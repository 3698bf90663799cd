/**
 * Logins under a flood from one address: neither a flood of anonymous requests nor a flood of failed
 * logins keeps the owner, with the right password and a current code of the second factor, from
 * logging in at that address; failed logins stay throttled per account and per address.
 */
import { randomBytes } from 'node:crypto';
import {
  API_PATHS,
  DEMO_PASSWORD,
  type LoginResponse,
  type TwoFactorChallenge,
  type TwoFactorSetup,
  type UserType,
} from '@fachwerk/shared/contracts';
import { TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';
import { UsersRepository } from '@fachwerk/server/db';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { freshTotpCode } from '../../testing/second-factor';
import { LOGIN_THROTTLE, LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';

let api: TestApi;
/** Codes of the second factor work once per 30-second step, so a test may wait for the next step. */
const LONG = 180_000;
let passwordHash: Promise<string>;

beforeAll(async () => {
  // A small per-address request budget, so a flood is a few dozen requests.
  api = await startTestApi('loginflood', { TRUST_PROXY: 'true', RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000' });
  passwordHash = new PasswordHasher().hash(DEMO_PASSWORD);
}, LONG);

afterAll(async () => {
  await api?.close();
});

let addresses = 0;
const newIp = () => `10.77.${(++addresses >> 8) & 255}.${addresses & 255}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const loginAt = (ip: string, body: Record<string, unknown>) =>
  api.call<LoginResponse | TwoFactorChallenge>(API_PATHS.auth.login, { method: 'POST', json: body, headers: from(ip) });

/** An approved client with a second factor (enrolled through the API from its own address); answers its secret. */
async function ownerWithSecondFactor(role: UserType = 'client') {
  const email = `flood-${role}-${randomBytes(4).toString('hex')}@fachwerk.test`;
  await api.app.get(UsersRepository).ensure({
    userType: role, email, firstName: 'Flora', lastName: 'Flut', passwordHash: await passwordHash, approvalStatus: 'approved', emailVerifiedAt: new Date(),
  });
  const home = newIp();
  const token = ((await loginAt(home, { email, password: DEMO_PASSWORD, userType: role })).body.data as LoginResponse).accessToken;
  const setup = await api.call<TwoFactorSetup>(TWO_FACTOR_PATHS.setup, { method: 'POST', token, json: { currentPassword: DEMO_PASSWORD }, headers: from(home) });
  const secret = setup.body.data!.manualKey.replace(/\s/g, '');
  const { code } = await freshTotpCode(secret);
  expect((await api.call(TWO_FACTOR_PATHS.enable, { method: 'POST', token, json: { code }, headers: from(home) })).status).toBe(200);
  return { email, role, secret, credentials: { email, password: DEMO_PASSWORD, userType: role } };
}

describe('an anonymous flood of requests from one address', () => {
  it('uses up the address’s request budget, but not its logins: password, then code, open the session', async () => {
    const owner = await ownerWithSecondFactor();
    const office = newIp();
    const flood = await Promise.all(Array.from({ length: 40 }, () => api.call('/faqs', { headers: from(office) })));
    expect(flood.filter((r) => r.status === 429).length).toBeGreaterThan(0);

    const first = await loginAt(office, owner.credentials);
    expect(first.body.code).toBe('TOTP_REQUIRED');
    const { challenge } = first.body.data as TwoFactorChallenge;
    const { code } = await freshTotpCode(owner.secret);
    const second = await api.call<LoginResponse>(TWO_FACTOR_PATHS.login, { method: 'POST', json: { challenge, code }, headers: from(office) });
    expect(second.status).toBe(200);
    expect(second.body.data!.accessToken).toBeTruthy();
    // The budget still holds for the address's other requests.
    expect((await api.call('/faqs', { headers: from(office) })).status).toBe(429);
  }, LONG);
});

describe('a flood of failed logins from one address', () => {
  it('slows the address down, yet the password with a current code logs the owner in at once; the password alone waits; a wrong code changes nothing', async () => {
    const owner = await ownerWithSecondFactor('supplier');
    const office = newIp();
    // Ten more failed logins (unknown addresses) than the address gets free, counted as the login
    // counts them (a hundred password hashes through HTTP would only make the test slow): the
    // address now waits 2^9 s, for every account.
    const throttle = api.app.get(LoginThrottle);
    for (let i = 0; i < LOGIN_THROTTLE.ip.freeFailures + 10; i++) await throttle.failed(`nobody-${i}-${randomBytes(3).toString('hex')}@fachwerk.test`, office);
    expect((await loginAt(office, { email: `nobody-${randomBytes(3).toString('hex')}@fachwerk.test`, password: 'Falsch!Passwort1', userType: 'client' })).status).toBe(429);
    const passwordOnly = await loginAt(office, owner.credentials);
    expect(passwordOnly.status).toBe(429);
    expect(passwordOnly.body.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });

    const { code } = await freshTotpCode(owner.secret);
    const wrongCode = await loginAt(office, { ...owner.credentials, code: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.status).toBe(429);
    expect(wrongCode.body.data).not.toHaveProperty('accessToken');
    const wrongPassword = await loginAt(office, { ...owner.credentials, password: 'Falsch!Passwort1', code: (await freshTotpCode(owner.secret)).code });
    expect(wrongPassword.status).toBe(429);
    expect(wrongPassword.body.data).not.toHaveProperty('accessToken');

    const both = await loginAt(office, { ...owner.credentials, code: (await freshTotpCode(owner.secret)).code });
    expect(both.status).toBe(200);
    const session = both.body.data as LoginResponse;
    expect(session.accessToken).toBeTruthy();
    expect((await api.call(API_PATHS.auth.me, { token: session.accessToken, headers: from(office) })).body.data).toMatchObject({ email: owner.email });

    // Elsewhere the same owner is not slowed at all.
    expect((await loginAt(newIp(), owner.credentials)).body.code).toBe('TOTP_REQUIRED');
  }, LONG);

  it('keeps throttling failures per account at one address: that pair waits, the account elsewhere and others at the address do not', async () => {
    const victim = await ownerWithSecondFactor();
    const bystander = await ownerWithSecondFactor();
    const office = newIp();
    for (let i = 0; i < LOGIN_THROTTLE.pair.freeFailures + 1; i++) await loginAt(office, { ...victim.credentials, password: 'Falsch!Passwort1' });
    expect((await loginAt(office, victim.credentials)).status).toBe(429);
    expect((await loginAt(office, bystander.credentials)).body.code).toBe('TOTP_REQUIRED');
    expect((await loginAt(newIp(), victim.credentials)).body.code).toBe('TOTP_REQUIRED');
    // The pair's wait is no obstacle to the owner with a code either.
    expect((await loginAt(office, { ...victim.credentials, code: (await freshTotpCode(victim.secret)).code })).status).toBe(200);
  }, LONG);
});
