/**
 * The meetings contract's values (paths, statuses, limits) and the Europe/Berlin wall-clock helpers
 * (Intl only, no library), as their own entry point `@fachwerk/shared/contracts/meetings`: the main
 * entry is shared by the shell and every remote and loads with the first page (initial JavaScript
 * budget), so it re-exports only the meetings types; the values are needed by the meetings screens
 * and the server only.
 */
import { MEETING_TIME_ZONE } from './lib/meetings';

export * from './lib/meetings';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isLocalDate = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};
export const isLocalTime = (value: unknown): value is string =>
  typeof value === 'string' && TIME_RE.test(value);

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: MEETING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Europe/Berlin wall-clock date (YYYY-MM-DD) and time (HH:mm) of an instant. */
export function berlinLocalOf(instant: Date | string): { date: string; time: string } {
  const parts = Object.fromEntries(
    partsFormatter.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${parts['hour']}:${parts['minute']}`,
  };
}

/**
 * The UTC instant of a Europe/Berlin wall-clock time. A time skipped by the spring change (02:30 on
 * the last Sunday of March) moves forward by the gap; a repeated autumn hour takes the first one.
 */
export function berlinLocalToUtc(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const local = berlinLocalOf(new Date(instant));
    const [ly, lmo, ld] = local.date.split('-').map(Number) as [number, number, number];
    const [lh, lmi] = local.time.split(':').map(Number) as [number, number];
    return Date.UTC(ly, lmo - 1, ld, lh, lmi) - instant;
  };
  // Try the offset before and after the wall time; take the first candidate that maps back.
  const candidates = [wall - offsetAt(wall - 12 * 3600_000), wall - offsetAt(wall + 12 * 3600_000)];
  for (const candidate of candidates.sort((a, b) => a - b)) {
    const back = berlinLocalOf(new Date(candidate));
    if (back.date === date && back.time === time) return new Date(candidate);
  }
  return new Date(wall - offsetAt(wall - 12 * 3600_000));
}

const WHEN_FORMATS = {
  de: new Intl.DateTimeFormat('de-DE', {
    timeZone: MEETING_TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: MEETING_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
};

/** "Do., 26.11.2026, 10:00 Uhr" / "Thu, 26 Nov 2026, 10:00": an instant in Europe/Berlin. */
export function formatMeetingWhen(instant: Date | string, language: string): string {
  if (language === 'en') return WHEN_FORMATS.en.format(new Date(instant));
  return `${WHEN_FORMATS.de.format(new Date(instant))} Uhr`;
}
