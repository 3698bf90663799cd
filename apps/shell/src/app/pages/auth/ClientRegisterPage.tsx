import './catalogue';
import { type ClientRegistrationRequest } from '@fachwerk/shared/contracts';
import { useAppStore } from '@fachwerk/web/data-access';
import { AddressAutocomplete, PasswordStrengthMeter } from '@fachwerk/web/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PhoneField, TextField, capitalize, focusFirstError } from './form/fields';
import { ACCOUNT_RULES, EMPTY_ACCOUNT_FORM, accountRequestFields, PASSWORD_MIN, accepted, maxLength, required, serverFieldErrors, validate, type FieldErrors, type Schema } from './form/validation';
import { geoSuggestions, useSignupClientMutation } from './identity.api';
import { TermsField } from './TermsField';

/** The client form: the request's fields, the contact person as one name. */
export type ClientForm = Omit<Required<ClientRegistrationRequest>, 'contactPerson' | 'language'> & { contactPerson: string };

const EMPTY: ClientForm = { ...EMPTY_ACCOUNT_FORM, contactPerson: '' };

export const CLIENT_SCHEMA: Schema = {
  ...ACCOUNT_RULES,
  contactPerson: [required, maxLength(120)],
  termAndCondition: [accepted],
};

export const toClientRequest = (form: ClientForm, language: 'de' | 'en'): ClientRegistrationRequest => ({
  ...accountRequestFields(form),
  contactPerson: [{ name: form.contactPerson.trim() }],
  language,
});

/** /client-register: the client's registration form → POST /auth/signup/client → /emailverify/{userId}/client. */
export default function ClientRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useAppStore();
  const [signup, { isLoading }] = useSignupClientMutation();
  const [form, setForm] = useState<ClientForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fetchSuggestions = useMemo(() => geoSuggestions(store), [store]);
  const labels = { contactPerson: t('fields.contactPerson') };

  const set = <K extends keyof ClientForm>(key: K) => (value: ClientForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: Exclude<keyof ClientForm, 'termAndCondition'>, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField id={key} label={t(`fields.${key}`)} value={form[key]} onChange={set(key)} error={errors[key]} required {...extra} />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form as unknown as Record<string, unknown>, CLIENT_SCHEMA, t, labels);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    try {
      const result = await signup(toClientRequest(form, store.getState().session.language)).unwrap();
      navigate(`/emailverify/${result.userId}/${result.userType}`, { state: { codeSent: true } });
    } catch (error) {
      const server = serverFieldErrors(error);
      setErrors(server);
      focusFirstError(server);
    }
  };

  return (
    <section className="fw-register" aria-labelledby="fw-client-register-title">
      <h1 id="fw-client-register-title">{t('pages.clientRegister')}</h1>
      <p>{t('register.requiredHint')}</p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('pages.clientRegister')}>
        {text('companyName', { autoComplete: 'organization' })}
        {text('vat', { hint: t('register.vatHint') })}
        {text('contactPerson')}
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        <PhoneField
          id="phoneNumber"
          label={t('fields.phoneNumber')}
          dialLabel={t('fields.dialCode')}
          dialCode={form.dialCode}
          onDialCode={set('dialCode')}
          value={form.phoneNumber}
          onChange={set('phoneNumber')}
          error={errors['phoneNumber']}
          required
        />
        {text('email', { type: 'email', autoComplete: 'email' })}
        <AddressAutocomplete
          label={`${capitalize(t('fields.address'))} *`}
          value={form.address}
          onChange={set('address')}
          onSelect={(s) => set('address')(s.label)}
          fetchSuggestions={fetchSuggestions}
        />
        {errors['address'] && (
          <span role="alert" className="fw-field__error">
            {errors['address']}
          </span>
        )}
        {text('password', { type: 'password', autoComplete: 'new-password', hint: t('register.passwordHint', { min: PASSWORD_MIN }) })}
        <PasswordStrengthMeter id="password-strength" password={form.password} userInputs={[form.email, form.firstName, form.lastName]} />
        {text('password_confirmation', { type: 'password', autoComplete: 'new-password' })}
        <TermsField id="termAndCondition" checked={form.termAndCondition} onChange={set('termAndCondition')} error={errors['termAndCondition']} />
        <button type="submit" className="fw-button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p>
        {t('register.haveAccount')} <Link to="/login/client">{t('register.toLogin')}</Link>
      </p>
    </section>
  );
}
