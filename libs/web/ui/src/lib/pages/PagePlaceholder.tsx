import { TEST_IDS } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';

/** A clearly marked fallback for a route without a page (tests keep every route built); never a blank screen. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const page = t(titleKey);
  return (
    <section
      className="fw-placeholder"
      data-testid={TEST_IDS.pagePlaceholder}
      aria-labelledby="fw-placeholder-title"
    >
      <h1 id="fw-placeholder-title">{page}</h1>
      <p className="fw-placeholder__badge">{t('placeholder.title')}</p>
      <p>{t('placeholder.text', { page })}</p>
    </section>
  );
}
