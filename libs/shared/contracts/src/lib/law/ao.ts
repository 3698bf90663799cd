/**
 * Abgabenordnung (AO) and § 14b UStG as far as Fachwerk keeps records for them: how long a record
 * must be kept after an account is deleted, and from which day it may (and must, Art. 17 DSGVO) be
 * erased. One place decides; the deletion and the worker's retention job call
 * {@link retentionEnd}, never repeat a number of years.
 *
 * The period starts with the end of the calendar year in which the record was made (§ 147 Abs. 4
 * AO) and runs for the years in force for that kind of record. The Viertes
 * Bürokratieentlastungsgesetz shortened the period for booking vouchers (invoices) from 10 to 8
 * years from 2025-01-01, for every record whose period had not yet ended on that day (Art. 97 § 19a
 * EGAO); a record whose 8 years were over before that day may be erased from that day on.
 * Dates are civil dates `YYYY-MM-DD`.
 */

/** What a retained record is, as § 147 Abs. 1 AO sorts it. */
export const RETENTION_KINDS = ['invoice', 'businessLetter', 'books'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** One version of a retention period: its years, where it stands and since when it applies. */
export interface RetentionPeriod {
  years: number;
  /** e.g. `§ 147 Abs. 1 Nr. 4, Abs. 3 AO` */
  paragraph: string;
  /** first day the period applies, `YYYY-MM-DD` */
  effectiveFrom: string;
}

/** The periods of each kind, oldest first. */
export const RETENTION_PERIODS: Readonly<Record<RetentionKind, readonly RetentionPeriod[]>> = {
  /** Issued invoices (booking vouchers) and the audit entries that document them; § 14b Abs. 1 UStG keeps the same years. */
  invoice: [
    { years: 10, paragraph: '§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 14b Abs. 1 UStG', effectiveFrom: '1977-01-01' },
    { years: 8, paragraph: '§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 14b Abs. 1 UStG (BEG IV)', effectiveFrom: '2025-01-01' },
  ],
  /** Business letters received and sent (e.g. messages about an invoice). */
  businessLetter: [{ years: 6, paragraph: '§ 147 Abs. 1 Nr. 2, 3, Abs. 3 AO', effectiveFrom: '1977-01-01' }],
  /** Books, records, annual statements. */
  books: [{ years: 10, paragraph: '§ 147 Abs. 1 Nr. 1, Abs. 3 AO', effectiveFrom: '1977-01-01' }],
};

/** When a record's retention ends. */
export interface RetentionEnd {
  /** the last day the record must be kept */
  keepUntil: string;
  /** the first day it may be erased (the day after `keepUntil`, or the day a shorter period took effect) */
  eraseFrom: string;
  period: RetentionPeriod;
}

const lastDayOfYear = (year: number) => `${String(year).padStart(4, '0')}-12-31`;
const firstDayOfYear = (year: number) => `${String(year).padStart(4, '0')}-01-01`;

/**
 * The end of retention of a record of `kind` made on `recordDate` (an invoice's issue date).
 * Each newer period applies when the period before it had not ended on the newer one's first day.
 */
export function retentionEnd(kind: RetentionKind, recordDate: string): RetentionEnd {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(recordDate)) throw new RangeError(`not a date: ${recordDate}`);
  const year = Number(recordDate.slice(0, 4));
  const periods = RETENTION_PERIODS[kind];
  let period = periods[0] as RetentionPeriod;
  for (const next of periods.slice(1)) {
    if (lastDayOfYear(year + period.years) >= next.effectiveFrom) period = next;
  }
  const keepUntil = lastDayOfYear(year + period.years);
  const afterPeriod = firstDayOfYear(year + period.years + 1);
  return { keepUntil, eraseFrom: afterPeriod > period.effectiveFrom ? afterPeriod : period.effectiveFrom, period };
}

/** Whether a record of `kind` made on `recordDate` may be erased on `today`. */
export function retentionOver(kind: RetentionKind, recordDate: string, today: string): boolean {
  return today >= retentionEnd(kind, recordDate).eraseFrom;
}
