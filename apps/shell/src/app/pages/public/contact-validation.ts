import './catalogue';
import type { InquiryRequest } from '@fachwerk/shared/contracts';

export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Record<InquiryField, string>;
export type InquiryErrors = Partial<Record<InquiryField, string>>;

/** Limits of the API's InquiryRequestDto, so the form rejects what the server would. */
export const INQUIRY_LIMITS: Record<InquiryField, number> = {
  name: 120,
  email: 254,
  phone: 40,
  company: 120,
  subject: 200,
  message: 5000,
};
const REQUIRED: readonly InquiryField[] = ['name', 'email', 'subject', 'message'];
/** Pragmatic address check: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^[+0-9 ()/-]*$/;

type Translate = (key: string, params?: Record<string, unknown>) => string;

export const EMPTY_INQUIRY: InquiryValues = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

/** §5 rules for the contact form; each message names its field (label in the UI language). */
export function validateInquiry(values: InquiryValues, t: Translate): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const field of INQUIRY_FIELDS) {
    const value = values[field].trim();
    const label = t(`contact.fields.${field}`);
    if (!value) {
      if (field === 'message') errors.message = t('contact.messageEmpty');
      else if (REQUIRED.includes(field)) errors[field] = t('validation.required', { field: label });
      continue;
    }
    if (value.length > INQUIRY_LIMITS[field]) errors[field] = t('validation.max.string', { field: label, max: INQUIRY_LIMITS[field] });
    else if (field === 'email' && !EMAIL.test(value)) errors.email = t('validation.email', { field: label });
    else if (field === 'phone' && !PHONE.test(value)) errors.phone = t('contact.phoneFormat', { field: label });
  }
  return errors;
}

/** The request body: trimmed, optional fields left out when empty. */
export function toInquiryRequest(values: InquiryValues): InquiryRequest {
  const trimmed = Object.fromEntries(INQUIRY_FIELDS.map((f) => [f, values[f].trim()])) as InquiryValues;
  const { phone, company, ...required } = trimmed;
  return { ...required, ...(phone ? { phone } : {}), ...(company ? { company } : {}) };
}

/** Server validation errors (`errors`: field → messages) mapped onto the form's fields. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): InquiryErrors {
  const result: InquiryErrors = {};
  for (const field of INQUIRY_FIELDS) {
    const message = errors?.[field]?.[0];
    if (message) result[field] = message;
  }
  return result;
}
