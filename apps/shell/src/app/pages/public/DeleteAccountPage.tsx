import './catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './public-site.css';
import { useSeoMeta } from './use-page-meta';

const KEPT = ['invoices', 'contracts', 'security'] as const;

/** /delete-account: how to delete an account (with or without a login) and what is kept. */
export default function DeleteAccountPage() {
  const { t } = useTranslation();
  useSeoMeta('deleteAccount');
  const base = 'publicPages.deleteAccount';
  return (
    <article className="fw-public-page fw-card" data-testid="delete-account-page" aria-labelledby="fw-delete-title">
      <h1 id="fw-delete-title">{t(`${base}.title`)}</h1>
      <p>{t(`${base}.intro`)}</p>
      <h2>{t(`${base}.withLoginTitle`)}</h2>
      <p>{t(`${base}.withLogin`)}</p>
      <h2>{t(`${base}.withoutLoginTitle`)}</h2>
      <p>{t(`${base}.withoutLogin`)}</p>
      <p>
        <Link className="fw-button" to={`/contact-us?${new URLSearchParams({ subject: t(`${base}.title`) }).toString()}`}>
          {t(`${base}.contactCta`)}
        </Link>
      </p>
      <h2>{t(`${base}.keptTitle`)}</h2>
      <ul>
        {KEPT.map((k) => (
          <li key={k}>{t(`${base}.kept.${k}`)}</li>
        ))}
      </ul>
      <h2>{t(`${base}.removedTitle`)}</h2>
      <p>{t(`${base}.removed`)}</p>
    </article>
  );
}
