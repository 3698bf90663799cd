import type { RegistrableUserType } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const REGISTER_PATH: Record<RegistrableUserType, string> = {
  client: '/client-register',
  supplier: '/service-provider-register',
};

function RoleCard({ type }: { type: RegistrableUserType }) {
  const { t } = useTranslation();
  return (
    <article className="fw-card">
      <h2>{t(`getStarted.${type}Title`)}</h2>
      <p>{t(`getStarted.${type}Text`)}</p>
      <Link className="fw-button" to={`/login/${type}`}>
        {t('getStarted.login')}
      </Link>{' '}
      <Link to={REGISTER_PATH[type]}>{t('getStarted.register')}</Link>
    </article>
  );
}

/** /get-started: choose client or supplier, with login and registration links per type and the admin login. */
export default function GetStartedPage() {
  const { t } = useTranslation();
  return (
    <section className="fw-get-started" aria-labelledby="fw-get-started-title">
      <h1 id="fw-get-started-title">{t('getStarted.title')}</h1>
      <p>{t('getStarted.intro')}</p>
      <div className="fw-cards">
        <RoleCard type="client" />
        <RoleCard type="supplier" />
      </div>
      <p>
        <Link to="/login/admin">{t('getStarted.adminLogin')}</Link>
      </p>
    </section>
  );
}
