import { TEST_IDS, type UserType } from '@fachwerk/shared/contracts';
import { selectUserType, useAppSelector, useSessionEnd, type SessionEndKind } from '@fachwerk/web/data-access';
import { ConfirmDialog, Dialog, DialogActions, FieldError } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * What deleting an account does, by role (`sessionEnd.consequences.*`), in the words of the seeded
 * privacy page and FAQ: the account's erasure routines (docs/product-rules.md, Art. 17 GDPR).
 */
const DELETION_CONSEQUENCES: Record<Exclude<UserType, 'admin'>, readonly string[]> = {
  supplier: ['dataSupplier', 'applications', 'awards', 'meetings', 'chats', 'notified', 'invoices'],
  client: ['dataClient', 'jobs', 'awards', 'meetings', 'chats', 'notified', 'billing', 'invoices'],
};

/** Where the profile keeps the data export (its card scrolls into view on this hash). */
const DATA_EXPORT_PATH = '/profile#data-export';

/**
 * Delete-account confirmation: the data export first, what the deletion does for the own role, then
 * the current password (re-authentication).
 */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { end, busy } = useSessionEnd();
  const role = useAppSelector(selectUserType);
  const consequences = role === 'client' || role === 'supplier' ? DELETION_CONSEQUENCES[role] : [];
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
      <p>
        {t('sessionEnd.exportFirst')}{' '}
        <Link to={DATA_EXPORT_PATH} onClick={onClose} data-testid={TEST_IDS.deleteAccountExportLink}>
          {t('sessionEnd.exportLink')}
        </Link>
      </p>
      {consequences.length > 0 && (
        <section aria-labelledby="delete-account-consequences-title">
          <h3 id="delete-account-consequences-title">{t('sessionEnd.consequencesTitle')}</h3>
          <ul data-testid={TEST_IDS.deleteAccountConsequences}>
            {consequences.map((key) => (
              <li key={key}>{t(`sessionEnd.consequences.${key}`)}</li>
            ))}
          </ul>
        </section>
      )}
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
        <FieldError id="delete-account-password-error">{error}</FieldError>
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
