import { permitDaysLeft, permitWarningDue, permitWarningHorizon } from '@fachwerk/shared/contracts/rules';
import type { JobNotifier } from './job-expiry';
import type { PermitsRepository } from './permits.repository';

export interface PermitWarningRun {
  /** permits whose supplier was warned (60 or 14 days ahead) */
  warned: string[];
  /** permits whose supplier was told they expired */
  expired: string[];
}

const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * Warnings before a supplier's AÜG permit expires (law/aueg.ts `AUEG.permitWarningDays`: 60 and 14
 * days) and the notice once it has expired (an expired permit blocks new resource awards, § 1 (1)
 * AÜG). Each is claimed with a conditional update in the transaction of its notification, so it goes
 * out once however often (and on however many worker replicas) it runs; a permit filed again starts
 * afresh. The worker runs it periodically (apps/worker permit-warnings.task).
 */
export class PermitWarnings {
  constructor(
    private readonly permits: Pick<PermitsRepository, 'transaction' | 'expiringBy' | 'claimWarning' | 'claimExpired'>,
    private readonly notifier: JobNotifier,
  ) {}

  async run(today: string): Promise<PermitWarningRun> {
    const run: PermitWarningRun = { warned: [], expired: [] };
    for (const permit of await this.permits.expiringBy(permitWarningHorizon(today))) {
      const validUntil = permit.validUntil;
      if (!validUntil) continue;
      await this.permits.transaction(async (tx) => {
        if (validUntil < today) {
          if (!(await this.permits.claimExpired(tx, permit.id, today))) return;
          await this.notifier.notify(tx, { userId: permit.supplierId, type: 'permitExpired', params: { date: germanDate(validUntil) }, link: '/profile' });
          run.expired.push(permit.id);
          return;
        }
        const due = permitWarningDue(permit, today);
        if (due === null || !(await this.permits.claimWarning(tx, permit.id, due))) return;
        await this.notifier.notify(tx, {
          userId: permit.supplierId,
          type: 'permitExpiring',
          params: { date: germanDate(validUntil), days: permitDaysLeft(permit, today) ?? due },
          link: '/profile',
        });
        run.warned.push(permit.id);
      });
    }
    return run;
  }
}
