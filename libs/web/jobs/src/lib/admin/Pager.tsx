import { useTranslation } from 'react-i18next';

/** Previous / next paging of the admin lists. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('jobsAdmin.paging')} className="fw-pager">
      <button
        type="button"
        className="fw-button fw-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('jobsAdmin.previous')}
      </button>
      <span>{t('jobsAdmin.page', { page, pages })}</span>
      <button
        type="button"
        className="fw-button fw-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('jobsAdmin.next')}
      </button>
    </nav>
  );
}

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / Math.max(1, limit)));
