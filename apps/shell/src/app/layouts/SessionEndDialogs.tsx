import { TEST_IDS } from '@fachwerk/shared/contracts';
import { useSessionEnd, type SessionEndKind } from '@fachwerk/web/data-access';
import { ConfirmDialog, Dialog, DialogActions } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Delete-account confirmation: the current password is asked again (re-authentication). */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { end, busy } = useSessionEnd();
  const [currentPassword, setCurrentPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const label = t('sessionEnd.currentPassword');

  const confirm = () => {
    if (!currentPassword) {
      setError(t('validation.required', { field: label }));
      return;
    }
    setError(undefined);
    void end('deleteAccount', { currentPassword }, (failure) => setError(failure.errors?.['currentPassword']?.[0])).then((ok) => ok && onClose());
  };

  return (
    <Dialog
      title={t('sessionEnd.deleteTitle')}
      onClose={onClose}
      busy={busy}
      testId={TEST_IDS.confirmDialog}
      footer={<DialogActions onCancel={onClose} onConfirm={confirm} cancelLabel={t('common.no')} confirmLabel={busy ? t('common.loading') : t('common.yes')} busy={busy} danger />}
    >
      <p>{t('sessionEnd.deleteText')}</p>
      <form
        className="fw-field"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <label htmlFor="delete-account-password">{label}</label>
        <input
          id="delete-account-password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'delete-account-password-error' : 'delete-account-password-hint'}
        />
        <small id="delete-account-password-hint" className="fw-field__hint">
          {t('sessionEnd.deleteHint')}
        </small>
        {error && (
          <span id="delete-account-password-error" role="alert" className="fw-field__error">
            {error}
          </span>
        )}
      </form>
    </Dialog>
  );
}

/** Logout (No / Yes) and delete-account (password, No / Yes) confirmations wired to the session-end flow. */
export default function SessionEndDialogs({ kind, onClose }: { kind: SessionEndKind; onClose: () => void }) {
  const { t } = useTranslation();
  const { end, busy } = useSessionEnd();
  if (kind === 'deleteAccount') return <DeleteAccountDialog onClose={onClose} />;
  return (
    <ConfirmDialog
      heading={t('sessionEnd.logoutTitle')}
      text={t('sessionEnd.logoutText')}
      cancelLabel={t('common.no')}
      confirmLabel={t('common.yes')}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        void end(kind).then((ok) => ok && onClose());
      }}
    />
  );
}
