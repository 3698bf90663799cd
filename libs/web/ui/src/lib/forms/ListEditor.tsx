import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './Field';

export interface ListEditorProps {
  /** Visible legend of the list; rows are named "<legend> <n>" unless `rowLabel` says otherwise. */
  legend: string;
  /** One stable key per row (react-hook-form's `useFieldArray().fields[i].id`). */
  rowKeys: readonly string[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The controls of row `index` (0-based). */
  renderRow: (index: number) => ReactNode;
  /** Accessible name of row `n` (1-based). */
  rowLabel?: (n: number) => string;
  /** Text of the add button (default "<legend> hinzufügen"). */
  addLabel?: string;
  /** Text of the remove button of row `n` (default "<row label> entfernen"). */
  removeLabel?: (n: number) => string;
  /** Shown while there is no row; `null` shows nothing. */
  emptyText?: string | null;
  /** No remove buttons while the list has this many rows or fewer (a list that needs one row: 1). */
  min?: number;
  /** No add button once the list has this many rows. */
  max?: number;
  /** Marks the legend with * (the list needs at least one row). */
  required?: boolean;
  error?: string;
  /** `data-field` (and `data-list`) of the fieldset. */
  field?: string;
  className?: string;
}

/**
 * A repeatable list of sub-forms (languages of a job, references of a worker): a fieldset with one
 * labelled group per row, a remove button per row and an add button. State stays with the caller
 * (react-hook-form's `useFieldArray`), so each row's fields validate like any other field.
 */
export function ListEditor({
  legend,
  rowKeys,
  onAdd,
  onRemove,
  renderRow,
  rowLabel = (n) => `${legend} ${n}`,
  addLabel,
  removeLabel,
  emptyText,
  min = 0,
  max,
  required,
  error,
  field,
  className,
}: ListEditorProps) {
  const { t } = useTranslation();
  const empty = emptyText === undefined ? t('listEditor.none') : emptyText;
  return (
    <fieldset className={['fw-field', 'fw-list-editor', className].filter(Boolean).join(' ')} data-field={field} data-list={field}>
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {rowKeys.length === 0 && empty && <p className="fw-list-editor__empty">{empty}</p>}
      {rowKeys.map((key, index) => (
        <div key={key} className="fw-card fw-list-editor__item" role="group" aria-label={rowLabel(index + 1)}>
          {renderRow(index)}
          {rowKeys.length > min && (
            <button type="button" className="fw-button fw-button--secondary" onClick={() => onRemove(index)}>
              {removeLabel ? removeLabel(index + 1) : t('listEditor.remove', { item: rowLabel(index + 1) })}
            </button>
          )}
        </div>
      ))}
      {(max === undefined || rowKeys.length < max) && (
        <button type="button" className="fw-button fw-button--secondary" onClick={onAdd}>
          {addLabel ?? t('listEditor.add', { item: legend })}
        </button>
      )}
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
