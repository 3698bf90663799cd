import { useTranslation } from 'react-i18next';

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next paging with "Seite x von y"; hidden when everything fits on one page. */
export function Pager({ page, limit, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (pages <= 1) return null;
  return (
    <nav className="fw-pager" aria-label={t('pager.label')}>
      <button type="button" className="fw-button fw-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.status', { page, pages })}</span>
      <button type="button" className="fw-button fw-button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
