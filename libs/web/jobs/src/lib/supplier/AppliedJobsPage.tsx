import '@fachwerk/web/market-data-access/catalogue';
import { APPLICATION_STATUSES, PAGE_LIMIT_DEFAULT, type ApplicationStatus } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useMyApplicationsQuery } from '@fachwerk/web/market-data-access';
import { formatCents, formatDate } from '@fachwerk/web/market-ui';
import { JobResultCard } from './JobResultCard';
import { applicationStatusOf, listParams, pageOf } from './list-state';
import { WithdrawButton } from './WithdrawButton';
import { JobScreenStyles } from './JobScreenStyles';
import { Pager } from '@fachwerk/web/ui';
import { ChatEntryButton } from '@fachwerk/web/market-ui/chat-entry';

/** `/applied-jobs`: own applications with a status filter and counts, the job, the price, withdraw while pending. */
export function AppliedJobsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const status = applicationStatusOf(params);
  const { data, isFetching, isError, refetch } = useMyApplicationsQuery({
    page,
    limit: PAGE_LIMIT_DEFAULT,
    ...(status ? { status } : {}),
  });
  const total = data ? APPLICATION_STATUSES.reduce((sum, s) => sum + (data.counts[s] ?? 0), 0) : null;
  const choose = (next: ApplicationStatus | '') => setParams(listParams({ page: 1, status: next }));

  return (
    <section className="fw-page fw-sj" aria-labelledby="applied-jobs-title" data-testid="applied-jobs">
      <JobScreenStyles />
      <h1 id="applied-jobs-title">{t('jobsSupplier.applied.title')}</h1>
      <nav className="fw-tabs" aria-label={t('jobsSupplier.applied.filter')}>
        <button
          type="button"
          className={`fw-tab${status === '' ? ' fw-tab--active' : ''}`}
          aria-pressed={status === ''}
          onClick={() => choose('')}
        >
          {t('jobsSupplier.applied.all')}
          {total !== null && ` (${total})`}
        </button>
        {APPLICATION_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={`fw-tab${status === s ? ' fw-tab--active' : ''}`}
            aria-pressed={status === s}
            onClick={() => choose(s)}
          >
            {t(`jobsCommon.applicationStatus.${s}`)}
            {data && ` (${data.counts[s] ?? 0})`}
          </button>
        ))}
      </nav>
      {isError && (
        <div role="alert" className="fw-error">
          {t('jobsCommon.loadFailed')}{' '}
          <button type="button" className="fw-link-button" onClick={() => void refetch()}>
            {t('jobsCommon.retry')}
          </button>
        </div>
      )}
      <p role="status" aria-live="polite">
        {isFetching ? t('jobsCommon.loading') : ''}
      </p>
      {data && data.items.length === 0 && (
        <div className="fw-empty">
          <p>{t(status ? 'jobsSupplier.applied.emptyStatus' : 'jobsSupplier.applied.empty')}</p>
          <Link className="fw-button" to="/job-list">
            {t('jobsSupplier.saved.toSearch')}
          </Link>
        </div>
      )}
      {data && data.items.length > 0 && (
        <ol className="fw-card-list" aria-busy={isFetching}>
          {data.items.map((application) => (
            <li key={application._id}>
              <JobResultCard
                job={{ ...application.job, applied: false }}
                to={`/jobs-view/${application.jobId}`}
              >
                <div className="fw-application-summary" data-testid="application-summary">
                  <span className="fw-badge">{t(`jobsCommon.applicationStatus.${application.status}`)}</span>{' '}
                  {t('jobsSupplier.applied.summary', {
                    price: formatCents(application.price, i18n.language),
                    date: formatDate(application.createdAt, i18n.language),
                    workers: application.workers.length,
                  })}
                  {application.status === 'pending' && (
                    <WithdrawButton applicationId={application._id} jobTitle={application.jobTitle} />
                  )}
                  {application.status !== 'withdrawn' && <ChatEntryButton jobId={application.jobId} />}
                  {application.status === 'awarded' && (
                    <Link to="/awarded-jobs">{t('jobsSupplier.applied.toAwarded')}</Link>
                  )}
                </div>
              </JobResultCard>
            </li>
          ))}
        </ol>
      )}
      {data && (
        <Pager
          page={page}
          total={data.total}
          limit={data.limit}
          onPage={(next) => setParams(listParams({ page: next, status }))}
        />
      )}
    </section>
  );
}
