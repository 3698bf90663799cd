import { JOB_LIMITS } from '@fachwerk/shared/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { FieldError } from '../forms/Field';

export interface ReasonDialogProps {
  title: string;
  text: string;
  submitLabel: string;
  /** the reason may be left empty (e.g. showing hidden feedback again) */
  optional?: boolean;
  /** the field's label (default: "Grund") */
  label?: string;
  /** the longest reason (default: JOB_LIMITS.reasonMax) */
  maxLength?: number;
  busy: boolean;
  /** the API's message when the step failed (`useMutationAction().error?.message`) */
  error?: string | null;
  testId: string;
  onCancel: () => void;
  /** the trimmed reason */
  onSubmit: (reason: string) => void;
}

/**
 * A destructive step with a reason (reject, deactivate, hide): the reason is required unless
 * `optional` and at most `maxLength` characters, named in the message; the API's failure stays in the dialog.
 */
export function ReasonDialog({
  title,
  text,
  submitLabel,
  optional = false,
  label,
  maxLength = JOB_LIMITS.reasonMax,
  busy,
  error: apiError,
  testId,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = label ?? t('reasonDialog.label');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = reason.trim();
    const found =
      !optional && !value
        ? t('validation.required', { field })
        : value.length > maxLength
          ? t('validation.max.string', { field, max: maxLength })
          : null;
    setError(found);
    if (!found) onSubmit(value);
  };

  return (
    <Dialog title={title} onClose={onCancel} busy={busy} testId={testId}>
      <form noValidate onSubmit={submit}>
        <p>{text}</p>
        <div className="fw-field">
          <label htmlFor={id}>{field}</label>
          <textarea
            id={id}
            rows={4}
            value={reason}
            required={!optional}
            maxLength={maxLength + 100}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
        {!error && apiError && <FieldError as="p">{apiError}</FieldError>}
        <div className="fw-dialog__footer">
          <button type="button" className="fw-button fw-button--secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="fw-button fw-button--danger" disabled={busy} aria-busy={busy}>
            {busy ? t('common.loading') : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
