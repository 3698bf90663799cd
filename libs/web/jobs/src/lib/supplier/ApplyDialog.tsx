import type { ApiError } from '@fachwerk/web/data-access';
import {
  FieldError,
  FileUploadPreview,
  MutationDialog,
  Skeleton,
  StatusBadge,
  useMutationAction,
  useUploader,
} from '@fachwerk/web/ui';
import type { JobResponse, WorkerResponse } from '@fachwerk/shared/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApplyMutation } from '@fachwerk/web/data-access/api/awards';
import { useWorkersQuery } from '@fachwerk/web/data-access/api/workers';
import {
  emptyApplyDraft,
  toApplyRequest,
  validateApply,
  type ApplyDraft,
  type ApplyErrors,
  type ApplyField,
} from './apply-form';

const FIELDS: readonly ApplyField[] = ['workerIds', 'price', 'message', 'documents'];

/** The API's availability is the one rule (busy when set busy by hand or named on awarded / running work). */
const isBusy = (worker: WorkerResponse) => worker.availability === 'busy';

/** The API's validation messages at the proposal's fields (`documents.1` → documents). */
function fieldErrorsOf(error: ApiError | null): ApplyErrors {
  const found: ApplyErrors = {};
  for (const [name, messages] of Object.entries(error?.errors ?? {})) {
    const key = name.split('.')[0] as ApplyField;
    if (FIELDS.includes(key)) found[key] = messages.join(' ');
  }
  return found;
}

/**
 * The proposal for a job: workers from the own team (free/busy shown; resource jobs 1 … workersNeeded),
 * price in euros (per hour per employee for resource jobs; sent in cents), message (required) and
 * documents (general upload set). A 409 (already applied) shows the server's message.
 */
export function ApplyDialog({ job, onClose }: { job: JobResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ApplyDraft>(emptyApplyDraft);
  const [checked, setChecked] = useState<ApplyErrors>({});
  const workers = useWorkersQuery({ limit: 100, sort: 'name' });
  const apply = useMutationAction(useApplyMutation()[0], {
    success: (result) => result?.message || t('jobsSupplier.apply.sent'),
    onSuccess: onClose,
  });
  const uploader = useUploader();
  const upload = useMemo(() => uploader('general'), [uploader]);
  const resource = job.type === 'resource';
  // the API's refusal: at the fields it names, otherwise its message below the form
  const refusedFields = fieldErrorsOf(apply.error);
  const refusedAtFields = Object.keys(refusedFields).length > 0;
  const errors: ApplyErrors = { ...refusedFields, ...checked };

  const patch = (next: Partial<ApplyDraft>) => setDraft((d) => ({ ...d, ...next }));
  const toggleWorker = (id: string, on: boolean) =>
    setDraft((d) => ({ ...d, workerIds: on ? [...d.workerIds, id] : d.workerIds.filter((w) => w !== id) }));

  const submit = () => {
    const found = validateApply(draft, job, t);
    setChecked(found);
    if (Object.keys(found).length > 0) {
      apply.clearError();
      return;
    }
    void apply.run({ jobId: job._id, body: toApplyRequest(draft) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const describedBy = (name: ApplyField) => (errors[name] ? `apply-${name}-error` : undefined);
  const teamWorkers = workers.data?.items ?? [];

  return (
    <MutationDialog
      title={t('jobsSupplier.apply.title', { title: job.title })}
      action={{ busy: apply.busy, error: refusedAtFields ? null : apply.error }}
      onConfirm={submit}
      onClose={onClose}
      confirmLabel={t('jobsSupplier.apply.submit')}
      testId="apply-dialog"
    >
      {/* Enter in the price field sends the proposal like the dialog's button */}
      <form onSubmit={onSubmit} noValidate>
        <fieldset aria-describedby={describedBy('workerIds')} data-field="workerIds">
          <legend>
            {t('jobsSupplier.apply.fields.workerIds')}{' '}
            {resource && (
              <span className="fw-hint">
                {t('jobsSupplier.apply.workersHint', { max: job.workersNeeded })}
              </span>
            )}
          </legend>
          {workers.isLoading && <Skeleton />}
          {workers.isError && <p role="alert">{t('jobsCommon.loadFailed')}</p>}
          {workers.data && teamWorkers.length === 0 && (
            <p>
              {t('jobsSupplier.apply.noWorkers')}{' '}
              <Link to="/add-worker">{t('jobsSupplier.apply.addWorker')}</Link>
            </p>
          )}
          {teamWorkers.map((worker) => (
            <label key={worker._id} className="fw-checkbox">
              <input
                type="checkbox"
                checked={draft.workerIds.includes(worker._id)}
                onChange={(e) => toggleWorker(worker._id, e.target.checked)}
              />
              {worker.fullName}{' '}
              <StatusBadge tone={isBusy(worker) ? 'warning' : 'success'} status={worker.availability}>
                {t(isBusy(worker) ? 'jobsSupplier.apply.busy' : 'jobsSupplier.apply.free')}
              </StatusBadge>
            </label>
          ))}
          <FieldError id="apply-workerIds-error">{errors.workerIds}</FieldError>
        </fieldset>

        <div className="fw-field" data-field="price">
          <label htmlFor="apply-price">
            {t(resource ? 'jobsSupplier.apply.priceResource' : 'jobsSupplier.apply.priceFixed')}
          </label>
          <input
            id="apply-price"
            inputMode="decimal"
            value={draft.price}
            aria-invalid={Boolean(errors.price)}
            aria-describedby={describedBy('price')}
            onChange={(e) => patch({ price: e.target.value })}
          />
          <FieldError id="apply-price-error">{errors.price}</FieldError>
        </div>

        <div className="fw-field" data-field="message">
          <label htmlFor="apply-message">{t('jobsSupplier.apply.fields.message')}</label>
          <textarea
            id="apply-message"
            rows={5}
            value={draft.message}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={describedBy('message')}
            onChange={(e) => patch({ message: e.target.value })}
          />
          <FieldError id="apply-message-error">{errors.message}</FieldError>
        </div>

        <fieldset data-field="documents">
          <legend>{t('jobsSupplier.apply.fields.documents')}</legend>
          {draft.documents.map((path, index) => (
            <FileUploadPreview
              key={index}
              label={t('jobsSupplier.apply.documentSlot', { number: index + 1 })}
              slot="general"
              path={path}
              upload={upload}
              onChange={(next) =>
                setDraft((d) => ({
                  ...d,
                  documents: d.documents.map((doc, i) => (i === index ? next : doc)),
                }))
              }
            />
          ))}
          <FieldError id="apply-documents-error">{errors.documents}</FieldError>
        </fieldset>
      </form>
    </MutationDialog>
  );
}
