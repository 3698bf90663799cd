import './catalogue';
import { type ClientIndustry, type ClientRegistrationRequest } from '@fachwerk/shared/contracts';
import { CLIENT_INDUSTRIES, rules } from '@fachwerk/shared/contracts/rules';
import { useAppStore, useSignupClientMutation } from '@fachwerk/web/data-access';
import { setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import { PasswordStrengthMeter, PhoneField, Select, TextField } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ACCOUNT_RULES, EMPTY_ACCOUNT_FORM, PASSWORD_MIN, accountRequestFields } from './form/account-form';
import { AddressInput } from './form/AddressInput';
import { capitalize, useBind, useFieldName } from './form/bind';
import { TermsField } from './TermsField';

/** The client form: the request's fields, the contact person as one name, the industry '' while not chosen. */
export type ClientForm = Omit<Required<ClientRegistrationRequest>, 'contactPerson' | 'language' | 'industry'> & {
  contactPerson: string;
  industry: ClientIndustry | '';
};

const EMPTY: ClientForm = { ...EMPTY_ACCOUNT_FORM, contactPerson: '', industry: '' };

export const CLIENT_SCHEMA = {
  ...ACCOUNT_RULES,
  contactPerson: [rules.required, rules.maxLength(120)],
};

export const toClientRequest = (form: ClientForm, language: 'de' | 'en'): ClientRegistrationRequest => ({
  ...accountRequestFields(form),
  contactPerson: [{ name: form.contactPerson.trim() }],
  language,
  // optional: the construction check of § 1b AÜG needs it, registration does not
  ...(form.industry ? { industry: form.industry } : {}),
});

/** /client-register: the client's registration form → POST /auth/signup/client → /emailverify/{userId}/client. */
export default function ClientRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useAppStore();
  const [signup, { isLoading }] = useSignupClientMutation();
  const fieldName = useFieldName();
  const form = useContractsForm<ClientForm>(CLIENT_SCHEMA, { label: fieldName, defaultValues: EMPTY });
  const bind = useBind(form);
  const [password, email, firstName, lastName] = form.watch(['password', 'email', 'firstName', 'lastName']);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await signup(toClientRequest(values, store.getState().session.language)).unwrap();
      navigate(`/emailverify/${result.userId}/${result.userType}`, { state: { codeSent: true } });
    } catch (error) {
      setServerErrors(form.setError, error, (path) => path.split('.')[0] ?? path);
    }
  });

  return (
    <section className="fw-register" aria-labelledby="fw-client-register-title">
      <h1 id="fw-client-register-title">{t('pages.clientRegister')}</h1>
      <p>{t('register.requiredHint')}</p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('pages.clientRegister')}>
        <TextField {...bind('companyName')} required autoComplete="organization" />
        <TextField {...bind('vat')} required hint={t('register.vatHint')} />
        <Select
          {...bind('industry')}
          options={CLIENT_INDUSTRIES.map((industry) => ({ value: industry, label: t(`clientIndustry.options.${industry}`) }))}
          placeholder={t('clientIndustry.choose')}
          hint={t('clientIndustry.hint')}
        />
        <TextField {...bind('contactPerson')} required />
        <TextField {...bind('firstName')} required autoComplete="given-name" />
        <TextField {...bind('lastName')} required autoComplete="family-name" />
        <PhoneField
          label={capitalize(fieldName('phoneNumber'))}
          dialLabel={t('fields.dialCode')}
          dial={form.register('dialCode')}
          number={form.register('phoneNumber')}
          error={bind('phoneNumber').error}
          required
        />
        <TextField {...bind('email')} required type="email" autoComplete="email" />
        <AddressInput control={form.control} name="address" label={capitalize(fieldName('address'))} />
        <TextField {...bind('password')} required type="password" autoComplete="new-password" hint={t('register.passwordHint', { min: PASSWORD_MIN })} />
        <PasswordStrengthMeter id="password-strength" password={password} userInputs={[email, firstName, lastName]} />
        <TextField {...bind('password_confirmation')} required type="password" autoComplete="new-password" />
        <TermsField input={form.register('termAndCondition')} error={bind('termAndCondition').error} />
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
