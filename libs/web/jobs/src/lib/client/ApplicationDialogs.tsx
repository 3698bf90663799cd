import { JOB_LIMITS, type ApplicationResponse, type JobSummary } from '@fachwerk/shared/contracts';
import { useMissingBillingData } from '@fachwerk/web/data-access';
import { BillingDataNotice, formatCents, MutationDialog, useMutationAction } from '@fachwerk/web/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAwardApplicationMutation, useRejectApplicationMutation } from '@fachwerk/web/data-access/api/awards';

export interface ApplicationDialogProps {
  application: ApplicationResponse;
  job: JobSummary;
  onClose: () => void;
  /** called after the server accepted the decision */
  onDone?: () => void;
}

/** Free slots of a job: workers still needed. */
export const freeSlots = (job: JobSummary): number => Math.max(0, job.workersNeeded - job.workersAwarded);

/**
 * Award a supplier. Resource jobs choose the slots (1 … min(free slots, proposed workers)); a 409
 * (the last slot was just taken) keeps the dialog open with the server's message.
 */
export function AwardDialog({ application, job, onClose, onDone }: ApplicationDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const award = useMutationAction(useAwardApplicationMutation()[0], {
    onSuccess: () => {
      onDone?.();
      onClose();
    },
  });
  const resource = job.type === 'resource';
  const maxSlots = Math.min(freeSlots(job), Math.max(1, application.workers.length));
  const [slots, setSlots] = useState(String(maxSlots));
  const [error, setError] = useState<string | null>(null);
  const missingBilling = useMissingBillingData();

  const confirm = async () => {
    setError(null);
    const value = Number(slots);
    if (resource && (!Number.isInteger(value) || value < 1 || value > maxSlots)) {
      setError(t('jobsClient.award.slotsRange', { max: maxSlots }));
      return;
    }
    await award.run({ id: application._id, body: resource ? { slots: value } : {} });
  };

  return (
    <MutationDialog
      title={t('jobsClient.award.heading', { supplier: application.supplier.companyName })}
      action={award}
      error={error}
      onClose={onClose}
      onConfirm={() => void confirm()}
      confirmLabel={t('jobsClient.award.confirm')}
      disabled={resource && maxSlots < 1}
    >
      <p>
        {t('jobsClient.award.text', {
          supplier: application.supplier.companyName,
          job: job.title,
          price: formatCents(application.price, i18n.language),
        })}
      </p>
      <BillingDataNotice missing={missingBilling} after={t('jobsClient.award.billingLater')} testId="award-billing-data" />
      {resource && (
        <div className="fw-field">
          <label htmlFor={id}>{t('jobsClient.award.slots')}</label>
          <input
            id={id}
            type="number"
            min={1}
            max={maxSlots}
            value={slots}
            onChange={(e) => setSlots(e.target.value)}
            aria-describedby={`${id}-hint`}
            disabled={maxSlots < 1}
          />
          <span id={`${id}-hint`} className="fw-field__hint">
            {t('jobsClient.award.slotsHint', { free: freeSlots(job), proposed: application.workers.length })}
          </span>
        </div>
      )}
    </MutationDialog>
  );
}

/** Reject an application with an optional reason. */
export function RejectApplicationDialog({ application, onClose, onDone }: ApplicationDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const reject = useMutationAction(useRejectApplicationMutation()[0], {
    onSuccess: () => {
      onDone?.();
      onClose();
    },
  });
  const [reason, setReason] = useState('');

  return (
    <MutationDialog
      title={t('jobsClient.reject.heading', { supplier: application.supplier.companyName })}
      action={reject}
      onClose={onClose}
      onConfirm={() => void reject.run({ id: application._id, reason: reason.trim() || undefined })}
      confirmLabel={t('jobsClient.reject.confirm')}
      danger
    >
      <p>{t('jobsClient.reject.text', { supplier: application.supplier.companyName })}</p>
      <div className="fw-field">
        <label htmlFor={id}>{t('jobsClient.reject.reason')}</label>
        <textarea
          id={id}
          rows={3}
          maxLength={JOB_LIMITS.reasonMax}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </MutationDialog>
  );
}
