import '../catalogue';
import type { ChangePasswordRequest } from '@fachwerk/shared/contracts';
import { newPasswordRules } from '@fachwerk/shared/contracts/password';
import { rules } from '@fachwerk/shared/contracts/rules';
import { selectUserData, showToast, useAppSelector, useChangePasswordMutation } from '@fachwerk/web/data-access';
import { setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import { PasswordStrengthMeter, TextField } from '@fachwerk/web/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBind, useFieldName } from '../shared/labels';

/** The form's values: the request, and the account's e-mail and names the new password is checked against (not sent). */
type PasswordForm = ChangePasswordRequest & { email: string; firstName: string; lastName: string };

/**
 * §5 and the password rule of contracts: current and new password required, the new one passing
 * the password rule (12 characters, not built from the account's e-mail or name), confirmation the same.
 */
const SCHEMA = {
  currentPassword: [rules.required],
  password: newPasswordRules(),
  password_confirmation: [rules.required, rules.same('password')],
};

/** `/update-password`: current, new and confirmation; the server ends the other sessions. */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangePasswordMutation();
  const user = useAppSelector(selectUserData);
  const account = { email: user?.email ?? '', firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' };
  const empty: PasswordForm = { currentPassword: '', password: '', password_confirmation: '', ...account };
  const form = useContractsForm<PasswordForm>(SCHEMA, { label: useFieldName(), defaultValues: empty });
  const bind = useBind(form);
  // the account may load after the page: the rule compares the new password with its e-mail and names
  useEffect(() => {
    form.setValue('email', account.email);
    form.setValue('firstName', account.firstName);
    form.setValue('lastName', account.lastName);
  }, [form, account.email, account.firstName, account.lastName]);

  const submit = form.handleSubmit(async ({ currentPassword, password, password_confirmation }) => {
    const result = await change({ currentPassword, password, password_confirmation });
    if ('data' in result && result.data) {
      showToast('success', result.data.message || t('password.changed'));
      form.reset(empty);
    } else if ('error' in result) {
      setServerErrors(form.setError, result.error);
    }
  });

  return (
    <section className="fw-page" aria-labelledby="password-title" data-testid="update-password-page">
      <h1 id="password-title">{t('password.title')}</h1>
      <p>{t('password.intro')}</p>
      <form className="fw-card fw-password-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField {...bind('currentPassword')} type="password" autoComplete="current-password" required />
        <TextField {...bind('password', t('password.new'))} type="password" autoComplete="new-password" required />
        <PasswordStrengthMeter id="password-strength" password={form.watch('password')} userInputs={[account.email, account.firstName, account.lastName]} />
        <TextField {...bind('password_confirmation')} type="password" autoComplete="new-password" required />
        <button type="submit" className="fw-button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('common.loading') : t('password.submit')}
        </button>
      </form>
    </section>
  );
}
