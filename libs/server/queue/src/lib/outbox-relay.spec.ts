import { jest } from '@jest/globals';
import type { OutboxRow } from '@fachwerk/server/db';
import type { JobsOptions } from 'bullmq';
import { OutboxRelay, type RelayStore } from './outbox-relay';
import type { StructuredLogger } from './logger';
import type { JobProducer } from './producer';

const config = { worker: { lockDurationMs: 30_000, outboxPollMs: 10, mailAttempts: 4 } };

const row = (id: string, queue = 'mail'): OutboxRow => ({
  id,
  queue,
  payload: { to: `${id}@fachwerk.test`, template: 'generic', locale: 'de', data: {} },
  createdAt: new Date(),
  relayedAt: null,
  processedAt: null,
  attempts: 0,
  lastError: null,
  failedAt: null,
});

/** In-memory outbox with the same contract as the repository: marks what relay() returns. */
class FakeStore implements RelayStore {
  relayed = new Set<string>();
  constructor(public rows: OutboxRow[]) {}
  async relayBatch(limit: number, relay: (rows: OutboxRow[]) => Promise<string[]>): Promise<number> {
    const batch = this.rows.filter((r) => !this.relayed.has(r.id)).slice(0, limit);
    if (!batch.length) return 0;
    const ids = await relay(batch);
    ids.forEach((id) => this.relayed.add(id));
    return ids.length;
  }
}

/** Keeps jobs by id like BullMQ: adding a known job id is a no-op. */
class FakeProducer implements JobProducer {
  jobs = new Map<string, { queue: string; job: unknown; options: JobsOptions }>();
  failOn = new Set<string>();
  async add(queue: string, job: { outboxId: string }, options: JobsOptions): Promise<void> {
    if (this.failOn.has(job.outboxId)) throw new Error('redis down');
    if (!this.jobs.has(options.jobId!)) this.jobs.set(options.jobId!, { queue, job, options });
  }
  async remove(_queue: string, jobId: string): Promise<boolean> {
    return this.jobs.delete(jobId);
  }
}

const silent: StructuredLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: jest.fn(),
  error: jest.fn(),
};

describe('OutboxRelay', () => {
  it('adds each row to its queue with the row id as job id and the outbox id in the payload', async () => {
    const store = new FakeStore([row('a'), row('b', 'pdf')]);
    const producer = new FakeProducer();
    await expect(new OutboxRelay(store, producer, config, silent).relayOnce()).resolves.toBe(2);
    expect(producer.jobs.get('a')).toMatchObject({
      queue: 'mail',
      job: { outboxId: 'a', to: 'a@fachwerk.test' },
    });
    expect(producer.jobs.get('b')).toMatchObject({ queue: 'pdf', job: { outboxId: 'b' } });
    expect(producer.jobs.get('a')!.options).toMatchObject({ jobId: 'a', attempts: 4 });
    expect([...store.relayed]).toEqual(['a', 'b']);
  });

  it('does not relay a row twice', async () => {
    const store = new FakeStore([row('a')]);
    const producer = new FakeProducer();
    const relay = new OutboxRelay(store, producer, config, silent);
    await relay.relayOnce();
    await expect(relay.relayOnce()).resolves.toBe(0);
    expect(producer.jobs.size).toBe(1);
  });

  it('stops at the first failing add and leaves that row and later ones for the next poll', async () => {
    const store = new FakeStore([row('a'), row('b'), row('c')]);
    const producer = new FakeProducer();
    producer.failOn.add('b');
    const relay = new OutboxRelay(store, producer, config, silent);
    await expect(relay.relayOnce()).resolves.toBe(1);
    expect([...store.relayed]).toEqual(['a']);
    producer.failOn.clear();
    await expect(relay.relayOnce()).resolves.toBe(2);
    expect([...producer.jobs.keys()]).toEqual(['a', 'b', 'c']);
  });

  it('adds a scheduled row under its own job id, delayed until its time by the relay clock, replacing the version it supersedes', async () => {
    const now = Date.parse('2026-11-25T08:00:00Z');
    const reminder = (id: string, sequence: number, runAt: string, replaces: string[] = []): OutboxRow => ({
      ...row(id, 'meeting-reminder'),
      payload: {
        meetingId: 'm1',
        sequence,
        kind: '1h',
        schedule: { runAt, jobId: `meeting-m1-1h-${sequence}`, replaces },
      },
    });
    const store = new FakeStore([reminder('r0', 0, '2026-11-26T09:00:00Z')]);
    const producer = new FakeProducer();
    const relay = new OutboxRelay(store, producer, config, silent, 100, () => now);
    await relay.relayOnce();
    expect(producer.jobs.get('meeting-m1-1h-0')!.options).toMatchObject({ delay: 25 * 3600_000 });
    store.rows.push(reminder('r1', 1, '2026-11-27T10:30:00Z', ['meeting-m1-1h-0']));
    await relay.relayOnce();
    expect([...producer.jobs.keys()]).toEqual(['meeting-m1-1h-1']);
    expect(producer.jobs.get('meeting-m1-1h-1')).toMatchObject({
      options: { jobId: 'meeting-m1-1h-1', delay: (24 + 26.5) * 3600_000 },
      job: { outboxId: 'r1', sequence: 1 },
    });
  });

  it('logs and skips a row naming an unknown queue', async () => {
    const log = { ...silent, error: jest.fn() };
    const store = new FakeStore([row('x', 'fax'), row('a')]);
    const producer = new FakeProducer();
    await new OutboxRelay(store, producer, config, log).relayOnce();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ outboxId: 'x', queue: 'fax' }),
      expect.any(String),
    );
    expect([...store.relayed]).toEqual(['a']);
  });

  it('drains full batches without waiting and keeps polling until stopped', async () => {
    const store = new FakeStore([row('a'), row('b'), row('c')]);
    const producer = new FakeProducer();
    const relay = new OutboxRelay(store, producer, config, silent, 2);
    relay.start();
    await new Promise((r) => setTimeout(r, 30));
    expect(producer.jobs.size).toBe(3);
    store.rows.push(row('d'));
    await new Promise((r) => setTimeout(r, 40));
    await relay.stop();
    expect(producer.jobs.has('d')).toBe(true);
    store.rows.push(row('e'));
    await new Promise((r) => setTimeout(r, 40));
    expect(producer.jobs.has('e')).toBe(false);
  });
});
