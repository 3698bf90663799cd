import '@fachwerk/web/market-data-access/catalogue';
import '@fachwerk/web/market-ui/job-screens-style';
import { JOB_STATUSES, type JobStatus, type JobSummary } from '@fachwerk/shared/contracts';
import { apiEffects } from '@fachwerk/web/data-access';
import { DeleteConfirmDialog, Pager } from '@fachwerk/web/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useCloseJobMutation,
  useDeleteJobMutation,
  useMyJobsQuery,
  usePublishJobMutation,
} from '@fachwerk/web/market-data-access';
import { JobSummaryCard } from '../shared/JobSummaryCard';
import { ReasonDialog } from '@fachwerk/web/market-ui';

export const MY_JOBS_PAGE_SIZE = 10;

const isStatus = (value: string | null): value is JobStatus =>
  (JOB_STATUSES as readonly string[]).includes(value ?? '');

type Pending = { kind: 'close' | 'delete'; job: JobSummary } | null;

/** `/jobs` (client): own jobs by status with counts, search, paging and the actions each status allows. */
export function MyJobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as JobStatus) : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const jobs = useMyJobsQuery({ status, q: q || undefined, page, limit: MY_JOBS_PAGE_SIZE });
  const [publishJob, publishing] = usePublishJobMutation();
  const [closeJob, closing] = useCloseJobMutation();
  const [deleteJob, deleting] = useDeleteJobMutation();
  const [pending, setPending] = useState<Pending>(null);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };

  const done = (result: { data?: { message: string } } | { error: unknown }) => {
    if ('data' in result && result.data) apiEffects().notifySuccess(result.data.message);
  };
  const confirmPending = async (note = '') => {
    if (!pending) return;
    const result =
      pending.kind === 'close'
        ? await closeJob({ id: pending.job._id, ...(note ? { reason: note } : {}) })
        : await deleteJob(pending.job._id);
    done(result);
    setPending(null);
  };

  const counts = jobs.data?.counts;
  const total = counts ? JOB_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  const tab = (value: JobStatus | undefined, text: string, count: number | undefined) => (
    <button
      key={value ?? 'all'}
      type="button"
      role="tab"
      aria-selected={status === value}
      className={`fw-tab${status === value ? ' fw-tab--active' : ''}`}
      onClick={() => update({ status: value })}
    >
      {text}
      {count !== undefined && <span className="fw-tab__count"> ({count})</span>}
    </button>
  );

  return (
    <section className="fw-page fw-my-jobs">
      <header className="fw-page__header">
        <h1>{t('jobsClient.list.title')}</h1>
        <Link to="/jobs-post" className="fw-button">
          {t('jobsClient.list.create')}
        </Link>
      </header>
      <div role="tablist" aria-label={t('jobsClient.list.statusFilter')} className="fw-tabs">
        {tab(undefined, t('jobsClient.list.all'), total)}
        {JOB_STATUSES.map((s) => tab(s, t(`jobsCommon.jobStatus.${s}`), counts?.[s]))}
      </div>
      <form role="search" onSubmit={onSearch} className="fw-search">
        <label htmlFor="my-jobs-search">{t('jobsClient.list.search')}</label>
        <input id="my-jobs-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <button type="submit" className="fw-button fw-button--secondary">
          {t('jobsClient.list.searchButton')}
        </button>
      </form>

      {jobs.isLoading && <p role="status">{t('jobsCommon.loading')}</p>}
      {jobs.isError && (
        <p role="alert">
          {t('jobsCommon.loadFailed')}{' '}
          <button type="button" className="fw-link-button" onClick={() => void jobs.refetch()}>
            {t('jobsCommon.retry')}
          </button>
        </p>
      )}
      {jobs.data && jobs.data.items.length === 0 && (
        <div className="fw-empty">
          <p>{t(status || q ? 'jobsClient.list.emptyFiltered' : 'jobsClient.list.empty')}</p>
          <Link to="/jobs-post" className="fw-button">
            {t('jobsClient.list.create')}
          </Link>
        </div>
      )}
      {jobs.data && jobs.data.items.length > 0 && (
        <ul className="fw-list" aria-label={t('jobsClient.list.title')}>
          {jobs.data.items.map((job) => (
            <li key={job._id}>
              <JobSummaryCard
                job={job}
                actions={
                  <>
                    {(job.status === 'draft' || job.status === 'open') && (
                      <Link
                        to={`/jobs-edit/${job._id}`}
                        className="fw-button fw-button--secondary"
                        aria-label={t('jobsClient.list.editJob', { title: job.title })}
                      >
                        {t('jobsClient.list.edit')}
                      </Link>
                    )}
                    {job.status === 'draft' && (
                      <button
                        type="button"
                        className="fw-button"
                        disabled={publishing.isLoading}
                        onClick={() => void publishJob(job._id).then(done)}
                        aria-label={t('jobsClient.list.publishJob', { title: job.title })}
                      >
                        {t('jobsClient.list.publish')}
                      </button>
                    )}
                    {job.status === 'open' && (
                      <button
                        type="button"
                        className="fw-button fw-button--secondary"
                        onClick={() => setPending({ kind: 'close', job })}
                        aria-label={t('jobsClient.list.closeJob', { title: job.title })}
                      >
                        {t('jobsClient.list.close')}
                      </button>
                    )}
                    {job.workersAwarded === 0 &&
                      job.status !== 'in_progress' &&
                      job.status !== 'completed' && (
                        <button
                          type="button"
                          className="fw-button fw-button--danger"
                          onClick={() => setPending({ kind: 'delete', job })}
                          aria-label={t('jobsClient.list.deleteJob', { title: job.title })}
                        >
                          {t('jobsClient.list.delete')}
                        </button>
                      )}
                  </>
                }
              >
                <p className="fw-job-card__counts">
                  <Link to={`/apply-job/${job._id}`}>
                    {t('jobsClient.list.applications', { count: job.applicationsCount })}
                  </Link>
                  {' · '}
                  {t('jobsClient.list.awarded', { awarded: job.workersAwarded, needed: job.workersNeeded })}
                </p>
                {job.status === 'closed' && job.closedNote && (
                  <p className="fw-muted" data-testid="closed-note">
                    {t('jobsClient.list.closedNote', { note: job.closedNote })}
                  </p>
                )}
              </JobSummaryCard>
            </li>
          ))}
        </ul>
      )}
      {jobs.data && (
        <Pager
          page={page}
          limit={MY_JOBS_PAGE_SIZE}
          total={jobs.data.total}
          onPage={(p) => update({ page: String(p) })}
        />
      )}

      {pending?.kind === 'close' && (
        <ReasonDialog
          title={t('jobsClient.list.closeHeading')}
          text={t('jobsClient.list.closeText', { title: pending.job.title })}
          label={t('jobsClient.list.closeNoteLabel')}
          submitLabel={t('jobsClient.list.close')}
          optional
          busy={closing.isLoading}
          testId="close-job-dialog"
          onCancel={() => setPending(null)}
          onSubmit={(note) => void confirmPending(note)}
        />
      )}
      {pending?.kind === 'delete' && (
        <DeleteConfirmDialog
          title={t('jobsClient.list.deleteHeading', { title: pending.job.title })}
          loading={deleting.isLoading}
          onCancel={() => setPending(null)}
          onDelete={() => void confirmPending()}
        />
      )}
    </section>
  );
}
