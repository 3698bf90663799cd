import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fileLabel, useFileFetcher } from '@fachwerk/web/ui';

/**
 * Opens a protected file (`GET /files/:id`) with the session's token: files are never served by a
 * guessable public URL, so a plain link would get a 401.
 */
export function FileLink({ path, label }: { path: string; label?: string }) {
  const { t } = useTranslation();
  const fetchFile = useFileFetcher();
  const [failed, setFailed] = useState(false);
  const name = label ?? fileLabel(path);
  const open = async () => {
    setFailed(false);
    try {
      const blob = await fetchFile(path);
      downloadBlob(blob, fileLabel(path));
    } catch {
      setFailed(true);
    }
  };
  return (
    <span className="fw-file-link">
      <button type="button" className="fw-link-button" onClick={() => void open()} aria-label={t('profile.documents.open', { name })}>
        {name}
      </button>
      {failed && (
        <span role="alert" className="fw-field__error">
          {t('profile.documents.openFailed')}
        </span>
      )}
    </span>
  );
}
