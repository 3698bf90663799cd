import { Worker } from 'bullmq';
import { eq } from 'drizzle-orm';
import { auditLog, DB, outbox, type Db } from '@fachwerk/server/db';
import {
  createQueueConnection,
  jobOptionsFor,
  OutboxRepository,
  queuePrefix,
  QueueProducer,
} from '@fachwerk/server/queue';
import type { DeadLetter, Paginated } from '@fachwerk/shared/contracts';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../../testing/test-api';

/**
 * Dead letters: a mail whose job failed every attempt is listed for admins and can be retried once:
 * the failed job leaves the queue, the row is unrelayed with a fresh count (the relay queues it
 * again under the same id), and the retry is audited.
 */
describe('dead letters (admin)', () => {
  let api: TestApi;
  let tokens: DemoTokens;
  let db: Db;
  let producer: QueueProducer;
  let outboxId: string;

  beforeAll(async () => {
    api = await startTestApi('dead_letters');
    tokens = await loginDemoUsers(api);
    db = api.app.get(DB);
    producer = new QueueProducer(api.config);
    // a mail that the SMTP server refused on its only attempt: the worker marks its row failed
    outboxId = await OutboxRepository.insert(db, {
      queue: 'mail',
      payload: {
        to: 'kunde@schulz-bau.test',
        template: 'generic',
        locale: 'de',
        data: { subject: 'Rechnung' },
      },
    });
    await db.update(outbox).set({ relayedAt: new Date() }).where(eq(outbox.id, outboxId));
    const connection = createQueueConnection(api.config, 'worker');
    const worker = new Worker(
      'mail',
      async () => {
        throw new Error('421 service not available');
      },
      { connection, prefix: queuePrefix(api.config) },
    );
    const failed = new Promise((resolve) => worker.once('failed', resolve));
    await producer.add(
      'mail',
      { outboxId, to: 'kunde@schulz-bau.test', template: 'generic', locale: 'de', data: {} },
      {
        ...jobOptionsFor('mail', outboxId, api.config),
        attempts: 1,
      },
    );
    await failed;
    await worker.close();
    connection.disconnect();
    const repository = new OutboxRepository(db);
    await repository.recordFailure(outboxId, '421 service not available');
    await repository.markFailed(outboxId);
  });

  afterAll(async () => {
    await producer?.close();
    await api?.close();
  });

  it('lists the dead letter with its recipient, attempts and last error', async () => {
    const { status, body } = await api.call<Paginated<DeadLetter>>('/admin/dead-letters?queue=mail', {
      token: tokens.admin,
    });
    expect(status).toBe(200);
    expect(body.data?.total).toBe(1);
    expect(body.data?.items[0]).toMatchObject({
      _id: outboxId,
      queue: 'mail',
      template: 'generic',
      to: 'kunde@schulz-bau.test',
      attempts: 1,
      lastError: '421 service not available',
    });
    const pdfs = await api.call<Paginated<DeadLetter>>('/admin/dead-letters?queue=pdf', {
      token: tokens.admin,
    });
    expect(pdfs.body.data?.total).toBe(0);
  });

  it('refuses other roles and unknown queues', async () => {
    expect((await api.call('/admin/dead-letters', { token: tokens.client })).status).toBe(403);
    const bad = await api.call('/admin/dead-letters?queue=sms', {
      token: tokens.admin,
      headers: { 'accept-language': 'de' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.['queue']).toBeDefined();
  });

  it('retries it once: failed job removed, row unrelayed with a fresh count, audited; a second retry is 404', async () => {
    const { status, body } = await api.call<DeadLetter>(`/admin/dead-letters/${outboxId}/retry`, {
      method: 'POST',
      token: tokens.admin,
    });
    expect(status).toBe(200);
    expect(body.data?._id).toBe(outboxId);
    expect(await producer.queue('mail').getJob(outboxId)).toBeUndefined();
    const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(row).toMatchObject({
      failedAt: null,
      relayedAt: null,
      attempts: 0,
      lastError: null,
      processedAt: null,
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, outboxId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'retryDeadLetter',
      details: { queue: 'mail', to: 'kunde@schulz-bau.test' },
    });

    const list = await api.call<Paginated<DeadLetter>>('/admin/dead-letters', { token: tokens.admin });
    expect(list.body.data?.total).toBe(0);
    const again = await api.call(`/admin/dead-letters/${outboxId}/retry`, {
      method: 'POST',
      token: tokens.admin,
    });
    expect(again.status).toBe(404);
  });
});
