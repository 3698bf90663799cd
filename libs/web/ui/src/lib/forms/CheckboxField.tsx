import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, useFieldIds } from './Field';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string;
  /** `data-field` of the wrapper (defaults to `name`). */
  field?: string;
  /** Shown after the label (e.g. a "read the terms" button). */
  children?: ReactNode;
};

/** One checkbox with its label (consents, declarations); spread `register('name')` into it. */
export function CheckboxField({ label, error, field, children, ...input }: CheckboxFieldProps) {
  const { id, errorId, controlProps } = useFieldIds(error);
  return (
    <div className="fw-field fw-field--checkbox" data-field={field ?? input.name}>
      <input type="checkbox" {...input} {...controlProps} />
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
