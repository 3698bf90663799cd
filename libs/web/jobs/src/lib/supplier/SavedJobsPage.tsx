import '@fachwerk/web/data-access/catalogue/jobs-web';
import { PAGE_LIMIT_DEFAULT } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSavedJobsQuery } from '@fachwerk/web/data-access/api/jobs';
import { JobResultCard } from './JobResultCard';
import './supplier-jobs-style';
import { ListResult, pageField, useListUrlState } from '@fachwerk/web/ui';

const LIST = { page: pageField() };

/** `/saved-jobs`: the supplier's saved jobs with unsave, paging and an empty state linking to the search. */
export function SavedJobsPage() {
  const { t } = useTranslation();
  const { state, setPage } = useListUrlState(LIST);
  const result = useSavedJobsQuery({ page: state.page, limit: PAGE_LIMIT_DEFAULT });
  const { data, isFetching } = result;

  return (
    <section className="fw-page fw-sj" aria-labelledby="saved-jobs-title" data-testid="saved-jobs">
      <h1 id="saved-jobs-title">{t('jobsSupplier.saved.title')}</h1>
      <p role="status" aria-live="polite">
        {!isFetching && data ? t('jobsSupplier.saved.count', { count: data.total }) : ''}
      </p>
      <ListResult
        result={result}
        page={state.page}
        onPage={setPage}
        errorMessage={t('jobsCommon.loadFailed')}
        empty={t('jobsSupplier.saved.empty')}
        emptyAction={
          <Link className="fw-button" to="/job-list">
            {t('jobsSupplier.saved.toSearch')}
          </Link>
        }
      >
        {(items) => (
          <ol className="fw-card-list">
            {items.map((job) => (
              <li key={job._id}>
                <JobResultCard job={{ ...job, saved: true }} to={`/jobs-view/${job._id}`} />
              </li>
            ))}
          </ol>
        )}
      </ListResult>
    </section>
  );
}
