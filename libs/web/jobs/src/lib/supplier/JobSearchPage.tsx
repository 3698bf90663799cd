import '@fachwerk/web/data-access/catalogue/jobs-web';
import { KEEP_SCROLL } from '@fachwerk/shared/contracts';
import { selectUserType, useAppSelector } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useJobQuery, useSearchJobsQuery } from '@fachwerk/web/data-access/api/jobs';
import { JobDetails } from '../shared/JobDetails';
import { JobResultCard } from './JobResultCard';
import { JobSearchForm } from './JobSearchForm';
import { SaveToggle } from './SaveToggle';
import { EMPTY_SEARCH, hasFilters, SEARCH_FIELDS, SEARCH_URL, searchStateToParams, toSearchQuery } from './search-query';
import './supplier-jobs-style';
import { ErrorNotice, ListResult, StatusBadge, useListUrlState, useMediaQuery } from '@fachwerk/web/ui';
import { useEffect, useRef, useState } from 'react';

/** Below this width list, filters and the opened job stack in one column (supplier-jobs.css). */
const ONE_COLUMN = '(max-width: 70rem)';

/** The job opened beside the list (`/job-list/:id`), with a link to the full view where suppliers apply. */
function OpenedJob({ id, listHref }: { id: string; listHref: string }) {
  const { t } = useTranslation();
  const isSupplier = useAppSelector(selectUserType) === 'supplier';
  const { data: job, isLoading, isError, refetch } = useJobQuery(id);
  if (isLoading) return <p role="status">{t('jobsCommon.loading')}</p>;
  if (isError || !job)
    return (
      <ErrorNotice>
        {t('jobsSupplier.search.jobLoadFailed')}{' '}
        <button type="button" className="fw-link-button" onClick={() => void refetch()}>
          {t('jobsCommon.retry')}
        </button>
      </ErrorNotice>
    );
  return (
    <JobDetails
      job={job}
      actions={
        <>
          {isSupplier && job.applied && (
            <StatusBadge tone="success" status="applied">
              {t('jobsSupplier.card.applied')}
            </StatusBadge>
          )}
          {isSupplier && <SaveToggle jobId={job._id} saved={Boolean(job.saved)} title={job.title} />}
          <Link className="fw-button" to={`/jobs-view/${job._id}`}>
            {t(
              isSupplier && !job.applied ? 'jobsSupplier.search.openToApply' : 'jobsSupplier.search.openFull',
            )}
          </Link>
          <Link className="fw-button fw-button--secondary" to={listHref} state={KEEP_SCROLL}>
            {t('jobsSupplier.search.closeDetails')}
          </Link>
        </>
      }
    />
  );
}

/**
 * `/job-list` and `/job-list/:id`: job search for suppliers (and admins). The whole query lives in the
 * URL; `/job-list/:id` keeps the list and opens that job beside it (master–detail).
 */
export function JobSearchPage() {
  const { t } = useTranslation();
  const { id } = useParams<{ id?: string }>();
  const { state, update, setPage } = useListUrlState(SEARCH_FIELDS, SEARCH_URL);
  const isSupplier = useAppSelector(selectUserType) === 'supplier';
  const result = useSearchJobsQuery(toSearchQuery(state));
  const oneColumn = useMediaQuery(ONE_COLUMN);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // one column: the opened job sits above the list, so a tap on a result scrolls up to it
  const detail = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (id && oneColumn) detail.current?.scrollIntoView?.({ block: 'start' });
  }, [id, oneColumn]);
  const { data, isFetching } = result;

  const search = searchStateToParams(state).toString();
  const suffix = search ? `?${search}` : '';

  return (
    <section
      className="fw-page fw-sj fw-job-search-page"
      aria-labelledby="job-search-title"
      data-testid="job-search"
    >
      <h1 id="job-search-title">{t('jobsSupplier.search.title')}</h1>
      <div className={`fw-master-detail${id ? ' has-detail' : ''}`}>
        {/* one column: the filters fold behind their summary (closed at first); side by side: always open */}
        <details
          className="fw-master-detail__filters"
          open={oneColumn ? filtersOpen : true}
          onToggle={(event) => oneColumn && setFiltersOpen(event.currentTarget.open)}
        >
          <summary data-testid="job-search-filters-toggle">
            {t(hasFilters(state) ? 'jobsSupplier.search.filtersActive' : 'jobsSupplier.search.filters')}
          </summary>
          <JobSearchForm state={state} onApply={update} />
        </details>
        <div className="fw-master-detail__list">
          <p role="status" aria-live="polite" data-testid="job-search-count">
            {!isFetching && data ? t('jobsSupplier.search.count', { count: data.total }) : ''}
          </p>
          <ListResult
            result={result}
            page={state.page}
            onPage={setPage}
            errorMessage={t('jobsCommon.loadFailed')}
            empty={t('jobsSupplier.search.empty')}
            emptyTestId="job-search-empty"
            emptyAction={
              hasFilters(state) && (
                <button type="button" className="fw-button" onClick={() => update(EMPTY_SEARCH)}>
                  {t('jobsSupplier.search.resetFilters')}
                </button>
              )
            }
          >
            {(items) => (
              <ol className="fw-card-list" aria-label={t('jobsSupplier.search.results')}>
                {items.map((job) => (
                  <li key={job._id}>
                    <JobResultCard
                      job={job}
                      to={`/job-list/${job._id}${suffix}`}
                      selected={job._id === id}
                      supplierView={isSupplier}
                      keepScroll
                    />
                  </li>
                ))}
              </ol>
            )}
          </ListResult>
        </div>
        {id && (
          <div className="fw-master-detail__detail" aria-live="polite" ref={detail} data-testid="job-search-detail">
            <OpenedJob id={id} listHref={`/job-list${suffix}`} />
          </div>
        )}
      </div>
    </section>
  );
}
