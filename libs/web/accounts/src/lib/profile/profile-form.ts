import {
  DEFAULT_DIAL_CODE,
  type AccountProfile,
  type ClientIndustry,
  type FederalState,
  type Language,
  type LanguageLevel,
  type UpdateProfileRequest,
  type UserType,
} from '@fachwerk/shared/contracts';
import { ACCOUNT_FIELD_RULES, ACCOUNT_ROW_RULES, toNumber, type Rule, type RuleSchema } from '@fachwerk/shared/contracts/rules';
import { listRowSchema } from '@fachwerk/web/data-access/forms';

/** Form state of `/profile`: inputs hold strings; lists hold rows of strings. */
export interface ContactPersonRow {
  name: string;
  position: string;
  dialCode: string;
  phoneNumber: string;
  email: string;
}
export interface LanguageRow {
  language: string;
  level: LanguageLevel | '';
}
export interface CategoryRow {
  category: string;
  numberOfResource: string;
  areaRegion: FederalState[];
}
export interface ExperienceRow {
  workTitle: string;
  workRole: string;
  jobPeriod: string;
}
export interface ReferenceRow {
  name: string;
  number: string;
}

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  language: Language;
  profilePic: string | null;
  documents: string[];
  companyName: string;
  vat: string;
  dialCode: string;
  phoneNumber: string;
  address: string;
  contactPerson: ContactPersonRow[];
  // client only: '' while not stated
  industry: ClientIndustry | '';
  // supplier only
  companyRegistrationNumber: string;
  companyDialCode: string;
  companyPhoneNumber: string;
  companyEmail: string;
  companyAddress: string;
  serviceType: string[];
  specialSkillsOrExp: string[];
  languageProficiency: LanguageRow[];
  userDeclaration: boolean;
  license: string;
  dailyHours: string;
  weeklyHours: string;
  categoryAvailability: CategoryRow[];
  toolsAndEquipment: string[];
  previousWorkExperience: ExperienceRow[];
  reference: ReferenceRow[];
  resume: string | null;
  certificate: string | null;
  /** euros, as typed (the API stores cents) */
  hourlyRate: string;
  additionalComment: string;
  accountNo: string;
  accountName: string;
  branchName: string;
  minPeriod: string;
}

export const emptyContactPerson = (): ContactPersonRow => ({ name: '', position: '', dialCode: DEFAULT_DIAL_CODE, phoneNumber: '', email: '' });
export const emptyLanguage = (): LanguageRow => ({ language: '', level: '' });
export const emptyCategory = (): CategoryRow => ({ category: '', numberOfResource: '1', areaRegion: [] });
export const emptyExperience = (): ExperienceRow => ({ workTitle: '', workRole: '', jobPeriod: '' });
export const emptyReference = (): ReferenceRow => ({ name: '', number: '' });

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const centsToEuros = (cents: number | undefined): string =>
  cents === undefined || cents === null ? '' : (cents / 100).toFixed(2).replace(/\.00$/, '').replace('.', ',');

export function fromProfile(profile: AccountProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    language: profile.language,
    profilePic: profile.profilePic,
    documents: [...(profile.documents ?? [])],
    companyName: text(profile.companyName),
    vat: text(profile.vat),
    dialCode: profile.dialCode ?? DEFAULT_DIAL_CODE,
    phoneNumber: text(profile.phoneNumber),
    address: text(profile.address),
    contactPerson: (profile.contactPerson ?? []).map((c) => ({
      name: c.name,
      position: text(c.position),
      dialCode: c.dialCode ?? DEFAULT_DIAL_CODE,
      phoneNumber: text(c.phoneNumber),
      email: text(c.email),
    })),
    industry: profile.industry ?? '',
    companyRegistrationNumber: text(profile.companyRegistrationNumber),
    companyDialCode: profile.companyDialCode ?? DEFAULT_DIAL_CODE,
    companyPhoneNumber: text(profile.companyPhoneNumber),
    companyEmail: text(profile.companyEmail),
    companyAddress: text(profile.companyAddress),
    serviceType: [...(profile.serviceType ?? [])],
    specialSkillsOrExp: [...(profile.specialSkillsOrExp ?? [])],
    languageProficiency: (profile.languageProficiency ?? []).map((l) => ({ language: l.language, level: l.level })),
    userDeclaration: profile.userDeclaration === true,
    license: text(profile.license),
    dailyHours: text(profile.dailyHours),
    weeklyHours: text(profile.weeklyHours),
    categoryAvailability: (profile.categoryAvailability ?? []).map((c) => ({
      category: c.category,
      numberOfResource: String(c.numberOfResource),
      areaRegion: [...c.areaRegion],
    })),
    toolsAndEquipment: [...(profile.toolsAndEquipment ?? [])],
    previousWorkExperience: (profile.previousWorkExperience ?? []).map((w) => ({ workTitle: w.workTitle, workRole: w.workRole, jobPeriod: text(w.jobPeriod) })),
    reference: (profile.reference ?? []).map((r) => ({ name: r.name, number: r.number })),
    resume: profile.resume ?? null,
    certificate: profile.certificate ?? null,
    hourlyRate: centsToEuros(profile.hourlyRate),
    additionalComment: text(profile.additionalComment),
    accountNo: text(profile.accountNo),
    accountName: text(profile.accountName),
    branchName: text(profile.branchName),
    minPeriod: text(profile.minPeriod),
  };
}

/**
 * The PATCH body. Empty strings and lists are stripped from every payload (§5), so a field the user
 * emptied is sent as `null`, which the API stores as "not set" (without it, the old value would stay).
 * `documents` is never null: the API keeps it as a list.
 */
export type ProfilePatch = { [K in keyof UpdateProfileRequest]: UpdateProfileRequest[K] | null };

const trimmed = (value: string): string => value.trim();
const optional = (value: string): string | undefined => (value.trim() ? value.trim() : undefined);
const cleared = (value: string): string | null => (value.trim() ? value.trim() : null);
const clearedNumber = (value: string): number | null => (value.trim() ? toNumber(value) : null);
const clearedList = <T,>(rows: T[]): T[] | null => (rows.length ? rows : null);

/** The PATCH body for the account type: only the fields that type has (clients and admins have fewer). */
export function toUpdateRequest(values: ProfileFormValues, userType: UserType): ProfilePatch {
  const base: ProfilePatch = {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    language: values.language,
    profilePic: values.profilePic,
    documents: values.documents,
  };
  if (userType === 'admin') return base;
  const company: ProfilePatch = {
    ...base,
    companyName: trimmed(values.companyName),
    vat: trimmed(values.vat),
    dialCode: trimmed(values.dialCode),
    phoneNumber: trimmed(values.phoneNumber),
    address: trimmed(values.address),
    contactPerson: clearedList(
      values.contactPerson.map((c) => ({
        name: trimmed(c.name),
        position: optional(c.position),
        dialCode: optional(c.dialCode),
        phoneNumber: optional(c.phoneNumber),
        email: optional(c.email),
      })),
    ),
  };
  if (userType === 'client') return { ...company, industry: values.industry || null };
  const hourly = clearedNumber(values.hourlyRate);
  return {
    ...company,
    companyRegistrationNumber: trimmed(values.companyRegistrationNumber),
    companyDialCode: trimmed(values.companyDialCode),
    companyPhoneNumber: trimmed(values.companyPhoneNumber),
    companyEmail: trimmed(values.companyEmail),
    companyAddress: trimmed(values.companyAddress),
    serviceType: values.serviceType,
    specialSkillsOrExp: clearedList(values.specialSkillsOrExp),
    languageProficiency: clearedList(values.languageProficiency.map((l) => ({ language: l.language, level: l.level as LanguageLevel }))),
    userDeclaration: values.userDeclaration,
    license: cleared(values.license),
    dailyHours: clearedNumber(values.dailyHours),
    weeklyHours: clearedNumber(values.weeklyHours),
    categoryAvailability: values.categoryAvailability.map((c) => ({
      category: c.category,
      numberOfResource: Number(c.numberOfResource),
      areaRegion: c.areaRegion,
    })),
    toolsAndEquipment: clearedList(values.toolsAndEquipment),
    previousWorkExperience: clearedList(
      values.previousWorkExperience.map((w) => ({ workTitle: trimmed(w.workTitle), workRole: trimmed(w.workRole), jobPeriod: optional(w.jobPeriod) })),
    ),
    reference: clearedList(values.reference.map((r) => ({ name: trimmed(r.name), number: trimmed(r.number) }))),
    resume: values.resume,
    certificate: values.certificate,
    hourlyRate: hourly === null ? null : Math.round(hourly * 100),
    additionalComment: cleared(values.additionalComment),
    accountNo: trimmed(values.accountNo),
    accountName: trimmed(values.accountName),
    branchName: cleared(values.branchName),
    minPeriod: clearedNumber(values.minPeriod),
  };
}

type Schema = Record<string, readonly Rule[]>;
const F = ACCOUNT_FIELD_RULES;
const pick = (...fields: (keyof typeof F)[]): Schema => Object.fromEntries(fields.map((field) => [field, F[field]]));

const BASE_RULES = pick('firstName', 'lastName');
const COMPANY_RULES = pick('companyName', 'vat', 'dialCode', 'phoneNumber', 'address');
const SUPPLIER_RULES = pick(
  'companyRegistrationNumber', 'companyDialCode', 'companyPhoneNumber', 'companyEmail', 'companyAddress', 'serviceType', 'userDeclaration',
  'license', 'dailyHours', 'weeklyHours', 'categoryAvailability', 'hourlyRate', 'accountNo', 'accountName', 'branchName', 'minPeriod', 'additionalComment',
);

/**
 * The contracts rules (§5) of the account type's fields — the ones the API's profile DTO runs — and of
 * every row of its lists (`reference.1.number`); the schema of the form's resolver.
 */
export function profileSchema(userType: UserType, values: Partial<ProfileFormValues>): RuleSchema {
  if (userType === 'admin') return BASE_RULES;
  const lists: (keyof ProfileFormValues)[] = userType === 'supplier' ? ['contactPerson', 'languageProficiency', 'categoryAvailability', 'previousWorkExperience', 'reference'] : ['contactPerson'];
  const rows = Object.fromEntries(lists.map((list) => [list, ACCOUNT_ROW_RULES[list as keyof typeof ACCOUNT_ROW_RULES] ?? {}]));
  return { ...BASE_RULES, ...COMPANY_RULES, ...(userType === 'supplier' ? SUPPLIER_RULES : {}), ...listRowSchema(values, rows) };
}
