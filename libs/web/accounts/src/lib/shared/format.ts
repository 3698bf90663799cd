import { LOCALE, TIME_ZONE } from '@fachwerk/shared/contracts';

/** A timestamp as shown to users: German locale, Europe/Berlin. */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));

export const formatDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : LOCALE, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso));
