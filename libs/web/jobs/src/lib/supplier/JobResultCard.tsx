import { KEEP_SCROLL, type JobSummary } from '@fachwerk/shared/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, StatusBadge } from '@fachwerk/web/ui';
import { useCatalogueNames } from './names';
import { SaveToggle } from './SaveToggle';
import { budgetLine, placeText, ratingText } from '../shared/job-text';

export interface JobResultCardProps {
  job: JobSummary;
  /** where the title links to (the search opens the job beside the list; other lists open /jobs-view) */
  to: string;
  /** marks the card whose details are open */
  selected?: boolean;
  /** save toggle and "beworben" badge (suppliers only) */
  supplierView?: boolean;
  /** the link opens the job beside the list: the page keeps its scroll position */
  keepScroll?: boolean;
  /** the title's heading level: 2 in a list right under the page's h1, 3 in a list under an h2 section */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/**
 * A job in a result list: title, trade, type, place (and distance when searching by place), start,
 * budget (per hour per employee for resource jobs), workers needed, client and rating, save toggle
 * and the "beworben" badge.
 */
export function JobResultCard({
  job,
  to,
  selected = false,
  supplierView = true,
  headingLevel = 2,
  keepScroll = false,
  children,
}: JobResultCardProps) {
  const { t, i18n } = useTranslation();
  const names = useCatalogueNames();
  const lang = i18n.language;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`fw-card fw-job-card${selected ? ' is-selected' : ''}`}
      aria-labelledby={`job-card-${job._id}`}
      aria-current={selected ? 'true' : undefined}
      data-testid="job-card"
      data-job-id={job._id}
    >
      <header className="fw-job-card__header">
        <Heading id={`job-card-${job._id}`}>
          <Link to={to} state={keepScroll ? KEEP_SCROLL : undefined}>
            {job.title}
          </Link>
        </Heading>
        {supplierView && job.applied && (
          <StatusBadge tone="success" status="applied">
            {t('jobsSupplier.card.applied')}
          </StatusBadge>
        )}
        {supplierView && <SaveToggle jobId={job._id} saved={Boolean(job.saved)} title={job.title} />}
      </header>
      <p className="fw-job-card__meta">
        {names.service(job.serviceId)} · {t(`jobsCommon.jobType.${job.type}`)}
      </p>
      <dl className="fw-facts fw-facts--inline">
        <dt>{t('jobsSupplier.card.place')}</dt>
        <dd>
          {placeText(job)}
          {job.distanceKm !== undefined &&
            ` · ${t('jobsSupplier.card.distance', { km: Math.round(job.distanceKm) })}`}
        </dd>
        <dt>{t('jobsSupplier.card.start')}</dt>
        <dd>{formatDate(job.startDate, lang)}</dd>
        <dt>{t('jobsSupplier.card.budget')}</dt>
        <dd>{budgetLine(job, lang, t)}</dd>
        <dt>{t('jobsSupplier.card.workersNeeded')}</dt>
        <dd>{job.workersNeeded}</dd>
        <dt>{t('jobsSupplier.card.client')}</dt>
        <dd>
          {job.client.companyName} ({ratingText(job.client.rating, lang, t)})
        </dd>
      </dl>
      {job.excerpt && <p className="fw-job-card__excerpt">{job.excerpt}</p>}
      {children}
    </article>
  );
}
