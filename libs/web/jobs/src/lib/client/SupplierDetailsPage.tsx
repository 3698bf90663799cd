import '@fachwerk/web/data-access/catalogue/jobs-web';
import '@fachwerk/web/ui/screens-style';
import { selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { BackLink, ErrorState, FileLink, formatCents, formatDate, LifecycleStatusBadge, Skeleton, useCatalogueNames, WorkerSummaryList } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSupplierDetailsQuery } from '@fachwerk/web/data-access/api/awards';
import { SupplierPermitFact } from '../shared/PermitStatusBadge';
import { Rating } from '../shared/Rating';
import { AwardDialog, freeSlots, RejectApplicationDialog } from './ApplicationDialogs';

/** `/supplier-details/:id/:Jobid` (client): a supplier's profile, proposal and proposed workers; award or reject. */
export function SupplierDetailsPage() {
  const { id = '', Jobid = '' } = useParams();
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const names = useCatalogueNames();
  const details = useSupplierDetailsQuery({ jobId: Jobid, supplierId: id });
  const [dialog, setDialog] = useState<'award' | 'reject' | null>(null);

  if (!details.data)
    return (
      <section className="fw-page">
        <BackLink to={`/apply-job/${Jobid}`} label={t('jobsClient.details.back')} />
        {details.isLoading ? (
          <Skeleton />
        ) : (
          <ErrorState message={t('jobsCommon.loadFailed')} onRetry={() => void details.refetch()} />
        )}
      </section>
    );

  const { supplier, application, job } = details.data;
  const resource = job.type === 'resource';
  const open = job.status !== 'closed' && job.status !== 'completed';
  const list = (values: readonly string[]) => (values.length ? values.join(', ') : '—');

  return (
    <section className="fw-page fw-supplier-details">
      <BackLink to={`/apply-job/${Jobid}`} label={t('jobsClient.details.back')} />
      <h1>{supplier.companyName}</h1>
      <p>
        <Rating rating={supplier.rating} />
      </p>

      <section aria-labelledby="supplier-profile">
        <h2 id="supplier-profile">{t('jobsClient.details.profile')}</h2>
        <dl className="fw-facts">
          {supplier.address && (
            <div>
              <dt>{t('jobsClient.details.address')}</dt>
              <dd>{supplier.address}</dd>
            </div>
          )}
          <div>
            <dt>{t('jobsClient.details.services')}</dt>
            <dd>{list(names.services(supplier.serviceType))}</dd>
          </div>
          <div>
            <dt>{t('jobsClient.details.skills')}</dt>
            <dd>{list(names.skills(supplier.specialSkillsOrExp))}</dd>
          </div>
          <div>
            <dt>{t('jobsClient.details.languages')}</dt>
            <dd>
              {list(
                supplier.languageProficiency.map((l) => `${names.languages([l.language])[0]} (${l.level})`),
              )}
            </dd>
          </div>
          <div>
            <dt>{t('jobsClient.details.regions')}</dt>
            <dd>{list(supplier.areaRegion)}</dd>
          </div>
          {supplier.hourlyRate !== undefined && (
            <div>
              <dt>{t('jobsClient.details.hourlyRate')}</dt>
              <dd>{formatCents(supplier.hourlyRate, language)}</dd>
            </div>
          )}
          <div>
            <dt>{t('jobsClient.details.memberSince')}</dt>
            <dd>{formatDate(supplier.memberSince, language)}</dd>
          </div>
          <SupplierPermitFact permit={application.supplierPermit} />
        </dl>
      </section>

      <section aria-labelledby="supplier-proposal">
        <h2 id="supplier-proposal">{t('jobsClient.details.proposal', { job: job.title })}</h2>
        <p>
          <LifecycleStatusBadge kind="application" status={application.status} />
        </p>
        <dl className="fw-facts">
          <div>
            <dt>{t('jobsClient.applications.price')}</dt>
            <dd>
              {formatCents(application.price, language)}
              {resource ? ` ${t('jobsClient.applications.perHourPerWorker')}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('jobsClient.applications.date')}</dt>
            <dd>{formatDate(application.createdAt, language)}</dd>
          </div>
        </dl>
        <p className="fw-proposal__message">{application.message}</p>
        {application.rejectionReason && (
          <p>{t('jobsClient.details.rejectionReason', { reason: application.rejectionReason })}</p>
        )}
        <h3>{t('jobsClient.details.documents')}</h3>
        {application.documents.length === 0 ? (
          <p className="fw-empty">{t('jobsClient.details.noDocuments')}</p>
        ) : (
          <ul>
            {application.documents.map((path) => (
              <li key={path}>
                <FileLink
                  path={path}
                  openLabel={(name) => t('jobsShared.file.open', { name })}
                  failedText={t('jobsShared.file.failed')}
                />
              </li>
            ))}
          </ul>
        )}
        <h3>{t('jobsClient.details.workers', { count: application.workers.length })}</h3>
        <WorkerSummaryList
          workers={application.workers}
          label={t('jobsClient.details.workers', { count: application.workers.length })}
        />
        {application.status === 'pending' && open && (
          <div className="fw-form-actions">
            {freeSlots(job) > 0 && (
              <button type="button" className="fw-button" onClick={() => setDialog('award')}>
                {t('jobsClient.applications.award')}
              </button>
            )}
            <button type="button" className="fw-button fw-button--danger" onClick={() => setDialog('reject')}>
              {t('jobsClient.applications.reject')}
            </button>
          </div>
        )}
      </section>

      <section aria-labelledby="supplier-feedback">
        <h2 id="supplier-feedback">{t('jobsClient.details.feedback')}</h2>
        {supplier.feedback.length === 0 ? (
          <p className="fw-empty">{t('jobsCommon.noRating')}</p>
        ) : (
          <ul className="fw-feedback-list">
            {supplier.feedback.map((f) => (
              <li key={f._id}>
                <span aria-label={t('jobsShared.stars', { rating: f.rating })}>
                  {'★'.repeat(f.rating) + '☆'.repeat(5 - f.rating)}
                </span>{' '}
                {f.jobTitle} · {f.authorName} · {formatDate(f.createdAt, language)}
                <p>{f.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {dialog === 'award' && (
        <AwardDialog application={application} job={job} onClose={() => setDialog(null)} />
      )}
      {dialog === 'reject' && (
        <RejectApplicationDialog application={application} job={job} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
