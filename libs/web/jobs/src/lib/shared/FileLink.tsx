import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileLabel, useFileDownload } from '@fachwerk/web/ui';

/** Opens a protected file (`GET /files/:id`) with the session's token; a plain link would get a 401. */
export function FileLink({ path, label }: { path: string; label?: string }) {
  const { t } = useTranslation();
  const download = useFileDownload();
  const [failed, setFailed] = useState(false);
  const name = label ?? fileLabel(path);
  return (
    <span className="fw-file-link">
      <button
        type="button"
        className="fw-link-button"
        aria-label={t('jobsShared.file.open', { name })}
        onClick={() => {
          setFailed(false);
          download(path).catch(() => setFailed(true));
        }}
      >
        {name}
      </button>
      {failed && (
        <span role="alert" className="fw-field__error">
          {t('jobsShared.file.failed')}
        </span>
      )}
    </span>
  );
}
