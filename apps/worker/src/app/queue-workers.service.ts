import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobOf, QueueName } from '@fachwerk/shared/contracts';
import type { AppConfig } from '@fachwerk/server/core';
import {
  createQueueConnection,
  describeError,
  queuePrefix,
  OutboxRowBusyError,
  type OutboxRepository,
  type StructuredLogger,
} from '@fachwerk/server/queue';
import type { JobProcessor } from './processor';

/** The fields every job log line carries. */
const jobFields = (job: Job) => ({
  jobId: job.id,
  queue: job.queueName,
  outboxId: (job.data as { outboxId?: string }).outboxId,
  attempt: job.attemptsMade + 1,
  maxAttempts: job.opts.attempts ?? 1,
});

/**
 * One BullMQ worker per processor. Each job runs through the outbox row it came from: skipped when
 * already processed (a re-relayed or re-delivered job sends nothing twice), marked processed when
 * done, its error kept on the row when it fails. The final failure is the dead letter: logged at
 * error level and kept in BullMQ's failed set.
 */
export class QueueWorkers {
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly outbox: Pick<OutboxRepository, 'processOnce' | 'recordFailure' | 'markFailed'>,
    private readonly processors: JobProcessor[],
    private readonly log: StructuredLogger,
  ) {}

  /** Handles one job; exported for tests. */
  async handle<Q extends QueueName>(processor: JobProcessor<Q>, job: Job<JobOf<Q>>): Promise<string> {
    const fields = jobFields(job);
    this.log.info(fields, 'job started');
    try {
      const outcome = await this.outbox.processOnce(job.data.outboxId, () => processor.process(job.data));
      if (outcome === 'missing') this.log.warn(fields, 'job has no outbox row; skipped');
      else if (outcome === 'already-processed') this.log.info(fields, 'job already processed; skipped');
      else this.log.info(fields, 'job completed');
      return outcome;
    } catch (error) {
      const message = describeError(error);
      if (!(error instanceof OutboxRowBusyError)) {
        await this.outbox
          .recordFailure(job.data.outboxId, message)
          .catch((e: unknown) =>
            this.log.error(
              { ...fields, err: describeError(e) },
              'could not record the failure on the outbox row',
            ),
          );
      }
      this.log.warn({ ...fields, err: message }, 'job attempt failed');
      throw error;
    }
  }

  /** Called by BullMQ after a failed attempt; the last one is the dead letter. */
  onFailed(job: Job | undefined, error: Error): void {
    if (!job) return;
    const fields = { ...jobFields(job), attempt: job.attemptsMade };
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) {
      this.log.error(
        { ...fields, err: error.message, deadLetter: true },
        'job failed permanently (dead letter)',
      );
      // listed for admins (GET /admin/dead-letters), who can retry it
      const outboxId = (job.data as { outboxId?: string }).outboxId;
      if (outboxId)
        void this.outbox
          .markFailed(outboxId)
          .catch((e: unknown) =>
            this.log.error(
              { ...fields, err: describeError(e) },
              'could not mark the dead letter on the outbox row',
            ),
          );
    } else {
      this.log.info({ ...fields, err: error.message }, 'job will be retried with backoff');
    }
  }

  start(): void {
    const prefix = queuePrefix(this.config);
    const lockDuration = this.config.worker.lockDurationMs;
    for (const processor of this.processors) {
      const connection = createQueueConnection(this.config, 'worker');
      this.connections.push(connection);
      const worker = new Worker(processor.queue, (job: Job) => this.handle(processor, job), {
        connection,
        prefix,
        concurrency: processor.concurrency,
        lockDuration,
        // A killed worker's job is found stalled and taken again after about one lock duration.
        stalledInterval: lockDuration,
        maxStalledCount: 3,
      });
      worker.on('failed', (job, error) => this.onFailed(job, error));
      worker.on('error', (error) =>
        this.log.error({ queue: processor.queue, err: error.message }, 'worker error'),
      );
      this.workers.push(worker);
      this.log.info(
        { queue: processor.queue, concurrency: processor.concurrency, lockDuration },
        'queue worker started',
      );
    }
  }

  /** Stops taking jobs, waits for active ones, closes the Redis connections. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
    this.workers.length = 0;
    this.connections.length = 0;
  }
}
