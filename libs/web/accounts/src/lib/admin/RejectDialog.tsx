import { Dialog } from '@fachwerk/web/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldLabel, useFieldMessage } from '../shared/fields';
import { Checker } from '../shared/validation';

export interface RejectDialogProps {
  onCancel: () => void;
  onReject: (reason: string) => void;
  busy: boolean;
}

/** Reject an account: the reason is required (it is mailed to the account). */
export function RejectDialog({ onCancel, onReject, busy }: RejectDialogProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const fieldLabel = useFieldLabel();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = new Checker().required('reason', reason).maxLength('reason', reason, 1000).errors['reason'];
    setError(found ? message('reason', found) : null);
    if (!found) onReject(reason.trim());
  };

  return (
    <Dialog
      title={t('adminAccounts.reject.title')}
      onClose={onCancel}
      busy={busy}
      testId="reject-dialog"
    >
      <form noValidate onSubmit={submit}>
        <p>{t('adminAccounts.reject.text')}</p>
        <div className="fw-field">
          <label htmlFor={id}>{fieldLabel('reason')}</label>
          <textarea
            id={id}
            rows={4}
            value={reason}
            required
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
            {t('common.cancel')}
          </button>
          <button type="submit" className="fw-button fw-button--danger" disabled={busy} aria-busy={busy}>
            {busy ? t('common.loading') : t('adminAccounts.reject.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
