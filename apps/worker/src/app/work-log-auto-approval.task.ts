import type { WorkLogAutoApproval } from '@fachwerk/server/db';
import type { StructuredLogger } from '@fachwerk/server/queue';
import { IntervalTask } from './interval-task';

/** How often the worker looks for working hours to announce or approve automatically. */
export const WORK_LOG_AUTO_APPROVAL_INTERVAL_MS = 15 * 60_000;

/**
 * Automatic approval of working hours (WorkLogAutoApproval in server-db): the day before, the client
 * is told; after WORK_LOG_AUTO_APPROVE_DAYS unreviewed entries are approved. Each entry once, also
 * with several worker replicas.
 */
export class WorkLogAutoApprovalTask extends IntervalTask {
  constructor(
    approval: Pick<WorkLogAutoApproval, 'run'>,
    log: StructuredLogger,
    days: number,
    intervalMs = WORK_LOG_AUTO_APPROVAL_INTERVAL_MS,
    now: () => Date = () => new Date(),
  ) {
    super(
      async () => {
        const { noticed, approved } = await approval.run(now(), days);
        if (noticed.length || approved.length) {
          log.info({ noticed: noticed.length, approved: approved.length }, 'work logs announced / approved automatically');
        }
      },
      log,
      intervalMs,
      'work-log auto-approval failed; retried at the next interval',
    );
  }
}
