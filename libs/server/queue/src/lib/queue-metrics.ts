import type { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '@fachwerk/server/db';

/** BullMQ states counted per queue (the failed set holds the queue's dead letters). */
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Queue and outbox gauges, read from Redis and PostgreSQL when Prometheus scrapes (one round trip
 * per queue plus one query):
 * - `queue_jobs{queue,state}`: waiting, active, delayed, failed jobs of each BullMQ queue;
 * - `queue_oldest_waiting_age_seconds{queue}`: how long the oldest waiting job has waited (0: none);
 * - `outbox_backlog`: outbox rows not yet relayed to a queue (once relayed, a row's job is counted in
 *   `queue_jobs`);
 * - `outbox_oldest_unrelayed_age_seconds`;
 * - `outbox_dead_letters`: rows whose job failed its last attempt and that nobody retried yet.
 */
export function registerQueueMetrics(registry: Registry, options: { queues: Queue[]; db: Db }): void {
  new Gauge({
    name: 'queue_jobs',
    help: 'BullMQ jobs per queue and state.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const counts = await Promise.all(options.queues.map((queue) => queue.getJobCounts(...STATES)));
      options.queues.forEach((queue, i) => {
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[i]?.[state] ?? 0);
      });
    },
  });
  new Gauge({
    name: 'queue_oldest_waiting_age_seconds',
    help: 'Age of the oldest waiting job per queue (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const now = Date.now();
      const oldest = await Promise.all(options.queues.map((queue) => queue.getJobs(['wait', 'prioritized'], 0, 0, true)));
      options.queues.forEach((queue, i) => {
        const job = oldest[i]?.[0];
        this.set({ queue: queue.name }, job ? Math.max(0, (now - job.timestamp) / 1000) : 0);
      });
    },
  });

  let pending: Promise<OutboxFigures> | undefined;
  // The three outbox gauges share one query per scrape.
  const outboxFigures = () => {
    pending ??= readOutbox(options.db).finally(() => {
      pending = undefined;
    });
    return pending;
  };
  new Gauge({
    name: 'outbox_backlog',
    help: 'Outbox rows waiting to be relayed to a queue.',
    registers: [registry],
    async collect() {
      this.set((await outboxFigures()).unrelayed);
    },
  });
  new Gauge({
    name: 'outbox_oldest_unrelayed_age_seconds',
    help: 'Age of the oldest outbox row not yet relayed (0 when none).',
    registers: [registry],
    async collect() {
      this.set((await outboxFigures()).oldestUnrelayedSeconds);
    },
  });
  new Gauge({
    name: 'outbox_dead_letters',
    help: 'Outbox messages whose job failed its last attempt and were not retried yet.',
    registers: [registry],
    async collect() {
      this.set((await outboxFigures()).deadLetters);
    },
  });
}

interface OutboxFigures {
  unrelayed: number;
  deadLetters: number;
  oldestUnrelayedSeconds: number;
}

async function readOutbox(db: Db): Promise<OutboxFigures> {
  // Each part runs on a partial index (outbox_unrelayed_idx, outbox_dead_letters_idx).
  const result = await db.execute<{ unrelayed: string; dead: string; oldest: string | null }>(sql`
    SELECT
      (SELECT count(*) FROM outbox WHERE relayed_at IS NULL) AS unrelayed,
      (SELECT count(*) FROM outbox WHERE failed_at IS NOT NULL AND processed_at IS NULL) AS dead,
      (SELECT extract(epoch FROM now() - min(created_at)) FROM outbox WHERE relayed_at IS NULL) AS oldest`);
  const row = result.rows[0];
  return {
    unrelayed: Number(row?.unrelayed ?? 0),
    deadLetters: Number(row?.dead ?? 0),
    oldestUnrelayedSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
