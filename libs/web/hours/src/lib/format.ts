import { TIME_ZONE } from '@fachwerk/shared/contracts';

/** `2026-11-23` → `23.11.2026`. */
export const germanDate = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const BERLIN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today in Germany (ISO `YYYY-MM-DD`): work days are German calendar days. */
export const berlinToday = (): string => BERLIN_DATE.format(new Date());
