import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, FieldErrors } from './worker-form';

/** Name of a field path for labels and messages: `reference.1.name` → "Name (2)" (labels from `team.fields.*`). */
export function useFieldName(): (path: string) => string {
  const { t } = useTranslation();
  return (path) => {
    const parts = path.split('.');
    const leaf = parts.filter((p) => !/^\d+$/.test(p)).pop() ?? path;
    const index = parts.findLast((p) => /^\d+$/.test(p));
    const name = t(`team.fields.${leaf}`);
    return index === undefined ? name : `${name} (${Number(index) + 1})`;
  };
}

/** Label of a field path as shown above its control: the field name with a capital first letter. */
export function useFieldLabel(): (path: string) => string {
  const name = useFieldName();
  return (path) => {
    const text = name(path);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
}

/** Messages to show per field: the local rule failures, else what the server answered (already localised). */
export function useShownErrors(
  local: FieldErrors,
  server: Record<string, string[]> | undefined,
): Record<string, string> {
  const { t } = useTranslation();
  const name = useFieldName();
  const message = (path: string, error: FieldError) => {
    const params: Record<string, string | number> = { ...error.params, field: name(path) };
    if (typeof params['other'] === 'string') params['other'] = name(params['other']);
    return t(error.key, params);
  };
  const shown: Record<string, string> = {};
  for (const [path, messages] of Object.entries(server ?? {})) if (messages[0]) shown[path] = messages[0];
  for (const [path, error] of Object.entries(local)) shown[path] = message(path, error);
  return shown;
}

const describedBy = (id: string, error?: string) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span id={`${id}-error`} className="fw-field__error" role="alert">
      {error}
    </span>
  ) : null;
}

interface FieldProps {
  /** field path (also the catalogue label's key) */
  name: string;
  label?: string;
  error?: string;
  required?: boolean;
}

export function TextField({
  name,
  label,
  error,
  required,
  value,
  onChange,
  type = 'text',
  multiline,
  inputMode,
}: FieldProps & {
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
}) {
  const id = useId();
  const fieldName = useFieldLabel();
  const common = {
    id,
    name,
    value,
    required,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    ...describedBy(id, error),
  };
  return (
    <div className="fw-field" data-field={name}>
      <label htmlFor={id}>
        {label ?? fieldName(name)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={type} inputMode={inputMode} {...common} />
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  value,
  onChange,
  options,
}: FieldProps & {
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const { t } = useTranslation();
  const fieldName = useFieldLabel();
  return (
    <div className="fw-field" data-field={name}>
      <label htmlFor={id}>{label ?? fieldName(name)}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(id, error)}
      >
        <option value="">{t('team.form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function CheckboxGroup({
  name,
  error,
  values,
  onChange,
  options,
}: FieldProps & {
  values: readonly string[];
  onChange: (v: string[]) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const fieldName = useFieldLabel();
  return (
    <fieldset className="fw-field fw-checkbox-group" data-field={name} {...describedBy(id, error)}>
      <legend>{fieldName(name)}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="checkbox"
            name={name}
            value={o.value}
            checked={values.includes(o.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))
            }
          />{' '}
          {o.label}
        </label>
      ))}
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

/** A repeatable list of sub-forms with "add" and a "remove" per row. */
export function ListEditor<T>({
  name,
  items,
  onChange,
  empty,
  renderItem,
  error,
}: {
  name: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  empty: () => T;
  renderItem: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
  error?: string;
}) {
  const { t } = useTranslation();
  const legend = useFieldLabel()(name);
  const update = (index: number) => (patch: Partial<T>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className="fw-list-editor" data-list={name}>
      <legend>{legend}</legend>
      {items.length === 0 && <p className="fw-list-editor__empty">{t('team.form.none')}</p>}
      {items.map((item, index) => (
        <div
          key={index}
          className="fw-card fw-list-editor__item"
          role="group"
          aria-label={`${legend} ${index + 1}`}
        >
          {renderItem(item, index, update(index))}
          <button
            type="button"
            className="fw-button fw-button--secondary"
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            {t('team.form.remove', { item: `${legend} ${index + 1}` })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="fw-button fw-button--secondary"
        onClick={() => onChange([...items, empty()])}
      >
        {t('team.form.add', { item: legend })}
      </button>
      {error && (
        <span className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
