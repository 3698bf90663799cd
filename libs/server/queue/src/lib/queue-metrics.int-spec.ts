import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { createDb, createTestDatabase, outbox, type DbHandle, type TestDatabase } from '@fachwerk/server/db';
import { registerQueueMetrics } from './queue-metrics';

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const prefix = `fw_test_queue_metrics_${process.pid}`;
let database: TestDatabase;
let handle: DbHandle;
let connection: Redis;
let queue: Queue;

beforeAll(async () => {
  database = await createTestDatabase('queue_metrics');
  handle = createDb(database.url);
  connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue('mail', { connection, prefix });
});

afterAll(async () => {
  await queue?.obliterate({ force: true });
  await queue?.close();
  await connection?.quit();
  handle?.pool.on('error', () => undefined);
  await handle?.close();
  await database?.drop();
});

const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('queue and outbox metrics (real Redis and PostgreSQL)', () => {
  it('reports waiting jobs, the oldest one’s age, the outbox backlog, its oldest row and dead letters', async () => {
    const registry = new Registry();
    registerQueueMetrics(registry, { queues: [queue], db: handle.db });
    let text = await registry.metrics();
    expect(value(text, 'queue_jobs{queue="mail",state="waiting"}')).toBe(0);
    expect(value(text, 'queue_oldest_waiting_age_seconds{queue="mail"}')).toBe(0);
    expect(value(text, 'outbox_backlog')).toBe(0);
    expect(value(text, 'outbox_dead_letters')).toBe(0);

    await queue.add('mail', { n: 1 }, { timestamp: Date.now() - 120_000 });
    await queue.add('mail', { n: 2 });
    await queue.add('mail', { n: 3 }, { delay: 60_000 });
    const payload = { to: 'a@fachwerk.test' };
    await handle.db.insert(outbox).values([
      { queue: 'mail', payload, createdAt: sql`now() - interval '10 minutes'` },
      { queue: 'mail', payload },
      { queue: 'mail', payload, relayedAt: sql`now()`, failedAt: sql`now()`, attempts: 8 },
      { queue: 'mail', payload, relayedAt: sql`now()`, processedAt: sql`now()` },
    ]);

    text = await registry.metrics();
    expect(value(text, 'queue_jobs{queue="mail",state="waiting"}')).toBe(2);
    expect(value(text, 'queue_jobs{queue="mail",state="delayed"}')).toBe(1);
    expect(value(text, 'queue_oldest_waiting_age_seconds{queue="mail"}')).toBeGreaterThanOrEqual(120);
    expect(value(text, 'outbox_backlog')).toBe(2);
    expect(value(text, 'outbox_oldest_unrelayed_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(value(text, 'outbox_dead_letters')).toBe(1);
  });
});
