import { randomBytes } from 'node:crypto';
import { Controller, Get } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { sql } from 'drizzle-orm';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  NOT_APPROVED_MESSAGE_DE,
  type AccountProfile,
  type AdminAccountList,
  type AuditLogEntry,
  type LoginResponse,
  type NotificationListResponse,
  type Paginated,
  type RegistrationResponse,
  type UserType,
} from '@fachwerk/shared/contracts';
import { DB, type Db } from '@fachwerk/server/db';
import { AppModule } from '../../app/app.module';
import { startTestApi, type CallInit, type TestApi } from '../../testing/test-api';
import { login as loginWithSecondFactor } from '../../testing/second-factor';

let api: TestApi;
let db: Db;
/** The same app module plus one feature route, over the same database and Redis prefix. */
let probe: NestFastifyApplication;

@Controller()
class ProbeFeatureController {
  @Get('probe-feature')
  feature() {
    return { ok: true };
  }
}

beforeAll(async () => {
  api = await startTestApi('accounts', { TRUST_PROXY: 'true' });
  db = api.app.get<Db>(DB);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(api.config)], controllers: [ProbeFeatureController] }).compile();
  probe = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
  probe.setGlobalPrefix('api/v1');
  await probe.init();
  await probe.getHttpAdapter().getInstance().ready();
  // two apps over a migrated, seeded database: more than a minute on a loaded machine
}, 180_000);

afterAll(async () => {
  await probe?.close();
  await api?.close();
});

/** Each test speaks from its own client IP, so per-IP budgets do not leak between tests. */
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const from = (ip: string, init: CallInit = {}): CallInit => ({ ...init, headers: { 'x-forwarded-for': ip, ...init.headers } });
const post = <T = unknown>(path: string, json: unknown, ip = newIp(), init: CallInit = {}) =>
  api.call<T>(path, from(ip, { ...init, method: 'POST', json }));

async function ids(table: 'services' | 'skills' | 'languages', keys: string[]) {
  const rows = await db.execute<{ id: string; key: string }>(sql`SELECT id, key FROM ${sql.identifier(table)}`);
  return keys.map((key) => rows.rows.find((row) => row.key === key)!.id);
}

const clientDraft = (email: string) => ({
  companyName: 'Test Bau GmbH',
  vat: 'DE111222333',
  contactPerson: [{ name: 'Eva Test' }],
  firstName: 'Eva',
  lastName: 'Test',
  phoneNumber: '221 1234567',
  email,
  address: 'Domkloster 4, 50667 Köln',
  password: 'Sicher!2026ab',
  password_confirmation: 'Sicher!2026ab',
  termAndCondition: true,
});

async function supplierDraft(email: string) {
  const [electrical] = await ids('services', ['electrical']);
  const [german] = await ids('languages', ['de']);
  const skills = await ids('skills', ['forklift']);
  return {
    ...clientDraft(email),
    companyRegistrationNumber: 'HRB 1',
    companyPhoneNumber: '221 7654321',
    companyEmail: 'info@test.example',
    companyAddress: 'Domkloster 4, 50667 Köln',
    serviceType: [electrical],
    specialSkillsOrExp: skills,
    languageProficiency: [{ language: german, level: 'C2' }],
    userDeclaration: true,
    dailyHours: 8,
    weeklyHours: 40,
    categoryAvailability: [{ category: electrical, numberOfResource: 2, areaRegion: ['Bayern'] }],
    hourlyRate: 4500,
    accountNo: 'DE89 3704 0044 0532 0130 00',
    accountName: 'Test Bau GmbH',
  };
}

/** The latest mail queued for an address, from the outbox (what the worker will send). */
async function lastMail(to: string) {
  const rows = await db.execute<{ payload: { template: string; locale: string; data: Record<string, string> } }>(
    sql`SELECT payload FROM outbox WHERE payload->>'to' = ${to} ORDER BY created_at DESC LIMIT 1`,
  );
  return rows.rows[0]?.payload;
}
const mailCount = async (to: string) =>
  Number((await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM outbox WHERE payload->>'to' = ${to}`)).rows[0]?.n);

/** A PDF uploaded by the token's account; returns its path (profile file fields take only own uploads). */
async function ownUpload(token: string): Promise<string> {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))]), 'nachweis.pdf');
  const response = await fetch(`${api.baseUrl}/api/v1/uploads?slot=documents`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

const login = (email: string, password = DEMO_PASSWORD, userType: UserType = 'client', ip = newIp()) =>
  loginWithSecondFactor(api.call, { email, password, userType }, from(ip));

async function tokenOf(role: keyof typeof DEMO_ACCOUNTS) {
  const { body } = await login(DEMO_ACCOUNTS[role], DEMO_PASSWORD, role);
  return body.data!.accessToken;
}

async function registerVerified(type: 'client' | 'supplier', email = `${type}-${randomBytes(3).toString('hex')}@test.example`) {
  const draft = type === 'client' ? clientDraft(email) : await supplierDraft(email);
  const signup = await post<RegistrationResponse>(`/auth/signup/${type}`, draft);
  expect(signup.status).toBe(201);
  const { code } = (await lastMail(email))!.data;
  expect((await post('/auth/email-verify', { userId: signup.body.data!.userId, code })).status).toBe(200);
  return { email, userId: signup.body.data!.userId, password: draft.password };
}

describe('registration and e-mail verification', () => {
  it('signup → code by mail → verify → login; the new supplier is pending and keeps every draft field', async () => {
    const email = `neu-${randomBytes(3).toString('hex')}@test.example`;
    const draft = await supplierDraft(email);
    const signup = await post<RegistrationResponse>('/auth/signup/supplier', draft, newIp(), { headers: { 'accept-language': 'en' } });
    expect(signup.status).toBe(201);
    expect(signup.body.data).toMatchObject({ userType: 'supplier', codeExpiresIn: 900 });
    const mail = (await lastMail(email))!;
    expect(mail).toMatchObject({ template: 'verification-code', locale: 'en' });
    expect(mail.data['code']).toMatch(/^\d{6}$/);

    const unverified = await login(email, draft.password, 'supplier');
    expect(unverified.status).toBe(403);
    expect(unverified.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', data: { userId: signup.body.data!.userId, userType: 'supplier' } });

    const verify = await post<LoginResponse>('/auth/email-verify', { userId: signup.body.data!.userId, code: mail.data['code'] });
    expect(verify.status).toBe(200);
    // the code signs the user in, as a login does (the new account awaits approval: the not-approved message)
    expect(verify.body.message).toBe(NOT_APPROVED_MESSAGE_DE);
    expect(verify.body.data).toMatchObject({ userData: { email, userType: 'supplier', approvalStatus: 'pending' } });
    const session = await api.call<{ email: string }>('/auth/me', { token: verify.body.data!.accessToken });
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ email });
    const refreshed = await post<LoginResponse>('/auth/refresh', { refreshToken: verify.body.data!.refreshToken });
    expect(refreshed.status).toBe(200);
    // every admin is told the registration awaits approval, linked to the account, in the reader's language
    const adminList = await api.call<NotificationListResponse>('/notifications?limit=50', {
      token: await tokenOf('admin'),
      headers: { 'accept-language': 'en' },
    });
    const awaiting = adminList.body.data!.items.find((n) => n.link === `/profile/${signup.body.data!.userId}/supplier`);
    expect(awaiting).toMatchObject({
      type: 'supplierAwaitingApproval',
      title: 'New service provider awaiting approval',
      readAt: null,
    });
    expect(awaiting!.body).toContain(email);
    // the code is spent: a second verification signs nobody in
    expect((await post('/auth/email-verify', { userId: signup.body.data!.userId, code: mail.data['code'] })).status).toBe(400);
    const ok = await login(email, draft.password, 'supplier');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: true, code: 'ACCOUNT_NOT_APPROVED', message: NOT_APPROVED_MESSAGE_DE });
    const me = await api.call<AccountProfile>('/accounts/me', { token: ok.body.data!.accessToken });
    expect(me.body.data).toMatchObject({
      approvalStatus: 'pending',
      companyName: 'Test Bau GmbH',
      accountNo: 'DE89370400440532013000',
      dialCode: '+49',
      dailyHours: 8,
      categoryAvailability: [{ numberOfResource: 2, areaRegion: ['Bayern'] }],
    });
    expect(me.body.data!.profilePercentage).toBeGreaterThan(50);
  });

  it('answers a signup with a taken e-mail like a success and mails the owner instead', async () => {
    const before = await mailCount(DEMO_ACCOUNTS.client);
    const taken = await post<RegistrationResponse>('/auth/signup/client', clientDraft(DEMO_ACCOUNTS.client));
    const fresh = await post<RegistrationResponse>('/auth/signup/client', clientDraft(`frei-${randomBytes(3).toString('hex')}@test.example`));
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.message).toBe(fresh.body.message);
    expect(Object.keys(taken.body.data!).sort()).toEqual(Object.keys(fresh.body.data!).sort());
    expect(await mailCount(DEMO_ACCOUNTS.client)).toBe(before + 1);
    expect((await lastMail(DEMO_ACCOUNTS.client))!.template).toBe('generic');
  });

  it('invalidates the code after five wrong tries', async () => {
    const email = `falsch-${randomBytes(3).toString('hex')}@test.example`;
    const signup = await post<RegistrationResponse>('/auth/signup/client', clientDraft(email));
    const { code } = (await lastMail(email))!.data;
    const wrong = code === '000000' ? '111111' : '000000';
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post('/auth/email-verify', { userId: signup.body.data!.userId, code: wrong }, ip));
    expect(answers.slice(0, 4).map((a) => a.body.code)).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE']);
    expect(answers[0]!.body.message).toBe('Der Code ist falsch. Sie haben noch 4 Versuche.');
    expect(answers[4]!.body.code).toBe('CODE_EXPIRED');
    const right = await post('/auth/email-verify', { userId: signup.body.data!.userId, code }, ip);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('CODE_EXPIRED');
  });

  it('refuses an expired code', async () => {
    const email = `alt-${randomBytes(3).toString('hex')}@test.example`;
    const signup = await post<RegistrationResponse>('/auth/signup/client', clientDraft(email));
    const { code } = (await lastMail(email))!.data;
    await db.execute(sql`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE user_id = ${signup.body.data!.userId}`);
    const answer = await post('/auth/email-verify', { userId: signup.body.data!.userId, code }, newIp(), { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'CODE_EXPIRED', message: 'The code has expired or is no longer valid. Please request a new code.' });
  });

  it('allows one resend a minute per account (429 with the wait), and the new code works', async () => {
    const email = `nochmal-${randomBytes(3).toString('hex')}@test.example`;
    const signup = await post<RegistrationResponse>('/auth/signup/client', clientDraft(email));
    const userId = signup.body.data!.userId;
    const first = await post('/auth/resend-code', { userId });
    expect(first.status).toBe(200);
    const second = await post('/auth/resend-code', { userId }, newIp(), { headers: { 'accept-language': 'en' } });
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('RATE_LIMITED');
    expect(second.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(await mailCount(email)).toBe(2);
    const { code } = (await lastMail(email))!.data;
    expect((await post('/auth/email-verify', { userId, code })).status).toBe(200);
  });

  it('names the invalid fields in German and English (client and supplier drafts)', async () => {
    const bad = { ...(await supplierDraft('kaputt')), password_confirmation: 'anders', dailyHours: 25, weeklyHours: 169, accountNo: 'DE00 1234', termAndCondition: false };
    const de = await post('/auth/signup/supplier', bad);
    expect(de.status).toBe(400);
    expect(de.body.errors).toMatchObject({
      email: ['Das Feld E-Mail-Adresse muss eine gültige E-Mail-Adresse enthalten.'],
      password_confirmation: ['Passwort bestätigen und Passwort müssen übereinstimmen.'],
      dailyHours: ['Tägliche Arbeitsstunden darf nicht größer als 24 sein.'],
      weeklyHours: ['Wöchentliche Arbeitsstunden darf nicht größer als 168 sein.'],
      accountNo: ['IBAN ist keine gültige IBAN (Prüfsumme falsch).'],
      termAndCondition: ['Allgemeine Geschäftsbedingungen muss akzeptiert werden.'],
    });
    const en = await post('/auth/signup/client', { ...clientDraft('a@b.de'), companyName: '', termAndCondition: undefined }, newIp(), {
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.errors).toEqual({
      companyName: ['The company name field is required.'],
      termAndCondition: ['The terms and conditions field is required.'],
    });
    const unknownService = await post('/auth/signup/supplier', { ...(await supplierDraft('x@y.de')), serviceType: ['00000000-0000-4000-8000-000000000000'] }, newIp(), {
      headers: { 'accept-language': 'en' },
    });
    expect(unknownService.status).toBe(400);
    expect(unknownService.body.errors).toEqual({ serviceType: ['The service types contains an unknown or inactive entry.'] });
  });
});

describe('approval', () => {
  it('an unapproved account reads /accounts/me and notifications but gets ACCOUNT_NOT_APPROVED on a feature route', async () => {
    const { email, password } = await registerVerified('supplier');
    const token = (await login(email, password, 'supplier')).body.data!.accessToken;
    expect((await api.call('/accounts/me', { token })).status).toBe(200);
    expect((await api.call('/notifications', { token })).status).toBe(200);
    expect((await api.call('/content', { token })).status).toBe(200);
    expect((await api.call('/accounts/me/export', { token })).status).toBe(200);
    expect((await api.call('/accounts/me/export', { method: 'POST', token })).status).toBe(202);
    // No feature module has routes on this branch yet: a probe controller in the same app stands in for one.
    const feature = await probe.inject({ method: 'GET', url: '/api/v1/probe-feature', headers: { authorization: `Bearer ${token}` } });
    expect(feature.statusCode).toBe(403);
    expect(feature.json()).toMatchObject({ code: 'ACCOUNT_NOT_APPROVED', message: NOT_APPROVED_MESSAGE_DE });
    const en = await probe.inject({ method: 'GET', url: '/api/v1/probe-feature', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
    expect(en.json().message).toBe('Your account is not approved yet. Please wait for the approval.');
    const approved = await probe.inject({ method: 'GET', url: '/api/v1/probe-feature', headers: { authorization: `Bearer ${await tokenOf('supplier')}` } });
    expect(approved.statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('forgot → verify-otp → reset revokes every session; unknown e-mails get the same answer', async () => {
    const { email } = await registerVerified('client');
    const sessionA = (await login(email, 'Sicher!2026ab', 'client')).body.data!;
    const known = await post('/auth/forgot-password', { email, userType: 'client' });
    const unknown = await post('/auth/forgot-password', { email: 'niemand@test.example', userType: 'client' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = (await lastMail(email))!;
    expect(mail.template).toBe('password-reset');
    const otp = await post<{ resetToken: string }>('/auth/verify-otp', { email, userType: 'client', code: mail.data['code'] });
    expect(otp.status).toBe(200);
    const reset = await post('/auth/reset-password', { resetToken: otp.body.data!.resetToken, password: 'Neu!Passwort1', password_confirmation: 'Neu!Passwort1' });
    expect(reset.status).toBe(200);
    expect((await api.call('/auth/me', { token: sessionA.accessToken })).status).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: sessionA.refreshToken })).status).toBe(401);
    expect((await login(email, 'Sicher!2026ab', 'client')).status).toBe(401);
    expect((await login(email, 'Neu!Passwort1', 'client')).status).toBe(200);
    // The token is single-use.
    const again = await post('/auth/reset-password', { resetToken: otp.body.data!.resetToken, password: 'Noch!Eins123', password_confirmation: 'Noch!Eins123' });
    expect(again.body.code).toBe('CODE_EXPIRED');
  });

  it('change-password checks the current one and revokes the other sessions, keeping this one', async () => {
    const { email, password } = await registerVerified('client');
    const other = (await login(email, password, 'client')).body.data!;
    const current = (await login(email, password, 'client')).body.data!;
    const wrong = await api.call('/auth/change-password', {
      method: 'POST',
      token: current.accessToken,
      json: { currentPassword: 'falsch', password: 'Anders!2026ab', password_confirmation: 'Anders!2026ab' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ['Das aktuelle Passwort ist falsch.'] });
    const ok = await api.call('/auth/change-password', {
      method: 'POST',
      token: current.accessToken,
      json: { currentPassword: password, password: 'Anders!2026ab', password_confirmation: 'Anders!2026ab' },
    });
    expect(ok.status).toBe(200);
    expect((await api.call('/auth/me', { token: current.accessToken })).status).toBe(200);
    expect((await api.call('/auth/me', { token: other.accessToken })).status).toBe(401);
  });

  it('refresh-token reuse revokes the family', async () => {
    const first = (await login(DEMO_ACCOUNTS.supplier, DEMO_PASSWORD, 'supplier')).body.data!;
    const second = (await post<LoginResponse>('/auth/refresh', { refreshToken: first.refreshToken })).body.data!;
    expect((await post('/auth/refresh', { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await api.call('/auth/me', { token: second.accessToken })).status).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: second.refreshToken })).status).toBe(401);
  });

  it('a session unused for longer than the inactivity timeout ends at its next refresh (ASVS V7.3.1)', async () => {
    const first = (await login(DEMO_ACCOUNTS.client, DEMO_PASSWORD, 'client')).body.data!;
    const sid = (JSON.parse(Buffer.from(first.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    /** the session's current refresh token was issued `minutes` ago */
    const issuedAgo = (minutes: number) =>
      db.execute(sql`UPDATE refresh_tokens SET created_at = now() - make_interval(mins => ${minutes}) WHERE session_id = ${sid} AND rotated_at IS NULL`);
    // used just within the limit (2 h by default): the refresh works
    await issuedAgo(119);
    const second = await post<LoginResponse>('/auth/refresh', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    // then nobody used it for 2 h 1 min
    await issuedAgo(121);
    const idle = await post('/auth/refresh', { refreshToken: second.body.data!.refreshToken }, newIp(), { headers: { 'accept-language': 'en' } });
    expect(idle.status).toBe(401);
    expect(idle.body).toMatchObject({ code: 'SESSION_IDLE', message: 'You were signed out after 120 minutes without activity. Please log in again.' });
    // the session is over: its access token no longer works either
    expect((await api.call('/auth/me', { token: second.body.data!.accessToken })).status).toBe(401);
    const [row] = (await db.execute<{ revoked_reason: string }>(sql`SELECT revoked_reason FROM sessions WHERE id = ${sid}`)).rows;
    expect(row?.revoked_reason).toBe('idle');
  });
});

describe('profile', () => {
  it('profilePercentage grows as fields are filled and is returned in userData', async () => {
    const { email, password } = await registerVerified('client');
    const session = (await login(email, password, 'client')).body.data!;
    const before = session.userData.profilePercentage;
    expect(before).toBe(90);
    const picture = await ownUpload(session.accessToken);
    const patched = await api.call<AccountProfile>('/accounts/me', { method: 'PATCH', token: session.accessToken, json: { profilePic: picture } });
    expect(patched.status).toBe(200);
    expect(patched.body.data!.profilePercentage).toBe(100);
    expect((await api.call<{ profilePercentage: number }>('/auth/me', { token: session.accessToken })).body.data!.profilePercentage).toBe(100);
    const supplierOnly = await api.call('/accounts/me', { method: 'PATCH', token: session.accessToken, json: { dailyHours: 8 } });
    expect(supplierOnly.status).toBe(400);
    expect(supplierOnly.body.errors).toEqual({ dailyHours: ['Das Feld Tägliche Arbeitsstunden ist nicht erlaubt.'] });
  });

  it('null clears documents, and a null in a required column is a 400 naming it (never a 500)', async () => {
    const { email, password } = await registerVerified('client');
    const { accessToken } = (await login(email, password, 'client')).body.data!;
    const document = await ownUpload(accessToken);
    const withDocs = await api.call<AccountProfile>('/accounts/me', { method: 'PATCH', token: accessToken, json: { documents: [document] } });
    expect(withDocs.body.data!.documents).toEqual([document]);
    // the file is named as it was uploaded, not by its id
    expect(withDocs.body.data!.fileNames).toEqual({ [document]: 'nachweis.pdf' });
    const read = await api.call<AccountProfile>('/accounts/me', { token: accessToken });
    expect(read.body.data!.fileNames).toEqual({ [document]: 'nachweis.pdf' });
    const cleared = await api.call<AccountProfile>('/accounts/me', { method: 'PATCH', token: accessToken, json: { documents: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data!.documents).toEqual([]);
    const noName = await api.call('/accounts/me', { method: 'PATCH', token: accessToken, json: { firstName: null } });
    expect(noName.status).toBe(400);
    expect(Object.keys(noName.body.errors ?? {})).toEqual(['firstName']);
  });

  // The data export: account-export.int-spec.ts (complete against the schema, own account only, expiry).

  it('delete anonymises the account, revokes its sessions and mails a confirmation', async () => {
    const { email, password, userId } = await registerVerified('client');
    const token = (await login(email, password, 'client')).body.data!.accessToken;
    expect((await api.call('/accounts/me', { method: 'DELETE', token, json: { currentPassword: password } })).status).toBe(200);
    expect((await api.call('/auth/me', { token })).status).toBe(401);
    expect((await lastMail(email))!.data['subject']).toBe('Ihr Fachwerk-Konto wurde gelöscht');
    const row = (await db.execute<Record<string, unknown>>(sql`SELECT email, first_name, profile, documents FROM users WHERE id = ${userId}`)).rows[0];
    expect(row).toEqual({ email: `deleted-${userId}@deleted.invalid`, first_name: '', profile: {}, documents: [] });
  });
});

describe('admin', () => {
  it('client and supplier get 403 on admin routes', async () => {
    for (const role of ['client', 'supplier'] as const) {
      const token = await tokenOf(role);
      const { status, body } = await api.call('/admin/accounts?type=client', { token });
      expect(status).toBe(403);
      expect(body.code).toBe('FORBIDDEN');
    }
  });

  it('lists, approves, rejects (mailed), deactivates (tokens stop at once) and activates, each with an audit row', async () => {
    const admin = await tokenOf('admin');
    const pending = await api.call<AdminAccountList>('/admin/accounts?type=supplier&approval=pending&search=nowak', { token: admin });
    expect(pending.status).toBe(200);
    expect(pending.body.data!.items.map((i) => i.email)).toEqual(['pending-supplier-1@fachwerk.test']);

    const { email, password, userId } = await registerVerified('supplier');
    const full = await api.call<AccountProfile>(`/admin/accounts/${userId}`, { token: admin });
    expect(full.body.data).toMatchObject({ email, approvalStatus: 'pending', hourlyRate: 4500 });

    const missingReason = await api.call(`/admin/accounts/${userId}/reject`, { method: 'POST', token: admin, json: {} });
    expect(missingReason.body.errors).toEqual({ reason: ['Das Feld Begründung ist erforderlich.'] });
    const rejected = await api.call(`/admin/accounts/${userId}/reject`, { method: 'POST', token: admin, json: { reason: 'Gewerbenachweis fehlt' } });
    expect(rejected.status).toBe(200);
    expect((await lastMail(email))).toMatchObject({ template: 'account-status', data: { reason: 'Gewerbenachweis fehlt' } });

    expect((await api.call(`/admin/accounts/${userId}/approve`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await lastMail(email))!.data['status']).toBe('freigegeben');
    const supplier = (await login(email, password, 'supplier')).body.data!;
    expect((await probe.inject({ method: 'GET', url: '/api/v1/probe-feature', headers: { authorization: `Bearer ${supplier.accessToken}` } })).statusCode).toBe(200);

    expect((await api.call(`/admin/accounts/${userId}/deactivate`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await api.call('/auth/me', { token: supplier.accessToken })).status).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: supplier.refreshToken })).status).toBe(401);
    expect((await login(email, password, 'supplier')).body.code).toBe('ACCOUNT_INACTIVE');
    expect((await api.call(`/admin/accounts/${userId}/activate`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await login(email, password, 'supplier')).status).toBe(200);

    const audit = await api.call<Paginated<AuditLogEntry>>(`/admin/audit-log?targetId=${userId}`, { token: admin });
    expect(audit.body.data!.items.map((entry) => entry.action)).toEqual(['activate', 'deactivate', 'approve', 'reject']);
    expect(audit.body.data!.items[3]).toMatchObject({ targetId: userId, details: { reason: 'Gewerbenachweis fehlt', to: 'rejected' } });
    expect(audit.body.data!.items.every((entry) => entry.actorId && entry.createdAt)).toBe(true);
  });
});

describe('guest registration documents (résumé, certificate)', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  async function guestUpload(file: Buffer, filename: string, ip = newIp(), token?: string) {
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(file)]), filename);
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const response = await fetch(`${api.baseUrl}/api/v1/uploads/registration`, { method: 'POST', body: form, headers });
    return { status: response.status, body: (await response.json()) as { status: boolean; message: string; path: string; errors?: Record<string, string[]> } };
  }
  const uploadRow = async (path: string) =>
    (await db.execute<{ owner_id: string | null; claimable_until: string | null }>(sql`SELECT owner_id, claimable_until FROM uploads WHERE id = ${path.split('/').pop()!}`)).rows[0];
  const userCount = async (email: string) => Number((await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM users WHERE lower(email) = lower(${email})`)).rows[0]?.n);

  it('a guest uploads a résumé, nobody can read it, and the sign-up that names it becomes its owner', async () => {
    const resume = await guestUpload(PDF, 'lebenslauf.pdf');
    expect(resume.status).toBe(201);
    expect(resume.body).toMatchObject({ status: true, path: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}$/) });
    expect((await fetch(`${api.baseUrl}${resume.body.path}`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}${resume.body.path}`, { headers: { authorization: `Bearer ${await tokenOf('supplier')}` } })).status).toBe(404);
    expect(await uploadRow(resume.body.path)).toMatchObject({ owner_id: null, claimable_until: expect.anything() });

    const email = `doc-${randomBytes(3).toString('hex')}@test.example`;
    const signup = await post<RegistrationResponse>('/auth/signup/supplier', { ...(await supplierDraft(email)), resume: resume.body.path });
    expect(signup.status).toBe(201);
    expect(await uploadRow(resume.body.path)).toEqual({ owner_id: signup.body.data!.userId, claimable_until: null });
    const { code } = (await lastMail(email))!.data;
    await post('/auth/email-verify', { userId: signup.body.data!.userId, code });
    const { body } = await login(email, 'Sicher!2026ab', 'supplier');
    const own = await fetch(`${api.baseUrl}${resume.body.path}`, { headers: { authorization: `Bearer ${body.data!.accessToken}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a path that is taken, expired or someone else’s, at that field, and writes nothing', async () => {
    const taken = await guestUpload(PDF, 'zertifikat.pdf');
    const first = `first-${randomBytes(3).toString('hex')}@test.example`;
    expect((await post('/auth/signup/supplier', { ...(await supplierDraft(first)), certificate: taken.body.path })).status).toBe(201);

    const second = `second-${randomBytes(3).toString('hex')}@test.example`;
    const again = await post('/auth/signup/supplier', { ...(await supplierDraft(second)), certificate: taken.body.path });
    expect(again.status).toBe(400);
    expect(again.body.errors?.['certificate']?.[0]).toContain('nicht gefunden oder ist abgelaufen');
    expect(await userCount(second)).toBe(0);

    const expired = await guestUpload(PDF, 'alt.pdf');
    await db.execute(sql`UPDATE uploads SET claimable_until = now() - interval '1 minute' WHERE id = ${expired.body.path.split('/').pop()!}`);
    const late = await post('/auth/signup/supplier', { ...(await supplierDraft(second)), resume: expired.body.path }, newIp(), { headers: { 'accept-language': 'en' } });
    expect(late.status).toBe(400);
    expect(late.body.errors?.['resume']?.[0]).toContain('has expired');
    expect(await userCount(second)).toBe(0);

    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(PDF)]), 'fremd.pdf');
    const owned = (await (await fetch(`${api.baseUrl}/api/v1/uploads?slot=documents`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await tokenOf('supplier')}` } })).json()) as { path: string };
    const stolen = await post('/auth/signup/supplier', { ...(await supplierDraft(second)), resume: owned.path });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors?.['resume']).toHaveLength(1);
    expect(await userCount(second)).toBe(0);

    // the next registration upload removes expired unclaimed files
    await guestUpload(PDF, 'neu.pdf');
    expect(await uploadRow(expired.body.path)).toBeUndefined();
  });

  it('takes only pdf or doc, and at most 20 an hour from one address', async () => {
    const png = await guestUpload(Buffer.from('\x89PNG\r\n\x1a\n0000'), 'foto.png');
    expect(png.status).toBe(415);
    expect(png.body.message).toContain('Invalid file Formate');
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await guestUpload(PDF, `d${i}.pdf`, ip)).status).toBe(201);
    const over = await guestUpload(PDF, 'zuviel.pdf', ip);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: false });
  });
});
