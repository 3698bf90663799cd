import { securityCatalogue } from '@fachwerk/shared/i18n/security';
import { registerCatalogue, showToast } from '@fachwerk/web/data-access';
import { Dialog, DialogActions } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMyProfileMutation } from '../accounts.api';
import { TextField, useFieldMessage } from '../shared/fields';
import { Checker } from '../shared/validation';

registerCatalogue(securityCatalogue);

/**
 * Changes the login e-mail address: the new address and the current password again
 * (re-authentication); the API tells the previous address.
 */
export function ChangeEmailDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [save, { isLoading }] = useUpdateMyProfileMutation();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const checked = new Checker().required('email', email).email('email', email).required('currentPassword', currentPassword).errors;
    const local = Object.fromEntries(Object.entries(checked).map(([field, error]) => [field, message(field, error)]));
    setErrors(local);
    if (Object.keys(local).length) return;
    const result = await save({ email: email.trim(), currentPassword });
    if ('data' in result && result.data) {
      showToast('success', t('security.reauth.changed'));
      onClose();
    } else if ('error' in result) {
      const server = (result.error as { errors?: Record<string, string[]> }).errors ?? {};
      setErrors(Object.fromEntries(Object.entries(server).map(([field, messages]) => [field, messages[0] ?? ''])));
    }
  };

  return (
    <Dialog
      title={t('security.reauth.emailTitle')}
      onClose={onClose}
      busy={isLoading}
      testId="change-email-dialog"
      footer={<DialogActions onCancel={onClose} onConfirm={() => void submit()} confirmLabel={isLoading ? t('common.loading') : t('security.reauth.save')} busy={isLoading} />}
    >
      <p>{t('security.reauth.emailHint')}</p>
      <p>
        {t('profile.fields.email')}: <strong>{current}</strong>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField name="email" label={t('security.reauth.newEmail')} value={email} onChange={setEmail} type="email" autoComplete="email" required error={errors['email']} />
        <TextField
          name="currentPassword"
          value={currentPassword}
          onChange={setCurrentPassword}
          type="password"
          autoComplete="current-password"
          required
          error={errors['currentPassword']}
        />
      </form>
    </Dialog>
  );
}
