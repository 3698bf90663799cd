import { CURRENCY, LOCALE, TIME_ZONE, type JobSummary, type JobType } from '@fachwerk/shared/contracts';

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : LOCALE);

/** Integer cents as euros in the UI language: `123456` → "1.234,56 €" (German) or "€1,234.56". */
export const formatCents = (cents: number, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: CURRENCY }).format(cents / 100);

/** Integer cents as euros, German format: `123456` → "1.234,56 €". */
export const formatMoney = (cents: number): string => formatCents(cents, LOCALE);

/**
 * A calendar date of the wire (`YYYY-MM-DD`) or a timestamp, shown as a date in Europe/Berlin.
 * Plain dates are taken as that day (noon UTC keeps them on the same day in Berlin).
 */
export function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    date,
  );
}

/** A timestamp with date and time in Europe/Berlin. */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));

/** A count or average as users read it (German: decimal comma). */
export const formatNumber = (value: number, language: string, fractionDigits = 0): string =>
  new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

/**
 * The budget text key and its values: resource jobs are per hour and employee (§9). Amounts in
 * German unless a language is given.
 */
export const budgetText = (type: JobType, min: number, max: number, language: string = LOCALE) => ({
  key: type === 'resource' ? 'jobsCommon.budgetPerHour' : 'jobsCommon.budgetFixed',
  values: { min: formatCents(min, language), max: formatCents(max, language) },
});

/** A job's budget as one translated line, amounts in the UI language. */
export function budgetLine(
  job: Pick<JobSummary, 'type' | 'budgetMin' | 'budgetMax'>,
  language: string,
  t: (key: string, options: Record<string, string>) => string,
): string {
  const { key, values } = budgetText(job.type, job.budgetMin, job.budgetMax, language);
  return t(key, values);
}

/** Where a job is: city (or address) and federal state. */
export const placeText = (job: Pick<JobSummary, 'location'>): string =>
  [job.location.city || job.location.address, job.location.state].filter(Boolean).join(', ');

/** A party's rating: `4,5 von 5 (12 Bewertungen)` or "no ratings yet". */
export function ratingText(
  rating: { average: number | null; count: number },
  language: string,
  t: (key: string, options?: Record<string, string | number>) => string,
): string {
  if (rating.average === null) return t('jobsCommon.noRating');
  const average = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(
    rating.average,
  );
  return t('jobsCommon.rating', { average, count: rating.count });
}
