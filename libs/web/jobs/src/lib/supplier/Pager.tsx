import { useTranslation } from 'react-i18next';

/** Previous / next paging of a list answer (`total`, `limit`). Hidden while everything fits on one page. */
export function Pager({
  page,
  total,
  limit,
  onPage,
}: {
  page: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('jobsSupplier.paging.label')} className="fw-pager">
      <button
        type="button"
        className="fw-button fw-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('jobsSupplier.paging.previous')}
      </button>
      <span>{t('jobsSupplier.paging.page', { page, pages })}</span>
      <button
        type="button"
        className="fw-button fw-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('jobsSupplier.paging.next')}
      </button>
    </nav>
  );
}
