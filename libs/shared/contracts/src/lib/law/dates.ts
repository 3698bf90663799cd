/**
 * Calendar arithmetic on ISO dates (`YYYY-MM-DD`) for the statutes' periods, in UTC so no time zone
 * moves a day. Periods follow §§ 187, 188 BGB: a period of months that starts on a day ends with the
 * day before the same-numbered day of the last month; a month without that day ends the period on
 * its last day (§ 188 (3) BGB).
 */

const DAY_MS = 86_400_000;

function toUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** `isoDate` + `days` (negative to go back). */
export function addCalendarDays(isoDate: string, days: number): string {
  const d = toUtc(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `isoDate` + `months`, the day clamped to the target month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addCalendarMonths(isoDate: string, months: number): string {
  const d = toUtc(isoDate);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Days from `from` to `to` (`to` − `from`; 0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** Days of the period `from` … `to`, both included. */
export function daysInclusive(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}
