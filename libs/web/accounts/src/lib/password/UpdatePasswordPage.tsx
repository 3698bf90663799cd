import '../catalogue';
import type { ChangePasswordRequest } from '@fachwerk/shared/contracts';
import { selectUserData, showToast, useAppSelector } from '@fachwerk/web/data-access';
import { PasswordStrengthMeter } from '@fachwerk/web/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '../accounts.api';
import { TextField, useShownErrors } from '../shared/fields';
import type { FieldErrors } from '../shared/validation';
import { validatePasswordChange } from './password-form';

const EMPTY: ChangePasswordRequest = { currentPassword: '', password: '', password_confirmation: '' };

/** `/update-password`: current, new and confirmation; the server ends the other sessions. */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangePasswordMutation();
  const user = useAppSelector(selectUserData);
  const [values, setValues] = useState<ChangePasswordRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | undefined>();
  const shown = useShownErrors(errors, serverErrors);

  const field = (name: keyof ChangePasswordRequest, autoComplete: string) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: shown[name],
    type: 'password' as const,
    required: true,
    autoComplete,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values, { email: user?.email, firstName: user?.firstName, lastName: user?.lastName });
    setErrors(found);
    setServerErrors(undefined);
    if (Object.keys(found).length) return;
    const result = await change(values);
    if ('data' in result && result.data) {
      showToast('success', result.data.message || t('password.changed'));
      setValues(EMPTY);
    } else if ('error' in result) {
      setServerErrors((result.error as { errors?: Record<string, string[]> }).errors);
    }
  };

  return (
    <section className="fw-page" aria-labelledby="password-title" data-testid="update-password-page">
      <h1 id="password-title">{t('password.title')}</h1>
      <p>{t('password.intro')}</p>
      <form className="fw-card fw-password-form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField {...field('currentPassword', 'current-password')} />
        <TextField {...field('password', 'new-password')} label={t('password.new')} />
        <PasswordStrengthMeter id="password-strength" password={values.password} userInputs={[user?.email, user?.firstName, user?.lastName]} />
        <TextField {...field('password_confirmation', 'new-password')} />
        <button type="submit" className="fw-button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('common.loading') : t('password.submit')}
        </button>
      </form>
    </section>
  );
}
