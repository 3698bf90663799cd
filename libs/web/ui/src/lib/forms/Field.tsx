import { useId, type ReactNode } from 'react';

/** Ids and ARIA wiring of one labelled control with its hint and error text. */
export function useFieldIds(error?: string, hint?: string) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    controlProps: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const,
  };
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  /** `data-field` of the wrapper: e2e tests and the form's scroll-to-first-error find fields by it. */
  field?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, hint and error text under it (the error announced and tied by aria-describedby). */
export function FieldFrame({ id, label, error, hint, required, field, className, children }: FieldFrameProps) {
  return (
    <div className={['fw-field', className].filter(Boolean).join(' ')} data-field={field}>
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
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export interface FieldErrorProps {
  /** The id the control's `aria-describedby` names (`useFieldIds().errorId`). */
  id?: string;
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
  /** `span` (default) inside a field; `p` for a message under a group of fields or a whole form. */
  as?: 'span' | 'p';
  /** Announced when it appears (role="alert", the default); off for a message that stands with the page from the start. */
  announce?: boolean;
  /** `data-field` of the message: the form's scroll-to-first-error and e2e tests find the field by it. */
  field?: string;
  /** `data-code`: the API's error code behind the message. */
  code?: string;
  testId?: string;
}

/** The error text of a field, a group of fields or a form, as every form shows it. */
export function FieldError({ id, children, as: Tag = 'span', announce = true, field, code, testId }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Tag id={id} className="fw-field__error" role={announce ? 'alert' : undefined} data-field={field} data-code={code} data-testid={testId}>
      {children}
    </Tag>
  );
}
