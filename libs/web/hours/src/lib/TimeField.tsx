import type { InputHTMLAttributes, Ref } from 'react';
import { TextField } from '@fachwerk/web/ui';

export type TimeFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  error?: string;
  hint?: string;
  field?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A time of day as German forms write it, `HH:MM` in 24-hour time (00:00 … 24:00): a short text field
 * with the numeric keyboard on phones. The value stays the typed text; the caller checks it
 * (`parseTime` in `@fachwerk/shared/contracts/rules`).
 */
export function TimeField({ placeholder = 'HH:MM', ...props }: TimeFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={placeholder}
      size={6}
    />
  );
}
