import { lazy, Suspense, useEffect, useState, type Ref } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldIds } from './Field';

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

// The calendar (react-day-picker and date-fns) is its own chunk, fetched when a calendar first opens.
const Calendar = lazy(() => import('./Calendar'));

export interface DatePickerProps {
  label: string;
  /** The date as `YYYY-MM-DD`, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Earliest and latest choosable day, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  field?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * German date field (§2): typed as TT.MM.JJJJ or chosen in a calendar (a popover opened by the
 * button beside the field; keyboard: Enter opens, arrows move, Enter chooses, Escape closes). The
 * value stays the ISO string `YYYY-MM-DD`. The caller's label carries the required mark (as the
 * forms' other labels do), so the frame adds none.
 * Cost (tools/bench/ui-component-cost.mjs): 32.3 KB gzip (react-aria's popover and dialog) in the
 * page's chunk, plus the calendar chunk (react-day-picker, date-fns) of 22.7 KB when it first opens.
 */
export function DatePicker({ label, value, onChange, onBlur, name, required, error, hint, min, max, field, ref }: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(isoToGerman(value));
  const [unreadable, setUnreadable] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setText((current) => (germanToIso(current) === value ? current : isoToGerman(value)));
    if (value) setUnreadable(false);
  }, [value]);

  const shownError = error ?? (unreadable ? t('datePicker.invalid') : undefined);
  const { id, controlProps } = useFieldIds(shownError, hint ?? t('datePicker.format'));

  const type = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setUnreadable(false);
      onChange('');
      return;
    }
    const iso = germanToIso(next);
    setUnreadable(iso === null);
    if (iso) onChange(iso);
  };

  return (
    <FieldFrame
      id={id}
      label={label}
      error={shownError}
      hint={hint ?? t('datePicker.format')}
      field={field ?? name}
      className="fw-date-picker"
    >
      <span className="fw-date-picker__row">
        <input
          ref={ref}
          name={name}
          inputMode="numeric"
          lang="de-DE"
          autoComplete="off"
          placeholder={t('datePicker.format')}
          value={text}
          required={required}
          {...controlProps}
          onChange={(e) => type(e.target.value)}
          onBlur={onBlur}
        />
        <DialogTrigger isOpen={open} onOpenChange={setOpen}>
          <Button className="fw-icon-button fw-date-picker__open" aria-label={t('datePicker.open', { field: label })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </Button>
          <Popover className="fw-popover" placement="bottom end">
            <Dialog className="fw-date-picker__dialog" aria-label={t('datePicker.calendar', { field: label })}>
              <Suspense fallback={<div className="fw-date-picker__loading">{t('datePicker.loading')}</div>}>
                <Calendar
                  value={value}
                  language={i18n.language}
                  min={min}
                  max={max}
                  onSelect={(iso) => {
                    setText(isoToGerman(iso));
                    setUnreadable(false);
                    onChange(iso);
                    setOpen(false);
                  }}
                />
              </Suspense>
            </Dialog>
          </Popover>
        </DialogTrigger>
      </span>
    </FieldFrame>
  );
}
