import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Form controls of the marketplace screens: labelled, with the error announced and tied to the control. */
interface FieldBase {
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
}

const invalidProps = (id: string, error?: string, hint?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});

function Shell({
  id,
  label,
  error,
  required,
  hint,
  children,
  field,
}: FieldBase & { id: string; children: ReactNode; field?: string }) {
  return (
    <div className="fw-field" data-field={field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="fw-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export function TextInput({
  label,
  error,
  required,
  hint,
  value,
  onChange,
  field,
  multiline,
  inputMode,
  rows = 4,
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  field?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  rows?: number;
}) {
  const id = useId();
  const common = {
    id,
    name: field,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    ...invalidProps(id, error, hint),
  };
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint} field={field}>
      {multiline ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type="text" inputMode={inputMode} {...common} />
      )}
    </Shell>
  );
}

export function SelectInput({
  label,
  error,
  required,
  hint,
  value,
  onChange,
  options,
  placeholder,
  field,
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  field?: string;
}) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <Shell id={id} label={label} error={error} required={required} hint={hint} field={field}>
      <select
        id={id}
        name={field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error, hint)}
      >
        <option value="">{placeholder ?? t('jobsShared.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** A multi-select as a fieldset of checkboxes (keyboard and screen-reader friendly). */
export function CheckboxList({
  label,
  error,
  required,
  hint,
  values,
  onChange,
  options,
  field,
}: FieldBase & {
  values: readonly string[];
  onChange: (values: string[]) => void;
  options: readonly { value: string; label: string }[];
  field?: string;
}) {
  const id = useId();
  return (
    <fieldset className="fw-field fw-checkbox-group" data-field={field} {...invalidProps(id, error, hint)}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="checkbox"
            value={o.value}
            checked={values.includes(o.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))
            }
          />{' '}
          {o.label}
        </label>
      ))}
      {hint && (
        <span id={`${id}-hint`} className="fw-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** Free-text tags (certificates): type and press Enter or "Hinzufügen"; each tag has a remove button. */
export function TagInput({
  label,
  error,
  hint,
  values,
  onChange,
  maxLength,
  field,
}: FieldBase & {
  values: readonly string[];
  onChange: (values: string[]) => void;
  maxLength?: number;
  field?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (tag && !values.includes(tag)) onChange([...values, tag]);
    setDraft('');
  };
  return (
    <Shell id={id} label={label} error={error} hint={hint} field={field}>
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
          id={id}
          type="text"
          value={draft}
          maxLength={maxLength}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          {...invalidProps(id, error, hint)}
        />
        <button type="button" className="fw-button fw-button--secondary" onClick={add}>
          {t('jobsShared.tags.add')}
        </button>
      </div>
    </Shell>
  );
}
