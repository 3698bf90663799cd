import './auth/catalogue';
import { TEST_IDS, isUserType } from '@fachwerk/shared/contracts';
import { isSecondStep, useLoginMutation, type ApiError, type SecondStepAnswer } from '@fachwerk/web/data-access';
import { ChunkBoundary, FieldError, lazyChunk } from '@fachwerk/web/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SocialSignIn } from './auth/SocialSignIn';
import { useStartSession } from './auth/useStartSession';
import { BadLinkMessage } from './auth/BadLinkMessage';

/** The second factor's step (code, recovery code, or an admin's enrolment): its own chunk, loaded after the password. */
const SecondStep = lazyChunk('login-second-step', () => import(/* webpackChunkName: "login-second-step" */ './auth/two-factor/LoginSecondStep'));

/** The verification page an EMAIL_NOT_VERIFIED login answer points to (`data.userId/userType`). */
export function unverifiedTarget(error: unknown): string | null {
  const apiError = error as Partial<ApiError> | null;
  if (apiError?.code !== 'EMAIL_NOT_VERIFIED') return null;
  const data = apiError.data as { userId?: unknown; userType?: unknown } | undefined;
  return typeof data?.userId === 'string' && (data.userType === 'client' || data.userType === 'supplier')
    ? `/emailverify/${data.userId}/${data.userType}`
    : null;
}

/**
 * /login/:type: e-mail and password; stores the session, registers the role's remote, goes to /dashboard.
 * An unverified e-mail goes to its verification page; social sign-in buttons for clients and suppliers.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const navigate = useNavigate();
  const { started, startedPending } = useStartSession();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [secondStep, setSecondStep] = useState<SecondStepAnswer | null>(null);
  // Failed logins from this address slow it down (429): a code of the second factor with the password still logs in.
  const [slowed, setSlowed] = useState(false);
  const [code, setCode] = useState('');

  if (!isUserType(type)) {
    return <BadLinkMessage titleKey="pages.login" textKey="login.unknownType" />;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = [
      ...(email.trim() ? [] : [t('login.email')]),
      ...(password ? [] : [t('login.password')]),
    ];
    setMissing(empty);
    if (empty.length > 0) return;
    try {
      const withCode = slowed && /^\d{6}$/.test(code.replace(/\s/g, '')) ? { code: code.replace(/\s/g, '') } : {};
      const answer = await login({ email: email.trim(), password, userType: type, ...withCode }).unwrap();
      if (isSecondStep(answer)) setSecondStep(answer);
      else started(answer);
    } catch (error) {
      // The API layer shows the error as a toast. A not-approved account is still logged in (the API
      // layer sends it to /profile after the toast, §8); an unverified one enters its code first.
      if (startedPending(error)) return;
      if ((error as Partial<ApiError> | null)?.code === 'RATE_LIMITED') setSlowed(true);
      const verify = unverifiedTarget(error);
      if (verify) navigate(verify);
    }
  };

  if (secondStep) {
    return (
      <section className="fw-login" aria-labelledby="fw-login-title">
        <ChunkBoundary>
          <SecondStep answer={secondStep} onRestart={() => setSecondStep(null)} />
        </ChunkBoundary>
      </section>
    );
  }

  return (
    <section className="fw-login" aria-labelledby="fw-login-title">
      <h1 id="fw-login-title">{t('login.title', { role: t(`roles.${type}`) })}</h1>
      <form data-testid={TEST_IDS.loginForm} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="fw-field">
          <label htmlFor="login-email">{t('login.email')}</label>
          <input id="login-email" name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </div>
        <div className="fw-field">
          <label htmlFor="login-password">{t('login.password')}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        {slowed && (
          <div className="fw-field">
            <label htmlFor="login-code">{t('login.slowedCode')}</label>
            <input
              id="login-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-describedby="login-code-hint"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              data-testid="login-slowed-code"
            />
            <p id="login-code-hint" className="fw-field__hint">
              {t('login.slowedHint')}
            </p>
          </div>
        )}
        {missing.map((field) => (
          <FieldError key={field} as="p">
            {t('login.required', { field })}
          </FieldError>
        ))}
        <button type="submit" className="fw-button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {type !== 'admin' && (
        <>
          <p>
            <Link to={`/forget-password/${type}`}>{t('login.forgotPassword')}</Link>
          </p>
          <SocialSignIn />
        </>
      )}
    </section>
  );
}
