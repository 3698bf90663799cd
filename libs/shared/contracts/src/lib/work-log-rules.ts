/**
 * Working-hour rules, one definition for the API and the hours form:
 * - hard limits of §9: at most 24 h a day and 168 h a week per worker (net hours);
 * - warnings of the German working-time act (ArbZG §3, §4), shown but never refused: more than 10 h a
 *   day, a break shorter than 30 min after more than 6 h, shorter than 45 min after more than 9 h;
 * - an entry made later than the 7th day after the work day is late and needs a reason.
 */
import { ARBZG, requiredBreakMinutes } from './law/arbzg';
import { addCalendarDays } from './law/dates';
import { HOURS_LIMITS, isBlank, type Rule } from './rules';
import type { WorkLogWarning } from './work-logs';

export const WORK_LOG_LIMITS = {
  dailyMinutes: HOURS_LIMITS.daily * 60,
  weeklyMinutes: HOURS_LIMITS.weekly * 60,
  /** ArbZG §3: more than 10 hours a day */
  longDayMinutes: ARBZG.maxDailyMinutes,
  /** entries made after this many days past the work day are late */
  lateAfterDays: 7,
  noteMax: 500,
  reasonMax: 500,
  approveIdsMax: 500,
} as const;

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** `HH:MM` → minutes after midnight (00:00 … 24:00), or null. */
export function parseTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1] ?? match[3]);
  const minutes = Number(match[2] ?? match[4]);
  return hours * 60 + minutes;
}

export const isTime = (value: unknown): boolean => parseTime(value) !== null;

/** Minutes after midnight → `HH:MM`. */
export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Net minutes of a day's entry, or null when end is not after start or the break is longer than the span. */
export function netMinutesOf(start: number, end: number, breakMinutes: number): number | null {
  if (end <= start || breakMinutes < 0 || breakMinutes > end - start) return null;
  return end - start - breakMinutes;
}

/** `480` → `8,00` (German decimal comma, two places). */
export function formatHours(minutes: number, locale = 'de'): string {
  const hours = minutes / 60;
  return locale === 'en' ? hours.toFixed(2) : hours.toFixed(2).replace('.', ',');
}

/**
 * ArbZG warnings for a worker's day: `netMinutes` and `breakMinutes` are the day's totals (all entries
 * of the worker that day, this one included).
 */
export function workLogWarnings(netMinutes: number, breakMinutes: number): WorkLogWarning[] {
  const warnings: WorkLogWarning[] = [];
  if (netMinutes > WORK_LOG_LIMITS.longDayMinutes) warnings.push('longDay');
  const required = requiredBreakMinutes(netMinutes);
  if (breakMinutes < required) warnings.push(required > ARBZG.breaks[1].breakMinutes ? 'shortBreak9' : 'shortBreak6');
  return warnings;
}

/** ISO date + days (calendar arithmetic in UTC, no time zone involved). */
export const addDays = addCalendarDays;

/** Whether an entry for `workDate` made on `today` (both ISO, German calendar) is late: after the 7th day. */
export function isLateEntry(workDate: string, today: string): boolean {
  return today > addDays(workDate, WORK_LOG_LIMITS.lateAfterDays);
}

/** The ISO week (Monday … Sunday) containing the date. */
export function weekOf(isoDate: string): { from: string; to: string } {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  const from = addDays(isoDate, -((day + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** A real calendar date `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Field rules for the API's DTO decorators (`Satisfies`) and the hours form; a blank value passes (combine with required). */
export const workLogRules = {
  /** The end (`HH:MM`) is after the time in the field `start`; passes while either is no time (the time rule reports it). */
  endAfterStart: {
    name: 'end_after_start',
    messageKey: 'server.workLogs.fieldRules.endAfterStart',
    params: { other: 'start' },
    test: (value: unknown, values: Readonly<Record<string, unknown>>) => {
      const start = parseTime(values['start']);
      const end = parseTime(value);
      return start === null || end === null || end > start;
    },
  },
  /**
   * The break (minutes) fits between `start` and `end`: not longer than the span. Passes while the
   * break is no number or the times are unreadable or reversed (their own rules report those).
   */
  breakFits: {
    name: 'break_fits',
    messageKey: 'server.workLogs.fieldRules.breakTooLong',
    params: {},
    test: (value: unknown, values: Readonly<Record<string, unknown>>) => {
      const start = parseTime(values['start']);
      const end = parseTime(values['end']);
      if (typeof value !== 'number' || !Number.isFinite(value) || start === null || end === null || end <= start) return true;
      return netMinutesOf(start, end, value) !== null;
    },
  },
  /** A work day (ISO) not after `today` (the German calendar day): hours are recorded for days worked. */
  notFuture: (today: string): Rule => ({
    name: 'not_future',
    messageKey: 'server.workLogs.fieldRules.future',
    params: {},
    test: (value: unknown) => typeof value !== 'string' || !isIsoDate(value) || value <= today,
  }),
  time: {
    name: 'time',
    messageKey: 'server.workLogs.fieldRules.time',
    params: {},
    test: (value: unknown) => isBlank(value) || isTime(value),
  },
  date: {
    name: 'date',
    messageKey: 'server.workLogs.fieldRules.date',
    params: {},
    test: (value: unknown) => isBlank(value) || isIsoDate(value),
  },
} as const satisfies Record<string, Rule | ((today: string) => Rule)>;
