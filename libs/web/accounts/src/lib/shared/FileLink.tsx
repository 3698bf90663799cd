import { useTranslation } from 'react-i18next';
import { FileLink as ProtectedFileLink } from '@fachwerk/web/ui';

/** A profile document (see the FileLink of web/ui), with the profile screens' texts. */
export function FileLink({ path, label }: { path: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <ProtectedFileLink
      path={path}
      label={label}
      openLabel={(name) => t('profile.documents.open', { name })}
      failedText={t('profile.documents.openFailed')}
    />
  );
}
