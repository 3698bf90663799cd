import {
  EXPERIENCE_LEVELS,
  FEDERAL_STATES,
  JOB_CLEARABLE_FIELDS,
  JOB_LIMITS,
  type ExperienceLevel,
  type FederalState,
  type JobLanguageLevel,
  type JobPatchRequest,
  type JobRequest,
  type JobResponse,
  type JobType,
} from '@fachwerk/shared/contracts';
import { centsToEuros, eurosToCents } from '@fachwerk/web/market-ui';
import { htmlToText, textToHtml } from '../shared/rich-text';

/** The job form's state: what the inputs hold (numbers and money as typed text). */
export interface JobFormValues {
  type: JobType;
  title: string;
  serviceId: string;
  startDate: string;
  endDate: string;
  hours: string;
  workersNeeded: string;
  skills: string[];
  languages: { language: string; level: JobLanguageLevel }[];
  accommodation: boolean;
  /** euros as typed */
  budgetMin: string;
  budgetMax: string;
  address: string;
  postcode: string;
  city: string;
  state: FederalState | '';
  lat?: number;
  lng?: number;
  /** the description in the form's formatting language (see rich-text.ts) */
  description: string;
  documents: string[];
  experience: ExperienceLevel | '';
  tools: string[];
  certificates: string[];
}

export const emptyJobForm = (): JobFormValues => ({
  type: 'fixedBudget',
  title: '',
  serviceId: '',
  startDate: '',
  endDate: '',
  hours: '',
  workersNeeded: '1',
  skills: [],
  languages: [],
  accommodation: false,
  budgetMin: '',
  budgetMax: '',
  address: '',
  postcode: '',
  city: '',
  state: '',
  description: '',
  documents: [],
  experience: '',
  tools: [],
  certificates: [],
});

export const jobToForm = (job: JobResponse): JobFormValues => ({
  type: job.type,
  title: job.title,
  serviceId: job.serviceId,
  startDate: job.startDate,
  endDate: job.endDate ?? '',
  hours: String(job.hours),
  workersNeeded: String(job.workersNeeded),
  skills: [...job.skills],
  languages: job.languages.map((l) => ({ ...l })),
  accommodation: job.accommodation,
  budgetMin: centsToEuros(job.budgetMin),
  budgetMax: centsToEuros(job.budgetMax),
  address: job.location.address,
  postcode: job.location.postcode ?? '',
  city: job.location.city ?? '',
  state: job.location.state,
  lat: job.location.lat,
  lng: job.location.lng,
  description: htmlToText(job.description),
  documents: [...job.documents],
  experience: job.experience,
  tools: [...job.tools],
  certificates: [...job.certificates],
});

/** A failed rule: the `validation.*` (or `jobsClient.form.rules.*`) key and its values; the field is named by the form. */
export interface FieldRule {
  key: string;
  params?: Record<string, string | number>;
}
/** Errors by the field path the server uses too (`location.state`, `languages.0.language`). */
export type JobFormErrors = Record<string, FieldRule>;

const integer = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The rules of the form (the server checks them again). Dates are ISO strings, compared as text. */
export function validateJobForm(form: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  const required = (path: string, empty: boolean) => {
    if (empty) errors[path] = { key: 'validation.required' };
    return !empty;
  };

  if (required('title', form.title.trim() === '')) {
    const length = form.title.trim().length;
    if (length < JOB_LIMITS.titleMin)
      errors['title'] = { key: 'validation.min.string', params: { min: JOB_LIMITS.titleMin } };
    if (length > JOB_LIMITS.titleMax)
      errors['title'] = { key: 'validation.max.string', params: { max: JOB_LIMITS.titleMax } };
  }
  required('serviceId', form.serviceId === '');
  required('startDate', form.startDate === '');
  if (form.startDate && form.endDate && form.endDate < form.startDate)
    errors['endDate'] = { key: 'jobsClient.form.rules.endBeforeStart' };

  if (required('hours', form.hours.trim() === '')) {
    const hours = integer(form.hours);
    if (hours === null) errors['hours'] = { key: 'validation.numeric' };
    else if (hours < 1) errors['hours'] = { key: 'validation.min.numeric', params: { min: 1 } };
    else if (hours > JOB_LIMITS.hoursMax)
      errors['hours'] = { key: 'validation.max.numeric', params: { max: JOB_LIMITS.hoursMax } };
  }
  if (form.type === 'resource' && required('workersNeeded', form.workersNeeded.trim() === '')) {
    const workers = integer(form.workersNeeded);
    if (workers === null) errors['workersNeeded'] = { key: 'validation.numeric' };
    else if (workers < 1) errors['workersNeeded'] = { key: 'validation.min.numeric', params: { min: 1 } };
    else if (workers > JOB_LIMITS.workersNeededMax)
      errors['workersNeeded'] = {
        key: 'validation.max.numeric',
        params: { max: JOB_LIMITS.workersNeededMax },
      };
  }

  const money = (path: 'budgetMin' | 'budgetMax'): number | null => {
    if (!required(path, form[path].trim() === '')) return null;
    const cents = eurosToCents(form[path]);
    if (cents === null) errors[path] = { key: 'validation.numeric' };
    else if (cents > JOB_LIMITS.budgetMaxCents)
      errors[path] = { key: 'validation.max.numeric', params: { max: JOB_LIMITS.budgetMaxCents / 100 } };
    return cents;
  };
  const min = money('budgetMin');
  const max = money('budgetMax');
  // §5: "Minimum price cannot be greater than maximum price"
  if (min !== null && max !== null && min > max)
    errors['budgetMin'] = { key: 'jobsClient.form.rules.budgetOrder' };

  form.languages.forEach((row, index) => required(`languages.${index}.language`, row.language === ''));
  required('location.address', form.address.trim() === '');
  required('location.state', !(FEDERAL_STATES as readonly string[]).includes(form.state));
  if (
    required('description', form.description.trim() === '') &&
    form.description.length > JOB_LIMITS.descriptionMax
  )
    errors['description'] = { key: 'validation.max.string', params: { max: JOB_LIMITS.descriptionMax } };
  required('experience', !(EXPERIENCE_LEVELS as readonly string[]).includes(form.experience));
  if (form.certificates.length > JOB_LIMITS.certificatesMax)
    errors['certificates'] = { key: 'validation.max.numeric', params: { max: JOB_LIMITS.certificatesMax } };
  return errors;
}

/**
 * The request body of a valid form: money in cents, the description as HTML, fixedBudget jobs with
 * one worker. Empty values are dropped (§5) here and again by the API layer.
 */
export function toJobRequest(form: JobFormValues, draft: boolean): JobRequest {
  const request: JobRequest = {
    type: form.type,
    title: form.title.trim(),
    serviceId: form.serviceId,
    startDate: form.startDate,
    hours: Number(form.hours.trim()),
    workersNeeded: form.type === 'resource' ? Number(form.workersNeeded.trim()) : 1,
    skills: form.skills,
    languages: form.languages.filter((l) => l.language !== ''),
    accommodation: form.accommodation,
    budgetMin: eurosToCents(form.budgetMin) ?? 0,
    budgetMax: eurosToCents(form.budgetMax) ?? 0,
    location: {
      address: form.address.trim(),
      state: form.state as FederalState,
      ...(form.postcode ? { postcode: form.postcode } : {}),
      ...(form.city ? { city: form.city } : {}),
      ...(form.lat !== undefined && form.lng !== undefined ? { lat: form.lat, lng: form.lng } : {}),
    },
    description: textToHtml(form.description),
    experience: form.experience as ExperienceLevel,
  };
  if (form.endDate) request.endDate = form.endDate;
  const documents = form.documents.filter(Boolean);
  if (documents.length) request.documents = documents;
  if (form.tools.length) request.tools = form.tools;
  const certificates = form.certificates.map((c) => c.trim()).filter(Boolean);
  if (certificates.length) request.certificates = certificates;
  if (draft) request.draft = true;
  return request;
}

/**
 * The body of an edit: the form's values, with `null` for an emptied end date or list, because
 * empty values never leave the browser (§5) and a missing field would leave the old value.
 */
export function toJobPatch(form: JobFormValues): JobPatchRequest {
  const { draft: _draft, ...request } = toJobRequest(form, false);
  const patch: JobPatchRequest = { ...request };
  for (const field of JOB_CLEARABLE_FIELDS) {
    const value = patch[field];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) patch[field] = null;
  }
  return patch;
}

/** Field path → the `jobsClient.form.fields.*` key naming it (`languages.1.language` → `language`). */
export const fieldNameKey = (path: string): string => {
  const leaf =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path;
  return leaf === 'location' ? 'address' : leaf;
};
