import '@fachwerk/web/data-access/catalogue/jobs-web';
import type { ApplicationResponse } from '@fachwerk/shared/contracts';
import { selectUserType, useAppSelector } from '@fachwerk/web/data-access';
import { BackLink, ErrorState, formatCents, formatDate, LifecycleStatusBadge, Skeleton } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useJobQuery } from '@fachwerk/web/data-access/api/jobs';
import { JobDetails } from '../shared/JobDetails';
import { ApplyDialog } from './ApplyDialog';
import { SaveToggle } from './SaveToggle';
import { WithdrawButton } from './WithdrawButton';
import './supplier-jobs-style';

/** "Beworben": the caller's application to this job with its status, and withdraw while pending. */
function MyApplication({ application, resource }: { application: ApplicationResponse; resource: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      className="fw-card fw-my-application"
      aria-labelledby="my-application-title"
      data-testid="my-application"
    >
      <h2 id="my-application-title">
        {t('jobsSupplier.view.applied')}{' '}
        <LifecycleStatusBadge kind="application" status={application.status} />
      </h2>
      <dl className="fw-facts">
        <dt>{t('jobsSupplier.view.appliedOn')}</dt>
        <dd>{formatDate(application.createdAt, i18n.language)}</dd>
        <dt>{t(resource ? 'jobsSupplier.apply.priceResource' : 'jobsSupplier.apply.priceFixed')}</dt>
        <dd>{formatCents(application.price, i18n.language)}</dd>
        <dt>{t('jobsSupplier.apply.fields.workerIds')}</dt>
        <dd>{application.workers.map((w) => w.fullName).join(', ')}</dd>
        {application.rejectionReason && (
          <>
            <dt>{t('jobsSupplier.view.rejectionReason')}</dt>
            <dd>{application.rejectionReason}</dd>
          </>
        )}
      </dl>
      {application.status === 'pending' && (
        <WithdrawButton applicationId={application._id} jobTitle={application.jobTitle} />
      )}
    </section>
  );
}

/** `/jobs-view/:id`: the full job; suppliers save it and apply with a proposal, or see their application. */
export function JobViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const isSupplier = useAppSelector(selectUserType) === 'supplier';
  const { data: job, isLoading, isError, refetch } = useJobQuery(id, { skip: !id });
  const [applying, setApplying] = useState(false);

  return (
    <section className="fw-page fw-sj fw-job-view" data-testid="job-view">
      <BackLink to="/job-list" label={t('jobsSupplier.view.back')} />
      {isLoading && <Skeleton />}
      {isError && (
        <ErrorState message={t('jobsSupplier.search.jobLoadFailed')} onRetry={() => void refetch()} />
      )}
      {job && (
        <>
          <JobDetails
            job={job}
            titleLevel={1}
            actions={
              isSupplier && (
                <>
                  <SaveToggle jobId={job._id} saved={Boolean(job.saved)} title={job.title} />
                  {!job.myApplication && job.status === 'open' && (
                    <button type="button" className="fw-button" onClick={() => setApplying(true)}>
                      {t('jobsSupplier.apply.open')}
                    </button>
                  )}
                </>
              )
            }
          />
          {isSupplier && job.myApplication && (
            <MyApplication application={job.myApplication} resource={job.type === 'resource'} />
          )}
          {isSupplier && !job.myApplication && job.status !== 'open' && (
            <p className="fw-hint">{t('jobsSupplier.view.notOpen')}</p>
          )}
          {applying && <ApplyDialog job={job} onClose={() => setApplying(false)} />}
        </>
      )}
    </section>
  );
}
