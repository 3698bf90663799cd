import './catalogue';
import { INQUIRY_LIMITS } from '@fachwerk/shared/contracts';
import { selectLanguage, showToast, useAppSelector, type ApiError, useSendInquiryMutation } from '@fachwerk/web/data-access';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_INQUIRY,
  INQUIRY_FIELDS,
  serverFieldErrors,
  toInquiryRequest,
  validateInquiry,
  type InquiryErrors,
  type InquiryField,
  type InquiryValues,
} from './contact-validation';
import './public-site.css';
import { useSeoMeta } from './use-page-meta';
import { FieldError } from '@fachwerk/web/ui';

const OPTIONAL: readonly InquiryField[] = ['phone', 'company'];
const INPUT_TYPE: Partial<Record<InquiryField, string>> = { email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Partial<Record<InquiryField, string>> = { name: 'name', email: 'email', phone: 'tel', company: 'organization' };

/** /contact-us: the §5-validated contact form; POST /inquiries; server errors shown at their fields. */
export default function ContactPage() {
  const { t } = useTranslation();
  useSeoMeta('contact');
  const language = useAppSelector(selectLanguage);
  // ?subject= pre-fills the subject (e.g. "Konto löschen" from /delete-account)
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<InquiryValues>(() => ({ ...EMPTY_INQUIRY, subject: searchParams.get('subject')?.slice(0, INQUIRY_LIMITS.subject) ?? '' }));
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sendInquiry, { isLoading }] = useSendInquiryMutation();
  const form = useRef<HTMLFormElement>(null);

  const focusFirstError = (found: InquiryErrors) => {
    const first = INQUIRY_FIELDS.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateInquiry(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const result = await sendInquiry({ body: toInquiryRequest(values), language });
    if ('error' in result) {
      const error = result.error as ApiError;
      const atFields = serverFieldErrors(error.errors);
      setErrors(atFields);
      if (Object.keys(atFields).length > 0) focusFirstError(atFields);
      else setFormError(error.message);
      return;
    }
    showToast('success', result.data || t('contact.sent'));
    setValues(EMPTY_INQUIRY);
    setErrors({});
  };

  return (
    <div className="fw-public-page">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <form ref={form} className="fw-card fw-contact-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="contact-form">
        {INQUIRY_FIELDS.map((field) => {
          const id = `contact-${field}`;
          const error = errors[field];
          const optional = OPTIONAL.includes(field);
          const common = {
            id,
            name: field,
            value: values[field],
            maxLength: INQUIRY_LIMITS[field],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            'aria-required': optional ? undefined : true,
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
          };
          return (
            <div key={field} className="fw-field">
              <label htmlFor={id}>
                {t(`contact.fields.${field}`)}
                {optional ? ` (${t('contact.optional')})` : <span aria-hidden="true"> *</span>}
              </label>
              {field === 'message' ? (
                <textarea {...common} rows={6} />
              ) : (
                <input {...common} type={INPUT_TYPE[field] ?? 'text'} autoComplete={AUTOCOMPLETE[field]} />
              )}
              <FieldError id={`${id}-error`} announce={false}>{error}</FieldError>
            </div>
          );
        })}
        <FieldError as="p">{formError}</FieldError>
        <button type="submit" className="fw-button" disabled={isLoading}>
          {isLoading ? t('contact.sending') : t('contact.submit')}
        </button>
      </form>
    </div>
  );
}
