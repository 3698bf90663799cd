import type { JobsOptions } from 'bullmq';
import type { JobSchedule, QueueName } from '@fachwerk/shared/contracts';
import type { AppConfig } from '@fachwerk/server/core';

/** First retry after this delay; each further retry waits twice as long (exponential backoff). */
export const RETRY_BASE_DELAY_MS = 2_000;
/** PDF rendering fails for code reasons rather than outages: fewer attempts than mail. */
export const PDF_ATTEMPTS = 3;
/** Finished jobs kept in Redis for inspection; failed ones (the dead letters) are kept longer. */
export const KEEP_COMPLETED = { age: 24 * 3600, count: 1_000 } as const;
export const KEEP_FAILED = { age: 14 * 24 * 3600 } as const;

/**
 * BullMQ options of the job relayed from an outbox row: the row id is the job id (so relaying a row
 * twice adds one job), retries with exponential backoff, dead letters kept in the failed set.
 */
export function jobOptionsFor(
  queue: QueueName,
  outboxId: string,
  config: Pick<AppConfig, 'worker'>,
  schedule?: JobSchedule,
  now: number = Date.now(),
): JobsOptions {
  return {
    jobId: outboxId,
    // A scheduled job (a reminder): its own deterministic id, delayed until its time.
    ...(schedule ? { jobId: schedule.jobId, delay: Math.max(0, Date.parse(schedule.runAt) - now) } : {}),
    attempts: queue === 'mail' ? config.worker.mailAttempts : PDF_ATTEMPTS,
    backoff: { type: 'exponential', delay: RETRY_BASE_DELAY_MS },
    removeOnComplete: KEEP_COMPLETED,
    removeOnFail: KEEP_FAILED,
  };
}

/** Delay before retry number `retry` (1-based), as BullMQ computes it for exponential backoff. */
export const retryDelayMs = (retry: number): number => RETRY_BASE_DELAY_MS * 2 ** (retry - 1);
