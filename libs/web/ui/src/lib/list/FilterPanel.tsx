import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filters: always open on wider screens; on phones (< 600px) folded behind a
 * "Filter anzeigen" button so the results start at the top of the screen.
 */
export function FilterPanel({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(true);
  const bodyId = useId();
  return (
    <section className="fw-filter-panel" aria-label={label} data-collapsed={collapsed} data-testid={testId}>
      <button
        type="button"
        className="fw-button fw-button--secondary fw-filter-panel__toggle"
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        onClick={() => setCollapsed((c) => !c)}
      >
        {collapsed ? t('listFilters.show') : t('listFilters.hide')}
      </button>
      <div id={bodyId} className="fw-filter-panel__body">
        {children}
      </div>
    </section>
  );
}

export interface SortOption {
  value: string;
  label: string;
}

/** The sort order of a list (a native select, labelled "Sortieren nach"). */
export function SortControl({ value, options, onChange }: { value: string; options: readonly SortOption[]; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="fw-sort">
      <label htmlFor={id}>{t('listFilters.sort')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
