import type { AccountExportJob } from '@fachwerk/shared/contracts';
import type { AccountExportBuilder } from '@fachwerk/server/documents';
import type { StructuredLogger } from '@fachwerk/server/queue';
import type { JobProcessor } from './processor';

/**
 * Prepares a requested data export (AccountExportBuilder): the ZIP stored, the row ready, the link
 * mailed. A row that is no longer pending (built before, account deleted) is skipped.
 */
export class AccountExportProcessor implements JobProcessor<'account-export'> {
  readonly queue = 'account-export' as const;
  /** Exports read every table of an account: one at a time per worker process. */
  readonly concurrency = 1;

  constructor(
    private readonly builder: Pick<AccountExportBuilder, 'build'>,
    private readonly log: StructuredLogger,
  ) {}

  async process(job: AccountExportJob): Promise<void> {
    const outcome = await this.builder.build(job.exportId);
    this.log.info({ outboxId: job.outboxId, exportId: job.exportId, outcome }, 'account export');
  }
}
