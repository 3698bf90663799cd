import { Dialog, ErrorNotice, formatCents, formatDate, Skeleton } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { useJobQuery } from '@fachwerk/web/data-access/api/jobs';

/** A compact view of one job for admins (GET /jobs/{id}), with the reason when it was closed or deactivated. */
export function JobDetailsDialog({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: job, isLoading, isError } = useJobQuery(jobId);
  const lang = i18n.language;
  const row = (label: string, value: string | number) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <Dialog
      title={job?.title ?? t('jobsAdmin.jobs.drawer.title')}
      onClose={onClose}
      testId="admin-job-details"
    >
      {isLoading && <Skeleton />}
      {isError && (
        <ErrorNotice as="p">
          {t('jobsCommon.loadFailed')}
        </ErrorNotice>
      )}
      {job && (
        <dl className="fw-details">
          {row(t('jobsAdmin.jobs.columns.status'), t(`jobsCommon.jobStatus.${job.status}`))}
          {job.closedReason &&
            row(t('jobsAdmin.jobs.drawer.closedReason'), t(`jobsCommon.closedReason.${job.closedReason}`))}
          {job.deactivationReason &&
            row(t('jobsAdmin.jobs.drawer.deactivationReason'), job.deactivationReason)}
          {row(t('jobsAdmin.jobs.columns.client'), job.client.companyName)}
          {row(t('jobsAdmin.jobs.columns.type'), t(`jobsCommon.jobType.${job.type}`))}
          {row(
            t('jobsAdmin.jobs.drawer.budget'),
            t(job.type === 'resource' ? 'jobsCommon.budgetPerHour' : 'jobsCommon.budgetFixed', {
              min: formatCents(job.budgetMin, lang),
              max: formatCents(job.budgetMax, lang),
            }),
          )}
          {row(t('jobsAdmin.jobs.drawer.start'), formatDate(job.startDate, lang))}
          {job.endDate && row(t('jobsAdmin.jobs.drawer.end'), formatDate(job.endDate, lang))}
          {row(t('jobsAdmin.jobs.drawer.hours'), t('jobsAdmin.jobs.drawer.hoursValue', { hours: job.hours }))}
          {row(
            t('jobsAdmin.jobs.drawer.workers'),
            t('jobsCommon.workers', { awarded: job.workersAwarded, needed: job.workersNeeded }),
          )}
          {row(t('jobsAdmin.jobs.drawer.location'), `${job.location.address} (${job.location.state})`)}
          {row(t('jobsAdmin.jobs.drawer.experience'), t(`jobsCommon.experience.${job.experience}`))}
          {row(
            t('jobsAdmin.jobs.drawer.accommodation'),
            t(job.accommodation ? 'jobsAdmin.jobs.drawer.yes' : 'jobsAdmin.jobs.drawer.no'),
          )}
          {job.certificates.length > 0 &&
            row(t('jobsAdmin.jobs.drawer.certificates'), job.certificates.join(', '))}
          {job.publishedAt && row(t('jobsAdmin.jobs.drawer.published'), formatDate(job.publishedAt, lang))}
          <dt>{t('jobsAdmin.jobs.drawer.description')}</dt>
          {/* sanitised on the server (DESIGN: HTML from users is sanitised on the server) */}
          <dd className="fw-rich-text" dangerouslySetInnerHTML={{ __html: job.description }} />
        </dl>
      )}
      <div className="fw-dialog__footer">
        <button type="button" className="fw-button fw-button--secondary" onClick={onClose}>
          {t('jobsAdmin.jobs.drawer.close')}
        </button>
      </div>
    </Dialog>
  );
}
