import './catalogue';
import { IDENTITY_LIMITS, isUserType } from '@fachwerk/shared/contracts';
import { showToast, type ApiError, useEmailVerifyMutation, useResendCodeMutation } from '@fachwerk/web/data-access';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { CODE_LENGTH, CodeInput } from './CodeInput';
import { useCountdown } from './useCountdown';
import { useStartSession } from './useStartSession';
import { BadLinkMessage } from './BadLinkMessage';

/** Navigation state of the verification page: set by the registrations, which have just sent a code. */
export interface VerifyPageState {
  codeSent?: boolean;
}

/** Seconds a 429 asks to wait, from its message ("… in 42 Sekunden …"), else the resend interval. */
export function retryAfterSeconds(error: Partial<ApiError>): number {
  const seconds = (error.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : IDENTITY_LIMITS.resendIntervalSeconds;
}

/**
 * /emailverify/:id/:type: the 6-digit code from the mail; resend at most once a minute (countdown);
 * wrong, expired and rate-limited codes are explained beside the input. The right code signs the user
 * in: /dashboard with a toast, or /profile with the not-approved toast while the account awaits approval.
 */
export default function EmailVerifyPage() {
  const { t } = useTranslation();
  const { id = '', type } = useParams();
  const { started, startedPending } = useStartSession();
  const [verify, { isLoading }] = useEmailVerifyMutation();
  const [resend, { isLoading: resending }] = useResendCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  // the registration that led here just sent a code: the first resend waits a minute; a login that
  // found the e-mail unverified sent none, so resending is possible at once
  const codeSent = (useLocation().state as VerifyPageState | null)?.codeSent === true;
  const { secondsLeft, start } = useCountdown(codeSent ? IDENTITY_LIMITS.resendIntervalSeconds : 0);

  if (!isUserType(type) || type === 'admin') {
    return <BadLinkMessage titleKey="pages.emailVerify" textKey="verify.badLink" />;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    if (code.length !== CODE_LENGTH) {
      setError(t('verify.incomplete', { length: CODE_LENGTH }));
      return;
    }
    try {
      const envelope = await verify({ userId: id, code }).unwrap();
      showToast('success', t('verify.success'));
      if (envelope.data) started(envelope.data);
    } catch (failure) {
      // verified, and signed in to an account that still awaits approval (§8): /profile
      if (startedPending(failure)) return;
      const apiError = failure as ApiError;
      setCode('');
      setError(apiError.code === 'CODE_EXPIRED' ? `${apiError.message} ${t('verify.expiredHint')}` : apiError.message);
    }
  };

  const onResend = async () => {
    setError(undefined);
    try {
      await resend({ userId: id }).unwrap();
      setNotice(t('verify.resent'));
      start(IDENTITY_LIMITS.resendIntervalSeconds);
    } catch (failure) {
      const apiError = failure as ApiError;
      setError(apiError.message);
      if (apiError.code === 'RATE_LIMITED') start(retryAfterSeconds(apiError));
    }
  };

  return (
    <section className="fw-verify" aria-labelledby="fw-verify-title">
      <h1 id="fw-verify-title">{t('pages.emailVerify')}</h1>
      <p>{t('verify.intro', { minutes: IDENTITY_LIMITS.verificationCodeTtlSeconds / 60 })}</p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <CodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
          }}
          label={t('verify.codeLabel')}
          digitLabel={(n) => t('verify.digit', { n, total: CODE_LENGTH })}
          error={error}
        />
        <button type="submit" className="fw-button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('verify.submitting') : t('verify.submit')}
        </button>
      </form>
      <p aria-live="polite">
        {notice && <span className="fw-notice">{notice} </span>}
        <button type="button" className="fw-link-button" onClick={() => void onResend()} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? t('verify.resendIn', { seconds: secondsLeft }) : t('verify.resend')}
        </button>
      </p>
      <p>
        <Link to={`/login/${type}`}>{t('register.toLogin')}</Link>
      </p>
    </section>
  );
}
