import type { AppConfig } from '@fachwerk/server/core';
import { berlinToday, type DbOrTx, type JobExpiry, type JobNotifier } from '@fachwerk/server/db';
import { notifyUser, type StructuredLogger } from '@fachwerk/server/queue';
import { IntervalTask } from './interval-task';

/** How often the worker closes jobs whose start date has passed with nobody awarded. */
export const JOB_EXPIRY_INTERVAL_MS = 15 * 60_000;

/**
 * The worker's way to reach a user: the shared `notifyUser` (the same one the API's Notifier wraps),
 * with the public URL from the worker's config for the e-mail's link.
 */
export class WorkerNotifier implements JobNotifier {
  constructor(private readonly config: AppConfig) {}

  notify(tx: DbOrTx, input: Parameters<JobNotifier['notify']>[1]): Promise<void> {
    return notifyUser(tx, input, this.config.api.publicUrl);
  }
}

/**
 * Runs job expiry at start and then every interval; one run at a time. Several worker replicas may
 * run it at once: the conditional update closes each job exactly once.
 */
export class JobExpiryTask extends IntervalTask {
  constructor(
    expiry: Pick<JobExpiry, 'run'>,
    log: StructuredLogger,
    intervalMs = JOB_EXPIRY_INTERVAL_MS,
    today: () => string = () => berlinToday(),
  ) {
    super(
      async () => {
        const closed = await expiry.run(today());
        if (closed.length) log.info({ count: closed.length, jobIds: closed }, 'expired jobs closed');
      },
      log,
      intervalMs,
      'job expiry failed; retried at the next interval',
    );
  }
}
