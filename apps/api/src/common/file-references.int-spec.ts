import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, type AccountProfile, type UploadResponse } from '@fachwerk/shared/contracts';
import { DB, users, type Db } from '@fachwerk/server/db';
import { createJob, createWorkers, userIdByEmail } from '../testing/marketplace-fixtures';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../testing/test-api';

/**
 * Every place that stores a file reference (profile, job, application, worker) accepts only the
 * caller's own uploads: an outside URL or another account's file is a 400 naming the field.
 */
let api: TestApi;
let db: Db;
let tokens: DemoTokens;
let ids: Record<'client' | 'supplier', string>;
let files: Record<'client' | 'supplier', string>;

const OUTSIDE = 'https://attacker.example/steal.pdf';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(PDF)]), 'nachweis.pdf');
  const response = await fetch(`${api.baseUrl}/api/v1/uploads?slot=documents`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadResponse).path;
}

const patch = <T = unknown>(path: string, token: string, json: unknown, language = 'de') =>
  api.call<T>(path, { method: 'PATCH', token, json, headers: { 'accept-language': language } });
const post = <T = unknown>(path: string, token: string, json: unknown) =>
  api.call<T>(path, { method: 'POST', token, json });

beforeAll(async () => {
  api = await startTestApi('file_refs', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  tokens = await loginDemoUsers(api);
  ids = {
    client: await userIdByEmail(db, DEMO_ACCOUNTS.client),
    supplier: await userIdByEmail(db, DEMO_ACCOUNTS.supplier),
  };
  files = { client: await upload(tokens.client), supplier: await upload(tokens.supplier) };
});

afterAll(async () => {
  await api?.close();
});

describe('profile', () => {
  it('refuses an outside URL and another account’s file in every file field, naming it, localised', async () => {
    const refused = await patch('/accounts/me', tokens.client, {
      profilePic: OUTSIDE,
      documents: [files.client, files.supplier, '//attacker.example/x'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['documents.1', 'documents.2', 'profilePic']);
    expect(refused.body.errors?.['profilePic']?.[0]).toContain('Nur eigene hochgeladene Dateien');

    const english = await patch('/accounts/me', tokens.supplier, { resume: files.client, certificate: OUTSIDE }, 'en');
    expect(english.status).toBe(400);
    expect(Object.keys(english.body.errors ?? {}).sort()).toEqual(['certificate', 'resume']);
    expect(english.body.errors?.['resume']?.[0]).toContain('only files you uploaded yourself');

    // nothing was written
    const [row] = await db.select().from(users).where(eq(users.id, ids.client));
    expect(row!.profilePic).not.toBe(OUTSIDE);
    expect(row!.documents).not.toContain(files.supplier);
  });

  it('accepts own uploads and keeps values the account already holds', async () => {
    const own = await patch<AccountProfile>('/accounts/me', tokens.supplier, { resume: files.supplier, documents: [files.supplier] });
    expect(own.status).toBe(200);
    expect(own.body.data?.documents).toEqual([files.supplier]);

    // A value stored before this check existed (or by the seed) does not block later edits.
    await db.update(users).set({ profilePic: '/legacy/bild.png' }).where(eq(users.id, ids.supplier));
    const again = await patch<AccountProfile>('/accounts/me', tokens.supplier, { profilePic: '/legacy/bild.png', documents: [files.supplier] });
    expect(again.status).toBe(200);
    expect((await patch('/accounts/me', tokens.supplier, { profilePic: '/legacy/anderes.png' })).status).toBe(400);
    await db.update(users).set({ profilePic: null }).where(eq(users.id, ids.supplier));
  });

  it('an admin editing an account may name that account’s files, not an outside URL or a third account’s', async () => {
    const path = `/admin/accounts/${ids.client}`;
    expect((await patch(path, tokens.admin, { documents: [files.client] })).status).toBe(200);
    const outside = await patch(path, tokens.admin, { profilePic: OUTSIDE });
    expect(outside.status).toBe(400);
    expect(Object.keys(outside.body.errors ?? {})).toEqual(['profilePic']);
    const third = await patch(path, tokens.admin, { documents: [files.supplier] });
    expect(third.status).toBe(400);
    expect(Object.keys(third.body.errors ?? {})).toEqual(['documents.0']);
  });
});

describe('jobs, applications and workers', () => {
  it('a job naming an outside URL or another account’s file is refused', async () => {
    const job = await createJob(db, ids.client, { status: 'draft' });
    for (const documents of [[OUTSIDE], [files.supplier]]) {
      const refused = await patch(`/jobs/${job.id}`, tokens.client, { documents });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['documents.0']);
    }
    expect((await patch(`/jobs/${job.id}`, tokens.client, { documents: [files.client] })).status).toBe(200);
  });

  it('an application naming an outside URL or another account’s file is refused and nothing is written', async () => {
    const job = await createJob(db, ids.client, { workersNeeded: 1 });
    const [worker] = await createWorkers(db, ids.supplier, 1);
    const apply = (documents: string[]) =>
      post(`/jobs/${job.id}/applications`, tokens.supplier, {
        workerIds: [worker],
        price: 4200,
        message: 'Wir übernehmen das gern.',
        documents,
      });
    for (const documents of [[OUTSIDE], [files.client]]) {
      const refused = await apply(documents);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['documents.0']);
    }
    expect((await apply([files.supplier])).status).toBe(201);
  });

  it('a worker naming an outside URL or another account’s file is refused', async () => {
    const refused = await post('/workers', tokens.supplier, {
      fullName: 'Lena Wolf',
      cv: OUTSIDE,
      certification: files.client,
      passportOrId: '/etc/passwd',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['certification', 'cv', 'passportOrId']);
    const created = await post<{ _id: string }>('/workers', tokens.supplier, { fullName: 'Lena Wolf', cv: files.supplier });
    expect(created.status).toBe(201);
    const changed = await patch(`/workers/${created.body.data!._id}`, tokens.supplier, { insuranceDocuments: OUTSIDE });
    expect(changed.status).toBe(400);
    expect(Object.keys(changed.body.errors ?? {})).toEqual(['insuranceDocuments']);
  });
});
