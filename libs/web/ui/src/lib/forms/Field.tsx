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
      {error && (
        <span id={`${id}-error`} className="fw-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
