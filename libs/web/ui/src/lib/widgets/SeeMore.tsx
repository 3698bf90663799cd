import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SeeMoreProps {
  text: string;
  /** Characters shown while collapsed */
  limit?: number;
}

/** See more / see less (§2): long text is truncated with an ellipsis and can be expanded. */
export function SeeMore({ text, limit = 150 }: SeeMoreProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const needsToggle = text.length > limit;
  const shown = !needsToggle || expanded ? text : `${text.slice(0, limit).trimEnd()}…`;
  return (
    <p className="fw-see-more">
      <span id={id}>{shown}</span>
      {needsToggle && (
        <>
          {' '}
          <button type="button" className="fw-link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
            {expanded ? t('common.seeLess') : t('common.seeMore')}
          </button>
        </>
      )}
    </p>
  );
}
