import {
  JOB_CLEARABLE_FIELDS,
  JOB_LIMITS,
  type ClientIndustry,
  type ConstructionException,
  type ExperienceLevel,
  type FederalState,
  type JobLanguageLevel,
  type JobPatchRequest,
  type JobRequest,
  type JobResponse,
  type JobType,
} from '@fachwerk/shared/contracts';
import { constructionBanApplies, rules, type Rule, type RuleSchema } from '@fachwerk/shared/contracts/rules';
import { htmlToText, textToHtml } from '../shared/rich-text';

/** The job form's state (react-hook-form values): money in integer cents, numbers as numbers, null while empty. */
export interface JobFormValues {
  type: JobType;
  title: string;
  serviceId: string;
  startDate: string;
  endDate: string;
  hours: number | null;
  workersNeeded: number | null;
  skills: string[];
  languages: { language: string; level: JobLanguageLevel }[];
  accommodation: boolean;
  /** cents */
  budgetMin: number | null;
  budgetMax: number | null;
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
  /** § 1b AÜG: asked only for resource jobs of a client in the main construction trade; '' while none is chosen */
  constructionException: ConstructionException | '';
}

export const emptyJobForm = (): JobFormValues => ({
  type: 'fixedBudget',
  title: '',
  serviceId: '',
  startDate: '',
  endDate: '',
  hours: null,
  workersNeeded: 1,
  skills: [],
  languages: [],
  accommodation: false,
  budgetMin: null,
  budgetMax: null,
  address: '',
  postcode: '',
  city: '',
  state: '',
  description: '',
  documents: [],
  experience: '',
  tools: [],
  certificates: [],
  constructionException: '',
});

export const jobToForm = (job: JobResponse): JobFormValues => ({
  type: job.type,
  title: job.title,
  serviceId: job.serviceId,
  startDate: job.startDate,
  endDate: job.endDate ?? '',
  hours: job.hours,
  workersNeeded: job.workersNeeded,
  skills: [...job.skills],
  languages: job.languages.map((l) => ({ ...l })),
  accommodation: job.accommodation,
  budgetMin: job.budgetMin,
  budgetMax: job.budgetMax,
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
  constructionException: job.constructionException ?? '',
});

/**
 * The form's rules, all from contracts (the API checks the same limits): §5 required, lengths,
 * "minimum price cannot be greater than maximum price", at most 168 hours a week; the end date not
 * before the start; a resource job's minimum price not below the minimum wage of its period (MiLoG). Workers are asked for resource jobs only; each language row needs its language.
 * A resource job of a client in the main construction trade needs a § 1b AÜG exception (`industry`: the client's).
 */
export function jobFormRules({ type, languages }: Pick<JobFormValues, 'type' | 'languages'>, industry?: ClientIndustry | null): RuleSchema {
  const money = [rules.required, rules.numeric, rules.maxCents(JOB_LIMITS.budgetMaxCents)];
  const schema: Record<string, readonly Rule[]> = {
    title: [rules.required, rules.minLength(JOB_LIMITS.titleMin), rules.maxLength(JOB_LIMITS.titleMax)],
    serviceId: [rules.required],
    startDate: [rules.required],
    endDate: [rules.notBefore('startDate')],
    hours: [rules.required, rules.integer, rules.minValue(1), rules.weeklyHours],
    budgetMin: [...money, rules.priceRange('budgetMax'), rules.minimumWageRate],
    budgetMax: money,
    address: [rules.required],
    state: [rules.required],
    description: [rules.required, rules.maxLength(JOB_LIMITS.descriptionMax)],
    experience: [rules.required],
  };
  if (type === 'resource')
    schema['workersNeeded'] = [rules.required, rules.integer, rules.minValue(1), rules.maxValue(JOB_LIMITS.workersNeededMax)];
  if (constructionBanApplies(type, industry)) schema['constructionException'] = [rules.required];
  for (let index = 0; index < languages.length; index++) schema[`languages.${index}.language`] = [rules.required];
  return schema;
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
    hours: form.hours ?? 0,
    workersNeeded: form.type === 'resource' ? (form.workersNeeded ?? 1) : 1,
    skills: form.skills,
    languages: form.languages.filter((l) => l.language !== ''),
    accommodation: form.accommodation,
    budgetMin: form.budgetMin ?? 0,
    budgetMax: form.budgetMax ?? 0,
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
  // the API keeps it only where the ban applies (resource job, construction client)
  if (form.type === 'resource' && form.constructionException) request.constructionException = form.constructionException;
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
