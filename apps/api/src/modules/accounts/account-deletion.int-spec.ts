/**
 * Deleting an account (Art. 17 DSGVO), seen from the other party afterwards: every consequence of a
 * supplier's deletion is checked through the client's own API calls (and the mails in the outbox),
 * the supplier's workers and files through the database and the storage directory.
 */
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEMO_PASSWORD,
  type ApplicationResponse,
  type AwardResponse,
  type ChatSummary,
  type MeetingResponse,
  type NotificationListResponse,
} from '@fachwerk/shared/contracts';
import {
  auditLog,
  conversations,
  DB,
  invoiceDocuments,
  invoices,
  RetentionErasure,
  meetings,
  outbox,
  uploads,
  users,
  workers,
  type Db,
} from '@fachwerk/server/db';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { createApplication, createAward, createJob, createWorkers } from '../../testing/marketplace-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { uploadTestPdf } from '../../testing/uploads';

let api: TestApi;
let db: Db;

beforeAll(async () => {
  api = await startTestApi('account-deletion');
  db = api.app.get<Db>(DB);
}, 180_000);

afterAll(async () => {
  await api?.close();
});

const upload = (token: string) => uploadTestPdf(api, token);

const deleteAccount = (account: TestAccount) =>
  api.call('/accounts/me', { method: 'DELETE', token: account.token, json: { currentPassword: DEMO_PASSWORD } });

/** An issued invoice as the invoices module stores it (content frozen, number taken). */
async function issuedInvoice(issuerId: string, recipientId: string, issuedAt: string, content: Record<string, unknown>): Promise<string> {
  const [row] = await db
    .insert(invoices)
    .values({
      issuerId,
      recipientId,
      status: 'issued',
      content,
      number: `RE-${randomUUID().slice(0, 8)}`,
      sequenceValue: Math.floor(Math.random() * 1e9),
      issuedAt: new Date(issuedAt),
      documentsHash: 'a'.repeat(64),
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** A supplier with a team, work with the client in every state, a meeting to come, a chat and a CV file. */
async function supplierWithEverything(client: TestAccount) {
  const supplier = await approvedAccount(api, 'supplier', { prefix: 'deleting' });
  const [workerId] = await createWorkers(db, supplier.id, 1, ['Jonas Becker']);
  const cv = await upload(supplier.token);
  await db
    .update(workers)
    .set({ profile: { dob: '1990-04-12', nationality: 'Deutsch', passportIdNumber: 'C01X00T47', cv, phoneNumber: '1701234567' } })
    .where(eq(workers.id, workerId!));
  const openJob = await createJob(db, client.id);
  const applicationId = await createApplication(db, openJob.id, supplier.id, [workerId!]);
  const notStarted = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'awarded' });
  const running = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'in_progress', type: 'resource', workerIds: [workerId!] });
  const [meeting] = await db
    .insert(meetings)
    .values({
      jobId: openJob.id,
      applicationId,
      clientId: client.id,
      supplierId: supplier.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      durationMinutes: 30,
      mode: 'video',
      videoLink: 'https://meet.example.test/abc',
      status: 'accepted',
      sequence: 1,
      uid: `${randomUUID()}@fachwerk.test`,
    })
    .returning({ id: meetings.id });
  const [chat] = await db
    .insert(conversations)
    .values({ jobId: running.jobId, clientId: client.id, supplierId: supplier.id, status: 'approved', approvedAt: new Date() })
    .returning({ id: conversations.id });
  return { supplier, workerId: workerId!, cv, openJob, applicationId, notStarted, running, meetingId: meeting!.id, chatId: chat!.id };
}

describe('DELETE /accounts/me of a supplier, seen by its client', () => {
  let client: TestAccount;
  let world: Awaited<ReturnType<typeof supplierWithEverything>>;

  beforeAll(async () => {
    client = await approvedAccount(api, 'client', { prefix: 'other-party' });
    world = await supplierWithEverything(client);
    const deleted = await deleteAccount(world.supplier);
    expect(deleted.status).toBe(200);
  }, 120_000);

  it('withdraws the open application and tells the client', async () => {
    const list = await api.call<{ items: ApplicationResponse[] }>(`/jobs/${world.openJob.id}/applications`, { token: client.token });
    expect(list.status).toBe(200);
    const application = list.body.data!.items.find((a) => a._id === world.applicationId);
    expect(application?.status).toBe('withdrawn');
    const notes = await api.call<NotificationListResponse>('/notifications?limit=50', { token: client.token });
    const types = notes.body.data!.items.map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['applicationWithdrawnAccountDeleted', 'awardCancelledAccountDeleted', 'awardEndedAccountDeleted', 'meetingCancelled']));
  });

  it('cancels the award that had not started and frees its slot', async () => {
    const award = await api.call<AwardResponse>(`/awards/${world.notStarted.awardId}`, { token: client.token });
    expect(award.status).toBe(200);
    expect(award.body.data!.status).toBe('cancelled');
    const job = await api.call<{ status: string; workersAwarded: number }>(`/jobs/${world.notStarted.jobId}`, { token: client.token });
    expect(job.body.data).toMatchObject({ status: 'open', workersAwarded: 0 });
  });

  it('ends the running award and stops the workers’ booking', async () => {
    const award = await api.call<AwardResponse>(`/awards/${world.running.awardId}`, { token: client.token });
    expect(award.body.data!.status).toBe('ended');
    const started = await api.call(`/awards/${world.running.awardId}/complete`, { method: 'POST', token: client.token, json: {} });
    expect(started.status).toBeGreaterThanOrEqual(400);
    expect(started.status).toBeLessThan(500);
  });

  it('cancels the meeting to come and mails the client a calendar CANCEL', async () => {
    const meeting = await api.call<MeetingResponse>(`/meetings/${world.meetingId}`, { token: client.token });
    expect(meeting.body.data!.status).toBe('cancelled');
    expect(meeting.body.data!.supplier.name).toBe('');
    const [client_] = await db.select({ email: users.email }).from(users).where(eq(users.id, client.id));
    const mails = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.queue, 'mail'), sql`${outbox.payload}->>'to' = ${client_!.email}`, sql`${outbox.payload} ? 'calendar'`));
    const calendars = mails.map((m) => (m.payload as { calendar: { method: string; content: string } }).calendar);
    const cancel = calendars.find((c) => c.method === 'CANCEL');
    expect(cancel?.content).toContain('METHOD:CANCEL');
    expect(cancel?.content).toContain('STATUS:CANCELLED');
  });

  it('closes the chat: readable for the client, nobody can send', async () => {
    const chat = await api.call<ChatSummary>(`/chats/${world.chatId}`, { token: client.token });
    expect(chat.status).toBe(200);
    expect(chat.body.data).toMatchObject({ closed: true, canSend: false, canBlock: false });
    // the deleted party has no name any more: empty (the web shows "Gelöschtes Konto"), never a blank
    expect(chat.body.data!.supplier.name).toBe('');
    const send = await api.call(`/chats/${world.chatId}/messages`, {
      method: 'POST',
      token: client.token,
      json: { clientMessageId: randomUUID(), body: 'Hallo?' },
    });
    expect(send.status).toBe(409);
    expect(send.body).toMatchObject({ code: 'CHAT_CLOSED' });
  });

  it('erases the workers’ personal data and removes the uploaded files from storage', async () => {
    const [worker] = await db.select().from(workers).where(eq(workers.id, world.workerId));
    expect(worker).toMatchObject({ fullName: '', email: null, profile: {} });
    expect(worker!.deletedAt).not.toBeNull();
    const owned = await db.select().from(uploads).where(eq(uploads.ownerId, world.supplier.id));
    expect(owned).toHaveLength(0);
    const fileId = world.cv.split('/').pop()!;
    const served = await api.call(`/files/${fileId}`, { token: client.token });
    expect(served.status).toBe(404);
  });

  it('leaves the account without personal data and its sessions revoked', async () => {
    const [row] = await db.select().from(users).where(eq(users.id, world.supplier.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', companyName: null, profile: {}, documents: [] });
    expect(row!.email).toMatch(/@deleted\.invalid$/);
    const me = await api.call('/accounts/me', { token: world.supplier.token });
    expect(me.status).toBe(401);
  });
});

describe('DELETE /accounts/me of a client, seen by its supplier', () => {
  it('ends the running award, closes the open job and tells the supplier', async () => {
    const client = await approvedAccount(api, 'client', { prefix: 'deleting' });
    const supplier = await approvedAccount(api, 'supplier', { prefix: 'other-party' });
    const running = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'in_progress' });
    const open = await createJob(db, client.id);
    const applicationId = await createApplication(db, open.id, supplier.id, []);
    expect((await deleteAccount(client)).status).toBe(200);

    const award = await api.call<AwardResponse>(`/awards/${running.awardId}`, { token: supplier.token });
    expect(award.body.data!.status).toBe('ended');
    const application = await api.call<ApplicationResponse>(`/applications/${applicationId}`, { token: supplier.token });
    expect(application.body.data!.status).toBe('rejected');
    const notes = await api.call<NotificationListResponse>('/notifications', { token: supplier.token });
    expect(notes.body.data!.items.map((n) => n.type)).toContain('awardEndedAccountDeleted');
  });
});

describe('what the law keeps', () => {
  it('keeps an issued invoice unchanged and deletes the account’s drafts', async () => {
    const client = await approvedAccount(api, 'client');
    const supplier = await approvedAccount(api, 'supplier', { prefix: 'deleting' });
    const content = { seller: { name: 'Keep GmbH' }, lines: [] };
    const issued = await issuedInvoice(supplier.id, client.id, '2026-03-15T10:00:00Z', content);
    const [draft] = await db.insert(invoices).values({ issuerId: supplier.id, recipientId: client.id, content: {} }).returning({ id: invoices.id });
    expect((await deleteAccount(supplier)).status).toBe(200);
    const [kept] = await db.select().from(invoices).where(eq(invoices.id, issued));
    expect(kept!.content).toEqual(content);
    expect(await db.select().from(invoices).where(eq(invoices.id, draft!.id))).toHaveLength(0);
  });
});

describe('a deletion that fails', () => {
  it('changes nothing (one transaction)', async () => {
    const client = await approvedAccount(api, 'client');
    const supplier = await approvedAccount(api, 'supplier', { prefix: 'deleting' });
    const running = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'in_progress' });
    // A trigger that refuses the last step (the account row) makes the whole deletion fail.
    await db.execute(sql.raw(`CREATE OR REPLACE FUNCTION refuse_delete() RETURNS trigger AS $$ BEGIN IF NEW.deleted_at IS NOT NULL AND NEW.id = '${supplier.id}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`));
    await db.execute(sql`CREATE TRIGGER refuse_delete BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_delete()`);
    try {
      const response = await deleteAccount(supplier);
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_delete ON users`);
    }
    const award = await api.call<AwardResponse>(`/awards/${running.awardId}`, { token: client.token });
    expect(award.body.data!.status).toBe('in_progress');
    expect((await api.call('/accounts/me', { token: supplier.token })).status).toBe(200);
  });
});

describe('the retention job (RetentionErasure)', () => {
  it('erases a deleted account’s invoice once its period is over, and only then', async () => {
    const client = await approvedAccount(api, 'client');
    const supplier = await approvedAccount(api, 'supplier', { prefix: 'deleting' });
    const issue = async (issuedAt: string) => {
      const id = await issuedInvoice(supplier.id, client.id, issuedAt, { seller: { name: 'Retained GmbH' } });
      await db.insert(invoiceDocuments).values({ invoiceId: id, format: 'pdf', storageKey: `invoices/${id}.pdf`, sha256: 'c'.repeat(64), sizeBytes: 3 });
      await db.insert(auditLog).values({ actorId: supplier.id, action: 'issueInvoice', targetId: id });
      return id;
    };
    const old = await issue('2016-05-02T10:00:00Z');
    const recent = await issue('2026-03-15T10:00:00Z');
    expect((await deleteAccount(supplier)).status).toBe(200);
    const erasure = new RetentionErasure(db);

    const before = await erasure.run('2034-12-31');
    expect(before.invoiceIds).toContain(old);
    expect(before.invoiceIds).not.toContain(recent);
    expect(before.storageKeys).toContain(`invoices/${old}.pdf`);
    const [erased] = await db.select().from(invoices).where(eq(invoices.id, old));
    expect(erased!.content).toEqual({ erased: true });
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, old))).toHaveLength(0);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, recent))).toHaveLength(1);

    const after = await erasure.run('2035-01-01');
    expect(after.invoiceIds).toContain(recent);
    expect(after.invoiceIds).not.toContain(old);
    const [recentRow] = await db.select().from(invoices).where(eq(invoices.id, recent));
    expect(recentRow!.content).toEqual({ erased: true });
    expect(recentRow!.number).not.toBeNull();
  });

  it('keeps the invoices of accounts that still exist', async () => {
    const client = await approvedAccount(api, 'client');
    const supplier = await approvedAccount(api, 'supplier');
    const id = await issuedInvoice(supplier.id, client.id, '2010-01-10T10:00:00Z', { seller: { name: 'Alive GmbH' } });
    const result = await new RetentionErasure(db).run('2040-01-01');
    expect(result.invoiceIds).not.toContain(id);
  });
});

// the storage directory is the test api's; a removed CV is gone from it
describe('storage', () => {
  it('has no file left of a deleted supplier', async () => {
    const supplier = await approvedAccount(api, 'supplier', { prefix: 'deleting' });
    const file = await upload(supplier.token);
    const [row] = await db.select({ storageKey: uploads.storageKey }).from(uploads).where(eq(uploads.id, file.split('/').pop()!));
    const onDisk = path.join(api.config.storageDir, row!.storageKey);
    await access(onDisk);
    expect((await deleteAccount(supplier)).status).toBe(200);
    await expect(access(onDisk)).rejects.toThrow();
  });
});
