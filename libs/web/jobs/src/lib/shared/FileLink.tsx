import { useTranslation } from 'react-i18next';
import { FileLink as ProtectedFileLink } from '@fachwerk/web/ui';

/** A job's or proposal's document (see the FileLink of web/ui), with the jobs screens' texts. */
export function FileLink({ path, label }: { path: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <ProtectedFileLink
      path={path}
      label={label}
      openLabel={(name) => t('jobsShared.file.open', { name })}
      failedText={t('jobsShared.file.failed')}
    />
  );
}
