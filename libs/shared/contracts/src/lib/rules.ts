/**
 * The validation rules of specification §5 and of the product's own fields, defined once: framework-free
 * predicates plus rule metadata (name, message key, parameters). The API's DTO decorators
 * (`libs/server/core`) and the web forms' resolver (`libs/web/data-access`) both run these, so a value
 * the form accepts is a value the server accepts. Texts live under `validation.*` in the catalogues.
 */

import { isBelowMinimumWage } from './law/milog';
import { isLeitwegId } from './leitweg-id';

/** Parameters of a rule's message (`{{min}}`, `{{max}}`, `{{other}}` — `other` names another field). */
export type RuleParams = Record<string, string | number>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Daily and weekly working hours (§5, §9). */
export const HOURS_LIMITS = { daily: 24, weekly: 168 } as const;
export const EMAIL_MAX_LENGTH = 254;

// ---------------------------------------------------------------------------------------------
// Predicates: plain functions of a value, usable anywhere.

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** An e-mail address with a domain and a top-level domain, at most 254 characters. */
export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) && !value.includes('..');
}

/**
 * A telephone number as people type it: national ("040 123456", "0171/1234567") or international
 * ("+49 40 123456", "+49 (0)40 123-456"); digits with spaces, "/", "-", "(" ")"; 4–15 digits (E.164).
 */
export function isPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\+?[0-9(][0-9 ()/-]*[0-9]$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 4 && digits <= 15;
}

/** An international dialling code: "+" and 1–4 digits, no leading zero ("+49", "+1", "+380"). */
export const isDialCode = (value: unknown): boolean => typeof value === 'string' && /^\+[1-9]\d{0,3}$/.test(value);

/** IBAN lengths of the countries whose length we check (the checksum is checked for every country). */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20, BE: 16, CH: 21, CZ: 24, DE: 22, DK: 18, ES: 24, FI: 18, FR: 27, GB: 22, IE: 22, IT: 27, LI: 21,
  LU: 20, NL: 18, NO: 15, PL: 28, PT: 25, SE: 24,
};

/** The IBAN as stored: upper case, without spaces. */
export const normaliseIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * IBAN (ISO 13616): country code, two check digits, 11–30 alphanumerics, the country's length where
 * known; the number formed by moving the first four characters to the end and replacing letters with
 * 10–35 must be ≡ 1 mod 97. Spaces between groups are allowed, as people type them.
 */
export function isIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** VAT id formats of the EU member states (VIES), without the country prefix. */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DE: /^\d{9}$/,
  DK: /^\d{8}$/, EE: /^\d{9}$/, EL: /^\d{9}$/, ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/, FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, HR: /^\d{11}$/, HU: /^\d{8}$/, IE: /^\d{7}[A-W][A-I]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/, LT: /^(\d{9}|\d{12})$/, LU: /^\d{8}$/, LV: /^\d{11}$/, MT: /^\d{8}$/, NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/, PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{12}$/, SI: /^\d{8}$/, SK: /^\d{10}$/, XI: /^(\d{9}|\d{12})$/,
};

/** The VAT id as stored: upper case, without spaces, dots and dashes. */
export const normaliseVatId = (value: string): string => value.replace(/[\s.-]+/g, '').toUpperCase();

/** A VAT identification number: German USt-IdNr ("DE" + 9 digits) or another EU member state's format. */
export function isVatId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const vat = normaliseVatId(value);
  const format = VAT_FORMATS[vat.slice(0, 2)];
  return format !== undefined && format.test(vat.slice(2));
}

/** A German postcode: five digits, 01001–99998 (no "00…"). */
export const isGermanPostcode = (value: unknown): boolean => typeof value === 'string' && /^(?!00)\d{5}$/.test(value.trim());

// Unicode classes built from strings: the web build expands a \p{…} regex literal into ~9 KB of ranges per bundle.
const ALPHA_NUM = new RegExp('^[\\p{L}\\p{N}]+$', 'u');
const ALPHA_NUM_SPACE = new RegExp('^[\\p{L}\\p{N} ]+$', 'u');

/** Letters (umlauts and ß included) and numbers only (§5 `alpha_num`). */
export const isAlphaNum = (value: unknown): boolean => typeof value === 'string' && ALPHA_NUM.test(value);

/** Letters, numbers and spaces (§5 `alpha_num_space`). */
export const isAlphaNumSpace = (value: unknown): boolean => typeof value === 'string' && ALPHA_NUM_SPACE.test(value);

/** A number as the server takes it, or as a German user types it ("12,5", "5.000,00"). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const text = value.trim();
  const german = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) ? text.replace(/\./g, '') : text;
  return Number(german.replace(',', '.'));
}

/** §5 `numeric`: a finite number (a German decimal comma counts). */
export const isNumeric = (value: unknown): boolean => Number.isFinite(toNumber(value));

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (ISO `YYYY-MM-DD`) of `now` in `timeZone`, e.g. the German day with `TIME_ZONE`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // built once per zone: constructing an Intl.DateTimeFormat costs more than formatting
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** A URL slug: lower-case letters and digits, words joined by single hyphens ("ueber-uns"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL slug (surrounding spaces aside: both sides trim before storing). */
export const isSlug = (value: unknown): boolean => typeof value === 'string' && SLUG_PATTERN.test(value.trim());

const PUBLIC_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * An absolute web address: http:// or https://, a host with a top-level domain (no user name or
 * password), no spaces — "https://www.beispiel.de/partner". Surrounding spaces aside (both sides trim).
 */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return !url.username && !url.password && PUBLIC_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** The text of HTML without its tags and non-breaking spaces: an editor's `<p><br></p>` is ''. */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();

/** Nothing entered: undefined, null, a blank string or an empty list. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

// ---------------------------------------------------------------------------------------------
// Rules: a predicate with its name and message. Every rule but `required` and `accepted` passes a
// blank value (combine with `required`).

export const RULE_NAMES = [
  'required', 'email', 'phone', 'dial_code', 'iban', 'vat', 'postcode', 'min', 'max', 'numeric', 'integer',
  'min_value', 'max_value', 'alpha_num', 'alpha_num_space', 'not_above', 'not_before', 'after_today', 'same', 'accepted',
  'slug', 'url', 'leitweg_id',
  // statutory limits (law/*.ts)
  'minimum_wage',
  // working hours (work-log-rules.ts)
  'time', 'date', 'end_after_start', 'break_fits', 'not_future',
  // a new password (password.ts)
  'password',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export interface Rule {
  name: RuleName;
  /** Catalogue key of the message (`validation.*`); parameters below plus `field`, the field's label. */
  messageKey: string;
  params: RuleParams;
  /** True when `value` passes; `values` are the sibling fields (for `same` and `not_above`). */
  test(value: unknown, values: Readonly<Record<string, unknown>>): boolean;
}

export interface RuleFailure {
  rule: RuleName;
  messageKey: string;
  params: RuleParams;
}

const rule = (
  name: RuleName,
  messageKey: string,
  test: (value: unknown, values: Readonly<Record<string, unknown>>) => boolean,
  params: RuleParams = {},
  blankPasses = true,
): Rule => ({ name, messageKey, params, test: blankPasses ? (v, all) => isBlank(v) || test(v, all) : test });

/** The value (a minimum) is not above the sibling field `other` (a maximum); a blank or non-numeric side passes. */
const isNotAbove = (other: string) => (v: unknown, all: Readonly<Record<string, unknown>>) =>
  isBlank(all[other]) || !isNumeric(v) || !isNumeric(all[other]) || toNumber(v) <= toNumber(all[other]);

const length = (value: unknown) => (typeof value === 'string' ? value.trim().length : Number.NaN);

/** The rules by name: `rules.email`, `rules.maxLength(254)`, `rules.notAbove('budgetMax')`. */
export const rules = {
  required: rule('required', 'validation.required', (v) => !isBlank(v), {}, false),
  email: rule('email', 'validation.email', isEmailAddress),
  phone: rule('phone', 'validation.phone', isPhoneNumber),
  dialCode: rule('dial_code', 'validation.dialCode', isDialCode),
  iban: rule('iban', 'validation.iban', isIban),
  vatId: rule('vat', 'validation.vat', isVatId),
  germanPostcode: rule('postcode', 'validation.postcode', isGermanPostcode),
  numeric: rule('numeric', 'validation.numeric', isNumeric),
  integer: rule('integer', 'validation.numeric', (v) => Number.isInteger(toNumber(v))),
  alphaNum: rule('alpha_num', 'validation.alpha_num', isAlphaNum),
  alphaNumSpace: rule('alpha_num_space', 'validation.alpha_num_space', isAlphaNumSpace),
  accepted: rule('accepted', 'validation.accepted', (v) => v === true, {}, false),
  /** `required` for rich text (HTML): markup without text (`<p><br></p>`) counts as nothing entered. */
  requiredHtml: rule('required', 'validation.required', (v) => !isBlank(v) && (typeof v !== 'string' || htmlText(v) !== ''), {}, false),
  /** A URL slug: "ueber-uns". */
  slug: rule('slug', 'validation.slug', isSlug),
  /** An absolute http(s) address with a public host: "https://www.beispiel.de". */
  httpUrl: rule('url', 'validation.url', isHttpUrl),
  /** A Leitweg-ID (public buyer's routing id, BT-10) with a correct check digit: "04011000-1234512345-06". */
  leitwegId: rule('leitweg_id', 'validation.leitwegId', isLeitwegId),
  /** §5 `min` for text: at least `min` characters. */
  minLength: (min: number) => rule('min', 'validation.min.string', (v) => length(v) >= min, { min }),
  /** §5 `max` for text: at most `max` characters. */
  maxLength: (max: number) => rule('max', 'validation.max.string', (v) => length(v) <= max, { max }),
  /** A number of at least `min` (a non-number passes: combine with `numeric`). */
  minValue: (min: number) => rule('min_value', 'validation.min.numeric', (v) => !isNumeric(v) || toNumber(v) >= min, { min }),
  /** A number of at most `max` (a non-number passes: combine with `numeric`). */
  maxValue: (max: number) => rule('max_value', 'validation.max.numeric', (v) => !isNumeric(v) || toNumber(v) <= max, { max }),
  /** §5 "Daily working hours cannot be greater than 24." (the spec's text, `validation.dailyHours`) */
  dailyHours: rule('max_value', 'validation.dailyHours', (v) => !isNumeric(v) || toNumber(v) <= HOURS_LIMITS.daily, { max: HOURS_LIMITS.daily }),
  /** §5 "Weekly hours cannot be greater than 168." (the spec's text, `validation.weeklyHours`) */
  weeklyHours: rule('max_value', 'validation.weeklyHours', (v) => !isNumeric(v) || toNumber(v) <= HOURS_LIMITS.weekly, { max: HOURS_LIMITS.weekly }),
  /** This (minimum) field ≤ the field `other`; either blank passes. */
  notAbove: (other: string) => rule('not_above', 'validation.notAbove', isNotAbove(other), { other }),
  /** §5 "Minimum price cannot be greater than maximum price.": this minimum price ≤ the maximum price in `other`. */
  priceRange: (other: string) => rule('not_above', 'validation.priceRange', isNotAbove(other), { other }),
  /** An amount in integer cents of at most `maxCents`; the message names the limit in euros, as the user types it. */
  maxCents: (maxCents: number) =>
    rule('max_value', 'validation.max.numeric', (v) => !isNumeric(v) || toNumber(v) <= maxCents, { max: maxCents / 100 }),
  /** An end date (ISO `YYYY-MM-DD`) not before the date in the field `other`; either blank passes. */
  notBefore: (other: string) =>
    rule('not_before', 'validation.notBefore', (v, all) => typeof v !== 'string' || typeof all[other] !== 'string' || isBlank(all[other]) || v >= (all[other] as string), { other }),
  /**
   * A date (ISO `YYYY-MM-DD`) after today in `timeZone` ("from tomorrow on"); `now` is the clock
   * (tests pass a fixed one).
   */
  afterToday: (timeZone: string, now: () => Date = () => new Date()) =>
    rule('after_today', 'validation.afterToday', (v) => typeof v !== 'string' || v > todayIn(timeZone, now())),
  /** Equal to the field `other`. */
  same: (other: string) => rule('same', 'validation.same', (v, all) => v === all[other], { other }),
  /** §5 "Password and Confirm password must be the same.": the confirmation equals the field `password`. */
  passwordConfirmation: rule('same', 'validation.passwordConfirmation', (v, all) => v === all['password'], { other: 'password' }),
  /**
   * MiLoG: an hourly rate in cents of a resource job (sibling `type`) not below the minimum wage in
   * force during the period `startDate` … `endDate` (siblings; an open end runs into every enacted
   * step). Fixed-price work and unreadable dates pass (their own rules report those).
   */
  minimumWageRate: rule('minimum_wage', 'validation.minimumWage', (v, all) => {
    const start = all['startDate'];
    const end = all['endDate'];
    if (all['type'] !== 'resource' || !isNumeric(v) || typeof start !== 'string' || !ISO_DATE.test(start)) return true;
    return !isBelowMinimumWage(toNumber(v), start, typeof end === 'string' && ISO_DATE.test(end) ? end : null);
  }),
} as const;

/** Checks one value against its rules; the first failing rule, or null. */
export function checkValue(value: unknown, fieldRules: readonly Rule[], values: Readonly<Record<string, unknown>> = {}): RuleFailure | null {
  for (const r of fieldRules) if (!r.test(value, values)) return { rule: r.name, messageKey: r.messageKey, params: r.params };
  return null;
}

/** Field name → its rules, in order (the first failure is reported). */
export type RuleSchema<T = Record<string, unknown>> = { readonly [K in keyof T & string]?: readonly Rule[] };

/** Checks every field of a schema: field → first failure (fields that pass are absent). */
export function checkValues<T extends Record<string, unknown>>(values: T, schema: RuleSchema<T>): Partial<Record<keyof T & string, RuleFailure>> {
  const failures: Partial<Record<keyof T & string, RuleFailure>> = {};
  for (const [field, fieldRules] of Object.entries(schema) as [keyof T & string, readonly Rule[] | undefined][]) {
    const failure = checkValue(values[field], fieldRules ?? [], values);
    if (failure) failures[field] = failure;
  }
  return failures;
}
