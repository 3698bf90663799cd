import { CURRENCY, LOCALE, TIME_ZONE, type JobType } from '@fachwerk/shared/contracts';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** Integer cents as euros, German format: `123456` → "1.234,56 €". */
export const formatMoney = (cents: number): string => money.format(cents / 100);

/** Euros typed by a user ("12,50", "12.5", "1.234,50") → integer cents, or null when it is no amount. */
export function eurosToCents(text: string): number | null {
  const trimmed = text.trim().replace(/\s|€/g, '');
  if (trimmed === '') return null;
  // German input: dots group thousands ("2.500"), a comma separates the cents; "12.5" reads as a decimal point
  const grouped = /^\d{1,3}(\.\d{3})+(,\d*)?$/.test(trimmed);
  const normalised =
    trimmed.includes(',') || grouped ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

/** Cents → the euro text a form shows ("12,50"; whole euros without decimals). */
export const centsToEuros = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : LOCALE);

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

/** The budget text key and its values: resource jobs are per hour and employee. */
export const budgetText = (type: JobType, min: number, max: number) => ({
  key: type === 'resource' ? 'jobsCommon.budgetPerHour' : 'jobsCommon.budgetFixed',
  values: { min: formatMoney(min), max: formatMoney(max) },
});
