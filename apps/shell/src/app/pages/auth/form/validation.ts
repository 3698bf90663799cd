import { DEFAULT_DIAL_CODE } from '@fachwerk/shared/contracts';
import { PASSWORD_POLICY, checkPassword, passwordProblemMessage } from '@fachwerk/shared/contracts/password';

/**
 * Client-side rules of §5 with messages that name the field. Messages come from the catalogue
 * (`validation.*` with the field label from `fields.*`), the same texts the API answers with.
 */
export type Translate = (key: string, params?: Record<string, unknown>) => string;
export type Values = Record<string, unknown>;
/** A rule answers null when the value passes, else the message key and its parameters. */
export type Rule = (value: unknown, values: Values) => [key: string, params?: Record<string, unknown>] | null;
export type Schema = Record<string, Rule[]>;
export type FieldErrors = Record<string, string>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

export const PASSWORD_MIN = PASSWORD_POLICY.minLength;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^[0-9][0-9 /-]{3,19}$/;
const ALPHA_NUM = /^[A-Za-z0-9]+$/;

export const required: Rule = (value) => (isBlank(value) ? ['validation.required'] : null);
export const email: Rule = (value) => (isBlank(value) || EMAIL.test(String(value).trim()) ? null : ['validation.email']);
export const phone: Rule = (value) => (isBlank(value) || PHONE.test(String(value).trim()) ? null : ['validation.type']);
export const alphaNum: Rule = (value) => (isBlank(value) || ALPHA_NUM.test(String(value)) ? null : ['validation.alpha_num']);
export const minLength =
  (min: number): Rule =>
  (value) =>
    isBlank(value) || String(value).length >= min ? null : ['validation.min.string', { min }];
export const maxLength =
  (max: number): Rule =>
  (value) =>
    isBlank(value) || String(value).length <= max ? null : ['validation.max.string', { max }];
/** Numbers typed as text: German decimal comma allowed. */
export const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.')));
export const numeric: Rule = (value) => (isBlank(value) || Number.isFinite(toNumber(value)) ? null : ['validation.numeric']);
export const integer: Rule = (value) => (isBlank(value) || Number.isInteger(toNumber(value)) ? null : ['validation.numeric']);
export const minNumber =
  (min: number): Rule =>
  (value) =>
    isBlank(value) || !Number.isFinite(toNumber(value)) || toNumber(value) >= min ? null : ['validation.min.numeric', { min }];
export const maxNumber =
  (max: number): Rule =>
  (value) =>
    isBlank(value) || !Number.isFinite(toNumber(value)) || toNumber(value) <= max ? null : ['validation.max.numeric', { max }];
/**
 * A new password: the contracts' rule (length, repetition, not built from the form's e-mail or names).
 * The list of common passwords is checked by the server; the strength meter warns while typing.
 */
export const newPassword: Rule = (value, values) => {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const problem = checkPassword(typeof value === 'string' ? value : '', { email: text('email'), firstName: text('firstName'), lastName: text('lastName') });
  if (!problem) return null;
  const { key, params } = passwordProblemMessage(problem);
  return [`validation.${key}`, params];
};
export const accepted: Rule = (value) => (value === true ? null : ['validation.accepted']);
/** `password_confirmation` must equal `password` (§5: "Password and Confirm password must be the same"). */
export const sameAs =
  (other: string): Rule =>
  (value, values) =>
    isBlank(value) || value === values[other] ? null : ['validation.same', { otherField: other }];

/** IBAN checksum (ISO 13616, mod 97 = 1) and the country's length for DE/AT/CH; spaces ignored. */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const lengths: Record<string, number> = { DE: 22, AT: 20, CH: 21 };
  const expected = lengths[iban.slice(0, 2)];
  if (expected && iban.length !== expected) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}
export const iban: Rule = (value) => (isBlank(value) || isValidIban(String(value)) ? null : ['validation.iban']);

/** The label of a field, from `fields.<name>` (the API's labels); `labels` overrides per form. */
export function fieldLabel(t: Translate, name: string, labels: Record<string, string> = {}): string {
  return labels[name] ?? t(`fields.${name}`);
}

/** Runs the schema; answers the first failing message per field, translated, naming the field. */
export function validate(values: Values, schema: Schema, t: Translate, labels: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, rules] of Object.entries(schema)) {
    for (const rule of rules) {
      const failed = rule(values[name], values);
      if (failed) {
        const [key, params = {}] = failed;
        const other = typeof params['otherField'] === 'string' ? { other: fieldLabel(t, params['otherField'], labels) } : {};
        errors[name] = t(key, { ...params, ...other, field: fieldLabel(t, name, labels) });
        break;
      }
    }
  }
  return errors;
}

/**
 * Server validation errors (`errors`: path → messages, e.g. `contactPerson.0.name`) by top-level field,
 * so a form can show them beside its inputs.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  if (!errors) return {};
  const result: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    if (!result[field] && messages[0]) result[field] = messages[0];
  }
  return result;
}

/** Rules of the fields both registrations share (the API's account fields). */
export const ACCOUNT_RULES = {
  companyName: [required, maxLength(200)],
  vat: [required, alphaNum, maxLength(20)],
  firstName: [required, maxLength(100)],
  lastName: [required, maxLength(100)],
  phoneNumber: [required, phone],
  email: [required, email, maxLength(254)],
  address: [required, maxLength(300)],
  password: [newPassword],
  password_confirmation: [required, sameAs('password')],
} satisfies Schema;

/** Empty values of the fields both registration forms share (dial code +49 by default, §9). */
export const EMPTY_ACCOUNT_FORM = {
  companyName: '',
  vat: '',
  firstName: '',
  lastName: '',
  dialCode: DEFAULT_DIAL_CODE,
  phoneNumber: '',
  email: '',
  address: '',
  password: '',
  password_confirmation: '',
  termAndCondition: false,
};

/** The shared account fields of a registration request, trimmed (passwords as typed). */
export function accountRequestFields(form: Omit<typeof EMPTY_ACCOUNT_FORM, 'companyName' | 'vat'> & { companyName: string; vat: string }) {
  return {
    companyName: form.companyName.trim(),
    vat: form.vat.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dialCode: form.dialCode,
    phoneNumber: form.phoneNumber.trim(),
    email: form.email.trim(),
    address: form.address.trim(),
    password: form.password,
    password_confirmation: form.password_confirmation,
    termAndCondition: form.termAndCondition,
  };
}
