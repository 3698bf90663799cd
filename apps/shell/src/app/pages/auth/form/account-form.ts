import { DEFAULT_DIAL_CODE } from '@fachwerk/shared/contracts';
import { newPasswordRules, PASSWORD_POLICY } from '@fachwerk/shared/contracts/password';
import { ACCOUNT_FIELD_RULES, rules, type Rule } from '@fachwerk/shared/contracts/rules';

export const PASSWORD_MIN = PASSWORD_POLICY.minLength;

const F = ACCOUNT_FIELD_RULES;

/**
 * Rules of the fields both registrations share — the contracts rules the API's sign-up DTOs run
 * (@IsVatId, @IsPhoneNumber, @IsEmailAddress, the password rule), so the form refuses what the API refuses.
 */
export const ACCOUNT_RULES = {
  companyName: F.companyName,
  vat: F.vat,
  firstName: F.firstName,
  lastName: F.lastName,
  dialCode: F.dialCode,
  phoneNumber: F.phoneNumber,
  email: F.email,
  address: F.address,
  password: newPasswordRules(),
  password_confirmation: [rules.required, rules.passwordConfirmation],
  termAndCondition: F.termAndCondition,
} satisfies Record<string, readonly Rule[]>;

/** Empty values of the fields both registration forms share (dial code +49 by default, §9). */
export const EMPTY_ACCOUNT_FORM = {
  companyName: '',
  vat: '',
  firstName: '',
  lastName: '',
  dialCode: DEFAULT_DIAL_CODE,
  phoneNumber: '',
  email: '',
  address: '',
  password: '',
  password_confirmation: '',
  termAndCondition: false,
};

/** The shared account fields of a registration request, trimmed (passwords as typed). */
export function accountRequestFields(form: typeof EMPTY_ACCOUNT_FORM) {
  return {
    companyName: form.companyName.trim(),
    vat: form.vat.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dialCode: form.dialCode,
    phoneNumber: form.phoneNumber.trim(),
    email: form.email.trim(),
    address: form.address.trim(),
    password: form.password,
    password_confirmation: form.password_confirmation,
    termAndCondition: form.termAndCondition,
  };
}
