import '@fachwerk/web/data-access/catalogue/jobs-web';
import { APPLICATION_STATUSES } from '@fachwerk/shared/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDashboardQuery } from '@fachwerk/web/data-access/api/dashboard';
import { useRelevantJobsQuery } from '@fachwerk/web/data-access/api/jobs';
import { JobResultCard } from './JobResultCard';
import { ReasonChips } from './RelevantJobsPage';
import { searchStateToParams, EMPTY_SEARCH } from './search-query';
import './supplier-jobs-style';
import { ErrorState, Skeleton } from '@fachwerk/web/ui';

/**
 * Supplier `/jobs` ("Meine Aufträge"): a quick job search, the figures of the own work (applications
 * by status, awarded, in progress, completed, saved) linking to their lists, and the best-fitting jobs.
 */
export function SupplierJobsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const dashboard = useDashboardQuery();
  const relevant = useRelevantJobsQuery({ page: 1, limit: 3 });
  const figures = dashboard.data?.role === 'supplier' ? dashboard.data : null;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const params = searchStateToParams({ ...EMPTY_SEARCH, q }).toString();
    navigate(`/job-list${params ? `?${params}` : ''}`);
  };

  const tiles: { key: string; value: number | undefined; to: string }[] = figures
    ? [
        ...APPLICATION_STATUSES.map((s) => ({
          key: `applications.${s}`,
          value: figures.applications[s],
          to: `/applied-jobs?status=${s}`,
        })),
        { key: 'awarded', value: figures.awarded, to: '/awarded-jobs' },
        { key: 'inProgress', value: figures.inProgress, to: '/awarded-jobs' },
        { key: 'completed', value: figures.completed, to: '/completed-jobs' },
        { key: 'saved', value: figures.savedJobs, to: '/saved-jobs' },
        { key: 'relevant', value: figures.relevantJobs, to: '/relevant-jobs' },
      ]
    : [];

  return (
    <section
      className="fw-page fw-sj fw-supplier-jobs"
      aria-labelledby="supplier-jobs-title"
      data-testid="supplier-jobs"
    >
      <h1 id="supplier-jobs-title">{t('jobsSupplier.overview.title')}</h1>

      <form
        role="search"
        className="fw-toolbar"
        onSubmit={onSearch}
        aria-label={t('jobsSupplier.overview.searchLabel')}
      >
        <label htmlFor="supplier-jobs-q">{t('jobsSupplier.search.keyword')}</label>
        <input
          id="supplier-jobs-q"
          type="search"
          value={q}
          maxLength={200}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className="fw-button">
          {t('jobsSupplier.search.submit')}
        </button>
        <Link to="/job-list">{t('jobsSupplier.overview.allJobs')}</Link>
      </form>

      <h2>{t('jobsSupplier.overview.myWork')}</h2>
      {dashboard.isLoading && <Skeleton />}
      {dashboard.isError && (
        <ErrorState message={t('jobsCommon.loadFailed')} onRetry={() => void dashboard.refetch()} />
      )}
      {figures && (
        <ul className="fw-tiles" data-testid="supplier-jobs-figures">
          {tiles.map((tile) => (
            <li key={tile.key} className="fw-tile">
              <Link to={tile.to}>
                <strong>{tile.value ?? 0}</strong>{' '}
                <span>{t(`jobsSupplier.overview.figures.${tile.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <h2>{t('jobsSupplier.overview.bestMatches')}</h2>
      {relevant.data && relevant.data.items.length === 0 && <p>{t('jobsSupplier.relevant.empty')}</p>}
      {relevant.data && relevant.data.items.length > 0 && (
        <ol className="fw-card-list">
          {relevant.data.items.map((job) => (
            <li key={job._id}>
              <JobResultCard job={job} to={`/jobs-view/${job._id}`} headingLevel={3}>
                <ReasonChips reasons={job.reasons} />
              </JobResultCard>
            </li>
          ))}
        </ol>
      )}
      <Link to="/relevant-jobs">{t('jobsSupplier.overview.moreMatches')}</Link>
    </section>
  );
}
