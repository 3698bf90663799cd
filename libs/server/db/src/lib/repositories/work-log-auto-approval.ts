import type { JobNotifier } from './job-expiry';
import type { WorkLogsRepository } from './work-logs.repository';
import type { WorkLogRow } from '../schema/work-logs';

export interface AutoApprovalRun {
  /** entries whose client was told that they are approved tomorrow */
  noticed: string[];
  /** entries approved automatically */
  approved: string[];
}

/**
 * Automatic approval of working hours: submitted entries not reviewed within `days` days
 * are approved (`auto_approved`); the day before, the client gets one `workLogsAutoApproveSoon`
 * notification per awarded work. Both are conditional updates in one transaction with the
 * notifications, so each entry is announced once and approved once, however often (and on however
 * many worker replicas) it runs. The worker runs it periodically (apps/worker work-log-auto-approval.task).
 */
export class WorkLogAutoApproval {
  constructor(
    private readonly logs: Pick<
      WorkLogsRepository,
      'transaction' | 'claimAutoApproveNotices' | 'autoApproveDue' | 'jobTitles'
    >,
    private readonly notifier: JobNotifier,
  ) {}

  async run(now: Date, days: number): Promise<AutoApprovalRun> {
    return this.logs.transaction(async (tx) => {
      const approved = await this.logs.autoApproveDue(tx, now, days);
      const noticed = await this.logs.claimAutoApproveNotices(tx, now, days);
      const byAward = groupByAward(noticed);
      const titles = await this.logs.jobTitles([...byAward.keys()], tx);
      for (const [awardId, rows] of byAward) {
        const clientId = rows[0]?.clientId;
        if (!clientId) continue;
        await this.notifier.notify(tx, {
          userId: clientId,
          type: 'workLogsAutoApproveSoon',
          params: { jobTitle: titles.get(awardId) ?? '', count: rows.length },
          link: `/awarded-jobs/hours-logged/${awardId}/${clientId}`,
        });
      }
      return { noticed: noticed.map((r) => r.id), approved: approved.map((r) => r.id) };
    });
  }
}

function groupByAward(rows: WorkLogRow[]): Map<string, WorkLogRow[]> {
  const groups = new Map<string, WorkLogRow[]>();
  for (const row of rows) groups.set(row.awardId, [...(groups.get(row.awardId) ?? []), row]);
  return groups;
}
