import '@fachwerk/web/market-data-access/catalogue';
import { PAGE_LIMIT_DEFAULT } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSavedJobsQuery } from '@fachwerk/web/market-data-access';
import { JobResultCard } from './JobResultCard';
import { listParams, pageOf } from './list-state';
import { JobScreenStyles } from './JobScreenStyles';
import { Pager } from '@fachwerk/web/ui';

/** `/saved-jobs`: the supplier's saved jobs with unsave, paging and an empty state linking to the search. */
export function SavedJobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data, isFetching, isError, refetch } = useSavedJobsQuery({ page, limit: PAGE_LIMIT_DEFAULT });

  return (
    <section className="fw-page fw-sj" aria-labelledby="saved-jobs-title" data-testid="saved-jobs">
      <JobScreenStyles />
      <h1 id="saved-jobs-title">{t('jobsSupplier.saved.title')}</h1>
      {isError && (
        <div role="alert" className="fw-error">
          {t('jobsCommon.loadFailed')}{' '}
          <button type="button" className="fw-link-button" onClick={() => void refetch()}>
            {t('jobsCommon.retry')}
          </button>
        </div>
      )}
      <p role="status" aria-live="polite">
        {isFetching
          ? t('jobsCommon.loading')
          : data
            ? t('jobsSupplier.saved.count', { count: data.total })
            : ''}
      </p>
      {data && data.items.length === 0 && (
        <div className="fw-empty">
          <p>{t('jobsSupplier.saved.empty')}</p>
          <Link className="fw-button" to="/job-list">
            {t('jobsSupplier.saved.toSearch')}
          </Link>
        </div>
      )}
      {data && data.items.length > 0 && (
        <ol className="fw-card-list" aria-busy={isFetching}>
          {data.items.map((job) => (
            <li key={job._id}>
              <JobResultCard job={{ ...job, saved: true }} to={`/jobs-view/${job._id}`} />
            </li>
          ))}
        </ol>
      )}
      {data && (
        <Pager
          page={page}
          total={data.total}
          limit={data.limit}
          onPage={(next) => setParams(listParams({ page: next }))}
        />
      )}
    </section>
  );
}
