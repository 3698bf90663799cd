import type { LendingClockView } from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../display/StatusBadge';
import { formatDate } from '../format/format';

/**
 * A worker's lending clock at one client (§ 1 (1b), § 8 (4) AÜG, computed by the API): since when it
 * counts, the days counted, the equal-pay date and the last allowed day; from the 15th month on a
 * warning badge with what it means.
 */
export function LendingClockFacts({ clock }: { clock: LendingClockView }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const date = (iso: string) => formatDate(iso, language);
  return (
    <div className="fw-lending-clock" data-testid="lending-clock" data-warning={clock.warning || undefined}>
      {clock.warning && (
        <p className="fw-lending-clock__warning">
          <StatusBadge tone="warning" status="lendingWarning">
            {t('jobsShared.lending.warning')}
          </StatusBadge>{' '}
          {t('jobsShared.lending.warningText', { date: date(clock.warnFrom), lastDay: date(clock.lastAllowedDay) })}
        </p>
      )}
      <dl className="fw-facts">
        <div>
          <dt>{t('jobsShared.lending.countingSince')}</dt>
          <dd>{date(clock.countingSince)}</dd>
        </div>
        <div>
          <dt>{t('jobsShared.lending.daysCountedLabel')}</dt>
          <dd>{t('jobsShared.lending.daysCounted', { count: clock.daysCounted })}</dd>
        </div>
        <div>
          <dt>{t('jobsShared.lending.equalPayFrom')}</dt>
          <dd>{date(clock.equalPayFrom)}</dd>
        </div>
        <div>
          <dt>{t('jobsShared.lending.lastAllowedDay')}</dt>
          <dd>{date(clock.lastAllowedDay)}</dd>
        </div>
      </dl>
    </div>
  );
}
