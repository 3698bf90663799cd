import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { sql } from 'drizzle-orm';
import {
  API_PATHS,
  DEMO_PASSWORD,
  type LoginResponse,
} from '@fachwerk/shared/contracts';
import { DB, UsersRepository, type Db } from '@fachwerk/server/db';
import { PasswordHasher } from '../modules/auth/password-hasher';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../testing/test-api';
import { testSockets, type ClientSocket } from '../testing/test-sockets';

/**
 * The socket handshake checks the live session exactly as REST does, and the end of a session (logout,
 * deactivation, password change or reset) disconnects its open sockets. Full app, real PostgreSQL.
 */

let api: TestApi;
let db: Db;
let admin: DemoTokens['admin'];
let passwordHash: Promise<string>;
const openSocket = testSockets();
const NEW_PASSWORD = 'Kranbahn-Sturmflut-2026!';

beforeAll(async () => {
  api = await startTestApi('session_sockets', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  admin = (await loginDemoUsers(api)).admin;
  passwordHash = new PasswordHasher().hash(DEMO_PASSWORD);
});

afterAll(async () => {
  await api?.close();
});

interface Login {
  userId: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

async function newAccount(): Promise<{ id: string; email: string }> {
  const email = `sockets-${randomBytes(4).toString('hex')}@fachwerk.test`;
  const user = await api.app.get(UsersRepository).ensure({
    userType: 'supplier',
    email,
    firstName: 'Socket',
    lastName: 'Test',
    companyName: 'Socket GmbH',
    language: 'de',
    passwordHash: await passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  return { id: user.id, email };
}

async function login(email: string, password = DEMO_PASSWORD): Promise<Login> {
  const { status, body } = await api.call<LoginResponse>(API_PATHS.auth.login, {
    method: 'POST',
    json: { email, password, userType: 'supplier' },
  });
  expect(status).toBe(200);
  return { userId: body.data!.userData._id, email, accessToken: body.data!.accessToken, refreshToken: body.data!.refreshToken };
}

const connect = (token: string, origin?: string) => openSocket(api.baseUrl, { token, origin });

/** Connects and waits for `session:ready`; rejects with the connect_error. */
const ready = (token: string) =>
  new Promise<ClientSocket>((resolve, reject) => {
    const socket = connect(token);
    socket.once('session:ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** The connect_error message of a handshake that must be refused. */
const refused = (token: string, origin?: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(token, origin);
    socket.once('connect_error', (error) => resolve(error.message));
    socket.once('connect', () => reject(new Error('connected although the session is over')));
  });

const disconnected = (socket: ClientSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('socket handshake and session end', () => {
  it('opens a socket from the app\'s own origin and refuses one from another site', async () => {
    const account = await newAccount();
    const { accessToken } = await login(account.email);
    const own = await new Promise<ClientSocket>((resolve, reject) => {
      const socket = connect(accessToken, 'http://localhost:4200');
      socket.once('session:ready', () => resolve(socket));
      socket.once('connect_error', reject);
    });
    expect(own.connected).toBe(true);
    // engine.io refuses the upgrade before any Socket.IO packet: the client sees a transport error
    expect(await refused(accessToken, 'https://evil.example')).toBe('websocket error');
  });

  it('logout disconnects the session’s socket and the token no longer connects', async () => {
    const { email } = await newAccount();
    const session = await login(email);
    const other = await login(email);
    const socket = await ready(session.accessToken);
    const otherSocket = await ready(other.accessToken);
    const gone = disconnected(socket);

    expect((await api.call(API_PATHS.auth.logout, { method: 'POST', token: session.accessToken, json: {} })).status).toBeLessThan(300);
    expect(await gone).toBe('io server disconnect');
    expect(await refused(session.accessToken)).toBe('UNAUTHENTICATED');
    // Only that session ended.
    await new Promise((r) => setTimeout(r, 200));
    expect(otherSocket.connected).toBe(true);
  });

  it('deactivation by an admin disconnects every socket of the account and refuses new handshakes', async () => {
    const { id, email } = await newAccount();
    const session = await login(email);
    const socket = await ready(session.accessToken);
    const gone = disconnected(socket);

    expect((await api.call(API_PATHS.admin.deactivate(id), { method: 'POST', token: admin, json: {} })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await refused(session.accessToken)).toBe('UNAUTHENTICATED');
  });

  it('a password reset disconnects every socket of the account; the old tokens do not connect', async () => {
    const { email } = await newAccount();
    const session = await login(email);
    const socket = await ready(session.accessToken);
    const gone = disconnected(socket);

    await api.call(API_PATHS.auth.forgotPassword, { method: 'POST', json: { email, userType: 'supplier' } });
    const mail = await db.execute<{ payload: { data: Record<string, string> } }>(
      sql`SELECT payload FROM outbox WHERE payload->>'to' = ${email} ORDER BY created_at DESC LIMIT 1`,
    );
    const otp = await api.call<{ resetToken: string }>(API_PATHS.auth.verifyOtp, {
      method: 'POST',
      json: { email, userType: 'supplier', code: mail.rows[0]!.payload.data['code'] },
    });
    const reset = await api.call(API_PATHS.auth.resetPassword, {
      method: 'POST',
      json: { resetToken: otp.body.data!.resetToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await refused(session.accessToken)).toBe('UNAUTHENTICATED');
    await expect(ready((await login(email, NEW_PASSWORD)).accessToken)).resolves.toBeDefined();
  });

  it('a password change disconnects the other sessions’ sockets and keeps the one that made it', async () => {
    const { email } = await newAccount();
    const current = await login(email);
    const elsewhere = await login(email);
    const kept = await ready(current.accessToken);
    const dropped = await ready(elsewhere.accessToken);
    const gone = disconnected(dropped);

    const changed = await api.call(API_PATHS.auth.changePassword, {
      method: 'POST',
      token: current.accessToken,
      json: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await refused(elsewhere.accessToken)).toBe('UNAUTHENTICATED');
    await new Promise((r) => setTimeout(r, 200));
    expect(kept.connected).toBe(true);
  });

  it('a token forged with the wrong secret, or naming another user, does not connect', async () => {
    const victim = await newAccount();
    const attacker = await login((await newAccount()).email);
    const claims = JSON.parse(Buffer.from(attacker.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as {
      sid: string;
    };
    const wrongSecret = new JwtService({ secret: 'dev-access-secret-change-me-0123456789' }).sign(
      { sub: victim.id, userType: 'admin', sid: claims.sid },
      { expiresIn: 300 },
    );
    expect(await refused(wrongSecret)).toBe('UNAUTHENTICATED');
    // Even signed with the api's own secret: the attacker's session does not belong to the victim.
    const otherUser = new JwtService({ secret: api.config.jwt.accessSecret }).sign(
      { sub: victim.id, userType: 'supplier', sid: claims.sid },
      { expiresIn: 300 },
    );
    expect(await refused(otherUser)).toBe('UNAUTHENTICATED');
    expect((await api.call(API_PATHS.auth.me, { token: otherUser })).status).toBe(401);
  });
});
