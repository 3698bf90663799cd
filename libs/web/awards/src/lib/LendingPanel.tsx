import type { AwardResponse } from '@fachwerk/shared/contracts';
import { LendingClockFacts } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';

/**
 * Resource awards (Arbeitnehmerüberlassung): per named worker the § 8 (3) AÜG answer given at naming
 * and the lending clock at this client (equal pay, warning from the 15th month, last allowed day).
 */
export function LendingPanel({ award }: { award: AwardResponse }) {
  const { t } = useTranslation();
  const lending = award.workerLending ?? [];
  if (award.job.type !== 'resource' || lending.length === 0) return null;
  const nameOf = (workerId: string) => award.workers.find((w) => w._id === workerId)?.fullName ?? '';
  return (
    <section className="fw-award__lending" data-testid="award-lending">
      <h3>{t('awardsWeb.card.lending.heading')}</h3>
      <ul className="fw-worker-list" aria-label={t('awardsWeb.card.lending.list', { job: award.job.title })}>
        {lending.map((entry) => (
          <li key={entry.workerId} className="fw-worker-summary" data-worker-id={entry.workerId}>
            <strong>{nameOf(entry.workerId)}</strong>
            {entry.formerEmployee !== null && (
              <div>
                {t(entry.formerEmployee ? 'awardsWeb.card.lending.formerEmployeeYes' : 'awardsWeb.card.lending.formerEmployeeNo')}
              </div>
            )}
            {entry.clock && <LendingClockFacts clock={entry.clock} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
