import { TEST_IDS } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="fw-not-found" data-testid={TEST_IDS.notFound} aria-labelledby="fw-not-found-title">
      <h1 id="fw-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text', { path: pathname })}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
