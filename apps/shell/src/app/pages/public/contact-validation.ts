import './catalogue';
import { INQUIRY_LIMITS, type InquiryRequest } from '@fachwerk/shared/contracts';
import { isEmailAddress, isPhoneNumber } from '@fachwerk/shared/contracts/rules';

export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Record<InquiryField, string>;
export type InquiryErrors = Partial<Record<InquiryField, string>>;

const REQUIRED: readonly InquiryField[] = ['name', 'email', 'subject', 'message'];

type Translate = (key: string, params?: Record<string, unknown>) => string;

export const EMPTY_INQUIRY: InquiryValues = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

/**
 * §5 rules for the contact form, the server's e-mail and phone rules (contracts); each message names
 * its field (label in the UI language).
 */
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
    else if (field === 'email' && !isEmailAddress(value)) errors.email = t('validation.email', { field: label });
    else if (field === 'phone' && !isPhoneNumber(value)) errors.phone = t('contact.phoneFormat', { field: label });
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
