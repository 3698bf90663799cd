import { FieldFrame, useFieldIds } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CertificatesFieldProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** at most this many entries */
  max: number;
  /** characters per entry */
  maxLength: number;
  hint?: string;
  error?: string;
  field?: string;
}

/** Free-text certificates as tags: type and press Enter or "Hinzufügen"; each tag has a remove button. */
export function CertificatesField({ label, values, onChange, max, maxLength, hint, error, field }: CertificatesFieldProps) {
  const { t } = useTranslation();
  const { id, controlProps } = useFieldIds(error, hint);
  const [draft, setDraft] = useState('');
  const full = values.length >= max;
  const add = () => {
    const tag = draft.trim();
    if (tag && !full && !values.includes(tag)) onChange([...values, tag]);
    setDraft('');
  };
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} field={field}>
      <div className="fw-tags">
        <ul className="fw-tags__list">
          {values.map((tag) => (
            <li key={tag} className="fw-tag">
              {tag}{' '}
              <button
                type="button"
                className="fw-icon-button"
                aria-label={t('jobsShared.tags.remove', { tag })}
                onClick={() => onChange(values.filter((v) => v !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          type="text"
          value={draft}
          maxLength={maxLength}
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          {...controlProps}
        />
        <button type="button" className="fw-button fw-button--secondary" disabled={full} onClick={add}>
          {t('jobsShared.tags.add')}
        </button>
      </div>
    </FieldFrame>
  );
}
