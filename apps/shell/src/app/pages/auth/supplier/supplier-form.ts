import {
  DEFAULT_DIAL_CODE,
  type CategoryAvailability,
  type FederalState,
  type LanguageLevel,
  type SupplierRegistrationRequest,
} from '@fachwerk/shared/contracts';
import { ACCOUNT_FIELD_RULES, ACCOUNT_ROW_RULES, rules, toNumber, type Rule, type RuleSchema } from '@fachwerk/shared/contracts/rules';
import { listRowSchema } from '@fachwerk/web/data-access/forms';
import { ACCOUNT_RULES, EMPTY_ACCOUNT_FORM, accountRequestFields } from '../form/account-form';

/** The wizard's form: every field of the supplier registration draft (§3); numbers are kept as typed. */
export interface SupplierForm {
  companyName: string;
  vat: string;
  companyRegistrationNumber: string;
  companyDialCode: string;
  companyPhoneNumber: string;
  companyEmail: string;
  companyAddress: string;
  contactPerson: { name: string; position: string; dialCode: string; phoneNumber: string; email: string }[];
  firstName: string;
  lastName: string;
  dialCode: string;
  phoneNumber: string;
  email: string;
  address: string;
  password: string;
  password_confirmation: string;
  serviceType: string[];
  specialSkillsOrExp: string[];
  languageProficiency: { language: string; level: LanguageLevel | '' }[];
  toolsAndEquipment: string[];
  license: string;
  dailyHours: string;
  weeklyHours: string;
  minPeriod: string;
  hourlyRate: string;
  categoryAvailability: { category: string; numberOfResource: string; areaRegion: FederalState[] }[];
  previousWorkExperience: { workTitle: string; workRole: string; jobPeriod: string }[];
  reference: { name: string; number: string }[];
  resume: string | null;
  certificate: string | null;
  additionalComment: string;
  accountName: string;
  accountNo: string;
  branchName: string;
  userDeclaration: boolean;
  termAndCondition: boolean;
}

export const emptyContact = () => ({ name: '', position: '', dialCode: DEFAULT_DIAL_CODE, phoneNumber: '', email: '' });
export const emptyLanguage = () => ({ language: '', level: '' as const });
export const emptyCategory = () => ({ category: '', numberOfResource: '', areaRegion: [] as FederalState[] });
export const emptyExperience = () => ({ workTitle: '', workRole: '', jobPeriod: '' });
export const emptyReference = () => ({ name: '', number: '' });

export const EMPTY_SUPPLIER_FORM: SupplierForm = {
  ...EMPTY_ACCOUNT_FORM,
  companyRegistrationNumber: '',
  companyDialCode: DEFAULT_DIAL_CODE,
  companyPhoneNumber: '',
  companyEmail: '',
  companyAddress: '',
  contactPerson: [emptyContact()],
  serviceType: [],
  specialSkillsOrExp: [],
  languageProficiency: [emptyLanguage()],
  toolsAndEquipment: [],
  license: '',
  dailyHours: '',
  weeklyHours: '',
  minPeriod: '',
  hourlyRate: '',
  categoryAvailability: [emptyCategory()],
  previousWorkExperience: [],
  reference: [],
  resume: null,
  certificate: null,
  additionalComment: '',
  accountName: '',
  accountNo: '',
  branchName: '',
  userDeclaration: false,
};

export const STEPS = ['company', 'person', 'services', 'availability', 'experience', 'bank'] as const;
export type StepName = (typeof STEPS)[number];

type Schema = Record<string, readonly Rule[]>;
const F = ACCOUNT_FIELD_RULES;

/** Top-level fields per step: the contracts rules of the account fields, as the sign-up DTO runs them. */
const STEP_SCHEMAS: Record<StepName, Schema> = {
  company: {
    companyName: F.companyName,
    vat: F.vat,
    companyRegistrationNumber: F.companyRegistrationNumber,
    companyDialCode: F.companyDialCode,
    companyPhoneNumber: F.companyPhoneNumber,
    companyEmail: F.companyEmail,
    companyAddress: F.companyAddress,
    contactPerson: [rules.required],
  },
  person: {
    firstName: ACCOUNT_RULES.firstName,
    lastName: ACCOUNT_RULES.lastName,
    dialCode: ACCOUNT_RULES.dialCode,
    phoneNumber: ACCOUNT_RULES.phoneNumber,
    email: ACCOUNT_RULES.email,
    address: ACCOUNT_RULES.address,
    password: ACCOUNT_RULES.password,
    password_confirmation: ACCOUNT_RULES.password_confirmation,
  },
  services: {
    serviceType: F.serviceType,
    specialSkillsOrExp: [rules.required],
    languageProficiency: [rules.required],
  },
  availability: {
    license: F.license,
    dailyHours: F.dailyHours,
    weeklyHours: F.weeklyHours,
    minPeriod: F.minPeriod,
    hourlyRate: F.hourlyRate,
    categoryAvailability: F.categoryAvailability,
  },
  experience: {
    additionalComment: F.additionalComment,
  },
  bank: {
    accountName: F.accountName,
    accountNo: F.accountNo,
    branchName: F.branchName,
    userDeclaration: F.userDeclaration,
    termAndCondition: F.termAndCondition,
  },
};

const LIST_STEPS: Record<StepName, (keyof SupplierForm)[]> = {
  company: ['contactPerson'],
  person: [],
  services: ['languageProficiency'],
  availability: ['categoryAvailability'],
  experience: ['previousWorkExperience', 'reference'],
  bank: [],
};

/** The resolver schema of one step: its fields, and each row of its lists (`contactPerson.0.name`). */
export function stepSchema(step: StepName, values: Partial<SupplierForm>): RuleSchema {
  const rows = Object.fromEntries(LIST_STEPS[step].map((list) => [list, ACCOUNT_ROW_RULES[list as keyof typeof ACCOUNT_ROW_RULES] ?? {}]));
  return { ...STEP_SCHEMAS[step], ...listRowSchema(values, rows) };
}

/** Which step holds a field (server errors name `contactPerson.0.name` → `company`). */
export function stepOfField(path: string): StepName | null {
  const field = path.split(/[.-]/)[0] ?? path;
  return (
    STEPS.find((step) => field in STEP_SCHEMAS[step] || (LIST_STEPS[step] as string[]).includes(field)) ??
    (field === 'toolsAndEquipment' ? 'services' : field === 'resume' || field === 'certificate' || field === 'reference' || field === 'previousWorkExperience' ? 'experience' : field === 'companyDialCode' ? 'company' : field === 'dialCode' ? 'person' : null)
  );
}

const num = (value: string) => toNumber(value);
const optionalInt = (value: string) => (value.trim() === '' ? undefined : Math.trunc(num(value)));

/** The request of POST /auth/signup/supplier: numbers parsed, hourly rate € → cents, blanks dropped later. */
export function toSupplierRequest(form: SupplierForm, language: 'de' | 'en'): SupplierRegistrationRequest {
  const trimmed = <T extends Record<string, unknown>>(item: T) =>
    Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;
  return {
    ...accountRequestFields(form),
    contactPerson: form.contactPerson.map((c) => trimmed({ ...c, dialCode: c.phoneNumber.trim() ? c.dialCode : '' })),
    companyRegistrationNumber: form.companyRegistrationNumber.trim(),
    companyDialCode: form.companyDialCode,
    companyPhoneNumber: form.companyPhoneNumber.trim(),
    companyEmail: form.companyEmail.trim(),
    companyAddress: form.companyAddress.trim(),
    serviceType: form.serviceType,
    specialSkillsOrExp: form.specialSkillsOrExp,
    languageProficiency: form.languageProficiency.map((l) => ({ language: l.language, level: l.level as LanguageLevel })),
    userDeclaration: form.userDeclaration,
    license: form.license.trim(),
    dailyHours: num(form.dailyHours),
    weeklyHours: num(form.weeklyHours),
    categoryAvailability: form.categoryAvailability.map(
      (c): CategoryAvailability => ({ category: c.category, numberOfResource: Math.trunc(num(c.numberOfResource)), areaRegion: c.areaRegion }),
    ),
    toolsAndEquipment: form.toolsAndEquipment,
    previousWorkExperience: form.previousWorkExperience.map(trimmed),
    reference: form.reference.map(trimmed),
    resume: form.resume ?? undefined,
    certificate: form.certificate ?? undefined,
    hourlyRate: Math.round(num(form.hourlyRate) * 100),
    additionalComment: form.additionalComment.trim(),
    accountNo: form.accountNo.replace(/\s+/g, '').toUpperCase(),
    accountName: form.accountName.trim(),
    branchName: form.branchName.trim(),
    minPeriod: optionalInt(form.minPeriod),
    language,
  };
}
