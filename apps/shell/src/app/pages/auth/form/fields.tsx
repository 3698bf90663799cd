import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Dial codes offered beside phone numbers; +49 is the default (§9). */
export const DIAL_CODES = ['+49', '+43', '+41', '+31', '+32', '+33', '+39', '+48', '+420', '+45', '+352'] as const;

interface BaseProps {
  /** DOM id; the error is linked by `${id}-error` */
  id: string;
  label: string;
  error?: string;
}

/** A label as shown: the catalogue's field names are lower case in English ("company name"). */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A control's label, with * when required. */
function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor}>
      {capitalize(label)}
      {required ? ' *' : ''}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span id={`${id}-error`} role="alert" className="fw-field__error">
      {error}
    </span>
  ) : null;
}

const described = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export interface TextFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  required?: boolean;
  multiline?: boolean;
  hint?: string;
}

export function TextField({ id, label, error, value, onChange, type = 'text', autoComplete, inputMode, required, multiline, hint }: TextFieldProps) {
  const props = { id, name: id, value, required, ...described(id, error), onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return (
    <div className="fw-field">
      <Label htmlFor={id} label={label} required={required} />
      {multiline ? <textarea {...props} /> : <input {...props} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      {hint && <small className="fw-field__hint">{hint}</small>}
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
}

export function SelectField({ id, label, error, value, onChange, options, placeholder, required }: SelectFieldProps) {
  return (
    <div className="fw-field">
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} name={id} value={value} onChange={(e) => onChange(e.target.value)} {...described(id, error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface PhoneFieldProps extends BaseProps {
  dialCode: string;
  onDialCode: (value: string) => void;
  value: string;
  onChange: (value: string) => void;
  dialLabel: string;
  required?: boolean;
}

/** Dial code (default +49) and number as one labelled group. */
export function PhoneField({ id, label, error, dialCode, onDialCode, value, onChange, dialLabel, required }: PhoneFieldProps) {
  return (
    <fieldset className="fw-field fw-field--phone">
      <legend>
        {capitalize(label)}
        {required ? ' *' : ''}
      </legend>
      <label htmlFor={`${id}-dial`} className="fw-visually-hidden">
        {dialLabel}
      </label>
      <select id={`${id}-dial`} value={dialCode} onChange={(e) => onDialCode(e.target.value)}>
        {DIAL_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <label htmlFor={id} className="fw-visually-hidden">
        {label}
      </label>
      <input id={id} name={id} type="tel" autoComplete="tel-national" value={value} onChange={(e) => onChange(e.target.value)} {...described(id, error)} />
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps extends BaseProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}

export function CheckboxField({ id, label, error, checked, onChange, children }: CheckboxFieldProps) {
  return (
    <div className="fw-field fw-field--checkbox">
      <input id={id} name={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...described(id, error)} />
      <label htmlFor={id}>{capitalize(label)}</label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface MultiCheckProps extends BaseProps {
  values: string[];
  onChange: (values: string[]) => void;
  options: { value: string; label: string }[];
  /** label of a "select all" box (the regions' "Alle auswählen") */
  selectAllLabel?: string;
}

/** A group of checkboxes for a list field (service types, skills, regions). */
export function MultiCheck({ id, label, error, values, onChange, options, selectAllLabel }: MultiCheckProps) {
  const all = options.length > 0 && options.every((o) => values.includes(o.value));
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset className="fw-field fw-multicheck" {...described(id, error)} id={id}>
      <legend>{capitalize(label)}</legend>
      {selectAllLabel && (
        <label className="fw-multicheck__all">
          <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? options.map((o) => o.value) : [])} /> {selectAllLabel}
        </label>
      )}
      {options.map((o) => (
        <label key={o.value}>
          <input type="checkbox" checked={values.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} /> {o.label}
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Focuses the first invalid control of a form (after a failed submit or a server error). */
export function focusFirstError(errors: Record<string, string>, idOf: (field: string) => string = (f) => f): void {
  const first = Object.keys(errors)[0];
  if (!first) return;
  setTimeout(() => document.getElementById(idOf(first))?.focus(), 0);
}

/** A translated label shortcut used by the forms. */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (name: string) => t(`fields.${name}`);
}
