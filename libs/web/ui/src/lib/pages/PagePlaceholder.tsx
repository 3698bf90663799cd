import { TEST_IDS } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { releaseKeyOf } from './releases';

/** A clearly marked placeholder for a page a later release fills; never a blank screen. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const page = t(titleKey);
  return (
    <section className="fw-placeholder" data-testid={TEST_IDS.pagePlaceholder} aria-labelledby="fw-placeholder-title">
      <h1 id="fw-placeholder-title">{page}</h1>
      <p className="fw-placeholder__badge">{t('placeholder.title')}</p>
      <p>{t('placeholder.text', { page, release: t(releaseKeyOf(titleKey)) })}</p>
    </section>
  );
}
