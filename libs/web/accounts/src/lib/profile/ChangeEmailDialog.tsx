import { securityCatalogue } from '@fachwerk/shared/i18n/security';
import { registerCatalogue, showToast, useUpdateMyProfileMutation } from '@fachwerk/web/data-access';
import { rules } from '@fachwerk/shared/contracts/rules';
import { setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import { Dialog, DialogActions, TextField } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { useBind, useFieldName } from '../shared/labels';

const SCHEMA = { email: [rules.required, rules.email, rules.maxLength(254)], currentPassword: [rules.required] };

registerCatalogue(securityCatalogue);

/**
 * Changes the login e-mail address: the new address and the current password again
 * (re-authentication); the API tells the previous address.
 */
export function ChangeEmailDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useUpdateMyProfileMutation();
  const form = useContractsForm<{ email: string; currentPassword: string }>(SCHEMA, { label: useFieldName(), defaultValues: { email: '', currentPassword: '' } });
  const bind = useBind(form);

  const submit = form.handleSubmit(async ({ email, currentPassword }) => {
    const result = await save({ email: email.trim(), currentPassword });
    if ('data' in result && result.data) {
      showToast('success', t('security.reauth.changed'));
      onClose();
    } else if ('error' in result) {
      setServerErrors(form.setError, result.error);
    }
  });

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
        onSubmit={(event) => void submit(event)}
      >
        <TextField {...bind('email', t('security.reauth.newEmail'))} type="email" autoComplete="email" required />
        <TextField {...bind('currentPassword')} type="password" autoComplete="current-password" required />
      </form>
    </Dialog>
  );
}
