/**
 * Arbeitnehmerüberlassungsgesetz (AÜG) as data plus pure functions: the lender's permit, the lending
 * clock per worker and hirer, the construction ban and what the lending contract must contain.
 * Text as amended by the Viertes Bürokratieentlastungsgesetz (BEG IV, text form of § 12 (1) from
 * 1 January 2025); the 18-month limit and the 9-month equal-pay rule apply since 1 April 2017.
 *
 * Not modelled (a collective agreement or works agreement may set other periods: § 1 (1b) sentences
 * 3–8, § 8 (4) sentence 2): the statutory periods apply to everyone here.
 */
import type { JobType } from '../constants';
import { addCalendarDays, addCalendarMonths, daysBetween, daysInclusive } from './dates';

export const AUEG = {
  /** § 1 (1b) sentence 1 AÜG: the same worker at the same hirer for at most 18 consecutive months */
  maxLendingMonths: 18,
  /** § 1 (1b) sentence 2, § 8 (4) sentence 4 AÜG: earlier periods count unless more than 3 months lie between */
  interruptionMonths: 3,
  /** § 8 (4) sentence 1 AÜG: equal pay (that of comparable employees of the hirer) after 9 months at the latest */
  equalPayAfterMonths: 9,
  /** ours: the lending clock warns this many months into the period */
  warnAfterMonths: 15,
  /** § 8 (3) AÜG: no deviation from equal treatment for a worker who left the hirer within the last 6 months */
  formerEmployeeMonths: 6,
  /**
   * Periods with interruptions are added up in days, a month counted as 30 days (the Federal
   * Employment Agency's instructions on § 1 (1b), following § 191 BGB); one uninterrupted period
   * runs by the calendar (§§ 187 (2), 188 (2) BGB).
   */
  daysPerMonth: 30,
  /** § 2 (4) sentence 1 AÜG: a permit is first granted for one year (§ 2 (5): unlimited after three years) */
  limitedPermitMaxMonths: 12,
  /** ours: the supplier and the admins are warned this many days before the permit expires */
  permitWarningDays: [60, 14],
} as const;

// ── Permit (§ 1 (1) sentence 1, § 2 AÜG) ─────────────────────────────────────────────────────────

/** How the permit's term is recorded: unlimited (§ 2 (5)) or valid until a day (§ 2 (4)). */
export interface PermitTerm {
  unlimited: boolean;
  /** ISO date, the last day of validity; required unless unlimited */
  validUntil?: string | null;
}

export type PermitValidity = 'valid' | 'expiring' | 'expired';

/** Whether the permit is valid on `today`: an unlimited permit always, a limited one up to and including `validUntil`. */
export function isPermitValidOn(term: PermitTerm, today: string): boolean {
  return term.unlimited || (term.validUntil != null && today <= term.validUntil);
}

/** Days from `today` to the last valid day (0 on that day; negative once expired), null for an unlimited permit. */
export function permitDaysLeft(term: PermitTerm, today: string): number | null {
  if (term.unlimited || term.validUntil == null) return null;
  return daysBetween(today, term.validUntil);
}

/** valid, expiring (within the first warning window) or expired. */
export function permitValidity(term: PermitTerm, today: string): PermitValidity {
  if (!isPermitValidOn(term, today)) return 'expired';
  const left = permitDaysLeft(term, today);
  return left !== null && left <= AUEG.permitWarningDays[0] ? 'expiring' : 'valid';
}

/**
 * The warning due on `today`: the smallest warning threshold (60, 14 days) the permit has reached,
 * or null (unlimited, expired, or further away than 60 days).
 */
export function permitWarningDue(term: PermitTerm, today: string): number | null {
  const left = permitDaysLeft(term, today);
  if (left === null || left < 0) return null;
  const reached = AUEG.permitWarningDays.filter((days) => left <= days);
  return reached.length ? Math.min(...reached) : null;
}

/** The last valid day up to which a permit warning can be due on `today` (the widest window, 60 days). */
export function permitWarningHorizon(today: string): string {
  return addCalendarDays(today, AUEG.permitWarningDays[0]);
}

// ── Lending clock (§ 1 (1b), § 8 (4) AÜG) ───────────────────────────────────────────────────────

/** One period a worker was (or is to be) lent to the same hirer; ISO dates, both days included. */
export interface LendingPeriod {
  from: string;
  to: string;
}

/** Whether the time between two periods is more than three months (the earlier one then no longer counts). */
export function isLendingInterruption(earlierEnd: string, laterStart: string): boolean {
  // The gap runs from the day after `earlierEnd` to the day before `laterStart`; it is longer than
  // three months when it reaches the day three months after its first day (§ 188 (2) BGB).
  const gapStart = addCalendarDays(earlierEnd, 1);
  return addCalendarDays(laterStart, -1) >= addCalendarMonths(gapStart, AUEG.interruptionMonths);
}

/**
 * The periods that count together: overlapping or adjoining periods are merged; the chain starts after
 * the last interruption of more than three months. Ascending.
 */
export function countingLendingPeriods(periods: readonly LendingPeriod[]): LendingPeriod[] {
  const sorted = [...periods].filter((p) => p.from <= p.to).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: LendingPeriod[] = [];
  for (const period of sorted) {
    const last = merged[merged.length - 1];
    if (last && period.from <= addCalendarDays(last.to, 1)) {
      if (period.to > last.to) last.to = period.to;
    } else {
      merged.push({ ...period });
    }
  }
  let chainStart = 0;
  for (let i = 1; i < merged.length; i++) {
    if (isLendingInterruption(merged[i - 1].to, merged[i].from)) chainStart = i;
  }
  return merged.slice(chainStart);
}

/**
 * The day on which `months` of counted lending are complete plus one, i.e. the first day beyond them,
 * assuming the last counting period goes on without a break. One uninterrupted period: by the calendar
 * (start + months); with interruptions: days added up, 30 per month.
 */
function firstDayAfterMonths(chain: readonly LendingPeriod[], months: number): string {
  if (chain.length === 1) return addCalendarMonths(chain[0].from, months);
  let remaining = months * AUEG.daysPerMonth;
  for (let i = 0; i < chain.length; i++) {
    const period = chain[i];
    const isLast = i === chain.length - 1;
    const days = daysInclusive(period.from, period.to);
    if (isLast || remaining <= days) return addCalendarDays(period.from, remaining);
    remaining -= days;
  }
  return chain[chain.length - 1].from;
}

export interface LendingClock {
  /** first day of the periods that still count */
  countingSince: string;
  /** days of lending counted up to `asOf` (both included) */
  daysCounted: number;
  /** § 8 (4): from this day on the worker is owed equal pay */
  equalPayFrom: string;
  /** ours: from this day on the lending is shown with a warning */
  warnFrom: string;
  /** § 1 (1b): the last day the worker may be lent to this hirer */
  lastAllowedDay: string;
}

/**
 * The lending clock of one worker at one hirer from all their lending periods (any lender's), as of
 * `asOf`; null without periods that count.
 */
export function lendingClock(periods: readonly LendingPeriod[], asOf: string): LendingClock | null {
  const chain = countingLendingPeriods(periods);
  if (chain.length === 0) return null;
  let daysCounted = 0;
  for (const period of chain) {
    if (period.from > asOf) continue;
    daysCounted += daysInclusive(period.from, period.to < asOf ? period.to : asOf);
  }
  return {
    countingSince: chain[0].from,
    daysCounted,
    equalPayFrom: firstDayAfterMonths(chain, AUEG.equalPayAfterMonths),
    warnFrom: firstDayAfterMonths(chain, AUEG.warnAfterMonths),
    lastAllowedDay: addCalendarDays(firstDayAfterMonths(chain, AUEG.maxLendingMonths), -1),
  };
}

/**
 * Whether lending the worker for `planned` (added to the earlier `periods` at the same hirer) keeps
 * within the 18 months of § 1 (1b). An open-ended plan (`to` null) is checked on its first day; each
 * later day it runs is checked when work is recorded for it (`lendingOnDay`).
 */
export function exceedsMaximumLending(periods: readonly LendingPeriod[], planned: { from: string; to?: string | null }): boolean {
  const to = planned.to ?? planned.from;
  const clock = lendingClock([...periods, { from: planned.from, to }], planned.from);
  return clock !== null && to > clock.lastAllowedDay;
}

/** Whether the worker may still be lent to the hirer on a day, and the last day it may (§ 1 (1b) AÜG). */
export interface LendingOnDay {
  lastAllowedDay: string;
  /** the day lies after the last allowed day: lending (and work) on it is refused */
  exceeded: boolean;
}

/**
 * § 1 (1b) sentence 1 AÜG on one work day: the worker was lent to the hirer on `day` (e.g. hours are
 * recorded for it under an open-ended lending), in addition to its `periods` there (any award,
 * including the running one). Only lending up to `day` counts: periods starting later are left out and
 * those running on are cut at `day`; earlier periods count unless more than three months lie between
 * (sentence 2). The day is beyond the maximum when it comes after the last allowed day.
 */
export function lendingOnDay(periods: readonly LendingPeriod[], day: string): LendingOnDay {
  const upToDay = periods.filter((p) => p.from <= day).map((p) => ({ from: p.from, to: p.to < day ? p.to : day }));
  // the day itself is lending, so there is always a clock (and at least the day is allowed)
  const lastAllowedDay = lendingClock([...upToDay, { from: day, to: day }], day)?.lastAllowedDay ?? day;
  return { lastAllowedDay, exceeded: day > lastAllowedDay };
}

// ── Construction (§ 1b AÜG) ──────────────────────────────────────────────────────────────────────

/**
 * Client industries. § 1b sentence 1 AÜG bans lending into "Betriebe des Baugewerbes" for work usually
 * done by manual workers; these are the businesses under the Baubetriebe-Verordnung
 * (§ 101 (2) SGB III), i.e. the main construction trade. Finishing trades (Baunebengewerbe) are not
 * covered.
 */
export const CLIENT_INDUSTRIES = [
  'constructionMain',
  'constructionFinishing',
  'manufacturing',
  'logistics',
  'crafts',
  'retail',
  'hospitality',
  'services',
  'other',
] as const;
export type ClientIndustry = (typeof CLIENT_INDUSTRIES)[number];

/** The industries § 1b applies to. */
export const CONSTRUCTION_BAN_INDUSTRIES: readonly ClientIndustry[] = ['constructionMain'];

/**
 * What a construction client declares so a resource job may go ahead despite § 1b sentence 1:
 * - `notManualWork`: the work is not work usually done by manual workers (outside sentence 1);
 * - `collectiveAgreement`: sentence 2 (a) — generally binding collective agreements covering both
 *   businesses allow it;
 * - `sameFrameworkAgreements`: sentence 2 (b) — between construction businesses, the lender is
 *   demonstrably covered by the same framework and social-fund agreements for at least three years;
 * - `eeaConstructionBusiness`: sentence 3 — a construction business seated in another EEA state,
 *   for at least three years mainly doing work within the scope of the hirer's framework agreements.
 */
export const CONSTRUCTION_EXCEPTIONS = ['notManualWork', 'collectiveAgreement', 'sameFrameworkAgreements', 'eeaConstructionBusiness'] as const;
export type ConstructionException = (typeof CONSTRUCTION_EXCEPTIONS)[number];

/**
 * Whether § 1b is in question for a job: lending (a resource job) to a client in a construction
 * industry. A fixed-price job is a Werkvertrag (§ 631 BGB), no lending, and is never checked; a client
 * without a stated industry is not taken to be a construction business.
 */
export function constructionBanApplies(jobType: JobType, industry: ClientIndustry | null | undefined): boolean {
  return jobType === 'resource' && industry != null && CONSTRUCTION_BAN_INDUSTRIES.includes(industry);
}

/** § 1b: a resource job of a client in a construction industry needs one of the declared exceptions. */
export function isConstructionLendingBanned(job: {
  jobType: JobType;
  industry: ClientIndustry | null | undefined;
  exception: ConstructionException | null | undefined;
}): boolean {
  return constructionBanApplies(job.jobType, job.industry) && job.exception == null;
}

// ── The lending contract (§ 1 (1) sentences 5 and 6, § 12 (1) AÜG) ─────────────────────────────

/**
 * What the Arbeitnehmerüberlassungsvertrag must contain, in text form (§ 12 (1) sentence 1 AÜG,
 * § 126b BGB), before the worker starts.
 */
export const LENDING_CONTRACT_ITEMS = [
  /** § 1 (1) sentence 5: expressly called an Arbeitnehmerüberlassung */
  'designation',
  /** § 12 (1) sentence 2: the lender declares whether it holds the permit */
  'permitDeclaration',
  /** § 12 (1) sentence 3: the particular features of the activity */
  'activity',
  /** § 12 (1) sentence 3: the professional qualification it needs */
  'qualification',
  /** § 12 (1) sentence 3: the essential working conditions of a comparable employee of the hirer … */
  'workingConditions',
  /** … including the pay (§ 8 (1)) */
  'comparablePay',
  /** § 1 (1) sentence 6: each worker named with reference to the contract before starting */
  'workers',
  /** period and place of the work (essential terms of the contract) */
  'period',
  'place',
] as const;
export type LendingContractItem = (typeof LENDING_CONTRACT_ITEMS)[number];

/** The § 12 (1) items a draft lacks (blank texts, no workers, no permit declaration). */
export function missingLendingContractItems(draft: Partial<Record<LendingContractItem, unknown>>): LendingContractItem[] {
  return LENDING_CONTRACT_ITEMS.filter((item) => {
    const value = draft[item];
    if (value == null) return true;
    if (typeof value === 'string') return value.trim() === '';
    if (Array.isArray(value)) return value.length === 0;
    return false;
  });
}
