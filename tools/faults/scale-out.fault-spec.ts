import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  API_PREFIX,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SOCKET_PATH,
  type ChatMessage,
  type UserType,
} from '@fachwerk/shared/contracts';
import { CHAT_PATHS } from '@fachwerk/shared/contracts/chat';
import { clusterApiPorts, serveBuilt } from '../dev/serve-built.mjs';
import { ProcessGroup, recreateDatabase, dropDatabase } from '../dev/services.mjs';
import { FAULT_LOG_DIR, MailSink, apiCall, enqueueOutbox, waitUntil } from './harness.mjs';

/**
 * Two api processes behind Debian's nginx and two workers (the `npm run start:cluster` layout) on one
 * PostgreSQL and one Redis behave as one: sessions, rate limits, socket rooms, delayed jobs and the
 * relevant-jobs index. Each check calls the two api processes directly as well as through nginx.
 */
const PORTS = { api: 3270, shell: 4596, client: 4597, supplier: 4598, admin: 4599 };
const NGINX = `http://127.0.0.1:${PORTS.api}${API_PREFIX}`;
const [PORT_A, PORT_B] = clusterApiPorts(PORTS.api, 2) as [number, number];
const API_A = `http://127.0.0.1:${PORT_A}${API_PREFIX}`;
const API_B = `http://127.0.0.1:${PORT_B}${API_PREFIX}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/fw_fault_cluster_${process.pid}`;
const RATE_LIMIT_MAX = 60;

type Body<T> = { data?: T; code?: string };

async function login(baseUrl: string, role: Exclude<UserType, 'admin'>): Promise<string> {
  const { body } = await apiCall(baseUrl, '/auth/login', {
    method: 'POST',
    json: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, userType: role },
  });
  const token = (body as Body<{ accessToken: string }>).data?.accessToken;
  if (!token) throw new Error(`login of ${role} failed: ${JSON.stringify(body)}`);
  return token;
}

describe('scale-out: two api processes behind nginx and two workers behave as one', () => {
  const group = new ProcessGroup();
  const sink = new MailSink(2596);
  let stop: () => Promise<void>;
  let db: pg.Client;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await sink.start();
    await recreateDatabase(DATABASE_URL);
    const stack = await serveBuilt({
      ports: PORTS,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL,
        REDIS_PREFIX: `fw-fault-cluster-${process.pid}`,
        SMTP_URL: 'smtp://127.0.0.1:2596',
        STORAGE_DIR: path.join(FAULT_LOG_DIR, 'cluster-files'),
        JWT_ACCESS_SECRET: randomUUID() + randomUUID(),
        JWT_REFRESH_SECRET: randomUUID() + randomUUID(),
        TOTP_ENCRYPTION_KEY: randomUUID() + randomUUID(),
        ENCRYPTION_KEY: randomUUID() + randomUUID(),
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        OUTBOX_POLL_MS: '200',
        LOG_LEVEL: 'info',
      },
      seed: true,
      worker: true,
      cluster: { apis: 2, workers: 2 },
      group,
      logDir: path.join(FAULT_LOG_DIR, 'cluster'),
    });
    stop = stack.stop;
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await db?.end();
    await stop?.();
    await dropDatabase(DATABASE_URL).catch(() => undefined);
    await sink.stop();
  });

  it('a session made through one process works on the other, and a logout on one ends it on both at once', async () => {
    const { body } = await apiCall(NGINX, '/auth/login', {
      method: 'POST',
      json: { email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD, userType: 'client' },
    });
    const token = (body as Body<{ accessToken: string }>).data?.accessToken as string;
    for (const base of [API_A, API_B, NGINX, NGINX])
      expect((await apiCall(base, '/auth/me', { token })).status).toBe(200);
    expect((await apiCall(API_A, '/auth/logout', { method: 'POST', token, json: {} })).status).toBeLessThan(
      300,
    );
    const loggedOut = Date.now();
    await waitUntil(async () => (await apiCall(API_B, '/auth/me', { token })).status === 401, {
      timeoutMs: 1_000,
      intervalMs: 50,
      what: 'logout seen by the other process',
    });
    expect(Date.now() - loggedOut).toBeLessThanOrEqual(1_000);
  });

  it('a job posted through one process is among the relevant jobs of the other within a second', async () => {
    const [client, supplier] = await Promise.all([login(API_A, 'client'), login(API_B, 'supplier')]);
    const one = async (sql: string, params: unknown[] = []) =>
      (await db.query<{ id: string }>(sql, params)).rows[0]?.id as string;
    const electrical = await one(`SELECT id FROM services WHERE key = 'electrical'`);
    const job = {
      type: 'resource',
      title: `Cluster-Test ${randomUUID().slice(0, 8)}`,
      serviceId: electrical,
      startDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      hours: 40,
      workersNeeded: 2,
      skills: [await one(`SELECT id FROM skills WHERE key = 'electrician'`)],
      languages: [{ language: await one(`SELECT id FROM languages WHERE key = 'de'`), level: 'B2' }],
      accommodation: false,
      budgetMin: 3800,
      budgetMax: 4600,
      location: {
        address: 'Rheinallee 1, 40476 Düsseldorf',
        city: 'Düsseldorf',
        state: 'Nordrhein-Westfalen',
        lat: 51.2277,
        lng: 6.7735,
      },
      description: '<p>Unterverteilungen im Neubau</p>',
      experience: 'Medium',
      tools: [await one(`SELECT id FROM tools WHERE service_id = $1 LIMIT 1`, [electrical])],
      certificates: [],
    };
    // the other process ranks once first, so its view is warm (and would be stale without the sync)
    expect((await apiCall(API_B, '/jobs/relevant?limit=100', { token: supplier })).status).toBe(200);
    const posted = await apiCall(API_A, '/jobs', { method: 'POST', token: client, json: job });
    expect(posted.status).toBe(201);
    const id = (posted.body as Body<{ _id: string }>).data?._id;
    const at = Date.now();
    await waitUntil(
      async () => {
        const { body } = await apiCall(API_B, '/jobs/relevant?limit=100', { token: supplier });
        return ((body as Body<{ items: { _id: string }[] }>).data?.items ?? []).some((j) => j._id === id);
      },
      { timeoutMs: 1_000, intervalMs: 50, what: 'the new job in the other process’s relevant jobs' },
    );
    console.log(`[faults] cluster: new job relevant on the other process after ${Date.now() - at} ms`);
  });

  it('a socket held by one process receives a chat message sent through either process', async () => {
    const [client, supplier] = await Promise.all([login(NGINX, 'client'), login(NGINX, 'supplier')]);
    const { body } = await apiCall(NGINX, CHAT_PATHS.list, { token: supplier });
    const chatId = (body as Body<{ items: { _id: string }[] }>).data?.items[0]?._id as string;
    expect(chatId).toBeTruthy();
    // through nginx: the WebSocket upgrade lands on one of the two processes
    const socket = io(`http://127.0.0.1:${PORTS.api}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: supplier },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(await new Promise<boolean>((resolve) => socket.emit('chat:join', { chatId }, resolve))).toBe(true);
    const received: string[] = [];
    socket.on('chat:message', (message: ChatMessage) => received.push(message.body ?? ''));
    // one of these two processes is not the one holding the socket: the Redis adapter carries it
    for (const [base, text] of [
      [API_A, 'über Prozess A'],
      [API_B, 'über Prozess B'],
    ] as const) {
      const sent = await apiCall(base, CHAT_PATHS.messages(chatId), {
        method: 'POST',
        token: client,
        json: { clientMessageId: randomUUID(), body: text },
      });
      expect(sent.status).toBe(201);
    }
    await waitUntil(() => received.length >= 2, {
      timeoutMs: 1_000,
      intervalMs: 20,
      what: 'both messages on the socket',
    });
    expect(received.sort()).toEqual(['über Prozess A', 'über Prozess B']);
  });

  it('a delayed job runs once, at its time, with two workers relaying and consuming', async () => {
    const runAt = new Date(Date.now() + 2_000).toISOString();
    const jobId = `cluster-delayed-${randomUUID()}`;
    const [outboxId] = await enqueueOutbox(db, [
      {
        queue: 'mail',
        payload: {
          to: 'termin@fachwerk.test',
          template: 'generic',
          locale: 'de',
          data: { subject: 'Erinnerung' },
          schedule: { runAt, jobId },
        },
      },
    ]);
    await waitUntil(() => sink.byOutboxId().has(outboxId as string), {
      timeoutMs: 15_000,
      what: 'the delayed mail',
    });
    const arrivedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.byOutboxId().get(outboxId as string)).toBe(1);
    expect(arrivedAt).toBeGreaterThanOrEqual(Date.parse(runAt));
  });

  it('rate limits count a user’s requests on both processes together', async () => {
    const token = await login(NGINX, 'supplier');
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 10; i += 1)
      statuses.push((await apiCall(i % 2 ? API_B : API_A, '/auth/me', { token })).status);
    const allowed = statuses.filter((s) => s === 200).length;
    console.log(
      `[faults] cluster: ${allowed} of ${statuses.length} requests allowed with RATE_LIMIT_MAX=${RATE_LIMIT_MAX} over two processes`,
    );
    expect(statuses).toContain(429);
    // one budget for both processes: never more than the limit (two per-process budgets would allow twice it)
    expect(allowed).toBeLessThanOrEqual(RATE_LIMIT_MAX);
  });
});
