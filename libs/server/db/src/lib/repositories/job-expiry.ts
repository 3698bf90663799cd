import { TIME_ZONE, type NotificationType } from '@fachwerk/shared/contracts';
import { todayIn } from '@fachwerk/shared/contracts/rules';
import type { DbOrTx } from '../client';
import type { JobsRepository } from './jobs.repository';

/** What expiry needs to reach a client: the API's `Notifier` or the worker's notification writer. */
export interface JobNotifier {
  notify(
    tx: DbOrTx,
    input: {
      userId: string;
      type: NotificationType;
      params?: Record<string, string | number>;
      link?: string;
    },
  ): Promise<void>;
}

/**
 * Job expiry (life cycle `open → closed`, reason `expired`): open jobs whose start date has passed
 * with nobody awarded are closed, and each client gets a `jobClosed` notification in the same
 * transaction. Idempotent: a second run finds nothing. The worker runs it periodically.
 */
export class JobExpiry {
  constructor(
    private readonly jobs: Pick<JobsRepository, 'expireOverdue'>,
    private readonly notifier: JobNotifier,
  ) {}

  /** Closes the overdue jobs as of `today` (ISO date, Europe/Berlin); returns their ids. */
  async run(today: string): Promise<string[]> {
    const closed = await this.jobs.expireOverdue(today, (tx, job) =>
      this.notifier.notify(tx, {
        userId: job.clientId,
        type: 'jobClosed',
        params: { jobTitle: job.title },
        link: '/jobs',
      }),
    );
    return closed.map((job) => job.id);
  }
}

/** Today's date in Germany (ISO `YYYY-MM-DD`): start dates and expiry are German calendar days. */
export function berlinToday(now = new Date()): string {
  return todayIn(TIME_ZONE, now);
}
