import type { SelectOption } from './TextField';
import { FieldError } from './Field';

export interface ChoiceGroupProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  options: readonly SelectOption[];
  error?: string;
  hint?: string;
  required?: boolean;
  field?: string;
  /** `chips`: toggle chips in a wrapping row (skills, languages); `list`: a column of checkboxes. */
  look?: 'list' | 'chips';
  /** Label of an extra "select all" box before the options (e.g. "Alle auswählen"). */
  selectAllLabel?: string;
}

/**
 * Several choices as a fieldset of real checkboxes (keyboard and screen readers for free); shown as
 * a list or as toggle chips. The error is announced and tied to the group.
 */
export function ChoiceGroup({ label, values, onChange, options, error, hint, required, field, look = 'list', selectAllLabel }: ChoiceGroupProps) {
  const all = options.length > 0 && options.every((o) => values.includes(o.value));
  const errorId = field ? `${field}-error` : undefined;
  return (
    <fieldset
      className={`fw-field fw-choice-group fw-choice-group--${look}`}
      data-field={field}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="fw-choice-group__options">
        {selectAllLabel && (
          <label className="fw-choice fw-choice--all">
            <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? options.map((o) => o.value) : [])} />
            <span>{selectAllLabel}</span>
          </label>
        )}
        {options.map((o) => (
          <label key={o.value} className="fw-choice">
            <input
              type="checkbox"
              value={o.value}
              checked={values.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {hint && <span className="fw-field__hint">{hint}</span>}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
