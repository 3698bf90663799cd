/**
 * The data export (Art. 15 and 20 DSGVO): complete against the schema (every table that references an
 * account is exported or excluded with a reason, so a new table without export fails here), prepared
 * by the worker's builder into a ZIP of JSON and files, mailed as a link, downloadable by the account
 * alone and not after its expiry.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { API_PATHS, DEMO_PASSWORD, type AccountExportManifest, type AccountExportResponse, type MailJob } from '@fachwerk/shared/contracts';
import * as serverDb from '@fachwerk/server/db';
import {
  ACCOUNT_DATA_EXCLUSIONS,
  accountDataSections,
  accountExports,
  chatMessages,
  conversations,
  DB,
  invoiceDocuments,
  invoices,
  meetings,
  notifications,
  outbox,
  users,
  workers,
  type Db,
} from '@fachwerk/server/db';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { createApplication, createAward, createJob, createWorkers } from '../../testing/marketplace-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { TEST_PDF, uploadTestPdf } from '../../testing/uploads';
import { exportBuilder } from './testing/account-export';

let api: TestApi;
let db: Db;

beforeAll(async () => {
  api = await startTestApi('account-export');
  db = api.app.get<Db>(DB);
}, 180_000);

afterAll(async () => {
  await api?.close();
});

/** Every table of the schema with a foreign key to `users`, by SQL name. */
function accountReferencingTables(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(serverDb)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.name === 'users' || config.foreignKeys.some((fk) => fk.reference().foreignTable === users)) names.add(config.name);
  }
  return [...names].sort();
}

describe('export completeness against the schema', () => {
  // the names only: no query runs here
  const exported = accountDataSections({} as Db).map((s) => s.table);

  it('exports or excludes (with a reason) every table that references an account', () => {
    const tables = accountReferencingTables();
    expect(tables.length).toBeGreaterThan(25);
    const uncovered = tables.filter((t) => !exported.includes(t) && !(t in ACCOUNT_DATA_EXCLUSIONS));
    // A new table holding an account's data: add a section to account-data.ts (or a reasoned exclusion).
    expect(uncovered).toEqual([]);
  });

  it('names only real tables, each once, and none both exported and excluded', () => {
    const all = new Set<string>();
    for (const value of Object.values(serverDb)) if (is(value, PgTable)) all.add(getTableConfig(value).name);
    expect(exported.filter((t) => !all.has(t))).toEqual([]);
    expect(Object.keys(ACCOUNT_DATA_EXCLUSIONS).filter((t) => !all.has(t))).toEqual([]);
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported.filter((t) => t in ACCOUNT_DATA_EXCLUSIONS)).toEqual([]);
    for (const reason of Object.values(ACCOUNT_DATA_EXCLUSIONS)) expect(reason.length).toBeGreaterThan(20);
  });
});

/** A supplier with something in every domain: team, application, award, meeting, chat, invoice with its PDF, a file. */
async function supplierWithEverything(client: TestAccount) {
  const supplier = await approvedAccount(api, 'supplier', { prefix: 'exporting' });
  const [workerId] = await createWorkers(db, supplier.id, 1, ['Jonas Becker']);
  await uploadTestPdf(api, supplier.token, 'lebenslauf.pdf');
  const job = await createJob(db, client.id);
  const applicationId = await createApplication(db, job.id, supplier.id, [workerId!]);
  const award = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'in_progress', type: 'resource', workerIds: [workerId!] });
  await db.insert(meetings).values({
    jobId: job.id,
    applicationId,
    clientId: client.id,
    supplierId: supplier.id,
    startsAt: new Date(Date.now() + 86_400_000),
    durationMinutes: 30,
    mode: 'video',
    videoLink: 'https://meet.example.test/export',
    status: 'accepted',
    sequence: 1,
    uid: `export-${supplier.id}@fachwerk.test`,
  });
  const [chat] = await db
    .insert(conversations)
    .values({ jobId: award.jobId, clientId: client.id, supplierId: supplier.id, status: 'approved', approvedAt: new Date() })
    .returning({ id: conversations.id });
  await db.insert(chatMessages).values([
    { conversationId: chat!.id, senderId: client.id, clientMessageId: 'c-1', body: 'Guten Tag, wann können Sie anfangen?' },
    { conversationId: chat!.id, senderId: supplier.id, clientMessageId: 's-1', body: 'Ab Montag.' },
  ]);
  const [invoice] = await db
    .insert(invoices)
    .values({
      issuerId: supplier.id,
      recipientId: client.id,
      awardId: award.awardId,
      status: 'issued',
      content: {},
      number: `RE-EXPORT-${supplier.id.slice(0, 6)}`,
      sequenceValue: 1,
      issuedAt: new Date(),
      documentsHash: 'a'.repeat(64),
    })
    .returning({ id: invoices.id });
  const pdfKey = `invoices/${invoice!.id}/RE-EXPORT.pdf`;
  await mkdir(path.join(api.config.storageDir, 'invoices', invoice!.id), { recursive: true });
  await writeFile(path.join(api.config.storageDir, pdfKey), TEST_PDF);
  await db.insert(invoiceDocuments).values({ invoiceId: invoice!.id, format: 'pdf', storageKey: pdfKey, sha256: createHash('sha256').update(TEST_PDF).digest('hex'), sizeBytes: TEST_PDF.length });
  await db.insert(notifications).values({ userId: supplier.id, type: 'applicationAwarded', title: 'Zuschlag', body: 'Sie haben den Zuschlag erhalten.' });
  return { supplier, workerId: workerId!, invoiceId: invoice!.id };
}

async function download(id: string, token: string) {
  const response = await fetch(`${api.baseUrl}/api/v1${API_PATHS.accounts.exportDownload(id)}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('POST /accounts/me/export → worker → download', () => {
  let client: TestAccount;
  let world: Awaited<ReturnType<typeof supplierWithEverything>>;
  let exportId: string;
  let entries: Record<string, Uint8Array>;

  beforeAll(async () => {
    client = await approvedAccount(api, 'client', { prefix: 'export-party' });
    world = await supplierWithEverything(client);
  }, 120_000);

  it('is requested once: a second request answers the export in preparation', async () => {
    // none yet: the envelope carries no data
    expect((await api.call(API_PATHS.accounts.export, { token: world.supplier.token })).body.data ?? null).toBeNull();
    const first = await api.call<AccountExportResponse>(API_PATHS.accounts.export, { method: 'POST', token: world.supplier.token });
    expect(first.status).toBe(202);
    expect(first.body.data!.status).toBe('requested');
    const second = await api.call<AccountExportResponse>(API_PATHS.accounts.export, { method: 'POST', token: world.supplier.token });
    expect(second.body.data!._id).toBe(first.body.data!._id);
    exportId = first.body.data!._id;
    const jobs = await db.select().from(outbox).where(eq(outbox.queue, 'account-export'));
    expect(jobs.filter((j) => (j.payload as { exportId: string }).exportId === exportId)).toHaveLength(1);
  });

  it('cannot be downloaded before the worker prepared it (409 with code)', async () => {
    const early = await download(exportId, world.supplier.token);
    expect(early.status).toBe(409);
    expect(JSON.parse(strFromU8(early.bytes))).toMatchObject({ code: 'ACCOUNT_EXPORT_NOT_READY', message: expect.stringContaining('prepared') });
  });

  it('is prepared by the worker, then shown ready with its expiry, and the link is mailed', async () => {
    expect(await exportBuilder(db, api.config.storageDir).build(exportId)).toBe('built');
    // a re-delivered job does nothing twice
    expect(await exportBuilder(db, api.config.storageDir).build(exportId)).toBe('not-pending');
    const state = await api.call<AccountExportResponse>(API_PATHS.accounts.export, { token: world.supplier.token });
    expect(state.body.data).toMatchObject({ _id: exportId, status: 'ready' });
    const hours = (Date.parse(state.body.data!.expiresAt!) - Date.parse(state.body.data!.readyAt!)) / 3_600_000;
    expect(hours).toBe(168);
    const [email] = await db.select({ email: users.email }).from(users).where(eq(users.id, world.supplier.id));
    const mails = (await db.select().from(outbox).where(eq(outbox.queue, 'mail'))).map((m) => m.payload as MailJob).filter((m) => m.to === email!.email);
    const mail = mails.find((m) => String(m.data['actionUrl']).includes(exportId));
    expect(mail?.data['subject']).toBe('Ihr Datenexport liegt bereit');
  });

  it('downloads as a ZIP holding JSON of every section and the files', async () => {
    const zip = await download(exportId, world.supplier.token);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    entries = unzipSync(zip.bytes);
    const manifest = JSON.parse(strFromU8(entries['manifest.json']!)) as AccountExportManifest;
    for (const table of accountDataSections(db).map((s) => s.table)) {
      expect(manifest.sections[table]).toEqual({ file: `data/${table}.json`, rows: expect.any(Number) });
      expect(Array.isArray(JSON.parse(strFromU8(entries[`data/${table}.json`]!)))).toBe(true);
    }
    // what this supplier has, section by section
    for (const table of ['users', 'sessions', 'workers', 'applications', 'awards', 'award_workers', 'meetings', 'conversations', 'uploads', 'invoices', 'invoice_documents', 'notifications', 'account_exports'])
      expect({ table, hasRows: manifest.sections[table]!.rows > 0 }).toEqual({ table, hasRows: true });
    expect(manifest.sections['chat_messages']!.rows).toBe(2);
    const files = Object.keys(entries).filter((name) => name.startsWith('files/'));
    expect(files.some((f) => /^files\/uploads\/.+-lebenslauf\.pdf$/.test(f))).toBe(true);
    expect(files).toContain(`files/invoices/${world.invoiceId}/RE-EXPORT.pdf`);
    for (const f of files) expect(Buffer.from(entries[f]!).equals(TEST_PDF)).toBe(true);
    expect(manifest.missingFiles).toEqual([]);
  });

  it('holds no secret that would let the holder act as the account, and nobody else’s account', async () => {
    const text = Object.entries(entries).filter(([name]) => name.endsWith('.json')).map(([, bytes]) => strFromU8(bytes)).join('\n');
    expect(text).not.toMatch(/passwordHash|password_hash|argon2|secretEncrypted|codeHash|tokenHash/);
    const profile = JSON.parse(strFromU8(entries['data/users.json']!)) as { id: string }[];
    expect(profile.map((p) => p.id)).toEqual([world.supplier.id]);
    const [worker] = JSON.parse(strFromU8(entries['data/workers.json']!)) as { id: string; fullName: string }[];
    expect(worker).toMatchObject({ id: world.workerId, fullName: 'Jonas Becker' });
  });

  it('is downloadable by its account only (another account: 404 with code)', async () => {
    const other = await approvedAccount(api, 'supplier', { prefix: 'export-other' });
    const refused = await download(exportId, other.token);
    expect(refused.status).toBe(404);
    expect(JSON.parse(strFromU8(refused.bytes))).toMatchObject({ code: 'ACCOUNT_EXPORT_NOT_FOUND' });
    expect((await download(exportId, client.token)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/v1${API_PATHS.accounts.exportDownload(exportId)}`)).status).toBe(401);
  });

  it('is refused after its expiry (410 with code), shown expired, and its file removed by the worker’s sweep', async () => {
    await db.update(accountExports).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(accountExports.id, exportId));
    const late = await download(exportId, world.supplier.token);
    expect(late.status).toBe(410);
    expect(JSON.parse(strFromU8(late.bytes))).toMatchObject({ code: 'ACCOUNT_EXPORT_EXPIRED', message: expect.stringContaining('expired') });
    const state = await api.call<AccountExportResponse>(API_PATHS.accounts.export, { token: world.supplier.token });
    expect(state.body.data!.status).toBe('expired');
    const [row] = await db.select().from(accountExports).where(eq(accountExports.id, exportId));
    const keys = await new serverDb.AccountExportRecords(db, (value) => value).releaseExpired(new Date());
    expect(keys).toContain(row!.storageKey);
    expect((await download(exportId, world.supplier.token)).status).toBe(410);
  });

  it('goes with the account: deleting it removes the exports and their files', async () => {
    const again = await api.call<AccountExportResponse>(API_PATHS.accounts.export, { method: 'POST', token: world.supplier.token });
    await exportBuilder(db, api.config.storageDir).build(again.body.data!._id);
    const [row] = await db.select().from(accountExports).where(eq(accountExports.id, again.body.data!._id));
    const file = path.join(api.config.storageDir, row!.storageKey!);
    await access(file);
    const deleted = await api.call('/accounts/me', { method: 'DELETE', token: world.supplier.token, json: { currentPassword: DEMO_PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(accountExports).where(eq(accountExports.userId, world.supplier.id))).toEqual([]);
    await expect(access(file)).rejects.toThrow();
    // the deleted worker stays erased: nothing is rebuilt for a deleted account
    expect((await db.select().from(workers).where(eq(workers.id, world.workerId)))[0]?.fullName).not.toBe('Jonas Becker');
  });
});
