import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { loadConfig } from '@fachwerk/server/core';
import { createDb, createTestDatabase, invoiceDocuments, invoices, outbox, UsersRepository, type DbHandle, type TestDatabase } from '@fachwerk/server/db';
import { OutboxRelay, OutboxRepository, OutboxWriter, QueueProducer } from '@fachwerk/server/queue';
import type { MailJob, OutboxMessage } from '@fachwerk/shared/contracts';
import { MailDevServer } from './testing/maildev';
import { freePort, sleep, waitFor } from './testing/net';
import { SmtpProxy } from './testing/smtp-proxy';
import { WorkerProcess } from './testing/worker-process';

const LOCK_MS = 1_500;
const silent = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
const suitePrefix = `fw_test_async_${process.pid}`;

let maildev: MailDevServer;
let database: TestDatabase;
let handle: DbHandle;
const workers: WorkerProcess[] = [];
let prefixCount = 0;

const mail = (to: string): OutboxMessage => ({
  queue: 'mail',
  payload: {
    to,
    template: 'generic',
    locale: 'de',
    data: { subject: `Hallo ${to}`, name: 'Anna', body: 'Ihr Auftrag wurde vergeben.' },
  },
});

/** What an API service does: write the outbox row in its own transaction. */
const enqueue = (message: OutboxMessage) =>
  handle.db.transaction((tx) => new OutboxWriter().enqueue(tx, message));

const rowOf = async (id: string) => (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

/** An issued invoice with its frozen document, as the issue use case leaves it for the pdf queue. */
async function issuedInvoice(): Promise<string> {
  const users = new UsersRepository(handle.db);
  const suffix = Math.random().toString(36).slice(2, 10);
  const seller = await users.ensure({ userType: 'supplier', firstName: 'Erika', lastName: 'Muster', companyName: 'Muster Montage GmbH', email: `seller-${suffix}@example.de`, passwordHash: 'x' });
  const buyer = await users.ensure({ userType: 'client', firstName: 'Emre', lastName: 'Yılmaz', companyName: 'Bauherr Süd AG', email: `buyer-${suffix}@example.de`, passwordHash: 'x' });
  const party = (name: string, street: string, postalCode: string, city: string) => ({ name, address: { street, postalCode, city, countryCode: 'DE' } });
  const document = {
    kind: 'invoice',
    number: 'RE-2026-00042',
    issueDate: '2026-11-25',
    dueDate: '2026-12-09',
    servicePeriod: { start: '2026-11-16', end: '2026-11-20' },
    currency: 'EUR',
    seller: {
      ...party('Muster Montage GmbH', 'Hauptstraße 12', '10115', 'Berlin'),
      vatId: 'DE123456789',
      email: 'rechnung@muster-montage.de',
      contact: { name: 'Erika Muster', phone: '+49 30 1234567', email: 'erika@muster-montage.de' },
      bank: { iban: 'DE02120300000000202051' },
    },
    buyer: { ...party('Bauherr Süd AG', 'Leopoldstraße 3', '80802', 'München'), email: 'eingang@bauherr-sued.de', reference: '04011000-12345-34' },
    lines: [{ description: 'Elektroinstallation', quantity: 8, unitCode: 'HUR', unitPriceCents: 4850, vat: { category: 'standard', rate: 19 } }],
    paymentDays: 14,
  };
  const [row] = await handle.db
    .insert(invoices)
    .values({ issuerId: seller.id, recipientId: buyer.id, status: 'issued', number: 'RE-2026-00042', sequenceValue: 42, issuedAt: new Date(), documentsHash: 'x', grossCents: 46_172, content: { document } })
    .returning({ id: invoices.id });
  return row!.id;
}

async function startWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const worker = await WorkerProcess.start({
    DATABASE_URL: database.url,
    REDIS_PREFIX: env['REDIS_PREFIX'] ?? `${suitePrefix}_${prefixCount}`,
    OUTBOX_POLL_MS: '100',
    WORKER_LOCK_DURATION_MS: String(LOCK_MS),
    SMTP_URL: `smtp://127.0.0.1:${maildev.smtpPort}`,
    MAIL_FROM: 'Fachwerk Test <no-reply@fachwerk.test>',
    ...env,
  });
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  maildev = await MailDevServer.start();
  database = await createTestDatabase('async_worker');
  handle = createDb(database.url);
});

beforeEach(() => {
  prefixCount += 1;
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.kill()));
});

afterAll(async () => {
  // pool.end() resolves before the sockets are closed; DROP … WITH (FORCE) may terminate one of them.
  handle?.pool.on('error', () => undefined);
  await handle?.close();
  await database?.drop();
  await maildev?.stop();
  const redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${suitePrefix}_*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('worker (built bundle) against PostgreSQL, Redis and MailDev', () => {
  it('delivers an outbox mail exactly once although the worker is killed mid-send and restarted', async () => {
    const proxy = await SmtpProxy.start(maildev.smtpPort);
    try {
      const to = 'killed-mid-send@fachwerk.test';
      const id = await enqueue(mail(to));
      const smtp = `smtp://127.0.0.1:${proxy.port}`;

      proxy.mode = 'hold';
      const held = proxy.nextHold();
      const first = await startWorker({ SMTP_URL: smtp });
      await held; // the worker is inside the SMTP conversation, the message body held back
      await first.waitForLog('the job to be active', (l) => l.msg === 'job started' && l['jobId'] === id);
      await first.kill();

      await sleep(300);
      expect((await maildev.messages()).filter((m) => m.to[0]?.address === to)).toHaveLength(0);
      expect((await rowOf(id)).processedAt).toBeNull();

      proxy.mode = 'pass';
      const second = await startWorker({ SMTP_URL: smtp, REDIS_PREFIX: `${suitePrefix}_${prefixCount}` });
      await second.waitForLog(
        'the stalled job to complete',
        (l) => l.msg === 'job completed' && l['jobId'] === id,
        30_000,
      );

      const delivered = await waitFor('the mail in MailDev', async () => {
        const found = (await maildev.messages()).filter((m) => m.to[0]?.address === to);
        return found.length ? found : undefined;
      });
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.subject).toBe(`Hallo ${to}`);
      expect(delivered[0]!.from[0]!.address).toBe('no-reply@fachwerk.test');

      // Stays one: several lock periods later nothing was sent again, and the row is processed.
      await sleep(LOCK_MS * 3);
      expect((await maildev.messages()).filter((m) => m.to[0]?.address === to)).toHaveLength(1);
      const row = await rowOf(id);
      expect(row.processedAt).not.toBeNull();
      expect(row.relayedAt).not.toBeNull();
      expect(second.find((l) => l.msg === 'job completed' && l['jobId'] === id)).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('skips a job whose outbox row was already processed, so a re-delivered job sends nothing', async () => {
    const to = 'redelivered@fachwerk.test';
    const id = await enqueue(mail(to));
    const worker = await startWorker({});
    await worker.waitForLog('the first delivery', (l) => l.msg === 'job completed' && l['jobId'] === id);

    // Re-deliver the same payload under a fresh job id, as after Redis lost the completed job.
    const config = loadConfig({ ...process.env, REDIS_PREFIX: `${suitePrefix}_${prefixCount}` });
    const producer = new QueueProducer(config);
    try {
      const row = await rowOf(id);
      await producer.add(
        'mail',
        { ...(row.payload as Omit<MailJob, 'outboxId'>), outboxId: id },
        { jobId: `${id}-again` },
      );
      await worker.waitForLog(
        'the re-delivery to be skipped',
        (l) => l.msg === 'job already processed; skipped' && l['jobId'] === `${id}-again`,
      );
    } finally {
      await producer.close();
    }
    expect((await maildev.messages()).filter((m) => m.to[0]?.address === to)).toHaveLength(1);
  });

  it('relaying the same row twice enqueues one job, and two relays in parallel relay each row once', async () => {
    const config = loadConfig({
      ...process.env,
      REDIS_PREFIX: `${suitePrefix}_${prefixCount}`,
      MAIL_ATTEMPTS: '3',
    });
    const producer = new QueueProducer(config);
    const second = createDb(database.url);
    try {
      const id = await enqueue(mail('twice@fachwerk.test'));
      const relay = new OutboxRelay(new OutboxRepository(handle.db), producer, config, silent);
      await relay.relayOnce();
      // A crash between adding the job and committing "relayed" puts the row back in line.
      await handle.db.update(outbox).set({ relayedAt: null }).where(eq(outbox.id, id));
      await relay.relayOnce();
      const queue = producer.queue('mail');
      expect(await queue.getJobCountByTypes('wait', 'delayed', 'active', 'completed', 'failed')).toBe(1);
      const job = await queue.getJob(id);
      expect(job?.data).toMatchObject({ outboxId: id, to: 'twice@fachwerk.test' });
      expect(job?.opts.attempts).toBe(3);

      // Two workers' relays race over 60 rows: each row is relayed by exactly one of them.
      const ids = await Promise.all(
        Array.from({ length: 60 }, (_, i) => enqueue(mail(`race-${i}@fachwerk.test`))),
      );
      const counted = new Map<string, number>();
      const countingProducer = {
        add: async (...args: Parameters<QueueProducer['add']>) => {
          counted.set(args[1].outboxId, (counted.get(args[1].outboxId) ?? 0) + 1);
          await producer.add(...args);
        },
        remove: (...args: Parameters<QueueProducer['remove']>) => producer.remove(...args),
      };
      const relays = [handle.db, second.db].map(
        (db) => new OutboxRelay(new OutboxRepository(db), countingProducer, config, silent, 7),
      );
      const drain = async (r: OutboxRelay) => {
        while ((await r.relayOnce()) > 0) {
          /* keep going */
        }
      };
      await Promise.all(relays.map(drain));
      expect(ids.every((rowId) => counted.get(rowId) === 1)).toBe(true);
      expect(await queue.getJobCountByTypes('wait', 'delayed', 'active', 'completed', 'failed')).toBe(61);
    } finally {
      second.pool.on('error', () => undefined); // see afterAll
      await second.close();
      await producer.close();
    }
  });

  it('ends a mail that keeps failing in the dead-letter log after MAIL_ATTEMPTS attempts', async () => {
    const deadPort = await freePort(); // nothing listens here: every send fails
    const id = await enqueue(mail('never@fachwerk.test'));
    const worker = await startWorker({ SMTP_URL: `smtp://127.0.0.1:${deadPort}`, MAIL_ATTEMPTS: '2' });

    const dead = await worker.waitForLog(
      'the dead letter',
      (l) => l['deadLetter'] === true && l['jobId'] === id,
      30_000,
    );
    expect(dead).toMatchObject({
      level: 50,
      jobId: id,
      outboxId: id,
      queue: 'mail',
      attempt: 2,
      maxAttempts: 2,
    });
    expect(String(dead['err'])).toMatch(/ECONNREFUSED|connect/i);
    expect(worker.find((l) => l.msg === 'job attempt failed' && l['jobId'] === id)).toHaveLength(2);

    const row = await rowOf(id);
    expect(row.processedAt).toBeNull();
    expect(row.attempts).toBe(2);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('renders an issued invoice for its pdf job: the ZUGFeRD PDF and the XML in STORAGE_DIR, recorded with their hashes', async () => {
    const storage = await mkdtemp(path.join(tmpdir(), 'fw-async-pdf-'));
    try {
      const invoiceId = await issuedInvoice();
      const id = await enqueue({ queue: 'pdf', payload: { invoiceId } });
      const worker = await startWorker({ STORAGE_DIR: storage });
      await worker.waitForLog('the pdf job', (l) => l.msg === 'job completed' && l['jobId'] === id);
      const documents = await handle.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, invoiceId));
      expect(documents.map((d) => d.format).sort()).toEqual(['pdf', 'xml']);
      const pdf = await readFile(path.join(storage, documents.find((d) => d.format === 'pdf')!.storageKey));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
      expect((await readFile(path.join(storage, documents.find((d) => d.format === 'xml')!.storageKey), 'utf8')).includes('RE-2026-00042')).toBe(true);
      expect((await rowOf(id)).processedAt).not.toBeNull();
    } finally {
      await rm(storage, { recursive: true, force: true });
    }
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const worker = await startWorker({});
    // Nest re-raises the signal after its shutdown hooks ran, so the process ends by SIGTERM.
    await expect(worker.stop()).resolves.toBe('SIGTERM');
    expect(worker.find((l) => l.msg === 'worker shutting down')).toHaveLength(1);
    expect(worker.find((l) => l.msg === 'worker stopped')).toHaveLength(1);
  });
});
