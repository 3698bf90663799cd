import {
  DEFAULT_DIAL_CODE,
  type CategoryAvailability,
  type FederalState,
  type LanguageLevel,
  type SupplierRegistrationRequest,
} from '@fachwerk/shared/contracts';
import {
  ACCOUNT_RULES,
  EMPTY_ACCOUNT_FORM,
  accountRequestFields,
  accepted,
  email,
  iban,
  integer,
  maxLength,
  maxNumber,
  minNumber,
  numeric,
  phone,
  required,
  toNumber,
  validate,
  type FieldErrors,
  type Rule,
  type Schema,
  type Translate,
} from '../form/validation';

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

/** Top-level fields per step (rules), and the rules of each list's items. */
const STEP_SCHEMAS: Record<StepName, Schema> = {
  company: {
    companyName: ACCOUNT_RULES.companyName,
    vat: ACCOUNT_RULES.vat,
    companyRegistrationNumber: [required, maxLength(50)],
    companyPhoneNumber: [required, phone],
    companyEmail: [required, email, maxLength(254)],
    companyAddress: [required, maxLength(300)],
    contactPerson: [required],
  },
  person: {
    firstName: ACCOUNT_RULES.firstName,
    lastName: ACCOUNT_RULES.lastName,
    phoneNumber: ACCOUNT_RULES.phoneNumber,
    email: ACCOUNT_RULES.email,
    address: ACCOUNT_RULES.address,
    password: ACCOUNT_RULES.password,
    password_confirmation: ACCOUNT_RULES.password_confirmation,
  },
  services: {
    serviceType: [required],
    specialSkillsOrExp: [required],
    languageProficiency: [required],
  },
  availability: {
    license: [maxLength(200)],
    dailyHours: [required, numeric, minNumber(0), maxNumber(24)],
    weeklyHours: [required, numeric, minNumber(0), maxNumber(168)],
    minPeriod: [integer, minNumber(0), maxNumber(3650)],
    hourlyRate: [required, numeric, minNumber(0), maxNumber(100_000)],
    categoryAvailability: [required],
  },
  experience: {
    additionalComment: [maxLength(2000)],
  },
  bank: {
    accountName: [required, maxLength(200)],
    accountNo: [required, iban],
    branchName: [maxLength(200)],
    userDeclaration: [accepted],
    termAndCondition: [accepted],
  },
};

const ITEM_SCHEMAS: Partial<Record<keyof SupplierForm, Schema>> = {
  contactPerson: { name: [required, maxLength(120)], position: [maxLength(120)], phoneNumber: [phone], email: [email, maxLength(254)] },
  languageProficiency: { language: [required], level: [required] },
  categoryAvailability: { category: [required], numberOfResource: [required, integer, minNumber(1), maxNumber(10000)], areaRegion: [required] },
  previousWorkExperience: { workTitle: [required, maxLength(200)], workRole: [required, maxLength(200)], jobPeriod: [maxLength(100)] },
  reference: { name: [required, maxLength(120)], number: [required, phone] },
};

const LIST_STEPS: Record<StepName, (keyof SupplierForm)[]> = {
  company: ['contactPerson'],
  person: [],
  services: ['languageProficiency'],
  availability: ['categoryAvailability'],
  experience: ['previousWorkExperience', 'reference'],
  bank: [],
};

/** DOM id (and error key) of a list item's field: `contactPerson-0-name`. */
export const itemId = (list: string, index: number, field: string) => `${list}-${index}-${field}`;

/** Errors of one step, keyed by DOM id, messages naming the field (list items: "Name (Ansprechpartner 1)"). */
export function validateStep(step: StepName, form: SupplierForm, t: Translate): FieldErrors {
  const values = form as unknown as Record<string, unknown>;
  const errors = validate(values, STEP_SCHEMAS[step], t);
  for (const list of LIST_STEPS[step]) {
    const schema = ITEM_SCHEMAS[list];
    const items = values[list] as Record<string, unknown>[];
    if (!schema) continue;
    items.forEach((item, index) => {
      const labels = Object.fromEntries(
        Object.keys(schema).map((field) => [field, t('wizard.itemField', { field: t(`fields.${field}`), list: t(`fields.${list}`), n: index + 1 })]),
      );
      const found = validate(item, schema, t, labels);
      for (const [field, message] of Object.entries(found)) errors[itemId(list, index, field)] = message;
    });
  }
  return errors;
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

/** A rule list is exported for the unit tests of single rules. */
export type { Rule };
