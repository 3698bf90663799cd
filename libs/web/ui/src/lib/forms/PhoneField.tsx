import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import { FieldError, useFieldIds } from './Field';

/** Dial codes offered beside phone numbers; +49 first, the default (§9). */
export const DIAL_CODES = ['+49', '+43', '+41', '+31', '+32', '+33', '+39', '+48', '+420', '+45', '+352'] as const;

export interface PhoneFieldProps {
  /** The group's visible name (also the number input's accessible name). */
  label: string;
  /** Accessible name of the dial-code select ("Ländervorwahl"). */
  dialLabel: string;
  /** Props of the dial-code select: react-hook-form's `register('dialCode')`, or value/onChange. */
  dial: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & { ref?: Ref<HTMLSelectElement> };
  /** Props of the number input: `register('phoneNumber')`, or value/onChange. */
  number: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: Ref<HTMLInputElement> };
  dialCodes?: readonly string[];
  error?: string;
  required?: boolean;
  /** `data-field` of the group (defaults to the number input's name). */
  field?: string;
}

/** Dial code (default +49) and number as one labelled group; the error is tied to the number. */
export function PhoneField({ label, dialLabel, dial, number, dialCodes = DIAL_CODES, error, required, field }: PhoneFieldProps) {
  const { id, errorId, controlProps } = useFieldIds(error);
  return (
    <fieldset className="fw-field fw-field--phone" data-field={field ?? number.name}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <label htmlFor={`${id}-dial`} className="fw-visually-hidden">
        {dialLabel}
      </label>
      <select id={`${id}-dial`} {...dial}>
        {dialCodes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <label htmlFor={id} className="fw-visually-hidden">
        {label}
      </label>
      <input type="tel" autoComplete="tel-national" required={required} {...number} {...controlProps} />
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
