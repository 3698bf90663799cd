import '@fachwerk/web/data-access/catalogue/jobs-web';
import { APPLICATION_STATUSES, PAGE_LIMIT_DEFAULT } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMyApplicationsQuery } from '@fachwerk/web/data-access/api/awards';
import { JobResultCard } from './JobResultCard';
import { WithdrawButton } from './WithdrawButton';
import './supplier-jobs-style';
import { FilterPanel, FilterToggles, formatCents, formatDate, LifecycleStatusBadge, ListResult, oneOfField, pageField, useListUrlState } from '@fachwerk/web/ui';
import { ChatEntryButton } from '@fachwerk/web/ui/chat-entry';

const LIST = { page: pageField(), status: oneOfField(APPLICATION_STATUSES) };

/** `/applied-jobs`: own applications with a status filter and counts, the job, the price, withdraw while pending. */
export function AppliedJobsPage() {
  const { t, i18n } = useTranslation();
  const { state, update, setPage } = useListUrlState(LIST);
  const { status } = state;
  const result = useMyApplicationsQuery({
    page: state.page,
    limit: PAGE_LIMIT_DEFAULT,
    ...(status ? { status } : {}),
  });
  const { data } = result;
  const total = data ? APPLICATION_STATUSES.reduce((sum, s) => sum + (data.counts[s] ?? 0), 0) : null;
  const choose = (next: typeof status) => update({ status: next });

  return (
    <section className="fw-page fw-sj" aria-labelledby="applied-jobs-title" data-testid="applied-jobs">
      <h1 id="applied-jobs-title">{t('jobsSupplier.applied.title')}</h1>
      <FilterPanel label={t('jobsSupplier.applied.filter')}>
        <FilterToggles
          label={t('jobsSupplier.applied.filter')}
          selected={status}
          onSelect={choose}
          tabs={[
            { id: '' as const, label: t('jobsSupplier.applied.all'), ...(total !== null ? { count: total } : {}) },
            ...APPLICATION_STATUSES.map((s) => ({ id: s, label: t(`jobsCommon.applicationStatus.${s}`), ...(data ? { count: data.counts[s] ?? 0 } : {}) })),
          ]}
        />
      </FilterPanel>
      <ListResult
        result={result}
        page={state.page}
        onPage={setPage}
        errorMessage={t('jobsCommon.loadFailed')}
        empty={t(status ? 'jobsSupplier.applied.emptyStatus' : 'jobsSupplier.applied.empty')}
        emptyAction={
          <Link className="fw-button" to="/job-list">
            {t('jobsSupplier.saved.toSearch')}
          </Link>
        }
      >
        {(items) => (
          <ol className="fw-card-list">
            {items.map((application) => (
              <li key={application._id}>
                <JobResultCard
                  job={{ ...application.job, applied: false }}
                  to={`/jobs-view/${application.jobId}`}
                >
                  <div className="fw-application-summary" data-testid="application-summary">
                    <LifecycleStatusBadge kind="application" status={application.status} />{' '}
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
      </ListResult>
    </section>
  );
}
