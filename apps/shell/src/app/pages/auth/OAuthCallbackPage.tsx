import './catalogue';
import { OAUTH_CALLBACK_ERRORS, REGISTRABLE_USER_TYPES, type RegistrableUserType } from '@fachwerk/shared/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useOauthCompleteMutation, useOauthExchangeMutation } from '@fachwerk/web/data-access';
import { useStartSession } from './useStartSession';

const knownError = (error: string) => (OAUTH_CALLBACK_ERRORS as readonly string[]).includes(error);

/**
 * /oauth/callback, where the API's OAuth callback sends the browser: `?code=` (known account) is
 * exchanged for a session; `?ticket=` (first sign-in) asks for client or supplier; `?error=` explains.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const ticket = params.get('ticket');
  const error = params.get('error');
  const { started, startedPending } = useStartSession();
  const [exchange] = useOauthExchangeMutation();
  const [complete, completeState] = useOauthCompleteMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const exchanged = useRef(false);

  useEffect(() => {
    // the code is single-use: never send it twice (StrictMode runs effects twice in development)
    if (!code || exchanged.current) return;
    exchanged.current = true;
    exchange({ code })
      .unwrap()
      .then(started, (failure: { message?: string }) => {
        if (!startedPending(failure)) setFailed(failure.message ?? t('oauth.errors.failed'));
      });
  }, [code, exchange, started, startedPending, t]);

  const choose = (userType: RegistrableUserType) => {
    if (!ticket) return;
    complete({ ticket, userType })
      .unwrap()
      .then(started, (failure: { message?: string }) => {
        if (!startedPending(failure)) setFailed(failure.message ?? t('oauth.errors.failed'));
      });
  };

  const problem = failed ?? (error ? t(`oauth.errors.${knownError(error) ? error : 'failed'}`) : !code && !ticket ? t('oauth.errors.failed') : null);
  return (
    <section className="fw-oauth" aria-labelledby="fw-oauth-title">
      <h1 id="fw-oauth-title">{t('oauth.title')}</h1>
      {problem ? (
        <div role="alert">
          <p>{problem}</p>
          <p>
            <Link to="/get-started">{t('oauth.backToStart')}</Link>
          </p>
        </div>
      ) : ticket ? (
        <div role="group" aria-labelledby="fw-oauth-choose">
          <p id="fw-oauth-choose">{t('oauth.chooseType')}</p>
          {REGISTRABLE_USER_TYPES.map((type) => (
            <button key={type} type="button" className="fw-button" disabled={completeState.isLoading} onClick={() => choose(type)}>
              {t(`oauth.continueAs.${type}`)}
            </button>
          ))}
        </div>
      ) : (
        <p role="status">{t('oauth.signingIn')}</p>
      )}
    </section>
  );
}
