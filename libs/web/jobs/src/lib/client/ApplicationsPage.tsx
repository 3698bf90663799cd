import '@fachwerk/web/data-access/catalogue/jobs-web';
import '@fachwerk/web/ui/screens-style';
import { APPLICATION_STATUSES, type ApplicationResponse } from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { BackLink, FilterPanel, FilterToggles, formatCents, statusFilterItems, formatDate, LifecycleStatusBadge, ListResult, oneOfField, pageField, useListUrlState } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useJobApplicationsQuery } from '@fachwerk/web/data-access/api/awards';
import { useJobQuery } from '@fachwerk/web/data-access/api/jobs';
import { JobSummaryCard } from '../shared/JobSummaryCard';
import { SupplierPermitFact } from '../shared/PermitStatusBadge';
import { Rating } from '../shared/Rating';
import { AwardDialog, freeSlots, RejectApplicationDialog } from './ApplicationDialogs';
import { ChatEntryButton } from '@fachwerk/web/ui/chat-entry';

export const APPLICATIONS_PAGE_SIZE = 10;
const EXCERPT = 160;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);
const LIST = { page: pageField(), status: oneOfField(APPLICATION_STATUSES) };

/** `/apply-job/:id` (client): the applications for one of the client's jobs, with award and reject. */
export function ApplicationsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { state, update, setPage } = useListUrlState(LIST);
  const { status, page } = state;
  const job = useJobQuery(id);
  const applications = useJobApplicationsQuery({
    jobId: id,
    status: status || undefined,
    page,
    limit: APPLICATIONS_PAGE_SIZE,
  });
  const [dialog, setDialog] = useState<{ kind: 'award' | 'reject'; application: ApplicationResponse } | null>(
    null,
  );

  const counts = applications.data?.counts;
  const canAward =
    job.data !== undefined &&
    job.data.status !== 'closed' &&
    job.data.status !== 'completed' &&
    freeSlots(job.data) > 0;

  return (
    <section className="fw-page fw-applications">
      <BackLink to="/jobs" label={t('jobsClient.applications.back')} />
      <h1>{t('jobsClient.applications.title')}</h1>
      {job.data && <JobSummaryCard job={job.data} />}
      <FilterPanel label={t('jobsClient.applications.statusFilter')}>
        <FilterToggles
          label={t('jobsClient.applications.statusFilter')}
          tabs={statusFilterItems(t('jobsClient.list.all'), APPLICATION_STATUSES, (s) => t(`jobsCommon.applicationStatus.${s}`), counts)}
          selected={status}
          onSelect={(value) => update({ status: value })}
        />
      </FilterPanel>
      <ListResult
        result={applications}
        page={page}
        onPage={setPage}
        errorMessage={t('jobsCommon.loadFailed')}
        empty={t('jobsClient.applications.empty')}
      >
        {(items) => (
          <ul className="fw-list" aria-label={t('jobsClient.applications.title')}>
            {items.map((application) => (
              <li key={application._id}>
                <article
                  className="fw-card fw-application"
                  aria-label={application.supplier.companyName}
                  data-application-id={application._id}
                >
                  <header className="fw-application__header">
                    <h2>
                      <Link to={`/supplier-details/${application.supplier._id}/${id}`}>
                        {application.supplier.companyName}
                      </Link>
                    </h2>
                    <LifecycleStatusBadge kind="application" status={application.status} />
                  </header>
                  <Rating rating={application.supplier.rating} />
                  <dl className="fw-application__facts">
                    <div>
                      <dt>{t('jobsClient.applications.price')}</dt>
                      <dd>
                        {formatCents(application.price, language)}
                        {job.data?.type === 'resource'
                          ? ` ${t('jobsClient.applications.perHourPerWorker')}`
                          : ''}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('jobsClient.applications.workers')}</dt>
                      <dd>{application.workers.length}</dd>
                    </div>
                    <div>
                      <dt>{t('jobsClient.applications.date')}</dt>
                      <dd>{formatDate(application.createdAt, language)}</dd>
                    </div>
                    <SupplierPermitFact permit={application.supplierPermit} />
                  </dl>
                  <p className="fw-application__message">{excerpt(application.message)}</p>
                  <div className="fw-application__actions">
                    <Link
                      to={`/supplier-details/${application.supplier._id}/${id}`}
                      className="fw-button fw-button--secondary"
                    >
                      {t('jobsClient.applications.details')}
                    </Link>
                    {application.status !== 'withdrawn' && (
                      <ChatEntryButton jobId={id} supplierId={application.supplier._id} />
                    )}
                    {application.status === 'pending' && job.data && (
                      <>
                        <Link
                          to={`/meetings?schedule=${application._id}`}
                          className="fw-button fw-button--secondary"
                        >
                          {t('jobsClient.applications.scheduleMeeting')}
                        </Link>
                        {canAward && (
                          <button
                            type="button"
                            className="fw-button"
                            onClick={() => setDialog({ kind: 'award', application })}
                          >
                            {t('jobsClient.applications.award')}
                          </button>
                        )}
                        <button
                          type="button"
                          className="fw-button fw-button--danger"
                          onClick={() => setDialog({ kind: 'reject', application })}
                        >
                          {t('jobsClient.applications.reject')}
                        </button>
                      </>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </ListResult>
      {dialog?.kind === 'award' && job.data && (
        <AwardDialog application={dialog.application} job={job.data} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'reject' && job.data && (
        <RejectApplicationDialog
          application={dialog.application}
          job={job.data}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
