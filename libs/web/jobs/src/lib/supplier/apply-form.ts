import { JOB_LIMITS, type ApplyRequest, type JobSummary } from '@fachwerk/shared/contracts';
import { euroToCents } from './search-query';

/** The proposal as typed: price in euros as text, document slots that may be empty. */
export interface ApplyDraft {
  workerIds: string[];
  price: string;
  message: string;
  documents: (string | null)[];
}

export const APPLY_DOCUMENT_SLOTS = 3;

export const emptyApplyDraft = (): ApplyDraft => ({
  workerIds: [],
  price: '',
  message: '',
  documents: Array.from({ length: APPLY_DOCUMENT_SLOTS }, () => null),
});

export type ApplyField = 'workerIds' | 'price' | 'message' | 'documents';
export type ApplyErrors = Partial<Record<ApplyField, string>>;
type T = (key: string, options?: Record<string, string | number>) => string;

/** `1.234,50` / `1234.5` / `45` → euros, or null when it is no amount. */
export function parseEuros(text: string): number | null {
  const trimmed = text.trim().replace(/\s|€/g, '');
  if (!/^\d{1,7}([.,]\d{3})*([.,]\d{1,2})?$/.test(trimmed)) return null;
  // a comma is the decimal mark; dots before it group thousands (German), a lone dot with 1–2 digits is decimal
  const normalised = trimmed.includes(',')
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : /\.\d{1,2}$/.test(trimmed)
      ? trimmed
      : trimmed.replace(/\./g, '');
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Field errors of a proposal for a job (messages name the field, §5). */
export function validateApply(
  draft: ApplyDraft,
  job: Pick<JobSummary, 'type' | 'workersNeeded'>,
  t: T,
): ApplyErrors {
  const errors: ApplyErrors = {};
  const field = (name: ApplyField) => t(`jobsSupplier.apply.fields.${name}`);
  if (draft.workerIds.length === 0)
    errors.workerIds = t('jobsSupplier.apply.errors.workersRequired', { field: field('workerIds') });
  else if (job.type === 'resource' && draft.workerIds.length > job.workersNeeded)
    errors.workerIds = t('jobsSupplier.apply.errors.workersMax', {
      field: field('workerIds'),
      max: job.workersNeeded,
    });
  const price = parseEuros(draft.price);
  if (draft.price.trim() === '') errors.price = t('validation.required', { field: field('price') });
  else if (price === null) errors.price = t('validation.numeric', { field: field('price') });
  else if (price <= 0 || euroToCents(price) > JOB_LIMITS.budgetMaxCents)
    errors.price = t('jobsSupplier.apply.errors.priceRange', { field: field('price') });
  // §5: "Message cannot be empty"
  if (draft.message.trim() === '') errors.message = t('jobsSupplier.apply.errors.messageEmpty');
  else if (draft.message.trim().length > JOB_LIMITS.proposalMessageMax)
    errors.message = t('validation.max.string', {
      field: field('message'),
      max: JOB_LIMITS.proposalMessageMax,
    });
  return errors;
}

/** The request of a valid draft: price in cents, message trimmed, empty document slots left out. */
export function toApplyRequest(draft: ApplyDraft): ApplyRequest {
  const documents = draft.documents.filter((d): d is string => Boolean(d));
  return {
    workerIds: [...draft.workerIds],
    price: euroToCents(parseEuros(draft.price) ?? 0),
    message: draft.message.trim(),
    ...(documents.length ? { documents } : {}),
  };
}
