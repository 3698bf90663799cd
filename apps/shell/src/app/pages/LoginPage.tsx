import { REDIRECTS, TEST_IDS, isUserType, type LoginResponse } from '@fachwerk/shared/contracts';
import { getRuntimeConfig, loggedIn, notApprovedSession, useAppDispatch, useLoginMutation } from '@fachwerk/web/data-access';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { registerRoleRemote } from '../remotes';

/** /login/:type: e-mail and password; stores the session, registers the role's remote, goes to /dashboard. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string[]>([]);

  if (!isUserType(type)) {
    return (
      <section className="fw-error" role="alert">
        <h1>{t('pages.login')}</h1>
        <p>{t('login.unknownType')}</p>
        <Link to="/get-started">{t('pages.getStarted')}</Link>
      </section>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = [
      ...(email.trim() ? [] : [t('login.email')]),
      ...(password ? [] : [t('login.password')]),
    ];
    setMissing(empty);
    if (empty.length > 0) return;
    const startSession = (session: LoginResponse) => {
      // register the role's remote before the session re-renders the guarded routes
      registerRoleRemote(session.userData.userType, getRuntimeConfig());
      dispatch(loggedIn(session));
    };
    try {
      startSession(await login({ email: email.trim(), password, userType: type }).unwrap());
      navigate(REDIRECTS.loggedInHome, { replace: true });
    } catch (error) {
      // The API layer shows the error as a toast. A not-approved account is still logged in: the API
      // layer sends it to /profile after the toast (§8), which needs the session.
      const pending = notApprovedSession(error);
      if (pending) startSession(pending);
    }
  };

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
        {missing.map((field) => (
          <p key={field} role="alert" className="fw-field__error">
            {t('login.required', { field })}
          </p>
        ))}
        <button type="submit" className="fw-button" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {type !== 'admin' && (
        <p>
          <Link to={`/forget-password/${type}`}>{t('login.forgotPassword')}</Link>
        </p>
      )}
    </section>
  );
}
