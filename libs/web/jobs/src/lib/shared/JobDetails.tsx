import type { JobResponse } from '@fachwerk/shared/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolListsQuery } from '@fachwerk/web/data-access';
import { useCatalogueNames } from '../supplier/names';
import { FileLink, formatDate, LifecycleStatusBadge } from '@fachwerk/web/ui';
import { budgetLine, ratingText } from './job-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The full view of a job (the client remote may reuse it): facts, the
 * description (HTML sanitised on the server), documents, requirements and the client with rating.
 * `actions` renders beside the title (save, apply, …).
 */
/** `titleLevel` 1 where the job is the page (/jobs-view/{id}), 2 beside a list. */
export function JobDetails({ job, actions, titleLevel = 2 }: { job: JobResponse; actions?: ReactNode; titleLevel?: 1 | 2 }) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const { t, i18n } = useTranslation();
  const names = useCatalogueNames();
  const tools = useToolListsQuery([job.serviceId], { skip: job.tools.length === 0 });
  const toolName = (id: string) => tools.data?.find((tool) => tool._id === id)?.name ?? id;
  const lang = i18n.language;

  return (
    <article className="fw-job-details" aria-labelledby={`job-${job._id}-title`} data-testid="job-details">
      <header className="fw-job-details__header">
        <Title id={`job-${job._id}-title`}>{job.title}</Title>
        <p className="fw-job-details__meta">
          <LifecycleStatusBadge kind="job" status={job.status} />{' '}
          <span>{t(`jobsCommon.jobType.${job.type}`)}</span> · <span>{names.service(job.serviceId)}</span>
        </p>
        {actions && <div className="fw-job-details__actions">{actions}</div>}
      </header>

      <dl className="fw-facts">
        <Fact label={t('jobsSupplier.details.budget')}>{budgetLine(job, lang, t)}</Fact>
        <Fact label={t('jobsSupplier.details.location')}>
          {job.location.address.includes(job.location.state)
            ? job.location.address
            : `${job.location.address} (${job.location.state})`}
          {job.distanceKm !== undefined
            ? ` · ${t('jobsSupplier.card.distance', { km: Math.round(job.distanceKm) })}`
            : ''}
        </Fact>
        <Fact label={t('jobsSupplier.details.start')}>
          {job.endDate
            ? t('jobsSupplier.details.period', {
                start: formatDate(job.startDate, lang),
                end: formatDate(job.endDate, lang),
              })
            : formatDate(job.startDate, lang)}
        </Fact>
        <Fact label={t('jobsSupplier.details.hours')}>
          {t('jobsSupplier.details.hoursValue', { hours: job.hours })}
        </Fact>
        <Fact label={t('jobsSupplier.details.workers')}>
          {t('jobsCommon.workers', { awarded: job.workersAwarded, needed: job.workersNeeded })}
        </Fact>
        <Fact label={t('jobsSupplier.details.experience')}>
          {t(`jobsCommon.experience.${job.experience}`)}
        </Fact>
        <Fact label={t('jobsSupplier.details.accommodation')}>
          {t(job.accommodation ? 'jobsSupplier.details.yes' : 'jobsSupplier.details.no')}
        </Fact>
        <Fact label={t('jobsSupplier.details.skills')}>
          {job.skills.length ? job.skills.map(names.skill).join(', ') : t('jobsSupplier.details.none')}
        </Fact>
        <Fact label={t('jobsSupplier.details.languages')}>
          {job.languages.length
            ? job.languages
                .map(
                  (l) =>
                    `${names.language(l.language)} (${l.level === 'none' ? t('jobsCommon.languageLevel.none') : l.level})`,
                )
                .join(', ')
            : t('jobsSupplier.details.none')}
        </Fact>
        <Fact label={t('jobsSupplier.details.tools')}>
          {job.tools.length ? job.tools.map(toolName).join(', ') : t('jobsSupplier.details.none')}
        </Fact>
        <Fact label={t('jobsSupplier.details.certificates')}>
          {job.certificates.length ? job.certificates.join(', ') : t('jobsSupplier.details.none')}
        </Fact>
        {job.publishedAt && (
          <Fact label={t('jobsSupplier.details.published')}>{formatDate(job.publishedAt, lang)}</Fact>
        )}
        {job.constructionException && (
          <Fact label={t('jobsCommon.constructionException.declared')}>
            <strong>{t(`jobsCommon.constructionException.options.${job.constructionException}.title`)}</strong>
            <br />
            {t(`jobsCommon.constructionException.options.${job.constructionException}.help`)}
          </Fact>
        )}
      </dl>

      <section aria-label={t('jobsSupplier.details.description')}>
        <h3>{t('jobsSupplier.details.description')}</h3>
        {/* sanitised on the server (job descriptions are rich text) */}
        <div className="fw-rich-text" dangerouslySetInnerHTML={{ __html: job.description }} />
      </section>

      {job.documents.length > 0 && (
        <section>
          <h3>{t('jobsSupplier.details.documents')}</h3>
          <ul className="fw-plain-list">
            {job.documents.map((path) => (
              <li key={path}>
                <FileLink
                  path={path}
                  label={job.fileNames?.[path]}
                  openLabel={(name) => t('jobsShared.file.open', { name })}
                  failedText={t('jobsShared.file.failed')}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="fw-job-details__client">
        <h3>{t('jobsSupplier.details.client')}</h3>
        <p>
          <strong>{job.client.companyName}</strong>
          <br />
          {ratingText(job.client.rating, lang, t)}
        </p>
      </section>
    </article>
  );
}
