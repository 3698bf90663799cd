import '@fachwerk/web/data-access/catalogue/jobs-web';
import {
  JOB_STATUSES,
  JOB_TYPES,
  type JobStatus,
  type JobSummary,
  type JobType,
} from '@fachwerk/shared/contracts';
import {
  DataTable,
  FilterPanel,
  FilterToggles,
  statusFilterItems,
  formatDate,
  ListResult,
  ReasonDialog,
  useListUrlState,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminJobsQuery, useDeactivateJobMutation } from '@fachwerk/web/data-access/api/jobs';
import { JobDetailsDialog } from './JobDetailsDialog';
import { ADMIN_JOBS_LIST, jobsApiQuery, type AdminJobsState } from './admin-jobs-list';

/** Only jobs nobody works on yet can be deactivated. */
const canDeactivate = (job: JobSummary) => job.status === 'draft' || job.status === 'open';

function StatusFilter({
  state,
  counts,
  onChange,
}: {
  state: AdminJobsState;
  counts: Record<JobStatus, number> | undefined;
  onChange: (status: JobStatus | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterToggles
      label={t('jobsAdmin.jobs.statusTabs')}
      tabs={statusFilterItems(t('jobsAdmin.jobs.all'), JOB_STATUSES, (s) => t(`jobsCommon.jobStatus.${s}`), counts)}
      selected={state.status}
      onSelect={onChange}
    />
  );
}

/**
 * Admin `/jobs`: every job with status tabs and counts, type filter, search, client filter and paging,
 * all in the URL; a row opens the job's details; draft and open jobs can be deactivated with a reason
 * (required), which the client is told; deactivated jobs show the reason.
 */
export function AdminJobsPage() {
  const { t, i18n } = useTranslation();
  const { state, update, setPage } = useListUrlState(ADMIN_JOBS_LIST);
  const [q, setQ] = useState(state.q);
  useEffect(() => setQ(state.q), [state.q]);
  const result = useAdminJobsQuery(jobsApiQuery(state));
  const { data } = result;
  const [details, setDetails] = useState<string | null>(null);
  const [toDeactivate, setToDeactivate] = useState<JobSummary | null>(null);
  const [clientName, setClientName] = useState<string | null>(null);
  const deactivate = useMutationAction(useDeactivateJobMutation()[0], {
    onSuccess: useCallback(() => setToDeactivate(null), []),
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q });
  };
  const filteredClient = state.clientId
    ? (data?.items.find((job) => job.client._id === state.clientId)?.client.companyName ??
      clientName ??
      state.clientId)
    : null;

  return (
    <section className="fw-page" aria-labelledby="admin-jobs-title" data-testid="admin-jobs">
      <h1 id="admin-jobs-title">{t('jobsAdmin.jobs.title')}</h1>
      <FilterPanel label={t('listFilters.label')}>
        <StatusFilter state={state} counts={data?.counts} onChange={(status) => update({ status })} />
        <form role="search" className="fw-toolbar" onSubmit={onSearch}>
          <label htmlFor="admin-jobs-q">{t('jobsAdmin.jobs.search')}</label>
          <input
            id="admin-jobs-q"
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
          <button type="submit" className="fw-button">
            {t('jobsAdmin.jobs.searchButton')}
          </button>
          <label htmlFor="admin-jobs-type">{t('jobsAdmin.jobs.type')}</label>
          <select
            id="admin-jobs-type"
            value={state.type}
            onChange={(e) => update({ type: e.target.value as JobType | '' })}
          >
            <option value="">{t('jobsAdmin.jobs.allTypes')}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`jobsCommon.jobType.${type}`)}
              </option>
            ))}
          </select>
          {filteredClient && (
            <span className="fw-chip">
              {t('jobsAdmin.jobs.clientFilter', { name: filteredClient })}{' '}
              <button type="button" className="fw-link-button" onClick={() => update({ clientId: '' })}>
                {t('jobsAdmin.jobs.clearClient')}
              </button>
            </span>
          )}
        </form>
      </FilterPanel>

      {data && (
        <p role="status" aria-live="polite">
          {t('jobsAdmin.jobs.count', { count: data.total })}
        </p>
      )}
      <ListResult
        result={result}
        page={state.page}
        onPage={setPage}
        errorMessage={t('jobsAdmin.jobs.loadFailed')}
        empty={t('jobsAdmin.jobs.empty')}
      >
        {(items) => (
          <DataTable
            caption={t('jobsAdmin.jobs.title')}
            rows={items}
            rowKey={(job) => job._id}
            rowAttributes={(job) => ({ 'data-job-id': job._id, 'data-title': job.title })}
            columns={[
              {
                key: 'title',
                header: t('jobsAdmin.jobs.columns.title'),
                primary: true,
                cell: (job) => (
                  <button type="button" className="fw-link-button" onClick={() => setDetails(job._id)}>
                    {job.title}
                  </button>
                ),
              },
              {
                key: 'client',
                header: t('jobsAdmin.jobs.columns.client'),
                cell: (job) => (
                  <button
                    type="button"
                    className="fw-link-button"
                    onClick={() => {
                      setClientName(job.client.companyName);
                      update({ clientId: job.client._id });
                    }}
                    title={t('jobsAdmin.jobs.showClientJobs', { name: job.client.companyName })}
                  >
                    {job.client.companyName}
                  </button>
                ),
              },
              {
                key: 'type',
                header: t('jobsAdmin.jobs.columns.type'),
                cell: (job) => t(`jobsCommon.jobType.${job.type}`),
              },
              {
                key: 'status',
                header: t('jobsAdmin.jobs.columns.status'),
                cell: (job) => (
                  <>
                    {t(`jobsCommon.jobStatus.${job.status}`)}
                    {job.deactivationReason && (
                      <div className="fw-muted" data-testid="deactivation-reason">
                        {t('jobsAdmin.jobs.deactivated', { reason: job.deactivationReason })}
                      </div>
                    )}
                    {job.closedNote && (
                      <div className="fw-muted" data-testid="closed-note">
                        {t('jobsAdmin.jobs.closedNote', { note: job.closedNote })}
                      </div>
                    )}
                  </>
                ),
              },
              {
                key: 'start',
                header: t('jobsAdmin.jobs.columns.start'),
                cell: (job) => formatDate(job.startDate, i18n.language),
              },
              {
                key: 'applications',
                header: t('jobsAdmin.jobs.columns.applications'),
                numeric: true,
                cell: (job) => job.applicationsCount,
              },
              {
                key: 'actions',
                header: t('jobsAdmin.jobs.columns.actions'),
                actions: true,
                cell: (job) => (
                  <>
                    <button
                      type="button"
                      className="fw-button fw-button--secondary"
                      onClick={() => setDetails(job._id)}
                    >
                      {t('jobsAdmin.jobs.details')}
                    </button>{' '}
                    {canDeactivate(job) && (
                      <button
                        type="button"
                        className="fw-button fw-button--danger"
                        onClick={() => setToDeactivate(job)}
                      >
                        {t('jobsAdmin.jobs.deactivate')}
                      </button>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </ListResult>

      {details && <JobDetailsDialog jobId={details} onClose={() => setDetails(null)} />}
      {toDeactivate && (
        <ReasonDialog
          title={t('jobsAdmin.jobs.deactivateDialog.title')}
          text={t('jobsAdmin.jobs.deactivateDialog.text', { title: toDeactivate.title })}
          submitLabel={t('jobsAdmin.jobs.deactivateDialog.submit')}
          busy={deactivate.busy}
          error={deactivate.error?.message}
          testId="deactivate-job-dialog"
          onCancel={() => setToDeactivate(null)}
          onSubmit={(reason) => void deactivate.run({ id: toDeactivate._id, reason })}
        />
      )}
    </section>
  );
}
