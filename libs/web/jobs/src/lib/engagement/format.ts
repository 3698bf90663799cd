import { LOCALE, TIME_ZONE } from '@fachwerk/shared/contracts';

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : LOCALE);

/** A timestamp as users read it: their language, Europe/Berlin. */
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
