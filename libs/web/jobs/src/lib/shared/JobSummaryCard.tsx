import type { JobSummary } from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, LifecycleStatusBadge } from '@fachwerk/web/ui';
import { budgetText } from './job-text';

export interface JobSummaryCardProps {
  job: JobSummary;
  /** the title as a link or plain text */
  title?: ReactNode;
  /** extra lines (counts, reasons) and actions */
  children?: ReactNode;
  actions?: ReactNode;
  showStatus?: boolean;
}

/** A job in a list: title, type, status, start, hours, place, budget and workers. */
export function JobSummaryCard({ job, title, children, actions, showStatus = true }: JobSummaryCardProps) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const budget = budgetText(job.type, job.budgetMin, job.budgetMax);
  return (
    <article className="fw-card fw-job-card" data-job-id={job._id} aria-label={job.title}>
      <header className="fw-job-card__header">
        <h3 className="fw-job-card__title">{title ?? job.title}</h3>
        {showStatus && <LifecycleStatusBadge kind="job" status={job.status} />}
      </header>
      <dl className="fw-job-card__facts">
        <div>
          <dt>{t('jobsShared.card.type')}</dt>
          <dd>{t(`jobsCommon.jobType.${job.type}`)}</dd>
        </div>
        <div>
          <dt>{t('jobsShared.card.start')}</dt>
          <dd>
            {formatDate(job.startDate, language)}
            {job.endDate ? ` – ${formatDate(job.endDate, language)}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('jobsShared.card.hours')}</dt>
          <dd>{t('jobsShared.card.hoursValue', { hours: job.hours })}</dd>
        </div>
        <div>
          <dt>{t('jobsShared.card.location')}</dt>
          <dd>
            {[job.location.city || job.location.address, job.location.state].filter(Boolean).join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('jobsShared.card.budget')}</dt>
          <dd>{t(budget.key, budget.values)}</dd>
        </div>
        {job.type === 'resource' && (
          <div>
            <dt>{t('jobsShared.card.workers')}</dt>
            <dd>{t('jobsCommon.workers', { awarded: job.workersAwarded, needed: job.workersNeeded })}</dd>
          </div>
        )}
      </dl>
      {children}
      {actions && <div className="fw-job-card__actions">{actions}</div>}
    </article>
  );
}
