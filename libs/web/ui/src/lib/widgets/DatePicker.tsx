import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `YYYY-MM-DD` → `TT.MM.JJJJ`; anything else → ''. */
export function isoToGerman(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** `T.M.JJJJ` / `TT.MM.JJJJ` → `YYYY-MM-DD`, or null when it is no real calendar date. */
export function germanToIso(text: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface DatePickerProps {
  label: string;
  /** The date as a string, `YYYY-MM-DD` (or '' when empty). */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/** German-locale date input (§2): typed as TT.MM.JJJJ, kept as an ISO date string. */
export function DatePicker({ label, value, onChange, required }: DatePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(isoToGerman(value));
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    setText((current) => (germanToIso(current) === value ? current : isoToGerman(value)));
  }, [value]);

  const commit = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setInvalid(false);
      onChange('');
      return;
    }
    const iso = germanToIso(next);
    setInvalid(iso === null);
    if (iso) onChange(iso);
  };

  return (
    <div className="fw-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        lang="de-DE"
        placeholder={t('datePicker.format')}
        value={text}
        required={required}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => commit(e.target.value)}
      />
      {invalid && (
        <span id={`${id}-error`} role="alert" className="fw-field__error">
          {t('datePicker.invalid')}
        </span>
      )}
    </div>
  );
}
