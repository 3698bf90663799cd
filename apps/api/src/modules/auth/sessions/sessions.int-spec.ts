/**
 * Signed-in devices (ASVS 5.0 V7.5.2): the account lists its live sessions and, with the current
 * password again, ends one of them or every other one; ended sessions' tokens stop working at once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { API_PATHS, DEMO_PASSWORD, type ActiveSession, type EndSessionsResult, type LoginResponse } from '@fachwerk/shared/contracts';
import { auditLog, DB, sessions, UsersRepository, type Db } from '@fachwerk/server/db';
import { startTestApi, login, type TestApi } from '../../../testing/test-api';
import { PasswordHasher } from '../password-hasher';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let api: TestApi;
let db: Db;
let passwordHash: Promise<string>;

beforeAll(async () => {
  api = await startTestApi('sessions');
  db = api.app.get<Db>(DB);
  passwordHash = new PasswordHasher().hash(DEMO_PASSWORD);
}, 180_000);

afterAll(async () => {
  await api?.close();
});

/** A new approved client account (each test its own: re-authentications are counted per account). */
async function account(): Promise<{ id: string; email: string }> {
  const email = `devices-${randomBytes(4).toString('hex')}@test.example`;
  const user = await api.app.get(UsersRepository).ensure({
    userType: 'client',
    email,
    firstName: 'Greta',
    lastName: 'Kuhn',
    passwordHash: await passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  return { id: user.id, email };
}

const sidOf = (accessToken: string) => (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** A sign-in from a browser: its tokens and session id. */
async function signIn(email: string, userAgent = FIREFOX) {
  const { status, body } = await login(api.call, { email, password: DEMO_PASSWORD, userType: 'client' }, { headers: { 'user-agent': userAgent } });
  expect(status).toBe(200);
  const tokens = body.data as LoginResponse;
  return { ...tokens, sid: sidOf(tokens.accessToken) };
}

const list = (token: string) => api.call<ActiveSession[]>(API_PATHS.auth.sessions, { token });
const end = (token: string, id: string, currentPassword?: string) =>
  api.call<EndSessionsResult>(API_PATHS.auth.endSession(id), { method: 'POST', token, json: currentPassword === undefined ? {} : { currentPassword }, headers: { 'accept-language': 'en' } });
const endOthers = (token: string, currentPassword: string) =>
  api.call<EndSessionsResult>(API_PATHS.auth.endOtherSessions, { method: 'POST', token, json: { currentPassword } });
const me = (token: string) => api.call(API_PATHS.auth.me, { token });
const refresh = (refreshToken: string) => api.call<LoginResponse>(API_PATHS.auth.refresh, { method: 'POST', json: { refreshToken } });
const revokedOf = async (id: string) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

describe('signed-in devices: the list', () => {
  it('shows the live sessions after two logins, the caller’s own marked current, ended ones left out', async () => {
    const { email } = await account();
    const laptop = await signIn(email, FIREFOX);
    const phone = await signIn(email, IPHONE);
    const gone = await signIn(email, FIREFOX);
    expect((await api.call(API_PATHS.auth.logout, { method: 'POST', token: gone.accessToken })).status).toBe(200);

    const fromLaptop = await list(laptop.accessToken);
    expect(fromLaptop.status).toBe(200);
    const items = fromLaptop.body.data!;
    expect(items.map((s) => s._id).sort()).toEqual([laptop.sid, phone.sid].sort());
    const byId = new Map(items.map((s) => [s._id, s]));
    expect(byId.get(laptop.sid)).toMatchObject({ current: true, device: '(X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' });
    expect(byId.get(phone.sid)).toMatchObject({ current: false });
    expect(byId.get(phone.sid)!.device).toMatch(/^\(iPhone; CPU iPhone OS 18_1 like Mac OS X\) AppleWebKit.*…$/);
    for (const session of items) expect(Date.parse(session.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));

    // seen from the phone, the phone is the current one
    const fromPhone = (await list(phone.accessToken)).body.data!;
    expect(fromPhone.filter((s) => s.current).map((s) => s._id)).toEqual([phone.sid]);
  });

  it('moves "last active" to the latest refresh', async () => {
    const { email } = await account();
    const laptop = await signIn(email);
    const before = (await list(laptop.accessToken)).body.data![0]!;
    const refreshed = await refresh(laptop.refreshToken);
    expect(refreshed.status).toBe(200);
    const after = (await list(refreshed.body.data!.accessToken)).body.data![0]!;
    expect(after._id).toBe(laptop.sid);
    expect(after.signedInAt).toBe(before.signedInAt);
    expect(Date.parse(after.lastActiveAt)).toBeGreaterThan(Date.parse(before.lastActiveAt));
  });

  it('needs a login', async () => {
    expect((await api.call(API_PATHS.auth.sessions)).status).toBe(401);
  });
});

describe('signed-in devices: ending one', () => {
  it('refuses a wrong or missing password (400 naming currentPassword) and revokes nothing', async () => {
    const { email } = await account();
    const laptop = await signIn(email);
    const phone = await signIn(email, IPHONE);
    const wrong = await end(laptop.accessToken, phone.sid, 'Falsch!Passwort9');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ['The current password is incorrect.'] });
    const missing = await end(laptop.accessToken, phone.sid);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['currentPassword']);
    expect((await revokedOf(phone.sid)).revokedAt).toBeNull();
    expect((await me(phone.accessToken)).status).toBe(200);
    expect((await list(laptop.accessToken)).body.data).toHaveLength(2);
  });

  it('with the right password ends the other session: its access and refresh token are refused, the current one keeps working, audited', async () => {
    const { id: userId, email } = await account();
    const laptop = await signIn(email);
    const phone = await signIn(email, IPHONE);
    const answer = await end(laptop.accessToken, phone.sid, DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'The device has been signed out.', data: { ended: 1 } });

    expect((await me(phone.accessToken)).status).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await me(laptop.accessToken)).status).toBe(200);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
    expect(await revokedOf(phone.sid)).toMatchObject({ revokedReason: 'ended-by-user' });
    expect((await revokedOf(laptop.sid)).revokedAt).toBeNull();

    const audit = await db.select().from(auditLog).where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'sessionEnded')));
    expect(audit.map((row) => ({ actorId: row.actorId, details: row.details }))).toEqual([{ actorId: userId, details: { sessionId: phone.sid, current: false } }]);

    // an ended session cannot be ended again
    expect((await end(laptop.accessToken, phone.sid, DEMO_PASSWORD)).body.code).toBe('SESSION_NOT_FOUND');
  });

  it('answers 404 for a session of another account and leaves it alone', async () => {
    const mine = await account();
    const theirs = await account();
    const me1 = await signIn(mine.email);
    const them = await signIn(theirs.email);
    const answer = await end(me1.accessToken, them.sid, DEMO_PASSWORD);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'SESSION_NOT_FOUND', message: 'This sign-in does not exist or has already ended (field: id).' });
    expect((await revokedOf(them.sid)).revokedAt).toBeNull();
    expect((await me(them.accessToken)).status).toBe(200);
  });

  it('ends the current session too: that is a logout', async () => {
    const { email } = await account();
    const laptop = await signIn(email);
    expect((await end(laptop.accessToken, laptop.sid, DEMO_PASSWORD)).status).toBe(200);
    expect((await me(laptop.accessToken)).status).toBe(401);
    expect((await refresh(laptop.refreshToken)).status).toBe(401);
  });
});

describe('signed-in devices: ending all others', () => {
  it('ends every other session with the password, keeps the current one, audited once', async () => {
    const { id: userId, email } = await account();
    const laptop = await signIn(email);
    const phone = await signIn(email, IPHONE);
    const tablet = await signIn(email, IPHONE);

    const wrong = await endOthers(laptop.accessToken, 'Falsch!Passwort9');
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['currentPassword']);
    expect((await me(phone.accessToken)).status).toBe(200);

    const answer = await endOthers(laptop.accessToken, DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Alle anderen Geräte wurden abgemeldet.', data: { ended: 2 } });
    for (const other of [phone, tablet]) {
      expect((await me(other.accessToken)).status).toBe(401);
      expect((await refresh(other.refreshToken)).status).toBe(401);
      expect(await revokedOf(other.sid)).toMatchObject({ revokedReason: 'ended-by-user' });
    }
    expect((await me(laptop.accessToken)).status).toBe(200);
    expect((await list(laptop.accessToken)).body.data!.map((s) => [s._id, s.current])).toEqual([[laptop.sid, true]]);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'otherSessionsEnded')));
    expect(audit.map((row) => row.details)).toEqual([{ ended: 2, keptSessionId: laptop.sid }]);
  });
});
