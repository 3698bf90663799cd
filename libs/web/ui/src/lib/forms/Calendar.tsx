import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import 'react-day-picker/style.css';

/** `YYYY-MM-DD` → a local Date at midnight (the calendar's days), or undefined. */
export function isoToLocalDate(iso: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** A local Date → `YYYY-MM-DD`. */
export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface CalendarProps {
  value: string;
  onSelect: (iso: string) => void;
  language: string;
  min?: string;
  max?: string;
}

/**
 * The month calendar of the date picker (react-day-picker, German or English locale, weeks from
 * Monday). Its own chunk: loaded the first time a calendar opens. Arrow keys move by day and week,
 * Page Up/Down by month, Enter chooses; the chosen or today's day has the focus on open.
 */
export default function Calendar({ value, onSelect, language, min, max }: CalendarProps) {
  const selected = isoToLocalDate(value);
  const from = min ? isoToLocalDate(min) : undefined;
  const to = max ? isoToLocalDate(max) : undefined;
  const disabled = [...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])];
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      locale={language === 'en' ? enGB : de}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected ?? from}
      disabled={disabled}
      onSelect={(date) => date && onSelect(localDateToIso(date))}
    />
  );
}
