import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import {
  API_PATHS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type AuditLogEntry,
  type LoginResponse,
  type Paginated,
  type RecoveryCodes,
  type TwoFactorChallenge,
  type TwoFactorEnrolmentLogin,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type UserType,
} from '@fachwerk/shared/contracts';
import { FieldCipher } from '@fachwerk/server/core';
import { auditLog, DB, outbox, SEALED_FIELDS, userTotp, UsersRepository, type Db } from '@fachwerk/server/db';
import { startTestApi, type CallInit, type TestApi } from '../../../testing/test-api';
import { freshTotpCode, login } from '../../../testing/second-factor';
import { PasswordHasher } from '../password-hasher';
import { TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';

const paths = TWO_FACTOR_PATHS;
let api: TestApi;
let db: Db;
let passwordHash: Promise<string>;

beforeAll(async () => {
  api = await startTestApi('twofactor', { TRUST_PROXY: 'true', RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  passwordHash = new PasswordHasher().hash(DEMO_PASSWORD);
});

afterAll(async () => {
  await api?.close();
});

const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const post = <T = unknown>(path: string, json: unknown, init: CallInit & { ip?: string } = {}) =>
  api.call<T>(path, { ...init, method: 'POST', json, headers: { 'x-forwarded-for': init.ip ?? newIp(), ...init.headers } });
const codeAt = (secret: string, offsetSteps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** A new approved account of the role (password DEMO_PASSWORD). */
async function account(role: UserType) {
  const email = `tf-${role}-${randomBytes(4).toString('hex')}@fachwerk.test`;
  const user = await api.app.get(UsersRepository).ensure({
    userType: role,
    email,
    firstName: 'Tessa',
    lastName: 'Faktor',
    passwordHash: await passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  return { id: user.id, email, role };
}

const passwordStep = (who: { email: string; role: UserType }, ip?: string) =>
  post<TwoFactorChallenge | LoginResponse>(API_PATHS.auth.login, { email: who.email, password: DEMO_PASSWORD, userType: who.role }, { ip });

async function tokenOf(who: { email: string; role: UserType }): Promise<string> {
  const { body } = await passwordStep(who);
  return (body.data as LoginResponse).accessToken;
}

/** A session of an account with a second factor (both steps). */
async function tokenOfEnrolled(who: { email: string; role: UserType }, totpSecret: string): Promise<string> {
  return (await login(api.call, { email: who.email, password: DEMO_PASSWORD, userType: who.role }, { totpSecret, headers: { 'x-forwarded-for': newIp() } })).body.data!.accessToken;
}

/** Enrols a logged-in account: setup (with the password), then enable with a fresh code. */
async function enrol(token: string) {
  const setup = await post<TwoFactorSetup>(paths.setup, { currentPassword: DEMO_PASSWORD }, { token });
  expect(setup.status).toBe(200);
  const secret = setup.body.data!.manualKey.replace(/\s/g, '');
  const { code } = await freshTotpCode(secret);
  const enabled = await post<RecoveryCodes>(paths.enable, { code }, { token });
  expect(enabled.status).toBe(200);
  return { secret, setup: setup.body.data!, recoveryCodes: enabled.body.data!.recoveryCodes };
}

const auditRows = (targetId: string) => db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
/** Subjects of the mails queued for an address, oldest first. */
const mailSubjects = async (email: string) =>
  (await db.select().from(outbox).where(eq(outbox.queue, 'mail')).orderBy(outbox.createdAt))
    .map((row) => row.payload as { to: string; data: { subject?: string } })
    .filter((payload) => payload.to === email)
    .map((payload) => payload.data.subject);
const wrongCodeFor = (secret: string) => (codeAt(secret) === '000000' ? '111111' : '000000');

describe('enrolment of a client', () => {
  it('is optional: a client logs in without a second factor and may enrol (QR as SVG, key, URI, 10 recovery codes), audited', async () => {
    const client = await account('client');
    const token = await tokenOf(client);
    const before = await api.call<TwoFactorStatus>(paths.status, { token });
    expect(before.body.data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const { secret, setup, recoveryCodes } = await enrol(token);
    expect(setup.otpauthUri).toBe(`otpauth://totp/Fachwerk:${encodeURIComponent(client.email)}?secret=${secret}&issuer=Fachwerk`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(recoveryCodes).toHaveLength(10);
    expect((await api.call<TwoFactorStatus>(paths.status, { token })).body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // Stored encrypted: neither the secret nor a recovery code in the database.
    const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, client.id));
    expect(row!.secretEncrypted).not.toContain(secret);
    expect(api.app.get(FieldCipher).open(row!.secretEncrypted, SEALED_FIELDS.totpSecret)).toBe(secret);
    expect(JSON.stringify(await db.execute('SELECT * FROM totp_recovery_codes'))).not.toContain(recoveryCodes[0]);
    expect((await auditRows(client.id)).map((r) => r.action)).toEqual(['totpEnabled']);

    // With a factor on, a new setup needs a current code of it too (re-enrolment, tested below).
    const again = await post(paths.setup, { currentPassword: DEMO_PASSWORD }, { token });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body.errors)).toContain('code');
    expect(await mailSubjects(client.email)).toEqual(['Bestätigung in zwei Schritten eingerichtet']);
  });

  it('confirms only with a right code; a new setup replaces an unconfirmed secret', async () => {
    const client = await account('supplier');
    const token = await tokenOf(client);
    expect((await post(paths.enable, { code: '123456' }, { token })).body.code).toBe('TOTP_SETUP_MISSING');
    const first = await post<TwoFactorSetup>(paths.setup, { currentPassword: DEMO_PASSWORD }, { token });
    const second = await post<TwoFactorSetup>(paths.setup, { currentPassword: DEMO_PASSWORD }, { token });
    expect(second.body.data!.manualKey).not.toBe(first.body.data!.manualKey);
    const oldSecret = first.body.data!.manualKey.replace(/\s/g, '');
    const wrong = await post(paths.enable, { code: codeAt(oldSecret) }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('TOTP_INVALID_CODE');
    const bad = await post(paths.enable, { code: '12ab56' }, { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('code');
    const ok = await post(paths.enable, { code: codeAt(second.body.data!.manualKey.replace(/\s/g, '')) }, { token });
    expect(ok.status).toBe(200);
  });
});

describe('login with a second factor', () => {
  it('asks for the code after the password, opens the session with it, refuses a replayed and a wrong code', async () => {
    const client = await account('client');
    const { secret } = await enrol(await tokenOf(client));

    const first = await passwordStep(client);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe('TOTP_REQUIRED');
    const challenge = first.body.data as TwoFactorChallenge;
    expect(challenge).toMatchObject({ kind: 'code', expiresIn: 300 });
    expect(first.body.data).not.toHaveProperty('accessToken');

    const wrongPassword = await post(API_PATHS.auth.login, { email: client.email, password: 'Falsch!Passwort1', userType: 'client' });
    expect(wrongPassword.body.code).toBe('INVALID_CREDENTIALS');

    const { code } = await freshTotpCode(secret);
    const wrong = await post(paths.login, { challenge: challenge.challenge, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.code).toBe('TOTP_INVALID_CODE');
    const ok = await post<LoginResponse>(paths.login, { challenge: challenge.challenge, code });
    expect(ok.status).toBe(200);
    expect(ok.body.data!.userData.email).toBe(client.email);
    expect((await api.call(API_PATHS.auth.me, { token: ok.body.data!.accessToken })).status).toBe(200);

    // The same code (time step) works once, even with a new challenge.
    const again = await passwordStep(client);
    const replay = await post(paths.login, { challenge: (again.body.data as TwoFactorChallenge).challenge, code });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('TOTP_CODE_USED');

    // A forged or expired challenge, or one for enrolment, is not a way in.
    expect((await post(paths.login, { challenge: 'x.y.z', code })).body.code).toBe('TOTP_CHALLENGE_EXPIRED');
    expect((await post(paths.loginSetup, { challenge: challenge.challenge })).body.code).toBe('TOTP_CHALLENGE_EXPIRED');
  });

  it('a forgotten password reset by e-mail does not bypass the second factor: the new password still needs the code, and the factor stays (ASVS V6.4.3)', async () => {
    const client = await account('client');
    const { secret } = await enrol(await tokenOf(client));
    expect((await post('/auth/forgot-password', { email: client.email, userType: client.role })).status).toBe(200);
    const [mail] = (await db.select().from(outbox).where(eq(outbox.queue, 'mail')).orderBy(desc(outbox.createdAt)))
      .map((row) => row.payload as { to: string; template: string; data: { code: string } })
      .filter((payload) => payload.to === client.email && payload.template === 'password-reset');
    const otp = await post<{ resetToken: string }>('/auth/verify-otp', { email: client.email, userType: client.role, code: mail!.data.code });
    const reset = await post('/auth/reset-password', { resetToken: otp.body.data!.resetToken, password: 'Neu!Passwort2026', password_confirmation: 'Neu!Passwort2026' });
    expect(reset.status).toBe(200);

    const next = await post<TwoFactorChallenge | LoginResponse>(API_PATHS.auth.login, { email: client.email, password: 'Neu!Passwort2026', userType: client.role });
    expect(next.body.code).toBe('TOTP_REQUIRED');
    expect(next.body.data).not.toHaveProperty('accessToken');
    const { code } = await freshTotpCode(secret);
    const opened = await post<LoginResponse>(paths.login, { challenge: (next.body.data as TwoFactorChallenge).challenge, code });
    expect(opened.status).toBe(200);
    expect(opened.body.data!.accessToken).toBeTruthy();
  });

  it('takes each recovery code once instead of the code, and audits its use', async () => {
    const client = await account('supplier');
    const { recoveryCodes } = await enrol(await tokenOf(client));
    const [first, second] = recoveryCodes as [string, string];
    const challenge = async () => ((await passwordStep(client)).body.data as TwoFactorChallenge).challenge;

    const used = await post<LoginResponse>(paths.login, { challenge: await challenge(), recoveryCode: first.toUpperCase() });
    expect(used.status).toBe(200);
    const reused = await post(paths.login, { challenge: await challenge(), recoveryCode: first });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('RECOVERY_CODE_INVALID');
    expect((await post(paths.login, { challenge: await challenge(), recoveryCode: second.replace('-', '') })).status).toBe(200);

    const rows = (await auditRows(client.id)).filter((r) => r.action === 'totpRecoveryCodeUsed');
    expect(rows.map((r) => r.details)).toEqual(expect.arrayContaining([{ left: 9 }, { left: 8 }]));
    expect((await api.call<TwoFactorStatus>(paths.status, { token: used.body.data!.accessToken })).body.data!.recoveryCodesLeft).toBe(8);
  });

  it('throttles wrong codes per account and IP (429 after five), audits the burst, and lets the owner in from another address', async () => {
    const client = await account('client');
    const { secret } = await enrol(await tokenOf(client));
    const ip = newIp();
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      // A challenge takes five wrong codes; the guesser logs in again for the next ones.
      const challenge = ((await passwordStep(client, ip)).body.data as TwoFactorChallenge).challenge;
      for (let i = 0; i < (round === 0 ? 5 : 2); i++) statuses.push((await post(paths.login, { challenge, code: wrongCodeFor(secret) }, { ip })).status);
    }
    // 5 free failures, the 6th starts a 30 s wait, the 7th is refused before the code is checked
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    const burst = (await auditRows(client.id)).filter((r) => r.action === 'totpFailedCodes');
    expect(burst).toHaveLength(1);
    expect(burst[0]!.details).toMatchObject({ failures: 5 });

    const { code } = await freshTotpCode(secret);
    const challenge = ((await passwordStep(client)).body.data as TwoFactorChallenge).challenge;
    expect((await post(paths.login, { challenge, code }, { ip: newIp() })).status).toBe(200);
  });
});

describe('a stolen access token', () => {
  it('cannot bind another authenticator: setup needs the current password (400 naming it), and nothing is stored without it', async () => {
    const client = await account('client');
    const token = await tokenOf(client);
    const missing = await post(paths.setup, {}, { token });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.errors)).toContain('currentPassword');
    const wrong = await post(paths.setup, { currentPassword: 'Falsch!Passwort1' }, { token });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['currentPassword']);
    expect(await db.select().from(userTotp).where(eq(userTotp.userId, client.id))).toEqual([]);
    expect((await post(paths.enable, { code: '123456' }, { token })).body.code).toBe('TOTP_SETUP_MISSING');
    // The owner's password still opens the account without a second step.
    expect((await passwordStep(client)).body.code).toBeUndefined();
  });

  it('cannot move a working factor to its own app: re-enrolment needs the password and a current code; done right, the old app and codes stop working (audited, mailed)', async () => {
    const client = await account('supplier');
    const token = await tokenOf(client);
    const { secret: oldSecret, recoveryCodes: oldCodes } = await enrol(token);
    const withoutCode = await post(paths.setup, { currentPassword: DEMO_PASSWORD }, { token });
    expect(Object.keys(withoutCode.body.errors ?? {})).toEqual(['code']);
    const wrongCode = await post(paths.setup, { currentPassword: DEMO_PASSWORD, code: wrongCodeFor(oldSecret) }, { token });
    expect(wrongCode.body.code).toBe('TOTP_INVALID_CODE');
    const wrongPassword = await post(paths.setup, { currentPassword: 'Falsch!Passwort1', code: (await freshTotpCode(oldSecret)).code }, { token });
    expect(Object.keys(wrongPassword.body.errors ?? {})).toEqual(['currentPassword']);

    const moved = await post<TwoFactorSetup>(paths.setup, { currentPassword: DEMO_PASSWORD, code: (await freshTotpCode(oldSecret)).code }, { token });
    expect(moved.status).toBe(200);
    const newSecret = moved.body.data!.manualKey.replace(/\s/g, '');
    // Until confirmed the old factor keeps working.
    const { code: oldStillWorks } = await freshTotpCode(oldSecret);
    expect((await post(paths.login, { challenge: ((await passwordStep(client)).body.data as TwoFactorChallenge).challenge, code: oldStillWorks })).status).toBe(200);
    // A code of the old app does not confirm the new one.
    expect((await post(paths.enable, { code: codeAt(oldSecret, 2) }, { token })).body.code).toBe('TOTP_INVALID_CODE');
    const confirmed = await post<RecoveryCodes>(paths.enable, { code: codeAt(newSecret) }, { token });
    expect(confirmed.status).toBe(200);

    const challenge = async () => ((await passwordStep(client)).body.data as TwoFactorChallenge).challenge;
    expect((await post(paths.login, { challenge: await challenge(), code: codeAt(oldSecret, 1) })).body.code).toBe('TOTP_INVALID_CODE');
    expect((await post(paths.login, { challenge: await challenge(), recoveryCode: oldCodes[0] })).body.code).toBe('RECOVERY_CODE_INVALID');
    expect((await post(paths.login, { challenge: await challenge(), recoveryCode: confirmed.body.data!.recoveryCodes[0] })).status).toBe(200);
    expect((await auditRows(client.id)).map((r) => r.action)).toEqual(expect.arrayContaining(['totpEnabled', 'totpReenrolled', 'totpRecoveryCodeUsed']));
    expect(await mailSubjects(client.email)).toEqual([
      'Bestätigung in zwei Schritten eingerichtet',
      'Bestätigung in zwei Schritten auf eine neue App umgezogen',
      'Anmeldung mit einem Wiederherstellungscode',
    ]);
  });
});

describe('login challenges', () => {
  it('open one session: after the right code the same challenge is spent, also for a recovery code', async () => {
    const client = await account('client');
    const { secret, recoveryCodes } = await enrol(await tokenOf(client));
    const { challenge } = (await passwordStep(client)).body.data as TwoFactorChallenge;
    expect((await post(paths.login, { challenge, code: (await freshTotpCode(secret)).code })).status).toBe(200);
    const reused = await post(paths.login, { challenge, recoveryCode: recoveryCodes[0] });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('TOTP_CHALLENGE_EXPIRED');
    expect((await post(paths.login, { challenge, code: (await freshTotpCode(secret)).code })).body.code).toBe('TOTP_CHALLENGE_EXPIRED');
    // The recovery code was not spent by the refused attempt.
    expect((await api.call<TwoFactorStatus>(paths.status, { token: await tokenOfEnrolled(client, secret) })).body.data!.recoveryCodesLeft).toBe(10);
  });

  it('die after five wrong codes, from however many addresses; the right code then needs a new login', async () => {
    const client = await account('client');
    const { secret } = await enrol(await tokenOf(client));
    const { challenge } = (await passwordStep(client)).body.data as TwoFactorChallenge;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(String((await post(paths.login, { challenge, code: wrongCodeFor(secret) })).body.code));
    expect(answers).toEqual(Array(5).fill('TOTP_INVALID_CODE'));
    const { code } = await freshTotpCode(secret);
    expect((await post(paths.login, { challenge, code })).body.code).toBe('TOTP_CHALLENGE_EXPIRED');
    expect((await post(paths.login, { challenge: ((await passwordStep(client)).body.data as TwoFactorChallenge).challenge, code })).status).toBe(200);
  });

  it('count wrong codes per account across addresses: the tenth within the hour slows every attempt on the account, audited and mailed once', async () => {
    const client = await account('supplier');
    const { secret } = await enrol(await tokenOf(client));
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      const { challenge } = (await passwordStep(client)).body.data as TwoFactorChallenge;
      for (let i = 0; i < 5; i++) statuses.push((await post(paths.login, { challenge, code: wrongCodeFor(secret) })).status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    // From a fresh address, with a fresh challenge and the right code: the account waits.
    const { challenge } = (await passwordStep(client)).body.data as TwoFactorChallenge;
    const slowed = await post(paths.login, { challenge, code: (await freshTotpCode(secret)).code });
    expect(slowed.status).toBe(429);
    expect(slowed.body.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect((await auditRows(client.id)).filter((r) => r.action === 'totpAccountSlowed').map((r) => r.details)).toEqual([{ failures: 10 }]);
    expect((await mailSubjects(client.email)).filter((s) => s === 'Viele falsche Codes bei Ihrem Konto')).toHaveLength(1);
  });
});

describe('disabling and new recovery codes', () => {
  it('needs the password and a current code; the old recovery codes stop working; all audited', async () => {
    const client = await account('client');
    const token = await tokenOf(client);
    const { secret, recoveryCodes } = await enrol(token);

    const wrongPassword = await post(paths.recoveryCodes, { currentPassword: 'Falsch!Passwort1', code: codeAt(secret) }, { token });
    expect(wrongPassword.status).toBe(400);
    expect(JSON.stringify(wrongPassword.body)).toContain('currentPassword');
    const renewed = await post<RecoveryCodes>(paths.recoveryCodes, { currentPassword: DEMO_PASSWORD, code: (await freshTotpCode(secret)).code }, { token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data!.recoveryCodes).toHaveLength(10);
    const challenge = ((await passwordStep(client)).body.data as TwoFactorChallenge).challenge;
    expect((await post(paths.login, { challenge, recoveryCode: recoveryCodes[0] })).body.code).toBe('RECOVERY_CODE_INVALID');

    const disabled = await post(paths.disable, { currentPassword: DEMO_PASSWORD, code: (await freshTotpCode(secret)).code }, { token });
    expect(disabled.status).toBe(200);
    const plain = await passwordStep(client);
    expect(plain.body.code).toBeUndefined();
    expect((plain.body.data as LoginResponse).accessToken).toBeTruthy();
    expect((await auditRows(client.id)).map((r) => r.action).sort()).toEqual(['totpDisabled', 'totpEnabled', 'totpRecoveryCodesRenewed']);
    expect(await mailSubjects(client.email)).toEqual([
      'Bestätigung in zwei Schritten eingerichtet',
      'Neue Wiederherstellungscodes erstellt',
      'Bestätigung in zwei Schritten ausgeschaltet',
    ]);
  });
});

describe('admins', () => {
  it('must have a second factor: the seeded demo admin is asked for the code and may not disable it', async () => {
    const first = await post(API_PATHS.auth.login, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'admin' });
    expect(first.body.code).toBe('TOTP_REQUIRED');
    const { body } = await login(api.call, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'admin' });
    const token = body.data!.accessToken;
    expect((await api.call<TwoFactorStatus>(paths.status, { token })).body.data).toMatchObject({ enabled: true, required: true });
    const refused = await post(paths.disable, { currentPassword: DEMO_PASSWORD, code: '123456' }, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('TOTP_REQUIRED_FOR_ADMINS');
  });

  it('an admin without one gets only an enrolment challenge, and the session after enrolling', async () => {
    const admin = await account('admin');
    const first = await passwordStep(admin);
    expect(first.body.code).toBe('TOTP_ENROLMENT_REQUIRED');
    const { challenge, kind } = first.body.data as TwoFactorChallenge;
    expect(kind).toBe('enrol');
    // The enrolment challenge is not a login challenge.
    expect((await post(paths.login, { challenge, code: '123456' })).body.code).toBe('TOTP_CHALLENGE_EXPIRED');
    const setup = await post<TwoFactorSetup>(paths.loginSetup, { challenge });
    const secret = setup.body.data!.manualKey.replace(/\s/g, '');
    const wrong = await post(paths.loginEnable, { challenge, code: codeAt(secret, 5) });
    expect(wrong.body.code).toBe('TOTP_INVALID_CODE');
    const enrolled = await post<TwoFactorEnrolmentLogin>(paths.loginEnable, { challenge, code: codeAt(secret) });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.data!.recoveryCodes).toHaveLength(10);
    expect((await api.call(API_PATHS.auth.me, { token: enrolled.body.data!.accessToken })).status).toBe(200);
    expect((await passwordStep(admin)).body.code).toBe('TOTP_REQUIRED');
  });

  it('another admin resets a lost factor (audited); never the own; the client logs in without it again', async () => {
    const client = await account('client');
    await enrol(await tokenOf(client));
    const otherAdmin = await account('admin');
    const adminToken = (await login(api.call, { email: otherAdmin.email, password: DEMO_PASSWORD, userType: 'admin' })).body.data!.accessToken;
    const demoAdmin = (await login(api.call, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'admin' })).body.data!;

    const own = await post(TWO_FACTOR_PATHS.adminReset(otherAdmin.id), {}, { token: adminToken });
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('TOTP_RESET_OWN');
    const clientToken = await tokenOf({ ...client, email: DEMO_ACCOUNTS.client, role: 'client' });
    expect((await post(TWO_FACTOR_PATHS.adminReset(client.id), {}, { token: clientToken })).status).toBe(403);

    const reset = await post(TWO_FACTOR_PATHS.adminReset(client.id), {}, { token: adminToken });
    expect(reset.status).toBe(200);
    expect((await post(TWO_FACTOR_PATHS.adminReset(client.id), {}, { token: adminToken })).body.code).toBe('TOTP_NOT_ENABLED');
    expect((await passwordStep(client)).body.code).toBeUndefined();

    // An admin's reset of another admin: that admin must enrol again at the next login.
    expect((await post(TWO_FACTOR_PATHS.adminReset(otherAdmin.id), {}, { token: demoAdmin.accessToken })).status).toBe(200);
    expect((await passwordStep(otherAdmin)).body.code).toBe('TOTP_ENROLMENT_REQUIRED');

    const rows = await db.select().from(auditLog).where(and(eq(auditLog.action, 'totpReset'), eq(auditLog.targetId, client.id)));
    expect(rows).toHaveLength(1);
    const [adminRow] = await api.app.get(UsersRepository).findByEmail(otherAdmin.email).then((u) => [u]);
    expect(rows[0]!.actorId).toBe(adminRow!.id);
    const trail = await api.call<Paginated<AuditLogEntry>>(`${API_PATHS.admin.auditLog}?targetId=${client.id}`, { token: adminToken });
    expect(trail.body.data!.items.map((e) => e.action)).toEqual(expect.arrayContaining(['totpEnabled', 'totpReset']));
  });
});
