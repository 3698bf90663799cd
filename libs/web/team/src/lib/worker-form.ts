import { rules, type Rule, type RuleSchema } from '@fachwerk/shared/contracts/rules';
import {
  DEFAULT_DIAL_CODE,
  WORKER_DEFAULTS,
  type ServiceAreaLocationPreference,
  type WorkerJobType,
  type WorkerProficiency,
  type WorkerRequest,
  type WorkerResponse,
} from '@fachwerk/shared/contracts';

/** One row of the service-area list as the form holds it (numbers stay numbers once chosen). */
export interface AreaRow {
  serviceArea: string;
  locationPreference: string;
  city: string;
  state: string;
  country: string;
  lat?: number;
  long?: number;
}

/** The worker form (every field of the worker draft of §3), as kept in the ADDWORKER/EDITWORKER slice. */
export interface WorkerFormValues {
  fullName: string;
  email: string;
  dialCode: string;
  phoneNumber: string;
  dob: string;
  nationality: string;
  serviceType: string[];
  languageSpoken: string[];
  license: string;
  company: string;
  position: string;
  startDate: string;
  endDate: string;
  previousWorkExperience: { workTitle: string; workRole: string }[];
  reference: { name: string; number: string }[];
  jobType: WorkerJobType;
  /** hours a day, typed the German way ("7,5") */
  workingHrs: number | null;
  shift: string;
  serviceAreaLocationPrefernces: AreaRow[];
  insuranceName: string;
  liabilityInsuranceName: string;
  workerCompensation: string;
  passportIdNumber: string;
  highestQualification: string;
  institution: string;
  deggre: string;
  fieldOfStudy: string;
  cv: string;
  certification: string;
  insuranceDocuments: string;
  passportOrId: string;
  proficiency: WorkerProficiency;
  comments: string;
  termAndCondition: 0 | 1;
  isAddFavorite: 0 | 1;
}

export const WORKER_DOCUMENTS = ['cv', 'certification', 'insuranceDocuments', 'passportOrId'] as const;

export const emptyWorkerForm = (): WorkerFormValues => ({
  fullName: '',
  email: '',
  dialCode: DEFAULT_DIAL_CODE,
  phoneNumber: '',
  dob: '',
  nationality: '',
  serviceType: [],
  languageSpoken: [],
  license: '',
  company: '',
  position: '',
  startDate: '',
  endDate: '',
  previousWorkExperience: [],
  reference: [],
  jobType: WORKER_DEFAULTS.jobType,
  workingHrs: null,
  shift: '',
  serviceAreaLocationPrefernces: [],
  insuranceName: '',
  liabilityInsuranceName: '',
  workerCompensation: '',
  passportIdNumber: '',
  highestQualification: '',
  institution: '',
  deggre: '',
  fieldOfStudy: '',
  cv: '',
  certification: '',
  insuranceDocuments: '',
  passportOrId: '',
  proficiency: WORKER_DEFAULTS.proficiency,
  comments: '',
  termAndCondition: WORKER_DEFAULTS.termAndCondition,
  isAddFavorite: WORKER_DEFAULTS.isAddFavorite,
});

/** Form values from a stored draft (the slice may hold only some fields). */
export const formFromDraft = (draft: Record<string, unknown>): WorkerFormValues => ({
  ...emptyWorkerForm(),
  ...(draft as Partial<WorkerFormValues>),
});

/** Form values of a stored worker (edit). */
export function fromWorker(worker: WorkerResponse): WorkerFormValues {
  const text = (v: string | undefined) => v ?? '';
  return {
    ...emptyWorkerForm(),
    fullName: worker.fullName,
    email: text(worker.email),
    dialCode: worker.dialCode,
    phoneNumber: text(worker.phoneNumber),
    dob: text(worker.dob),
    nationality: text(worker.nationality),
    serviceType: worker.serviceType ?? [],
    languageSpoken: worker.languageSpoken ?? [],
    license: text(worker.license),
    company: text(worker.company),
    position: text(worker.position),
    startDate: text(worker.startDate),
    endDate: text(worker.endDate),
    previousWorkExperience: (worker.previousWorkExperience ?? []).map((e) => ({
      workTitle: e.workTitle,
      workRole: e.workRole,
    })),
    reference: (worker.reference ?? []).map((r) => ({ name: r.name, number: r.number })),
    jobType: worker.jobType,
    workingHrs: worker.workingHrs ?? null,
    shift: text(worker.shift),
    serviceAreaLocationPrefernces: (worker.serviceAreaLocationPrefernces ?? []).map((a) => ({
      serviceArea: a.serviceArea,
      locationPreference: text(a.locationPreference),
      city: text(a.city),
      state: text(a.state),
      country: text(a.country),
      lat: a.lat,
      long: a.long,
    })),
    insuranceName: text(worker.insuranceName),
    liabilityInsuranceName: text(worker.liabilityInsuranceName),
    workerCompensation: text(worker.workerCompensation),
    passportIdNumber: text(worker.passportIdNumber),
    highestQualification: text(worker.highestQualification),
    institution: text(worker.institution),
    deggre: text(worker.deggre),
    fieldOfStudy: text(worker.fieldOfStudy),
    cv: text(worker.cv),
    certification: text(worker.certification),
    insuranceDocuments: text(worker.insuranceDocuments),
    passportOrId: text(worker.passportOrId),
    proficiency: worker.proficiency,
    comments: text(worker.comments),
    termAndCondition: worker.termAndCondition,
    isAddFavorite: worker.isAddFavorite,
  };
}

const trimmed = (v: string) => v.trim();

/**
 * The request body. §5: empty strings, arrays and objects are left out (the base API strips them
 * too). For an edit, fields the user emptied are sent as `null` so the server clears them.
 */
export function toWorkerRequest(values: WorkerFormValues, mode: 'add' | 'edit'): WorkerRequest {
  const body: Record<string, unknown> = {};
  const put = (field: string, value: unknown, empty: boolean) => {
    if (!empty) body[field] = value;
    else if (mode === 'edit') body[field] = null;
  };
  const textFields = [
    'fullName',
    'email',
    'dialCode',
    'phoneNumber',
    'dob',
    'nationality',
    'license',
    'company',
    'position',
    'startDate',
    'endDate',
    'shift',
    'insuranceName',
    'liabilityInsuranceName',
    'workerCompensation',
    'passportIdNumber',
    'highestQualification',
    'institution',
    'deggre',
    'fieldOfStudy',
    'cv',
    'certification',
    'insuranceDocuments',
    'passportOrId',
    'comments',
  ] as const;
  for (const field of textFields) put(field, trimmed(values[field]), trimmed(values[field]) === '');
  put('serviceType', values.serviceType, values.serviceType.length === 0);
  put('languageSpoken', values.languageSpoken, values.languageSpoken.length === 0);
  const experience = values.previousWorkExperience.map((e) => ({
    workTitle: trimmed(e.workTitle),
    workRole: trimmed(e.workRole),
  }));
  put('previousWorkExperience', experience, experience.length === 0);
  const references = values.reference.map((r) => ({ name: trimmed(r.name), number: trimmed(r.number) }));
  put('reference', references, references.length === 0);
  const areas: ServiceAreaLocationPreference[] = values.serviceAreaLocationPrefernces.map((a) => {
    const row: ServiceAreaLocationPreference = { serviceArea: trimmed(a.serviceArea) };
    for (const key of ['locationPreference', 'city', 'state', 'country'] as const)
      if (trimmed(a[key])) row[key] = trimmed(a[key]);
    if (typeof a.lat === 'number') row.lat = a.lat;
    if (typeof a.long === 'number') row.long = a.long;
    return row;
  });
  put('serviceAreaLocationPrefernces', areas, areas.length === 0);
  put('workingHrs', values.workingHrs, values.workingHrs === null);
  body['jobType'] = values.jobType;
  body['proficiency'] = values.proficiency;
  body['termAndCondition'] = values.termAndCondition;
  body['isAddFavorite'] = values.isAddFavorite;
  return body as unknown as WorkerRequest;
}

/** Text limits of the worker request (the API's DTO checks the same). */
const TEXT_MAX = 200;
const REFERENCE_NAME_MAX = 120;
const PHONE_MAX = 25;

/**
 * The form's rules, all from contracts (the API's DTO runs the same predicates): §5 required and
 * lengths, e-mail, dial code, phone numbers as people type them (international too), at most 24
 * working hours a day, the end date not before the start; one set per list row.
 */
export function workerFormRules(values: Pick<WorkerFormValues, 'previousWorkExperience' | 'reference' | 'serviceAreaLocationPrefernces'>): RuleSchema {
  const schema: Record<string, readonly Rule[]> = {
    fullName: [rules.required, rules.maxLength(TEXT_MAX)],
    email: [rules.email],
    dialCode: [rules.dialCode],
    phoneNumber: [rules.phone, rules.maxLength(PHONE_MAX)],
    workingHrs: [rules.numeric, rules.minValue(0), rules.dailyHours],
    endDate: [rules.notBefore('startDate')],
  };
  values.previousWorkExperience.forEach((_, i) => {
    schema[`previousWorkExperience.${i}.workTitle`] = [rules.required, rules.maxLength(TEXT_MAX)];
    schema[`previousWorkExperience.${i}.workRole`] = [rules.required, rules.maxLength(TEXT_MAX)];
  });
  values.reference.forEach((_, i) => {
    schema[`reference.${i}.name`] = [rules.required, rules.maxLength(REFERENCE_NAME_MAX)];
    schema[`reference.${i}.number`] = [rules.required, rules.phone];
  });
  values.serviceAreaLocationPrefernces.forEach((_, i) => {
    schema[`serviceAreaLocationPrefernces.${i}.serviceArea`] = [rules.required, rules.maxLength(TEXT_MAX)];
  });
  return schema;
}
