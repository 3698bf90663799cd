import { Injectable, Logger } from '@nestjs/common';
import type { NotificationType } from '@fachwerk/shared/contracts';
import { DomainError } from '@fachwerk/server/core';
import {
  berlinToday,
  closeChatsOf,
  deleteExportsOf,
  deleteUploadsOf,
  eraseInvoicingOf,
  eraseMarketOf,
  eraseWorkersOf,
  retainBillingPartyOf,
  UsersRepository,
  type ErasedAccount,
  type PartyConsequence,
  type Tx,
  type UserRow,
} from '@fachwerk/server/db';
import { OutboxWriter } from '@fachwerk/server/queue';
import { accountMails } from '../auth';
import { MeetingsService } from '../meetings';
import { Notifier } from '../notifications';
import { FileStorage } from '../uploads';
import { AccountsErrorCode } from './accounts.errors';

/** What one deletion did (for the log and the tests). */
export interface DeletionReport {
  meetingsCancelled: number;
  applicationsWithdrawn: number;
  awardsCancelled: number;
  awardsEnded: number;
  jobsClosed: number;
  chatsClosed: number;
  workersErased: number;
  draftInvoicesDeleted: number;
  /** a client's billing data kept because a supplier may still invoice work done (until the claim is time-barred) */
  billingDataRetained: boolean;
  filesRemoved: number;
}

/**
 * Deletes an account (Art. 17 DSGVO): every domain's erasure routine runs in one transaction with the
 * account row itself, so a failure anywhere leaves everything as it was. The other party of each
 * consequence is told through the outbox (notification and mail, a calendar CANCEL for meetings).
 * Uploaded files are removed from storage after the commit. Issued invoices and their audit entries
 * stay for the statutory period (`retentionEnd`, law/ao.ts) and the worker's retention job erases
 * them when it ends.
 */
@Injectable()
export class AccountDeletion {
  private readonly log = new Logger(AccountDeletion.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly meetings: MeetingsService,
    private readonly notifier: Notifier,
    private readonly outbox: OutboxWriter,
    private readonly storage: FileStorage,
  ) {}

  async delete(user: UserRow): Promise<DeletionReport> {
    const account: ErasedAccount = { id: user.id, userType: user.userType };
    const now = new Date();
    const { report, storageKeys } = await this.users.transaction(async (tx) => {
      // Meetings first: the cancellation's calendar file names both parties as they were.
      const meetingsCancelled = await this.meetings.cancelForDeletedAccount(tx, account, now);
      // Before anything is anonymised: a client's billing data, if a supplier may still invoice work done.
      const billingDataRetained = await retainBillingPartyOf(tx, account, berlinToday(now));
      const market = await eraseMarketOf(tx, account, now);
      await this.tell(tx, market.withdrawnApplications, 'applicationWithdrawnAccountDeleted', (c) => `/apply-job/${c.jobId}`);
      await this.tell(tx, market.cancelledAwards, 'awardCancelledAccountDeleted', () => '/awarded-jobs');
      await this.tell(tx, market.endedAwards, 'awardEndedAccountDeleted', () => '/awarded-jobs');
      const chats = await closeChatsOf(tx, account, now);
      const workersErased = await eraseWorkersOf(tx, account, now);
      const draftInvoicesDeleted = await eraseInvoicingOf(tx, account);
      const keys = [...(await deleteUploadsOf(tx, account)), ...(await deleteExportsOf(tx, account))];
      if (!(await this.users.deleteSelf(account, tx))) throw new DomainError(AccountsErrorCode.Unauthenticated);
      await this.outbox.enqueue(tx, accountMails.accountDeleted(user));
      return {
        storageKeys: keys,
        report: {
          meetingsCancelled,
          applicationsWithdrawn: market.withdrawnApplications.length,
          awardsCancelled: market.cancelledAwards.length,
          awardsEnded: market.endedAwards.length,
          jobsClosed: market.closedJobIds.length,
          chatsClosed: chats.length,
          workersErased,
          draftInvoicesDeleted,
          billingDataRetained,
          filesRemoved: keys.length,
        } satisfies DeletionReport,
      };
    });
    await Promise.all(storageKeys.map((key) => this.storage.remove(key)));
    this.log.log({ msg: 'account deleted', userId: user.id, ...report });
    return report;
  }

  private async tell(tx: Tx, consequences: PartyConsequence[], type: NotificationType, link: (c: PartyConsequence) => string) {
    for (const consequence of consequences) {
      await this.notifier.notify(tx, { userId: consequence.otherPartyId, type, params: { jobTitle: consequence.jobTitle }, link: link(consequence) });
    }
  }
}
