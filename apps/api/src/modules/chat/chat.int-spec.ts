import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq, sql } from 'drizzle-orm';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type ChatMessage,
  type ChatMessagePage,
  type ChatSendAck,
  type ChatSummary,
  type ClientToServerEvents,
  type UserType,
} from '@fachwerk/shared/contracts';
import { CHAT_LIMITS, CHAT_PATHS } from '@fachwerk/shared/contracts/chat';
import { auditLog, ChatRepository, DB, outbox, UsersRepository, type Db } from '@fachwerk/server/db';
import { createApp } from '../../app/create-app';
import { PasswordHasher } from '../auth';
import { createApplication, createJob, createWorkers } from '../../testing/marketplace-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { login as loginWithSecondFactor } from '../../testing/second-factor';
import { testSockets, type ClientSocket } from '../../testing/test-sockets';

/**
 * The chat over REST and the socket, on the full app with real PostgreSQL and Redis: idempotent sends,
 * masking before an award, blocking (REST and socket refuse with the §8 text), another supplier's 404
 * and refused room join, read marks and unread counts, paging, the delayed e-mail copy's burst rule,
 * and two api processes: a socket on one receives what is sent through the other.
 */

/** A small PDF uploaded by the account (a chat attachment); answers its path. */
async function uploadPdf(token: string, filename: string): Promise<string> {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))]), filename);
  const response = await fetch(`${api.baseUrl}/api/v1/uploads?slot=documents`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { path: string }).path;
}

const BLOCKED_DE =
  'Sie können in diesem Chat nicht antworten, Sie sind blockiert. Bitte wenden Sie sich für das weitere Vorgehen an das Team der Plattform.';
const BLOCKED_EN =
  "You can't reply to this conversation, You are blocked. Please contact the team of the platform for further process";

let api: TestApi;
let db: Db;
let second: { app: NestFastifyApplication; baseUrl: string } | undefined;
let passwordHash: Promise<string>;
const openSocket = testSockets();

interface Account {
  id: string;
  token: string;
}
let client: Account;
let supplier: Account;
let admin: Account;
let otherSupplier: Account;

async function login(email: string, userType: UserType): Promise<Account> {
  const { status, body } = await loginWithSecondFactor(api.call, { email, password: DEMO_PASSWORD, userType });
  if (status !== 200) throw new Error(`login of ${email} failed with ${status}`);
  return { id: body.data!.userData._id, token: body.data!.accessToken };
}

async function freshAccount(userType: UserType): Promise<Account> {
  const email = `chat-${userType}-${randomBytes(4).toString('hex')}@fachwerk.test`;
  await api.app.get(UsersRepository).ensure({
    userType,
    email,
    firstName: 'Chat',
    lastName: 'Test',
    companyName: `Chat ${userType} GmbH`,
    language: 'de',
    passwordHash: await passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  return login(email, userType);
}

/** A new job of the demo client with a pending application of the given supplier. */
async function appliedJob(supplierId = supplier.id): Promise<{ jobId: string; applicationId: string }> {
  const job = await createJob(db, client.id, { type: 'fixedBudget', workersNeeded: 1 });
  const workerIds = await createWorkers(db, supplierId, 1);
  return { jobId: job.id, applicationId: await createApplication(db, job.id, supplierId, workerIds) };
}

/** An approved conversation about a new job (the client starts it). */
async function approvedChat(): Promise<{ chat: ChatSummary; applicationId: string }> {
  const { jobId, applicationId } = await appliedJob();
  const { status, body } = await api.call<ChatSummary>(CHAT_PATHS.list, {
    method: 'POST',
    token: client.token,
    json: { jobId, supplierId: supplier.id },
  });
  expect(status).toBe(201);
  return { chat: body.data!, applicationId };
}

const send = (token: string, chatId: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.call<ChatMessage>(CHAT_PATHS.messages(chatId), { method: 'POST', token, json, headers });

const connect = (token: string, baseUrl = api.baseUrl) => openSocket(baseUrl, { token });
const ready = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('session:ready', () => resolve());
    socket.once('connect_error', reject);
  });
const join = (socket: ClientSocket, chatId: string) =>
  new Promise<boolean>((resolve) => socket.emit('chat:join', { chatId }, resolve));
const socketSend = (socket: ClientSocket, payload: Parameters<ClientToServerEvents['chat:send']>[0]) =>
  new Promise<ChatSendAck>((resolve) => socket.emit('chat:send', payload, resolve));

beforeAll(async () => {
  api = await startTestApi('chat', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  passwordHash = new PasswordHasher().hash(DEMO_PASSWORD);
  client = await login(DEMO_ACCOUNTS.client, 'client');
  supplier = await login(DEMO_ACCOUNTS.supplier, 'supplier');
  admin = await login(DEMO_ACCOUNTS.admin, 'admin');
  otherSupplier = await freshAccount('supplier');
}, 120_000);

afterAll(async () => {
  await second?.app.close();
  await api?.close();
});

describe('chat', () => {
  it('seeds a conversation between the demo client and supplier with one message unread by the client', async () => {
    const { body } = await api.call<ChatSummary[]>(CHAT_PATHS.list, { token: client.token });
    const list = body as unknown as { data: { items: ChatSummary[]; unreadTotal: number } };
    const seeded = list.data.items.find((c) => c.supplier._id === supplier.id && c.lastMessage);
    expect(seeded).toMatchObject({ status: 'approved', unread: 1, canSend: true });
    expect(list.data.unreadTotal).toBeGreaterThanOrEqual(1);
  });

  it('a supplier asks, the client approves; sending before that is refused', async () => {
    const { jobId } = await appliedJob();
    const asked = await api.call<ChatSummary>(CHAT_PATHS.list, { method: 'POST', token: supplier.token, json: { jobId } });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ status: 'requested', canSend: false });
    const again = await api.call<ChatSummary>(CHAT_PATHS.list, { method: 'POST', token: supplier.token, json: { jobId } });
    expect(again.status).toBe(200);
    expect(again.body.data!._id).toBe(asked.body.data!._id);
    const chatId = asked.body.data!._id;

    const early = await send(supplier.token, chatId, { clientMessageId: randomUUID(), body: 'Hallo' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CHAT_NOT_APPROVED');

    // the client was notified with a link to the conversation
    const [notification] = (
      await db.execute<{ link: string }>(
        sql`select link from notifications where user_id = ${client.id} and type = 'chatRequested' order by created_at desc limit 1`,
      )
    ).rows;
    expect(notification?.link).toBe(`/messages/chat/${chatId}`);

    expect((await api.call(CHAT_PATHS.approve(chatId), { method: 'POST', token: supplier.token })).status).toBe(403);
    const approved = await api.call<ChatSummary>(CHAT_PATHS.approve(chatId), { method: 'POST', token: client.token });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', canApprove: false });
    expect((await send(supplier.token, chatId, { clientMessageId: randomUUID(), body: 'Hallo' })).status).toBe(201);
  });

  it('stores a repeated send with the same client id once (REST and socket)', async () => {
    const { chat } = await approvedChat();
    const clientMessageId = randomUUID();
    const first = await send(client.token, chat._id, { clientMessageId, body: 'Einmal bitte' });
    const retry = await send(client.token, chat._id, { clientMessageId, body: 'Einmal bitte' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.data!._id).toBe(first.body.data!._id);

    const socket = connect(client.token);
    await ready(socket);
    const viaSocket = await socketSend(socket, { chatId: chat._id, clientMessageId, body: 'Einmal bitte' });
    expect(viaSocket).toMatchObject({ ok: true, message: { _id: first.body.data!._id } });

    const page = await api.call<ChatMessagePage>(CHAT_PATHS.messages(chat._id), { token: supplier.token });
    expect(page.body.data!.items.map((m) => m.clientMessageId)).toEqual([clientMessageId]);
  });

  it('refuses an empty message naming the field, in German and English', async () => {
    const { chat } = await approvedChat();
    const de = await send(client.token, chat._id, { clientMessageId: randomUUID(), body: '   ' });
    expect(de.status).toBe(400);
    expect(de.body.errors).toEqual({ body: ['Die Nachricht darf nicht leer sein.'] });
    const en = await send(client.token, chat._id, { clientMessageId: randomUUID() }, { 'accept-language': 'en' });
    expect(en.body.errors).toEqual({ body: ['Message cannot be empty'] });
    const long = await send(client.token, chat._id, { clientMessageId: randomUUID(), body: 'x'.repeat(CHAT_LIMITS.messageMax + 1) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors!)).toEqual(['body']);
  });

  it('masks e-mail addresses and phone numbers before the award, not after it; awarding approves the chat', async () => {
    const { jobId, applicationId } = await appliedJob();
    const asked = await api.call<ChatSummary>(CHAT_PATHS.list, { method: 'POST', token: supplier.token, json: { jobId } });
    const chatId = asked.body.data!._id;
    const award = await api.call(`/applications/${applicationId}/award`, { method: 'POST', token: client.token, json: {} });
    expect(award.status).toBe(200);
    const chat = await api.call<ChatSummary>(CHAT_PATHS.one(chatId), { token: supplier.token });
    expect(chat.body.data).toMatchObject({ status: 'approved', awarded: true });

    const after = await send(supplier.token, chatId, { clientMessageId: randomUUID(), body: 'Mail: team@elektro.de' });
    expect(after.body.data).toMatchObject({ body: 'Mail: team@elektro.de', masked: false });

    const { chat: before } = await approvedChat();
    const masked = await send(supplier.token, before._id, {
      clientMessageId: randomUUID(),
      body: 'Schreiben Sie an team@elektro.de oder rufen Sie +49 170 1234567 an.',
    });
    expect(masked.body.data).toMatchObject({ body: 'Schreiben Sie an […] oder rufen Sie […] an.', masked: true });

    // File names carry contact details too: masked before the award (in the answer and the list), shown after it.
    const named = 'Kontakt 0170 1234567 team@elektro.de.pdf';
    const beforeFile = await send(supplier.token, before._id, { clientMessageId: randomUUID(), attachments: [await uploadPdf(supplier.token, named)] });
    expect(Object.values(beforeFile.body.data!.fileNames)).toEqual(['Kontakt […] […].pdf']);
    const listed = await api.call<{ items: ChatMessage[] }>(CHAT_PATHS.messages(before._id), { token: client.token });
    expect(listed.body.data!.items.flatMap((m) => Object.values(m.fileNames))).toEqual(['Kontakt […] […].pdf']);
    const afterFile = await send(supplier.token, chatId, { clientMessageId: randomUUID(), attachments: [await uploadPdf(supplier.token, named)] });
    expect(Object.values(afterFile.body.data!.fileNames)).toEqual([named]);
  });

  it('another supplier gets 404 and cannot join the room; admins read but do not send', async () => {
    const { chat } = await approvedChat();
    for (const path of [CHAT_PATHS.one(chat._id), CHAT_PATHS.messages(chat._id)])
      expect((await api.call(path, { token: otherSupplier.token })).status).toBe(404);
    expect((await send(otherSupplier.token, chat._id, { clientMessageId: randomUUID(), body: 'Hallo' })).status).toBe(404);

    const intruder = connect(otherSupplier.token);
    await ready(intruder);
    expect(await join(intruder, chat._id)).toBe(false);
    expect(await socketSend(intruder, { chatId: chat._id, clientMessageId: randomUUID(), body: 'Hallo' })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });

    expect((await api.call(CHAT_PATHS.messages(chat._id), { token: admin.token })).status).toBe(200);
    expect((await send(admin.token, chat._id, { clientMessageId: randomUUID(), body: 'Hallo' })).status).toBe(403);
    const all = await api.call<{ items: ChatSummary[] }>(`${CHAT_PATHS.list}?jobId=${chat.jobId}`, { token: admin.token });
    expect(all.body.data!.items.map((c) => c._id)).toEqual([chat._id]);
  });

  it('a blocked conversation refuses sends over REST and the socket with the §8 text; admins block with a reason', async () => {
    const { chat } = await approvedChat();
    const blocked = await api.call<ChatSummary>(CHAT_PATHS.block(chat._id), { method: 'POST', token: client.token, json: {} });
    expect(blocked.body.data).toMatchObject({ blocked: true, blockedBy: 'client', canSend: false, canUnblock: true });

    const rest = await send(supplier.token, chat._id, { clientMessageId: randomUUID(), body: 'Hallo?' });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ code: 'CHAT_BLOCKED', message: BLOCKED_DE });
    const restEn = await send(supplier.token, chat._id, { clientMessageId: randomUUID(), body: 'Hallo?' }, { 'accept-language': 'en' });
    expect(restEn.body.message).toBe(BLOCKED_EN);

    const socket = connect(supplier.token);
    await ready(socket);
    expect(await socketSend(socket, { chatId: chat._id, clientMessageId: randomUUID(), body: 'Hallo?' })).toEqual({
      ok: false,
      code: 'CHAT_BLOCKED',
      message: BLOCKED_DE,
    });
    // the supplier did not block it and cannot lift it
    expect((await api.call(CHAT_PATHS.unblock(chat._id), { method: 'POST', token: supplier.token })).body.code).toBe(
      'CHAT_UNBLOCK_NOT_ALLOWED',
    );

    // admins: a reason is required, the action is audited, and a party cannot lift an admin's block
    expect((await api.call(CHAT_PATHS.unblock(chat._id), { method: 'POST', token: admin.token, json: {} })).status).toBe(400);
    const lifted = await api.call<ChatSummary>(CHAT_PATHS.unblock(chat._id), {
      method: 'POST',
      token: admin.token,
      json: { reason: 'Missverständnis geklärt' },
    });
    expect(lifted.body.data).toMatchObject({ blocked: false });
    await api.call(CHAT_PATHS.block(chat._id), { method: 'POST', token: admin.token, json: { reason: 'Beleidigungen' } });
    expect((await api.call(CHAT_PATHS.unblock(chat._id), { method: 'POST', token: client.token })).status).toBe(403);
    const audit = await db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, chat._id));
    expect(audit.map((a) => [a.action, (a.details as { reason: string }).reason]).sort()).toEqual([
      ['blockChat', 'Beleidigungen'],
      ['unblockChat', 'Missverständnis geklärt'],
    ]);
  });

  it('pages back in time and catches up after a message id; read marks drive the unread counts', async () => {
    const { chat } = await approvedChat();
    const ids: number[] = [];
    for (let i = 1; i <= 7; i += 1)
      ids.push((await send(supplier.token, chat._id, { clientMessageId: `m-${i}`, body: `Nachricht ${i}` })).body.data!._id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const newest = await api.call<ChatMessagePage>(`${CHAT_PATHS.messages(chat._id)}?limit=3`, { token: client.token });
    expect(newest.body.data!.items.map((m) => m.body)).toEqual(['Nachricht 5', 'Nachricht 6', 'Nachricht 7']);
    expect(newest.body.data!.hasMore).toBe(true);
    const older = await api.call<ChatMessagePage>(`${CHAT_PATHS.messages(chat._id)}?limit=3&before=${ids[4]}`, { token: client.token });
    expect(older.body.data!.items.map((m) => m.body)).toEqual(['Nachricht 2', 'Nachricht 3', 'Nachricht 4']);
    const missed = await api.call<ChatMessagePage>(`${CHAT_PATHS.messages(chat._id)}?after=${ids[4]}`, { token: client.token });
    expect(missed.body.data!.items.map((m) => m._id)).toEqual(ids.slice(5));

    const one = await api.call<ChatSummary>(CHAT_PATHS.one(chat._id), { token: client.token });
    expect(one.body.data!.unread).toBe(7);
    const before = (await api.call<{ total: number }>(CHAT_PATHS.unread, { token: client.token })).body.data!.total;
    const read = await api.call(CHAT_PATHS.read(chat._id), { method: 'POST', token: client.token, json: { messageId: ids[3] } });
    expect(read.status).toBe(200);
    expect((await api.call<ChatSummary>(CHAT_PATHS.one(chat._id), { token: client.token })).body.data!.unread).toBe(3);
    expect((await api.call<{ total: number }>(CHAT_PATHS.unread, { token: client.token })).body.data!.total).toBe(before - 4);
    // never backwards; the supplier sees the client's read mark (read receipt)
    await api.call(CHAT_PATHS.read(chat._id), { method: 'POST', token: client.token, json: { messageId: ids[0] } });
    expect((await api.call<ChatSummary>(CHAT_PATHS.one(chat._id), { token: supplier.token })).body.data!.otherReadId).toBe(ids[3]);
  });

  it('queues one delayed e-mail copy per burst, sent only if still unread when it fires', async () => {
    const { chat } = await approvedChat();
    const sent: number[] = [];
    for (let i = 1; i <= 3; i += 1)
      sent.push((await send(supplier.token, chat._id, { clientMessageId: `burst-${i}`, body: `Teil ${i}` })).body.data!._id);
    const rows = await db.select({ payload: outbox.payload, queue: outbox.queue }).from(outbox).where(eq(outbox.queue, 'chat-mail'));
    const mine = rows.map((r) => r.payload as { conversationId: string; messageId: number; runAt: string; recipientId: string });
    const forChat = mine.filter((p) => p.conversationId === chat._id);
    // The select has no ORDER BY, so the rows come in no fixed order: compare the ids sorted.
    expect(forChat.map((p) => p.messageId).sort((a, b) => a - b)).toEqual(sent);
    expect(forChat.every((p) => p.recipientId === client.id)).toBe(true);

    const chats = api.app.get(ChatRepository);
    // the first job of the burst mails; the later ones of the same burst do not
    const first = await chats.transaction((tx) => chats.claimMailBurst(tx, chat._id, client.id, sent[0]!));
    expect(first).toMatchObject({ preview: 'Teil 1' });
    for (const id of sent.slice(1))
      expect(await chats.transaction((tx) => chats.claimMailBurst(tx, chat._id, client.id, id))).toBeNull();
    // a new burst the recipient reads in time: no mail
    const later = (await send(supplier.token, chat._id, { clientMessageId: 'burst-4', body: 'Noch etwas' })).body.data!._id;
    await api.call(CHAT_PATHS.read(chat._id), { method: 'POST', token: client.token, json: { messageId: later } });
    expect(await chats.transaction((tx) => chats.claimMailBurst(tx, chat._id, client.id, later))).toBeNull();
  });

  it('delivers in real time, across two api processes: a socket on one receives what is sent through the other', async () => {
    const { chat } = await approvedChat();
    // A second api process on another port: same database, same Redis prefix (the streams adapter).
    const app = await createApp(api.config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    second = { app, baseUrl: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };

    const onB = connect(client.token, second.baseUrl);
    const onA = connect(supplier.token);
    await Promise.all([ready(onB), ready(onA)]);
    expect(await join(onB, chat._id)).toBe(true);
    expect(await join(onA, chat._id)).toBe(true);

    const received: ChatMessage[] = [];
    onB.on('chat:message', (m) => received.push(m));
    const unread = new Promise<{ unread: number }>((resolve) => onB.once('chat:unread', resolve));
    const typing = new Promise<{ typing: boolean; userId: string }>((resolve) => onB.once('chat:typing', resolve));

    onA.emit('chat:typing', { chatId: chat._id, typing: true });
    expect(await typing).toEqual({ chatId: chat._id, userId: supplier.id, typing: true });

    // REST on A, and the socket send on A (acked once stored)
    const arrived = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received.length >= count ? resolve() : setTimeout(check, 20));
        check();
      });
    const viaRest = await send(supplier.token, chat._id, { clientMessageId: randomUUID(), body: 'Über REST' });
    const ack = await socketSend(onA, { chatId: chat._id, clientMessageId: randomUUID(), body: 'Über den Socket' });
    expect(ack.ok).toBe(true);
    await arrived(2);
    expect(received.map((m) => m.body)).toEqual(['Über REST', 'Über den Socket']);
    expect(received[0]!._id).toBe(viaRest.body.data!._id);
    expect((await unread).unread).toBeGreaterThanOrEqual(1);

    const receipt = new Promise<{ messageId: number; userId: string }>((resolve) => onA.once('chat:read', resolve));
    onB.emit('chat:read', { chatId: chat._id, messageId: received[1]!._id });
    expect(await receipt).toMatchObject({ userId: client.id, messageId: received[1]!._id });
    const [mark] = await db
      .execute<{ last_read_message_id: string }>(
        sql`select last_read_message_id from chat_reads where conversation_id = ${chat._id} and user_id = ${client.id}`,
      )
      .then((r) => r.rows);
    expect(Number(mark?.last_read_message_id)).toBe(received[1]!._id);
  });
});
