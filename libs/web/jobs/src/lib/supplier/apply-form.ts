import { JOB_LIMITS, type ApplyRequest, type JobSummary } from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';
import { parseEurosToCents } from '@fachwerk/web/ui';

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

/** Field errors of a proposal for a job (messages name the field, §5). */
export function validateApply(
  draft: ApplyDraft,
  job: Pick<JobSummary, 'type' | 'workersNeeded' | 'startDate' | 'endDate'>,
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
  // the kit's MoneyField rules: German grouping and decimals only ("1.234,50"); "1,234.50" is no amount
  const cents = parseEurosToCents(draft.price);
  if (draft.price.trim() === '') errors.price = t('validation.required', { field: field('price') });
  else if (cents === null) errors.price = t('validation.numeric', { field: field('price') });
  else if (cents <= 0 || cents > JOB_LIMITS.budgetMaxCents)
    errors.price = t('jobsSupplier.apply.errors.priceRange', { field: field('price') });
  // MiLoG: the same rule the API runs (resource jobs, the job's period)
  else if (!rules.minimumWageRate.test(cents, { type: job.type, startDate: job.startDate, endDate: job.endDate }))
    errors.price = t(rules.minimumWageRate.messageKey, { field: field('price') });
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
    price: parseEurosToCents(draft.price) ?? 0,
    message: draft.message.trim(),
    ...(documents.length ? { documents } : {}),
  };
}
