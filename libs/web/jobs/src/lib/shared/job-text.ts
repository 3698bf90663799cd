import type { JobSummary, JobType } from '@fachwerk/shared/contracts';
import { formatCents, formatDecimal } from '@fachwerk/web/ui';

/**
 * The budget text key and its values: resource jobs are per hour and employee (§9). Amounts in
 * German unless a language is given.
 */
export const budgetText = (type: JobType, min: number, max: number, language = 'de') => ({
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
  return t('jobsCommon.rating', { average: formatDecimal(rating.average, language, 1), count: rating.count });
}
