import { CURRENCY, TIME_ZONE } from '@fachwerk/shared/contracts';

/**
 * The web's one formatter module: dates, times, money, numbers and plural categories in the UI
 * language. One locale per language — German as Germany writes it, English as Britain does (day
 * before month, 24-hour clock) — so a date reads the same on every screen ("23.11.2026" /
 * "23 Nov 2026"). Dates and times are shown in Europe/Berlin, the product's time zone.
 * Screens format through here, never with their own `Intl` object (the spec beside this file checks).
 */
export const UI_LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

/** The Intl locale of a UI language (`en`, `en-GB`, … → en-GB; everything else → de-DE). */
export const localeOf = (language: string): (typeof UI_LOCALES)[keyof typeof UI_LOCALES] =>
  language.startsWith('en') ? UI_LOCALES.en : UI_LOCALES.de;

// Intl objects are built once per locale and option set: constructing one costs more than formatting.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}
const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) => {
  const locale = localeOf(language);
  return cached(`d:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }));
};
const numberFormat = (language: string, options: Intl.NumberFormatOptions) => {
  const locale = localeOf(language);
  return cached(`n:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
};

/** A calendar date of the wire (`YYYY-MM-DD`) taken as that day (noon UTC stays on it in Berlin); anything else as an instant. */
const toInstant = (value: string | Date): Date =>
  value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);

/** Integer cents as euros: `123456` → "1.234,56 €" (German) or "€1,234.56" (English). */
export const formatCents = (cents: number, language: string): string =>
  numberFormat(language, { style: 'currency', currency: CURRENCY }).format(cents / 100);

/** Integer cents as euros, German format: `123456` → "1.234,56 €". */
export const formatMoney = (cents: number): string => formatCents(cents, 'de');

/** A wire date (`2026-11-23`) or a timestamp as its Berlin calendar day: "23.11.2026" / "23 Nov 2026". */
export const formatDate = (value: string | Date, language: string): string =>
  dateFormat(language, { dateStyle: 'medium' }).format(toInstant(value));

/**
 * A timestamp with date and time in Berlin: "23.11.2026, 14:05" / "23 Nov 2026, 14:05"; `long` spells
 * the month out ("23. November 2026 um 14:05" / "23 November 2026 at 14:05").
 */
export const formatDateTime = (value: string | Date, language: string, dateStyle: 'medium' | 'long' = 'medium'): string =>
  dateFormat(language, { dateStyle, timeStyle: 'short' }).format(toInstant(value));

/** The short weekday of a wire date or timestamp in Berlin: "Mo." / "Mon". */
export const formatWeekday = (value: string | Date, language: string): string =>
  dateFormat(language, { weekday: 'short' }).format(toInstant(value));

/** A number with exactly `fractionDigits` decimals as users read it: `1234.5, 'de', 2` → "1.234,50". */
export const formatNumber = (value: number, language: string, fractionDigits = 0): string =>
  numberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);

/** A number with up to `maxFractionDigits` decimals (none shown when not needed): `7.25` → "7,25", `4` → "4". */
export const formatDecimal = (value: number, language: string, maxFractionDigits: number): string =>
  numberFormat(language, { maximumFractionDigits: maxFractionDigits }).format(value);

/** Minutes as hours with two decimals: `480` → "8,00" / "8.00". */
export const formatHours = (minutes: number, language: string): string => formatNumber(minutes / 60, language, 2);

/**
 * The plural category of a count in the UI language (`one`, `other`, …), the same rule i18next
 * applies to `key_one` / `key_other` texts: for sentences the catalogue does not hold.
 */
export const pluralCategory = (count: number, language: string): Intl.LDMLPluralRule =>
  cached(`p:${localeOf(language)}`, () => new Intl.PluralRules(localeOf(language))).select(count);
