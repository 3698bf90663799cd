import { LOCALE, TIME_ZONE } from '@fachwerk/shared/contracts';

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : LOCALE);

/** An ISO date (`YYYY-MM-DD`) or timestamp as a date in the user's language. */
export const formatDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso),
  );

/** Integer cents as euros. */
export const formatEuros = (cents: number, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
