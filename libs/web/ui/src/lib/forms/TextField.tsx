import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './Field';

interface FieldText {
  label: string;
  error?: string;
  hint?: string;
  /** `data-field` of the wrapper (defaults to `name`). */
  field?: string;
}

export type TextFieldProps = FieldText &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled text input. Spread react-hook-form's `register('name')` into it, or pass value/onChange;
 * the error text shows under the field and is tied to the input by aria-describedby.
 */
export function TextField({ label, error, hint, field, required, type = 'text', ...input }: TextFieldProps) {
  const { id, controlProps } = useFieldIds(error, hint);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} field={field ?? input.name}>
      <input type={type} required={required} {...input} {...controlProps} />
    </FieldFrame>
  );
}

export type TextareaProps = FieldText &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text field (same wiring as TextField). */
export function Textarea({ label, error, hint, field, required, rows = 4, ...textarea }: TextareaProps) {
  const { id, controlProps } = useFieldIds(error, hint);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} field={field ?? textarea.name}>
      <textarea rows={rows} required={required} {...textarea} {...controlProps} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldText &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly SelectOption[];
    /** Text of the empty first option; omit it for a select that always has a value. */
    placeholder?: string;
  };

/** A labelled native select (the platform's own picker, best on phones), styled by the tokens. */
export function Select({ label, error, hint, field, required, options, placeholder, ...select }: SelectProps) {
  const { id, controlProps } = useFieldIds(error, hint);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required} field={field ?? select.name}>
      <select required={required} {...select} {...controlProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
