import './catalogue';
import { isUserType, type UserType } from '@fachwerk/shared/contracts';
import { hasErrorCode, isNetworkError, showToast, type ApiError } from '@fachwerk/web/data-access';
import { PasswordStrengthMeter } from '@fachwerk/web/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CODE_LENGTH, CodeInput } from './CodeInput';
import { TextField, focusFirstError } from './form/fields';
import { PASSWORD_MIN, email, maxLength, newPassword, required, sameAs, serverFieldErrors, validate, type FieldErrors } from './form/validation';
import { useForgotPasswordMutation, useResetPasswordMutation, useVerifyOtpMutation } from './identity.api';
import { BadLinkMessage } from './BadLinkMessage';

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
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [passwords, setPasswords] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [forgot, forgotState] = useForgotPasswordMutation();
  const [verifyOtp, otpState] = useVerifyOtpMutation();
  const [reset, resetState] = useResetPasswordMutation();

  if (!isUserType(type)) {
    return <BadLinkMessage titleKey="pages.forgetPassword" textKey="login.unknownType" />;
  }
  const userType: UserType = type;

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ email: address }, { email: [required, email, maxLength(254)] }, t);
    setErrors(found);
    if (found['email']) return focusFirstError(found);
    try {
      await forgot({ email: address.trim(), userType }).unwrap();
    } catch (failure) {
      const apiError = failure as ApiError;
      // only a throttled or invalid request is told apart; whether the address exists never is
      if (hasErrorCode(apiError, 'RATE_LIMITED', 'VALIDATION_FAILED') || isNetworkError(apiError)) {
        setErrors({ email: serverFieldErrors(failure)['email'] ?? apiError.message });
        return;
      }
    }
    setCode('');
    setStep('code');
  };

  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return setErrors({ code: t('verify.incomplete', { length: CODE_LENGTH }) });
    try {
      const result = await verifyOtp({ email: address.trim(), userType, code }).unwrap();
      setResetToken(result.resetToken);
      setErrors({});
      setStep('password');
    } catch (failure) {
      setCode('');
      setErrors({ code: (failure as ApiError).message });
    }
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ ...passwords, email: address }, { password: [newPassword], password_confirmation: [required, sameAs('password')] }, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    try {
      await reset({ resetToken, ...passwords }).unwrap();
      showToast('success', t('passwordReset.done'));
      navigate(`/login/${userType}`, { replace: true });
    } catch (failure) {
      const apiError = failure as ApiError;
      const server = serverFieldErrors(failure);
      if (Object.keys(server).length > 0) return setErrors(server);
      // the reset token expired or was used: start again from the code
      setErrors({ code: apiError.message });
      setCode('');
      setStep('code');
    }
  };

  return (
    <section className="fw-forget" aria-labelledby="fw-forget-title">
      <h1 id="fw-forget-title">{t('pages.forgetPassword')}</h1>
      {step === 'email' && (
        <form onSubmit={(e) => void requestCode(e)} noValidate aria-label={t('passwordReset.emailStep')}>
          <p>{t('passwordReset.intro')}</p>
          <TextField id="email" type="email" autoComplete="email" label={t('fields.email')} value={address} onChange={setAddress} error={errors['email']} required />
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
              setErrors({});
            }}
            label={t('verify.codeLabel')}
            digitLabel={(n) => t('verify.digit', { n, total: CODE_LENGTH })}
            error={errors['code']}
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
            id="password"
            type="password"
            autoComplete="new-password"
            label={t('passwordReset.newPassword')}
            hint={t('register.passwordHint', { min: PASSWORD_MIN })}
            value={passwords.password}
            onChange={(password) => setPasswords((p) => ({ ...p, password }))}
            error={errors['password']}
            required
          />
          <PasswordStrengthMeter id="password-strength" password={passwords.password} userInputs={[address]} />
          <TextField
            id="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t('fields.password_confirmation')}
            value={passwords.password_confirmation}
            onChange={(password_confirmation) => setPasswords((p) => ({ ...p, password_confirmation }))}
            error={errors['password_confirmation']}
            required
          />
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
