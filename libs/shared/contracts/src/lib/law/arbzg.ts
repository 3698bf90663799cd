/**
 * Arbeitszeitgesetz (ArbZG): limits of a worker's working day, as data plus pure functions over the
 * day's time entries. Times are minutes after midnight of the German calendar day (00:00 = 0,
 * 24:00 = 1440); the rules below are those in force since the ArbZG of 6 June 1994 (BGBl. I S. 1170),
 * unchanged in these points by later amendments.
 *
 * Not modelled: averaging to 8 hours over six months (§ 3 sentence 2 — we enforce the 10-hour cap that
 * applies on every single day), collective-agreement deviations (§ 7) and the sector exceptions of
 * § 5 (2), (3); a supplier records such a case as an exception with its reason.
 */

export const ARBZG = {
  /** § 3 sentence 2 ArbZG: the working day may be extended to at most 10 hours */
  maxDailyMinutes: 10 * 60,
  /**
   * § 4 sentence 1 ArbZG: work of more than 6 up to 9 hours needs breaks of at least 30 minutes in
   * total, more than 9 hours at least 45 minutes. Descending by `overMinutes`.
   */
  breaks: [
    { overMinutes: 9 * 60, breakMinutes: 45 },
    { overMinutes: 6 * 60, breakMinutes: 30 },
  ],
  /** § 4 sentence 2 ArbZG: breaks may be split into parts of at least 15 minutes each */
  minBreakPartMinutes: 15,
  /** § 5 (1) ArbZG: at least 11 hours of uninterrupted rest after the end of the daily working time */
  minRestMinutes: 11 * 60,
} as const;

const DAY_MINUTES = 24 * 60;

/** One time entry of a worker's day: start and end in minutes after midnight, the break recorded in it. */
export interface WorkingTimeSpan {
  start: number;
  end: number;
  breakMinutes: number;
}

/** The reasons a working day breaks the ArbZG. */
export const WORKING_TIME_VIOLATIONS = ['dailyMaximum', 'breakTooShort', 'restTooShort'] as const;
export type WorkingTimeViolation = (typeof WORKING_TIME_VIOLATIONS)[number];

/** § 4 sentence 1: the breaks (minutes) a day of `netMinutes` of work needs. */
export function requiredBreakMinutes(netMinutes: number): number {
  return ARBZG.breaks.find((rule) => netMinutes > rule.overMinutes)?.breakMinutes ?? 0;
}

/**
 * A day's totals from its entries: net work, and breaks — those recorded in the entries plus every
 * gap between two entries of at least 15 minutes (§ 4 sentence 2; a shorter gap is no break).
 */
export function workingDayTotals(spans: readonly WorkingTimeSpan[]): { netMinutes: number; breakMinutes: number } {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let netMinutes = 0;
  let breakMinutes = 0;
  let lastEnd: number | null = null;
  for (const span of sorted) {
    netMinutes += span.end - span.start - span.breakMinutes;
    breakMinutes += span.breakMinutes;
    if (lastEnd !== null && span.start - lastEnd >= ARBZG.minBreakPartMinutes) breakMinutes += span.start - lastEnd;
    lastEnd = lastEnd === null ? span.end : Math.max(lastEnd, span.end);
  }
  return { netMinutes, breakMinutes };
}

/**
 * § 5 (1): rest in minutes between the last end on one day and the first start on the next day.
 * Null when either day has no entries.
 */
export function restMinutesBetweenDays(earlierDay: readonly WorkingTimeSpan[], laterDay: readonly WorkingTimeSpan[]): number | null {
  if (earlierDay.length === 0 || laterDay.length === 0) return null;
  const lastEnd = Math.max(...earlierDay.map((s) => s.end));
  const firstStart = Math.min(...laterDay.map((s) => s.start));
  return DAY_MINUTES - lastEnd + firstStart;
}

/**
 * What a worker's day (all entries of the day) breaks: more than 10 hours of work (§ 3), too short
 * breaks for its length (§ 4), or less than 11 hours of rest to the previous or the next day's work
 * (§ 5 (1); each neighbour is the worker's entries on the calendar day before or after).
 */
export function workingTimeViolations(day: {
  spans: readonly WorkingTimeSpan[];
  previousDay?: readonly WorkingTimeSpan[];
  nextDay?: readonly WorkingTimeSpan[];
}): WorkingTimeViolation[] {
  const violations: WorkingTimeViolation[] = [];
  const { netMinutes, breakMinutes } = workingDayTotals(day.spans);
  if (netMinutes > ARBZG.maxDailyMinutes) violations.push('dailyMaximum');
  if (breakMinutes < requiredBreakMinutes(netMinutes)) violations.push('breakTooShort');
  const restBefore = restMinutesBetweenDays(day.previousDay ?? [], day.spans);
  const restAfter = restMinutesBetweenDays(day.spans, day.nextDay ?? []);
  if ((restBefore !== null && restBefore < ARBZG.minRestMinutes) || (restAfter !== null && restAfter < ARBZG.minRestMinutes)) {
    violations.push('restTooShort');
  }
  return violations;
}
