import { QUEUE_NAMES, type JobOf, type JobSchedule, type QueueName } from '@fachwerk/shared/contracts';
import type { AppConfig } from '@fachwerk/server/core';
import type { OutboxRow } from '@fachwerk/server/db';
import { jobOptionsFor } from './job-options';
import { describeError, type StructuredLogger } from './logger';
import type { JobProducer } from './producer';

export interface RelayStore {
  relayBatch(limit: number, relay: (rows: OutboxRow[]) => Promise<string[]>): Promise<number>;
}

const isQueueName = (value: string): value is QueueName =>
  (Object.values(QUEUE_NAMES) as string[]).includes(value);

export const RELAY_BATCH_SIZE = 100;

/**
 * Moves outbox rows to BullMQ, the row id as job id. A row is marked relayed only after its job was
 * added; if Redis fails mid-batch the rest stays for the next poll. Relaying a row twice (a crash
 * between add and commit) adds one job, because BullMQ ignores a known job id.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly store: RelayStore,
    private readonly producer: JobProducer,
    private readonly config: Pick<AppConfig, 'worker'>,
    private readonly log: StructuredLogger,
    private readonly batchSize = RELAY_BATCH_SIZE,
    /** The clock delays of scheduled jobs are measured from (tests pass their own). */
    private readonly now: () => number = Date.now,
  ) {}

  /** One pass: relays up to one batch; returns how many rows were relayed. */
  relayOnce(): Promise<number> {
    return this.store.relayBatch(this.batchSize, async (rows) => {
      const relayed: string[] = [];
      for (const row of rows) {
        if (!isQueueName(row.queue)) {
          this.log.error(
            { outboxId: row.id, queue: row.queue },
            'outbox row names an unknown queue; left unrelayed',
          );
          continue;
        }
        const job = { ...(row.payload as object), outboxId: row.id } as JobOf<typeof row.queue>;
        const schedule = (row.payload as { schedule?: JobSchedule }).schedule;
        try {
          // A payload with `runAt` (ISO time) is a delayed job: it runs then, not now.
          const runAt = (row.payload as { runAt?: unknown }).runAt;
          const delay = typeof runAt === 'string' ? Math.max(0, Date.parse(runAt) - this.now()) : 0;
          // A scheduled job (`schedule`: a meeting reminder) has its own id and replaces older versions.
          for (const old of schedule?.replaces ?? []) {
            // Best effort: a superseded job that still fires finds itself outdated and does nothing.
            await this.producer.remove(row.queue, old).catch(() => false);
          }
          const options = jobOptionsFor(row.queue, row.id, this.config, schedule, this.now());
          await this.producer.add(row.queue, job, delay > 0 ? { ...options, delay } : options);
        } catch (error) {
          this.log.warn(
            { outboxId: row.id, queue: row.queue, err: describeError(error) },
            'relay failed; retrying on next poll',
          );
          break;
        }
        relayed.push(row.id);
        this.log.debug({ outboxId: row.id, jobId: row.id, queue: row.queue }, 'outbox row relayed');
      }
      return relayed;
    });
  }

  /** Polls every `OUTBOX_POLL_MS`; drains at once while full batches keep coming. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async (): Promise<void> => {
      let count = 0;
      try {
        count = await this.relayOnce();
      } catch (error) {
        this.log.error({ err: describeError(error) }, 'outbox relay pass failed');
      }
      if (this.stopped) return;
      this.timer = setTimeout(schedule, count >= this.batchSize ? 0 : this.config.worker.outboxPollMs);
    };
    const schedule = () => {
      this.running = tick();
    };
    schedule();
  }

  /** Stops polling and waits for a pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
