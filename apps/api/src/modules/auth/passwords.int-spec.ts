import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, type LoginResponse, type RegistrationResponse } from '@fachwerk/shared/contracts';
import { DB, type Db } from '@fachwerk/server/db';
import { startTestApi, type CallInit, type TestApi } from '../../testing/test-api';
import { PasswordHasher } from './password-hasher';

let api: TestApi;
let db: Db;

beforeAll(async () => {
  api = await startTestApi('passwords', { TRUST_PROXY: 'true' });
  db = api.app.get<Db>(DB);
});

afterAll(async () => {
  await api?.close();
});

const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const call = <T = unknown>(path: string, init: CallInit & { language?: string } = {}) =>
  api.call<T>(path, { ...init, headers: { 'x-forwarded-for': newIp(), 'accept-language': init.language ?? 'de', ...init.headers } });
const post = <T = unknown>(path: string, json: unknown, language = 'de', token?: string) => call<T>(path, { method: 'POST', json, language, token });

const uniqueEmail = (local: string) => `${local}.${randomBytes(3).toString('hex')}@test.example`;

const clientDraft = (email: string, password: string) => ({
  companyName: 'Kuhn Dachbau GmbH',
  vat: 'DE111222333',
  contactPerson: [{ name: 'Greta Kuhn' }],
  firstName: 'Greta',
  lastName: 'Kuhn',
  phoneNumber: '221 1234567',
  email,
  address: 'Domkloster 4, 50667 Köln',
  password,
  password_confirmation: password,
  termAndCondition: true,
});

async function lastCode(to: string): Promise<string> {
  const rows = await db.execute<{ code: string }>(
    sql`SELECT payload->'data'->>'code' AS code FROM outbox WHERE payload->>'to' = ${to} ORDER BY created_at DESC LIMIT 1`,
  );
  return rows.rows[0]!.code;
}

async function registered(password = 'Tragwerk!Ost-7') {
  const email = uniqueEmail('greta.kuhn');
  const signup = await post<RegistrationResponse>('/auth/signup/client', clientDraft(email, password));
  expect(signup.status).toBe(201);
  expect((await post('/auth/email-verify', { userId: signup.body.data!.userId, code: await lastCode(email) })).status).toBe(200);
  return { email, password, userId: signup.body.data!.userId };
}

const login = (email: string, password: string) => post<LoginResponse>('/auth/login', { email, password, userType: 'client' });

describe('new passwords at sign-up', () => {
  it('refuses short, common, repetitive and personal passwords with a message naming the field (German)', async () => {
    const email = uniqueEmail('greta.kuhn');
    const cases: [string, string][] = [
      ['password', 'Passwort muss mindestens 12 Zeichen lang sein.'],
      ['12345678', 'Passwort muss mindestens 12 Zeichen lang sein.'],
      [' '.repeat(12), 'Passwort besteht aus zu wenigen verschiedenen Zeichen.'],
      ['password1234', 'Passwort ist zu verbreitet: Es steht auf Listen häufiger oder geknackter Passwörter. Bitte wählen Sie ein anderes.'],
      ['P@ssw0rd!2026', 'Passwort ist zu verbreitet: Es steht auf Listen häufiger oder geknackter Passwörter. Bitte wählen Sie ein anderes.'],
      ['123456789012', 'Passwort ist zu verbreitet: Es steht auf Listen häufiger oder geknackter Passwörter. Bitte wählen Sie ein anderes.'],
      [email, 'Passwort darf nicht aus Ihrer E-Mail-Adresse oder Ihrem Namen gebildet sein.'],
      ['GretaKuhn2026!', 'Passwort darf nicht aus Ihrer E-Mail-Adresse oder Ihrem Namen gebildet sein.'],
      ['Kuhn-Greta-1990', 'Passwort darf nicht aus Ihrer E-Mail-Adresse oder Ihrem Namen gebildet sein.'],
    ];
    for (const [password, message] of cases) {
      const answer = await post('/auth/signup/client', clientDraft(email, password));
      expect({ password, status: answer.status, errors: answer.body.errors }).toEqual({ password, status: 400, errors: { password: [message] } });
    }
    // nothing was written
    const rows = await db.execute(sql`SELECT id FROM users WHERE lower(email) = lower(${email})`);
    expect(rows.rows).toHaveLength(0);
  });

  it('answers in English, naming the field', async () => {
    const email = uniqueEmail('greta.kuhn');
    const common = await post('/auth/signup/client', clientDraft(email, 'Passwort1234!'), 'en');
    expect(common.body.errors).toEqual({ password: ['The password is too common: it is on lists of frequent or breached passwords. Please choose another one.'] });
    const personal = await post('/auth/signup/client', clientDraft(email, `${email}!`), 'en');
    expect(personal.body.errors).toEqual({ password: ['The password must not be built from your email address or your name.'] });
    const short = await post('/auth/signup/client', clientDraft(email, 'Kurz!2026'), 'en');
    expect(short.body.errors).toEqual({ password: ['The password must be at least 12 characters.'] });
  });

  it('accepts the demo password and a passphrase', async () => {
    for (const password of [DEMO_PASSWORD, 'Dachlatten auf dem Hof']) {
      const { email } = await registered(password);
      expect((await login(email, password)).status).toBe(200);
    }
  });
});

describe('new passwords at reset and change', () => {
  it('change-password refuses a weak new password and keeps the old one', async () => {
    const { email, password } = await registered();
    const session = (await login(email, password)).body.data!;
    const weak = await post('/auth/change-password', { currentPassword: password, password: 'Greta.Kuhn!!', password_confirmation: 'Greta.Kuhn!!' }, 'de', session.accessToken);
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: ['Passwort darf nicht aus Ihrer E-Mail-Adresse oder Ihrem Namen gebildet sein.'] });
    expect((await login(email, password)).status).toBe(200);
  });

  it('reset refuses a common password and the reset token still works for a good one', async () => {
    const { email, password } = await registered();
    expect((await post('/auth/forgot-password', { email, userType: 'client' })).status).toBe(200);
    const otp = await post<{ resetToken: string }>('/auth/verify-otp', { email, userType: 'client', code: await lastCode(email) });
    const resetToken = otp.body.data!.resetToken;
    const weak = await post('/auth/reset-password', { resetToken, password: 'qwertyuiop12', password_confirmation: 'qwertyuiop12' }, 'en');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: ['The password is too common: it is on lists of frequent or breached passwords. Please choose another one.'] });
    expect((await login(email, password)).status).toBe(200);
    const good = await post('/auth/reset-password', { resetToken, password: 'Ziegel!Lager-9', password_confirmation: 'Ziegel!Lager-9' });
    expect(good.status).toBe(200);
    expect((await login(email, 'Ziegel!Lager-9')).status).toBe(200);
  });
});

describe('existing accounts', () => {
  it('keep logging in with a password set under the old rule (8 characters)', async () => {
    const { email, userId } = await registered();
    const oldHash = await new PasswordHasher().hash('alt12345');
    await db.execute(sql`UPDATE users SET password_hash = ${oldHash} WHERE id = ${userId}`);
    expect((await login(email, 'alt12345')).status).toBe(200);
  });
});

describe('re-authentication', () => {
  it('deleting the account needs the current password: missing or wrong is a 400 naming it, nothing is deleted', async () => {
    const { email, password, userId } = await registered();
    const token = (await login(email, password)).body.data!.accessToken;
    const missing = await call('/accounts/me', { method: 'DELETE', token, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ currentPassword: ['Das Feld Aktuelles Passwort ist erforderlich.'] });
    const noBody = await call('/accounts/me', { method: 'DELETE', token });
    expect(noBody.status).toBe(400);
    const wrong = await call('/accounts/me', { method: 'DELETE', token, json: { currentPassword: 'Falsch!Falsch-1' }, language: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ['The current password is incorrect.'] });
    const row = await db.execute<{ deleted_at: Date | null }>(sql`SELECT deleted_at FROM users WHERE id = ${userId}`);
    expect(row.rows[0]!.deleted_at).toBeNull();
    expect((await call('/auth/me', { token })).status).toBe(200);
    const ok = await call('/accounts/me', { method: 'DELETE', token, json: { currentPassword: password } });
    expect(ok.status).toBe(200);
    expect((await call('/auth/me', { token })).status).toBe(401);
  });

  it('changing the e-mail needs the current password; the new address logs in and the old one is told', async () => {
    const { email, password } = await registered();
    const token = (await login(email, password)).body.data!.accessToken;
    const next = uniqueEmail('neu');
    const missing = await call('/accounts/me', { method: 'PATCH', token, json: { email: next } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ currentPassword: ['Das Feld Aktuelles Passwort ist erforderlich.'] });
    const wrong = await call('/accounts/me', { method: 'PATCH', token, json: { email: next, currentPassword: 'Falsch!Falsch-1', firstName: 'X' } });
    expect(wrong.body.errors).toEqual({ currentPassword: ['Das aktuelle Passwort ist falsch.'] });
    // nothing was written (not even the other field)
    expect((await call<{ email: string; firstName: string }>('/accounts/me', { token })).body.data).toMatchObject({ email, firstName: 'Greta' });
    // the same address in other letters is no change and needs no password
    expect((await call('/accounts/me', { method: 'PATCH', token, json: { email: email.toUpperCase(), firstName: 'Greta' } })).status).toBe(200);
    const taken = await call('/accounts/me', { method: 'PATCH', token, json: { email: 'client@fachwerk.test', currentPassword: password } });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ email: ['E-Mail-Adresse ist bereits vergeben.'] });
    const ok = await call<{ email: string }>('/accounts/me', { method: 'PATCH', token, json: { email: next, currentPassword: password } });
    expect(ok.status).toBe(200);
    expect(ok.body.data!.email).toBe(next);
    expect((await login(next, password)).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    const notice = await db.execute<{ subject: string; to: string }>(
      sql`SELECT payload->'data'->>'subject' AS subject, payload->>'to' AS to FROM outbox WHERE payload->>'to' = ${email} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(notice.rows[0]).toEqual({ subject: 'Ihre Fachwerk-E-Mail-Adresse wurde geändert', to: email });
  });
});
