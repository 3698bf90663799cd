import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import {
  createDb,
  createTestDatabase,
  DB,
  DB_HANDLE,
  DbModule,
  outbox,
  type Db,
  type DbHandle,
  type TestDatabase,
} from '@fachwerk/server/db';
import { loadConfig } from '@fachwerk/server/core';
import type { OutboxMessage } from '@fachwerk/shared/contracts';
import { OutboxWriter } from './outbox-writer';
import { OutboxRepository } from './outbox.repository';
import { QUEUE_PRODUCER, QueueModule } from './queue.module';
import type { QueueProducer } from './producer';

const message: OutboxMessage = {
  queue: 'mail',
  payload: { to: 'anna@fachwerk.test', template: 'generic', locale: 'de', data: { body: 'Hallo' } },
};

const redisPrefix = `fw_test_async_q_${process.pid}`;
let database: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  database = await createTestDatabase('async_outbox');
  handle = createDb(database.url);
});

afterAll(async () => {
  // pool.end() resolves before the sockets are closed; DROP … WITH (FORCE) may terminate one of them.
  handle?.pool.on('error', () => undefined);
  await handle?.close();
  await database?.drop();
  const redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${redisPrefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('OutboxWriter through QueueModule (real PostgreSQL)', () => {
  it('stores the message when the service transaction commits, and nothing when it rolls back', async () => {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_PREFIX: redisPrefix,
    });

    @Module({ imports: [DbModule.forRoot(database.url), QueueModule.forRoot(config)] })
    class ApiLikeModule {}
    const app = await NestFactory.createApplicationContext(ApiLikeModule, { logger: false });
    try {
      const writer = app.get(OutboxWriter);
      const db = app.get<Db>(DB);
      expect(app.get<QueueProducer>(QUEUE_PRODUCER).queue('mail').name).toBe('mail');

      const committed = await db.transaction((tx) => writer.enqueue(tx, message));
      await expect(
        db.transaction(async (tx) => {
          await writer.enqueue(tx, {
            ...message,
            payload: { ...message.payload, to: 'rolled-back@fachwerk.test' },
          });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');

      const rows = await handle.db.select().from(outbox);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: committed,
        queue: 'mail',
        payload: message.payload,
        relayedAt: null,
        processedAt: null,
        attempts: 0,
      });
    } finally {
      app.get<DbHandle>(DB_HANDLE).pool.on('error', () => undefined); // see afterAll
      await app.close();
    }
  });

  it('processOnce runs the side effect once and records failures on the row', async () => {
    const repo = new OutboxRepository(handle.db);
    const id = await handle.db.transaction((tx) => new OutboxWriter().enqueue(tx, message));
    let sent = 0;

    await expect(repo.processOnce(id, async () => Promise.reject(new Error('smtp down')))).rejects.toThrow(
      'smtp down',
    );
    await repo.recordFailure(id, 'smtp down');
    expect(await repo.find(id)).toMatchObject({ processedAt: null, attempts: 1, lastError: 'smtp down' });

    await expect(repo.processOnce(id, async () => void (sent += 1))).resolves.toBe('processed');
    await expect(repo.processOnce(id, async () => void (sent += 1))).resolves.toBe('already-processed');
    expect(sent).toBe(1);
    const row = await repo.find(id);
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    await expect(
      repo.processOnce('00000000-0000-4000-8000-000000000000', async () => undefined),
    ).resolves.toBe('missing');
  });

  it('a second delivery of a row that is being processed fails fast instead of running in parallel', async () => {
    const repo = new OutboxRepository(handle.db);
    const id = await handle.db.transaction((tx) => new OutboxWriter().enqueue(tx, message));
    let release!: () => void;
    const first = repo.processOnce(id, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((r) => setTimeout(r, 100));
    await expect(repo.processOnce(id, async () => undefined)).rejects.toMatchObject({
      name: 'OutboxRowBusyError',
    });
    release();
    await expect(first).resolves.toBe('processed');
    expect((await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.processedAt).not.toBeNull();
  });
});
