import { API_PATHS, type OAuthProvider } from '@fachwerk/shared/contracts';
import { apiBaseUrl, useAuthProvidersQuery } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';

/** Buttons for the social sign-in providers the API has configured (`GET /auth/providers`); none otherwise. */
export function SocialSignIn() {
  const { t } = useTranslation();
  const { data: providers = [] } = useAuthProvidersQuery();
  if (providers.length === 0) return null;
  const start = (provider: OAuthProvider) => window.location.assign(`${apiBaseUrl()}${API_PATHS.auth.oauthStart(provider)}`);
  return (
    <div className="fw-social" role="group" aria-label={t('oauth.groupLabel')}>
      <p>{t('oauth.or')}</p>
      {providers.map((provider) => (
        <button key={provider} type="button" className="fw-button fw-button--secondary" onClick={() => start(provider)}>
          {t(`oauth.continueWith.${provider}`)}
        </button>
      ))}
    </div>
  );
}
