import { FileLink, FileUploadPreview } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldLabel, useFileLinkTexts } from '../shared/labels';
import { fileLabel } from '@fachwerk/web/ui';

export interface DocumentListProps {
  paths: string[];
  /** the uploaded names of the stored paths (the API's fileNames) */
  names?: Record<string, string>;
  onChange: (paths: string[]) => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}

/** Further documents (slot `general`): the stored ones with open and remove, and a slot to add one. */
export function DocumentList({ paths, names = {}, onChange, upload }: DocumentListProps) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const fileTexts = useFileLinkTexts();
  // a fresh upload slot after each added file
  const [slotKey, setSlotKey] = useState(0);
  return (
    <div className="fw-documents">
      <h3>{fieldLabel('documents')}</h3>
      {paths.length === 0 ? (
        <p>{t('profile.documents.none')}</p>
      ) : (
        <ul>
          {paths.map((path) => (
            <li key={path}>
              <FileLink path={path} label={names[path]} {...fileTexts} />{' '}
              <button
                type="button"
                className="fw-icon-button"
                aria-label={t('upload.remove', { name: names[path] ?? fileLabel(path) })}
                onClick={() => onChange(paths.filter((p) => p !== path))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileUploadPreview
        key={slotKey}
        label={t('profile.documents.add')}
        slot="general"
        path={null}
        upload={upload}
        onChange={(path) => {
          if (!path) return;
          onChange([...paths, path]);
          setSlotKey((k) => k + 1);
        }}
      />
    </div>
  );
}
