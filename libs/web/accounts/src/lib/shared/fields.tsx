import '../catalogue';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, FieldErrors } from './validation';

/** Name of a field path inside messages: `contactPerson.1.name` → "name (2)"; from `profile.fields.*`. */
function useFieldName(): (path: string) => string {
  const { t } = useTranslation();
  return (path) => {
    const parts = path.split('.');
    const leaf = parts.filter((p) => !/^\d+$/.test(p)).pop() ?? path;
    const index = parts.findLast((p) => /^\d+$/.test(p));
    const name = t(`profile.fields.${leaf}`);
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

/** The message of a field error, naming the field (§5). */
export function useFieldMessage(): (path: string, error: FieldError) => string {
  const { t } = useTranslation();
  const name = useFieldName();
  return (path, error) => {
    const params: Record<string, string | number> = { ...error.params, field: name(path) };
    if (typeof params['other'] === 'string') params['other'] = name(params['other']);
    return t(`validation.${error.key}`, params);
  };
}

/** Server validation errors (`errors`: field → messages) merged as ready-made messages. */
export type ShownErrors = Record<string, string>;

export function useShownErrors(local: FieldErrors, server: Record<string, string[]> | undefined): ShownErrors {
  const message = useFieldMessage();
  const shown: ShownErrors = {};
  for (const [path, messages] of Object.entries(server ?? {})) if (messages[0]) shown[path] = messages[0];
  for (const [path, error] of Object.entries(local)) shown[path] = message(path, error);
  return shown;
}

interface BaseFieldProps {
  name: string;
  /** defaults to the catalogue label of `name` */
  label?: string;
  error?: string;
  required?: boolean;
}

function FieldShell({ id, label, error, required, children }: { id: string; label: string; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="fw-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <span id={`${id}-error`} className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

export interface TextFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
  autoComplete?: string;
  readOnly?: boolean;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
}

export function TextField({ name, label, error, required, value, onChange, type = 'text', autoComplete, readOnly, multiline, inputMode }: TextFieldProps) {
  const id = useId();
  const fieldLabel = useFieldLabel();
  const onInput = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  const common = { id, name, value, onChange: onInput, readOnly, required, ...describedBy(id, error) };
  return (
    <FieldShell id={id} label={label ?? fieldLabel(name)} error={error} required={required}>
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />}
    </FieldShell>
  );
}

export interface SelectFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ name, label, error, required, value, onChange, options, placeholder }: SelectFieldProps) {
  const id = useId();
  const fieldLabel = useFieldLabel();
  const { t } = useTranslation();
  return (
    <FieldShell id={id} label={label ?? fieldLabel(name)} error={error} required={required}>
      <select id={id} name={name} value={value} required={required} onChange={(e) => onChange(e.target.value)} {...describedBy(id, error)}>
        <option value="">{placeholder ?? t('profile.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface CheckboxGroupProps extends BaseFieldProps {
  values: readonly string[];
  onChange: (values: string[]) => void;
  options: readonly { value: string; label: string }[];
  /** label of an extra "select all" box (e.g. "Alle auswählen") */
  selectAllLabel?: string;
}

/** A multi-select as a fieldset of checkboxes (keyboard and screen-reader friendly). */
export function CheckboxGroup({ name, label, error, required, values, onChange, options, selectAllLabel }: CheckboxGroupProps) {
  const id = useId();
  const fieldLabel = useFieldLabel();
  const all = options.length > 0 && options.every((o) => values.includes(o.value));
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset className="fw-field fw-checkbox-group" {...describedBy(id, error)}>
      <legend>
        {label ?? fieldLabel(name)}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {selectAllLabel && (
        <label>
          <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? options.map((o) => o.value) : [])} /> {selectAllLabel}
        </label>
      )}
      {options.map((option) => (
        <label key={option.value}>
          <input type="checkbox" name={name} value={option.value} checked={values.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />{' '}
          {option.label}
        </label>
      ))}
      {error && (
        <span id={`${id}-error`} className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

export function CheckboxField({ name, label, error, required, checked, onChange }: BaseFieldProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  const fieldLabel = useFieldLabel();
  return (
    <div className="fw-field fw-field--checkbox">
      <label htmlFor={id}>
        <input id={id} type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} {...describedBy(id, error)} /> {label ?? fieldLabel(name)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {error && (
        <span id={`${id}-error`} className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export interface ListEditorProps<T> {
  /** list field name, e.g. `contactPerson` (its catalogue label is the legend) */
  name: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  empty: () => T;
  renderItem: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
  error?: string;
  required?: boolean;
}

/** A list of sub-forms with "add" and a "remove" per entry (contact persons, references, …). */
export function ListEditor<T>({ name, items, onChange, empty, renderItem, error, required }: ListEditorProps<T>) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const legend = fieldLabel(name);
  const update = (index: number) => (patch: Partial<T>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className="fw-list-editor" data-list={name}>
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {items.length === 0 && <p className="fw-list-editor__empty">{t('profile.list.empty')}</p>}
      {items.map((item, index) => (
        <div key={index} className="fw-card fw-list-editor__item" role="group" aria-label={`${legend} ${index + 1}`}>
          {renderItem(item, index, update(index))}
          <button type="button" className="fw-button fw-button--secondary" onClick={() => onChange(items.filter((_, i) => i !== index))}>
            {t('profile.list.remove', { item: `${legend} ${index + 1}` })}
          </button>
        </div>
      ))}
      <button type="button" className="fw-button fw-button--secondary" onClick={() => onChange([...items, empty()])}>
        {t('profile.list.add', { item: legend })}
      </button>
      {error && (
        <span className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
