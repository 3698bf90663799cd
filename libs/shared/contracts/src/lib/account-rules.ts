import { rules } from './rules';

/**
 * The rules of the account fields (§3, §5) as the sign-up and profile DTOs check them, defined once
 * for the web's registration wizard and profile form (`@fachwerk/shared/contracts/rules`). Money is
 * in euros as typed (the DTOs take cents); rows of lists under ACCOUNT_ROW_RULES.
 */
export const ACCOUNT_FIELD_RULES = {
  firstName: [rules.required, rules.maxLength(100)],
  lastName: [rules.required, rules.maxLength(100)],
  companyName: [rules.required, rules.maxLength(200)],
  vat: [rules.required, rules.maxLength(20), rules.vatId],
  dialCode: [rules.dialCode],
  phoneNumber: [rules.required, rules.phone],
  email: [rules.required, rules.email, rules.maxLength(254)],
  address: [rules.required, rules.maxLength(300)],
  companyRegistrationNumber: [rules.required, rules.maxLength(50), rules.alphaNumSpace],
  companyDialCode: [rules.dialCode],
  companyPhoneNumber: [rules.required, rules.phone],
  companyEmail: [rules.required, rules.email, rules.maxLength(254)],
  companyAddress: [rules.required, rules.maxLength(300)],
  serviceType: [rules.required],
  license: [rules.maxLength(200)],
  dailyHours: [rules.required, rules.numeric, rules.minValue(0), rules.dailyHours],
  weeklyHours: [rules.required, rules.numeric, rules.minValue(0), rules.weeklyHours],
  minPeriod: [rules.integer, rules.minValue(0), rules.maxValue(3650)],
  /** euros per hour as typed (the API stores cents, at most 10 000 000) */
  hourlyRate: [rules.required, rules.numeric, rules.minValue(0), rules.maxValue(100_000)],
  categoryAvailability: [rules.required],
  additionalComment: [rules.maxLength(2000)],
  accountName: [rules.required, rules.maxLength(200)],
  accountNo: [rules.required, rules.iban],
  branchName: [rules.maxLength(200)],
  userDeclaration: [rules.accepted],
  termAndCondition: [rules.accepted],
} as const;

/** The rules of the rows of the account's lists. */
export const ACCOUNT_ROW_RULES = {
  contactPerson: {
    name: [rules.required, rules.maxLength(120)],
    position: [rules.maxLength(120)],
    dialCode: [rules.dialCode],
    phoneNumber: [rules.phone],
    email: [rules.email, rules.maxLength(254)],
  },
  languageProficiency: { language: [rules.required], level: [rules.required] },
  categoryAvailability: {
    category: [rules.required],
    numberOfResource: [rules.required, rules.integer, rules.minValue(1), rules.maxValue(10000)],
    areaRegion: [rules.required],
  },
  previousWorkExperience: { workTitle: [rules.required, rules.maxLength(200)], workRole: [rules.required, rules.maxLength(200)], jobPeriod: [rules.maxLength(100)] },
  reference: { name: [rules.required, rules.maxLength(120)], number: [rules.required, rules.phone] },
} as const;
