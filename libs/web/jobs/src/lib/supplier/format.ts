import { CURRENCY, LOCALE, TIME_ZONE, type JobSummary } from '@fachwerk/shared/contracts';

const locale = (language: string) => (language === 'en' ? 'en-GB' : LOCALE);

/** Cents as euros in the UI language: `1.234,50 €`. */
export const formatCents = (cents: number, language: string): string =>
  new Intl.NumberFormat(locale(language), { style: 'currency', currency: CURRENCY }).format(cents / 100);

/** An ISO date (`YYYY-MM-DD`) or timestamp as a date in Europe/Berlin. */
export const formatDay = (iso: string, language: string): string => {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    value,
  );
};

export const formatKm = (km: number, language: string): string =>
  new Intl.NumberFormat(locale(language), { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);

/** Budget key and values of a job: resource jobs are paid per hour per employee (§9). */
export function budgetText(
  job: Pick<JobSummary, 'type' | 'budgetMin' | 'budgetMax'>,
  language: string,
  t: (key: string, options: Record<string, string>) => string,
): string {
  const min = formatCents(job.budgetMin, language);
  const max = formatCents(job.budgetMax, language);
  return t(job.type === 'resource' ? 'jobsCommon.budgetPerHour' : 'jobsCommon.budgetFixed', { min, max });
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
  const average = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(
    rating.average,
  );
  return t('jobsCommon.rating', { average, count: rating.count });
}
