import { JOB_LIMITS } from '@fachwerk/shared/contracts';
import { Dialog } from '@fachwerk/web/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogProps {
  title: string;
  text: string;
  submitLabel: string;
  /** the reason may be left empty (e.g. showing hidden feedback again) */
  optional?: boolean;
  /** the field's label (default: "Grund") */
  label?: string;
  busy: boolean;
  testId: string;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** A confirm dialog with a reason (required unless `optional`), up to JOB_LIMITS.reasonMax characters. */
export function ReasonDialog({
  title,
  text,
  submitLabel,
  optional = false,
  label,
  busy,
  testId,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = reason.trim();
    const found =
      !optional && !value
        ? t('jobsAdmin.reasonRequired')
        : value.length > JOB_LIMITS.reasonMax
          ? t('jobsAdmin.reasonTooLong', { max: JOB_LIMITS.reasonMax })
          : null;
    setError(found);
    if (!found) onSubmit(value);
  };

  return (
    <Dialog title={title} onClose={onCancel} busy={busy} testId={testId}>
      <form noValidate onSubmit={submit}>
        <p>{text}</p>
        <div className="fw-field">
          <label htmlFor={id}>{label ?? t('jobsAdmin.feedback.reason')}</label>
          <textarea
            id={id}
            rows={4}
            value={reason}
            required={!optional}
            maxLength={JOB_LIMITS.reasonMax + 100}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <span id={`${id}-error`} className="fw-field__error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="fw-dialog__footer">
          <button type="button" className="fw-button fw-button--secondary" onClick={onCancel} disabled={busy}>
            {t('jobsAdmin.cancel')}
          </button>
          <button type="submit" className="fw-button fw-button--danger" disabled={busy} aria-busy={busy}>
            {busy ? t('jobsCommon.loading') : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
