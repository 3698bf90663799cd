import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalize } from '../form/fields';

export interface ListEditorProps<T> {
  /** field name of the list (`contactPerson`), labels its fieldset */
  name: string;
  items: T[];
  onChange: (items: T[]) => void;
  create: () => T;
  /** the fields of one item */
  renderItem: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
  /** at least this many items (the remove button is hidden below it) */
  min?: number;
  max?: number;
  error?: string;
}

/** An editable list of items (contact persons, languages, availabilities, experience, references). */
export function ListEditor<T>({ name, items, onChange, create, renderItem, min = 0, max = 10, error }: ListEditorProps<T>) {
  const { t } = useTranslation();
  const list = t(`fields.${name}`);
  return (
    <fieldset className="fw-list" id={name}>
      <legend>{capitalize(list)}</legend>
      {items.map((item, index) => (
        <div key={index} className="fw-list__item" role="group" aria-label={t('wizard.item', { list, n: index + 1 })}>
          {renderItem(item, index, (patch) => onChange(items.map((it, i) => (i === index ? { ...it, ...patch } : it))))}
          {items.length > min && (
            <button type="button" className="fw-link-button" onClick={() => onChange(items.filter((_, i) => i !== index))}>
              {t('wizard.removeItem', { list, n: index + 1 })}
            </button>
          )}
        </div>
      ))}
      {items.length < max && (
        <button type="button" className="fw-button fw-button--secondary" onClick={() => onChange([...items, create()])}>
          {t('wizard.addItem', { list })}
        </button>
      )}
      {error && (
        <span id={`${name}-error`} role="alert" className="fw-field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
