/**
 * Sensitive fields encrypted at rest (docs/security/key-rotation.md): after the API writes them the
 * database columns hold no plaintext, the owner reads them in clear, and the re-seal (the worker's
 * FieldResealTask) moves plaintext rows, old-format TOTP secrets and values of a previous key to the
 * current key.
 */
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD, type AccountProfile, type WorkerResponse } from '@fachwerk/shared/contracts';
import { FieldCipher, fieldKeyOf, openLegacyTotpSecret } from '@fachwerk/server/core';
import { DB, resealSensitiveFields, SEALED_FIELDS, userTotp, users, workers, type Db } from '@fachwerk/server/db';
import { encryptSecret } from '../auth';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { createWorkers } from '../../testing/marketplace-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';

const PREVIOUS_KEY = 'previous-field-key-0123456789abcdef012345';
const IBAN = 'DE89370400440532013000';
const PASSPORT = 'C01X00T47';

let api: TestApi;
let db: Db;
let cipher: FieldCipher;
let supplier: TestAccount;

beforeAll(async () => {
  // the api knows a previous key, as during a rotation
  api = await startTestApi('field-encryption', { ENCRYPTION_KEYS_PREVIOUS: PREVIOUS_KEY });
  db = api.app.get<Db>(DB);
  cipher = api.app.get(FieldCipher);
  supplier = await approvedAccount(api, 'supplier', { prefix: 'sealed' });
}, 180_000);

afterAll(async () => {
  await api?.close();
});

const stored = async (table: 'users' | 'workers', id: string, key: string) => {
  const target = table === 'users' ? users : workers;
  const [row] = await db.select({ value: sql<string | null>`${target.profile} ->> ${key}` }).from(target).where(eq(target.id, id));
  return row?.value ?? null;
};
const currentPrefix = () => `fw1.${fieldKeyOf(api.config.encryption.key).id}.`;
const legacyOpener = (value: string) => {
  try {
    return openLegacyTotpSecret(value, api.config.totpEncryptionKey);
  } catch {
    return undefined;
  }
};

describe('sensitive fields at rest', () => {
  it('stores the IBAN sealed, and the account reads it in clear', async () => {
    const saved = await api.call<AccountProfile>('/accounts/me', { method: 'PATCH', token: supplier.token, json: { accountNo: 'DE89 3704 0044 0532 0130 00' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data!.accountNo).toBe(IBAN);
    const column = await stored('users', supplier.id, 'accountNo');
    expect(column?.startsWith(currentPrefix())).toBe(true);
    expect(column).not.toContain(IBAN);
    expect((await api.call<AccountProfile>('/accounts/me', { token: supplier.token })).body.data!.accountNo).toBe(IBAN);
  });

  it('stores a worker’s passport/ID number sealed, and its supplier reads it in clear', async () => {
    const [workerId] = await createWorkers(db, supplier.id, 1, ['Jonas Becker']);
    const saved = await api.call<WorkerResponse>(`/workers/${workerId}`, { method: 'PATCH', token: supplier.token, json: { passportIdNumber: PASSPORT } });
    expect(saved.status).toBe(200);
    expect(saved.body.data!.passportIdNumber).toBe(PASSPORT);
    const column = await stored('workers', workerId!, 'passportIdNumber');
    expect(column?.startsWith(currentPrefix())).toBe(true);
    expect(column).not.toContain(PASSPORT);
    expect((await api.call<WorkerResponse>(`/workers/${workerId}`, { token: supplier.token })).body.data!.passportIdNumber).toBe(PASSPORT);
  });

  it('stores a new TOTP secret sealed (no plaintext, no old format)', async () => {
    const setup = await api.call<{ manualKey: string }>('/auth/2fa/setup', { method: 'POST', token: supplier.token, json: { currentPassword: DEMO_PASSWORD } });
    expect(setup.status).toBe(200);
    const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, supplier.id));
    expect(row!.secretEncrypted.startsWith(currentPrefix())).toBe(true);
    expect(row!.secretEncrypted).not.toContain(setup.body.data!.manualKey.replace(/\s+/g, ''));
    expect(cipher.open(row!.secretEncrypted, SEALED_FIELDS.totpSecret)).toBe(setup.body.data!.manualKey.replace(/\s+/g, ''));
  });

  it('re-seals plaintext rows, old-format TOTP secrets and values of the previous key with the current key', async () => {
    const other = await approvedAccount(api, 'supplier', { prefix: 'legacy' });
    const [plainWorker, oldKeyWorker] = await createWorkers(db, other.id, 2, ['Alt Klartext', 'Alt Schlüssel']);
    await db.update(workers).set({ profile: sql`jsonb_set(profile, '{passportIdNumber}', to_jsonb(${PASSPORT}::text))` }).where(eq(workers.id, plainWorker!));
    const oldSealed = new FieldCipher(PREVIOUS_KEY).seal('L01X00T47', SEALED_FIELDS.passportId);
    await db.update(workers).set({ profile: sql`jsonb_set(profile, '{passportIdNumber}', to_jsonb(${oldSealed}::text))` }).where(eq(workers.id, oldKeyWorker!));
    await db.update(users).set({ profile: sql`jsonb_set(profile, '{accountNo}', to_jsonb(${IBAN}::text))` }).where(eq(users.id, other.id));
    await db.insert(userTotp).values({ userId: other.id, secretEncrypted: encryptSecret('JBSWY3DPEHPK3PXP', api.config.totpEncryptionKey) });

    // the previous key's value already opens (rotation in progress)
    expect((await api.call<WorkerResponse>(`/workers/${oldKeyWorker}`, { token: other.token })).body.data!.passportIdNumber).toBe('L01X00T47');

    const first = await resealSensitiveFields(db, cipher, legacyOpener);
    expect(first.iban).toBeGreaterThanOrEqual(1);
    expect(first.passportId).toBeGreaterThanOrEqual(2);
    expect(first.totpSecret).toBeGreaterThanOrEqual(1);
    // nothing left: a second run moves nothing
    expect(await resealSensitiveFields(db, cipher, legacyOpener)).toEqual({ iban: 0, passportId: 0, totpSecret: 0 });

    for (const [table, id, key] of [['workers', plainWorker!, 'passportIdNumber'], ['workers', oldKeyWorker!, 'passportIdNumber'], ['users', other.id, 'accountNo']] as const)
      expect((await stored(table, id, key))?.startsWith(currentPrefix())).toBe(true);
    const [totp] = await db.select().from(userTotp).where(eq(userTotp.userId, other.id));
    expect(totp!.secretEncrypted.startsWith(currentPrefix())).toBe(true);
    expect(cipher.open(totp!.secretEncrypted, SEALED_FIELDS.totpSecret)).toBe('JBSWY3DPEHPK3PXP');

    // and every value still reads in clear, now without the previous key
    const withoutPrevious = new FieldCipher(api.config.encryption.key);
    expect(withoutPrevious.open((await stored('workers', oldKeyWorker!, 'passportIdNumber'))!, SEALED_FIELDS.passportId)).toBe('L01X00T47');
    expect((await api.call<WorkerResponse>(`/workers/${plainWorker}`, { token: other.token })).body.data!.passportIdNumber).toBe(PASSPORT);
    expect((await api.call<AccountProfile>('/accounts/me', { token: other.token })).body.data!.accountNo).toBe(IBAN);
  });

  it('holds no plaintext passport/ID number, IBAN or TOTP secret in the whole database after the re-seal', async () => {
    await resealSensitiveFields(db, cipher, legacyOpener);
    const [plainIbans] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.profile} ? 'accountNo' and ${users.profile} ->> 'accountNo' not like 'fw1.%'`);
    const [plainPassports] = await db.select({ n: sql<number>`count(*)::int` }).from(workers).where(sql`${workers.profile} ? 'passportIdNumber' and ${workers.profile} ->> 'passportIdNumber' not like 'fw1.%'`);
    const [plainSecrets] = await db.select({ n: sql<number>`count(*)::int` }).from(userTotp).where(sql`${userTotp.secretEncrypted} not like 'fw1.%'`);
    expect({ ibans: plainIbans!.n, passports: plainPassports!.n, secrets: plainSecrets!.n }).toEqual({ ibans: 0, passports: 0, secrets: 0 });
  });
});
