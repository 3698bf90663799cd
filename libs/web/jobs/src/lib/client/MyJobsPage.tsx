import '@fachwerk/web/data-access/catalogue/jobs-web';
import '@fachwerk/web/ui/screens-style';
import { JOB_STATUSES, type JobSummary } from '@fachwerk/shared/contracts';
import {
  DeleteConfirmDialog,
  FilterPanel,
  FilterToggles,
  statusFilterItems,
  ListResult,
  oneOfField,
  pageField,
  ReasonDialog,
  textField,
  useListUrlState,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCloseJobMutation, useDeleteJobMutation, useMyJobsQuery, usePublishJobMutation } from '@fachwerk/web/data-access/api/jobs';
import { JobSummaryCard } from '../shared/JobSummaryCard';

export const MY_JOBS_PAGE_SIZE = 10;

const LIST = { page: pageField(), status: oneOfField(JOB_STATUSES), q: textField(200) };

type Pending = { kind: 'close' | 'delete'; job: JobSummary } | null;

/** `/jobs` (client): own jobs by status with counts, search, paging and the actions each status allows. */
export function MyJobsPage() {
  const { t } = useTranslation();
  const { state, update, setPage } = useListUrlState(LIST);
  const { status, q, page } = state;
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const jobs = useMyJobsQuery({
    status: status || undefined,
    q: q || undefined,
    page,
    limit: MY_JOBS_PAGE_SIZE,
  });
  const [pending, setPending] = useState<Pending>(null);
  const closePending = useCallback(() => setPending(null), []);
  const publish = useMutationAction(usePublishJobMutation()[0]);
  const close = useMutationAction(useCloseJobMutation()[0], { onSuccess: closePending });
  const remove = useMutationAction(useDeleteJobMutation()[0], { onSuccess: closePending });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search });
  };

  const counts = jobs.data?.counts;

  return (
    <section className="fw-page fw-my-jobs">
      <header className="fw-page__header">
        <h1>{t('jobsClient.list.title')}</h1>
        <Link to="/jobs-post" className="fw-button">
          {t('jobsClient.list.create')}
        </Link>
      </header>
      <FilterPanel label={t('jobsClient.list.statusFilter')}>
        <FilterToggles
          label={t('jobsClient.list.statusFilter')}
          tabs={statusFilterItems(t('jobsClient.list.all'), JOB_STATUSES, (s) => t(`jobsCommon.jobStatus.${s}`), counts)}
          selected={status}
          onSelect={(value) => update({ status: value })}
        />
        <form role="search" onSubmit={onSearch} className="fw-search">
          <label htmlFor="my-jobs-search">{t('jobsClient.list.search')}</label>
          <input
            id="my-jobs-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="fw-button fw-button--secondary">
            {t('jobsClient.list.searchButton')}
          </button>
        </form>
      </FilterPanel>

      <ListResult
        result={jobs}
        page={page}
        onPage={setPage}
        errorMessage={t('jobsCommon.loadFailed')}
        empty={t(status || q ? 'jobsClient.list.emptyFiltered' : 'jobsClient.list.empty')}
        emptyAction={
          <Link to="/jobs-post" className="fw-button">
            {t('jobsClient.list.create')}
          </Link>
        }
      >
        {(items) => (
          <ul className="fw-list" aria-label={t('jobsClient.list.title')}>
            {items.map((job) => (
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
                          disabled={publish.busy}
                          onClick={() => void publish.run(job._id)}
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
      </ListResult>

      {pending?.kind === 'close' && (
        <ReasonDialog
          title={t('jobsClient.list.closeHeading')}
          text={t('jobsClient.list.closeText', { title: pending.job.title })}
          label={t('jobsClient.list.closeNoteLabel')}
          submitLabel={t('jobsClient.list.close')}
          optional
          busy={close.busy}
          error={close.error?.message}
          testId="close-job-dialog"
          onCancel={() => setPending(null)}
          onSubmit={(note) => void close.run({ id: pending.job._id, ...(note ? { reason: note } : {}) })}
        />
      )}
      {pending?.kind === 'delete' && (
        <DeleteConfirmDialog
          title={t('jobsClient.list.deleteHeading', { title: pending.job.title })}
          loading={remove.busy}
          onCancel={() => setPending(null)}
          onDelete={() => void remove.run(pending.job._id)}
        />
      )}
    </section>
  );
}
