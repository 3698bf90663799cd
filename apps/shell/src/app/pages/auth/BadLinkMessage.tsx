import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorNotice } from '@fachwerk/web/ui';

/** A guest page opened with an unknown type or id in its path: what is wrong and where to go instead. */
export function BadLinkMessage({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <ErrorNotice as="section">
      <h1>{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
      <Link to="/get-started">{t('pages.getStarted')}</Link>
    </ErrorNotice>
  );
}
