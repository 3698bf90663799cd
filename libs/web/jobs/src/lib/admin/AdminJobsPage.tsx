import '@fachwerk/web/market-data-access/catalogue';
import {
  JOB_STATUSES,
  JOB_TYPES,
  type JobStatus,
  type JobSummary,
  type JobType,
} from '@fachwerk/shared/contracts';
import { showToast } from '@fachwerk/web/data-access';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdminJobsQuery, useDeactivateJobMutation } from '@fachwerk/web/market-data-access';
import { formatDate } from '@fachwerk/web/market-ui';
import { JobDetailsDialog } from './JobDetailsDialog';
import { jobsApiQuery, jobsStateToParams, parseJobsState, type AdminJobsState } from '@fachwerk/web/market-ui';
import { ReasonDialog } from '@fachwerk/web/market-ui';
import { Pager } from '@fachwerk/web/ui';

/** Only jobs nobody works on yet can be deactivated. */
const canDeactivate = (job: JobSummary) => job.status === 'draft' || job.status === 'open';

function StatusTabs({
  state,
  counts,
  onChange,
}: {
  state: AdminJobsState;
  counts: Record<JobStatus, number> | undefined;
  onChange: (status: JobStatus | '') => void;
}) {
  const { t } = useTranslation();
  const total = counts ? JOB_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  const tab = (status: JobStatus | '', label: string, count: number | undefined) => (
    <li key={status || 'all'} role="presentation">
      <button
        type="button"
        role="tab"
        aria-selected={state.status === status}
        className={state.status === status ? 'fw-tab fw-tab--active' : 'fw-tab'}
        onClick={() => onChange(status)}
      >
        {count === undefined ? label : t('jobsAdmin.jobs.tab', { label, count })}
      </button>
    </li>
  );
  return (
    <ul role="tablist" aria-label={t('jobsAdmin.jobs.statusTabs')} className="fw-tabs">
      {tab('', t('jobsAdmin.jobs.all'), total)}
      {JOB_STATUSES.map((s) => tab(s, t(`jobsCommon.jobStatus.${s}`), counts?.[s]))}
    </ul>
  );
}

/**
 * Admin `/jobs`: every job with status tabs and counts, type filter, search, client filter and paging,
 * all in the URL; a row opens the job's details; draft and open jobs can be deactivated with a reason
 * (required), which the client is told; deactivated jobs show the reason.
 */
export function AdminJobsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = parseJobsState(params);
  const [q, setQ] = useState(state.q);
  useEffect(() => setQ(state.q), [state.q]);
  const { data, isLoading, isFetching, isError, refetch } = useAdminJobsQuery(jobsApiQuery(state));
  const [deactivate, { isLoading: deactivating }] = useDeactivateJobMutation();
  const [details, setDetails] = useState<string | null>(null);
  const [toDeactivate, setToDeactivate] = useState<JobSummary | null>(null);
  const [clientName, setClientName] = useState<string | null>(null);

  const go = (next: AdminJobsState) => setParams(jobsStateToParams(next));
  const filter = (patch: Partial<Omit<AdminJobsState, 'page'>>) => go({ ...state, ...patch, page: 1 });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    filter({ q });
  };
  const filteredClient = state.clientId
    ? (data?.items.find((job) => job.client._id === state.clientId)?.client.companyName ??
      clientName ??
      state.clientId)
    : null;

  const onDeactivate = async (reason: string) => {
    if (!toDeactivate) return;
    const result = await deactivate({ id: toDeactivate._id, reason });
    if ('data' in result && result.data) {
      showToast('success', result.data.message);
      setToDeactivate(null);
    }
  };

  return (
    <section className="fw-page" aria-labelledby="admin-jobs-title" data-testid="admin-jobs">
      <h1 id="admin-jobs-title">{t('jobsAdmin.jobs.title')}</h1>
      <StatusTabs state={state} counts={data?.counts} onChange={(status) => filter({ status })} />
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
          onChange={(e) => filter({ type: e.target.value as JobType | '' })}
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
            <button type="button" className="fw-link-button" onClick={() => filter({ clientId: '' })}>
              {t('jobsAdmin.jobs.clearClient')}
            </button>
          </span>
        )}
      </form>

      {isLoading && (
        <p role="status" className="fw-loading">
          {t('jobsCommon.loading')}
        </p>
      )}
      {isError && (
        <div role="alert" className="fw-error">
          <p>{t('jobsAdmin.jobs.loadFailed')}</p>
          <button type="button" className="fw-button fw-button--secondary" onClick={() => void refetch()}>
            {t('jobsCommon.retry')}
          </button>
        </div>
      )}
      {data && (
        <p role="status" aria-live="polite">
          {t('jobsAdmin.jobs.count', { count: data.total })}
        </p>
      )}
      {data && data.items.length === 0 && <p className="fw-empty">{t('jobsAdmin.jobs.empty')}</p>}
      {data && data.items.length > 0 && (
        <table className="fw-table" aria-busy={isFetching}>
          <caption className="fw-visually-hidden">{t('jobsAdmin.jobs.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('jobsAdmin.jobs.columns.title')}</th>
              <th scope="col">{t('jobsAdmin.jobs.columns.client')}</th>
              <th scope="col">{t('jobsAdmin.jobs.columns.type')}</th>
              <th scope="col">{t('jobsAdmin.jobs.columns.status')}</th>
              <th scope="col">{t('jobsAdmin.jobs.columns.start')}</th>
              <th scope="col">{t('jobsAdmin.jobs.columns.applications')}</th>
              <th scope="col">{t('jobsAdmin.jobs.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((job) => (
              <JobRow
                key={job._id}
                job={job}
                language={i18n.language}
                onDetails={() => setDetails(job._id)}
                onClient={() => {
                  setClientName(job.client.companyName);
                  filter({ clientId: job.client._id });
                }}
                onDeactivate={() => setToDeactivate(job)}
              />
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <Pager
          page={state.page}
          total={data.total}
          limit={data.limit}
          onPage={(page) => go({ ...state, page })}
        />
      )}

      {details && <JobDetailsDialog jobId={details} onClose={() => setDetails(null)} />}
      {toDeactivate && (
        <ReasonDialog
          title={t('jobsAdmin.jobs.deactivateDialog.title')}
          text={t('jobsAdmin.jobs.deactivateDialog.text', { title: toDeactivate.title })}
          submitLabel={t('jobsAdmin.jobs.deactivateDialog.submit')}
          busy={deactivating}
          testId="deactivate-job-dialog"
          onCancel={() => setToDeactivate(null)}
          onSubmit={(reason) => void onDeactivate(reason)}
        />
      )}
    </section>
  );
}

function JobRow({
  job,
  language,
  onDetails,
  onClient,
  onDeactivate,
}: {
  job: JobSummary;
  language: string;
  onDetails: () => void;
  onClient: () => void;
  onDeactivate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <tr data-job-id={job._id} data-title={job.title}>
      <td>
        <button type="button" className="fw-link-button" onClick={onDetails}>
          {job.title}
        </button>
      </td>
      <td>
        <button
          type="button"
          className="fw-link-button"
          onClick={onClient}
          title={t('jobsAdmin.jobs.showClientJobs', { name: job.client.companyName })}
        >
          {job.client.companyName}
        </button>
      </td>
      <td>{t(`jobsCommon.jobType.${job.type}`)}</td>
      <td>
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
      </td>
      <td>{formatDate(job.startDate, language)}</td>
      <td>{job.applicationsCount}</td>
      <td>
        <button type="button" className="fw-button fw-button--secondary" onClick={onDetails}>
          {t('jobsAdmin.jobs.details')}
        </button>{' '}
        {canDeactivate(job) && (
          <button type="button" className="fw-button fw-button--danger" onClick={onDeactivate}>
            {t('jobsAdmin.jobs.deactivate')}
          </button>
        )}
      </td>
    </tr>
  );
}
