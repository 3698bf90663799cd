import './catalogue';
import { isUserType, type UserType } from '@fachwerk/shared/contracts';
import { newPasswordRules } from '@fachwerk/shared/contracts/password';
import { rules } from '@fachwerk/shared/contracts/rules';
import { hasErrorCode, isNetworkError, showToast, type ApiError, useForgotPasswordMutation, useResetPasswordMutation, useVerifyOtpMutation } from '@fachwerk/web/data-access';
import { serverErrorMessages, setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import { PasswordStrengthMeter, TextField } from '@fachwerk/web/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CODE_LENGTH, CodeInput } from './CodeInput';
import { PASSWORD_MIN } from './form/account-form';
import { useBind, useFieldName } from './form/bind';
import { BadLinkMessage } from './BadLinkMessage';

const EMAIL_SCHEMA = { email: [rules.required, rules.email, rules.maxLength(254)] };
/** The new password may not be built from the account's e-mail address (a hidden value of the form). */
const PASSWORD_SCHEMA = { password: newPasswordRules({ email: 'email' }), password_confirmation: [rules.required, rules.same('password')] };

interface PasswordValues {
  email: string;
  password: string;
  password_confirmation: string;
}

type Step = 'email' | 'code' | 'password';

/**
 * /forget-password/:type: e-mail → code (verify-otp gives a reset token) → new password and
 * confirmation → login. Step 1 always answers the same neutral confirmation, registered or not.
 */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [code, setCode] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const fieldName = useFieldName();
  const emailForm = useContractsForm<{ email: string }>(EMAIL_SCHEMA, { label: fieldName, defaultValues: { email: '' } });
  const passwordForm = useContractsForm<PasswordValues>(PASSWORD_SCHEMA, {
    label: fieldName,
    defaultValues: { email: '', password: '', password_confirmation: '' },
  });
  const bindEmail = useBind(emailForm);
  const bindPassword = useBind(passwordForm);
  const address = emailForm.watch('email');
  const [forgot, forgotState] = useForgotPasswordMutation();
  const [verifyOtp, otpState] = useVerifyOtpMutation();
  const [reset, resetState] = useResetPasswordMutation();

  if (!isUserType(type)) {
    return <BadLinkMessage titleKey="pages.forgetPassword" textKey="login.unknownType" />;
  }
  const userType: UserType = type;

  const requestCode = emailForm.handleSubmit(async ({ email }) => {
    try {
      await forgot({ email: email.trim(), userType }).unwrap();
    } catch (failure) {
      const apiError = failure as ApiError;
      // only a throttled or invalid request is told apart; whether the address exists never is
      if (hasErrorCode(apiError, 'RATE_LIMITED', 'VALIDATION_FAILED') || isNetworkError(apiError)) {
        emailForm.setError('email', { type: 'server', message: serverErrorMessages(failure)['email'] ?? apiError.message }, { shouldFocus: true });
        return;
      }
    }
    setCode('');
    setCodeError(undefined);
    passwordForm.setValue('email', email.trim());
    setStep('code');
  });

  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return setCodeError(t('verify.incomplete', { length: CODE_LENGTH }));
    try {
      const result = await verifyOtp({ email: address.trim(), userType, code }).unwrap();
      setResetToken(result.resetToken);
      setCodeError(undefined);
      setStep('password');
    } catch (failure) {
      setCode('');
      setCodeError((failure as ApiError).message);
    }
  };

  const savePassword = passwordForm.handleSubmit(async ({ password, password_confirmation }) => {
    try {
      await reset({ resetToken, password, password_confirmation }).unwrap();
      showToast('success', t('passwordReset.done'));
      navigate(`/login/${userType}`, { replace: true });
    } catch (failure) {
      if (setServerErrors(passwordForm.setError, failure).length > 0) return;
      // the reset token expired or was used: start again from the code
      setCodeError((failure as ApiError).message);
      setCode('');
      setStep('code');
    }
  });

  return (
    <section className="fw-forget" aria-labelledby="fw-forget-title">
      <h1 id="fw-forget-title">{t('pages.forgetPassword')}</h1>
      {step === 'email' && (
        <form onSubmit={(e) => void requestCode(e)} noValidate aria-label={t('passwordReset.emailStep')}>
          <p>{t('passwordReset.intro')}</p>
          <TextField {...bindEmail('email')} type="email" autoComplete="email" required />
          <button type="submit" className="fw-button" disabled={forgotState.isLoading}>
            {t('passwordReset.sendCode')}
          </button>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={(e) => void checkCode(e)} noValidate aria-label={t('passwordReset.codeStep')}>
          <p role="status">{t('passwordReset.sent')}</p>
          <CodeInput
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            label={t('verify.codeLabel')}
            digitLabel={(n) => t('verify.digit', { n, total: CODE_LENGTH })}
            error={codeError}
          />
          <button type="submit" className="fw-button" disabled={otpState.isLoading}>
            {t('passwordReset.checkCode')}
          </button>{' '}
          <button type="button" className="fw-link-button" onClick={() => setStep('email')}>
            {t('passwordReset.otherEmail')}
          </button>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={(e) => void savePassword(e)} noValidate aria-label={t('passwordReset.passwordStep')}>
          <TextField
            {...bindPassword('password', t('passwordReset.newPassword'))}
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint', { min: PASSWORD_MIN })}
            required
          />
          <PasswordStrengthMeter id="password-strength" password={passwordForm.watch('password')} userInputs={[address]} />
          <TextField {...bindPassword('password_confirmation')} type="password" autoComplete="new-password" required />
          <button type="submit" className="fw-button" disabled={resetState.isLoading}>
            {t('passwordReset.save')}
          </button>
        </form>
      )}
      <p>
        <Link to={`/login/${userType}`}>{t('register.toLogin')}</Link>
      </p>
    </section>
  );
}
