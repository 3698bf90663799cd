/**
 * Mindestlohngesetz (MiLoG): the statutory minimum wage per hour worked, by the day it takes effect.
 *
 * § 1 (1) MiLoG: every employee is owed at least the minimum wage. § 1 (2) MiLoG sets its amount,
 * which the Federal Government adjusts by ordinance on the Mindestlohnkommission's proposal (§ 11 MiLoG).
 * This table is the one place in the code base that holds the amounts; everything else asks
 * `minimumWageCentsOn` / `minimumWageCentsForPeriod`.
 *
 * A staffing rate (what the client pays per hour and worker) can never be lower than the wage the
 * lender must pay for that hour, so a resource job's or application's hourly rate below the minimum
 * wage in force during its period is refused. Fixed-price work (Werkvertrag) has no hourly rate and
 * is not checked.
 */

export interface MinimumWageStep {
  /** first day the amount applies (ISO date) */
  from: string;
  /** euro cents gross per hour (Zeitstunde) */
  centsPerHour: number;
  /** where the amount is set */
  source: string;
}

/** Ascending by `from`. */
export const MINIMUM_WAGE_STEPS: readonly MinimumWageStep[] = [
  { from: '2022-10-01', centsPerHour: 1200, source: '§ 1 (2) sentence 1 MiLoG as amended by the Mindestlohnerhöhungsgesetz of 28 June 2022' },
  { from: '2024-01-01', centsPerHour: 1241, source: '§ 1 No. 1 Vierte Mindestlohnanpassungsverordnung (MiLoV4), November 2023' },
  { from: '2025-01-01', centsPerHour: 1282, source: '§ 1 No. 2 Vierte Mindestlohnanpassungsverordnung (MiLoV4), November 2023' },
  { from: '2026-01-01', centsPerHour: 1390, source: '§ 1 No. 1 Fünfte Mindestlohnanpassungsverordnung (MiLoV5) of 5 November 2025, BGBl. 2025 I Nr. 268' },
  { from: '2027-01-01', centsPerHour: 1460, source: '§ 1 No. 2 Fünfte Mindestlohnanpassungsverordnung (MiLoV5) of 5 November 2025, BGBl. 2025 I Nr. 268' },
];

/** The step in force on `isoDate`, or null before the first step in the table. */
export function minimumWageStepOn(isoDate: string): MinimumWageStep | null {
  let found: MinimumWageStep | null = null;
  for (const step of MINIMUM_WAGE_STEPS) {
    if (step.from <= isoDate) found = step;
  }
  return found;
}

/** The minimum wage in cents per hour on `isoDate` (0 before the table starts). */
export function minimumWageCentsOn(isoDate: string): number {
  return minimumWageStepOn(isoDate)?.centsPerHour ?? 0;
}

/**
 * The highest minimum wage in force on any day of the period `from` … `to` (both included): a rate
 * for the whole period must cover every day of it. An open end (`to` missing) runs into every later
 * step already enacted.
 */
export function minimumWageCentsForPeriod(from: string, to?: string | null): number {
  let highest = minimumWageCentsOn(from);
  for (const step of MINIMUM_WAGE_STEPS) {
    if (step.from > from && (to == null || step.from <= to)) highest = Math.max(highest, step.centsPerHour);
  }
  return highest;
}

/** Whether an hourly rate (cents) falls below the minimum wage of its period. */
export function isBelowMinimumWage(centsPerHour: number, from: string, to?: string | null): boolean {
  return centsPerHour < minimumWageCentsForPeriod(from, to);
}
