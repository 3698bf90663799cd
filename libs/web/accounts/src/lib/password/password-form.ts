import type { ChangePasswordRequest } from '@fachwerk/shared/contracts';
import { PASSWORD_POLICY, checkPassword, passwordProblemMessage, type PasswordContext } from '@fachwerk/shared/contracts/password';
import { Checker, type FieldErrors } from '../shared/validation';

/** Minimum password length the API enforces. */
export const PASSWORD_MIN_LENGTH = PASSWORD_POLICY.minLength;

/**
 * §5 and the password rule of contracts: current and new password required, the new one passing
 * `checkPassword` (12 characters, not built from the account's e-mail or name), confirmation the same.
 */
export function validatePasswordChange(values: ChangePasswordRequest, account: PasswordContext = {}): FieldErrors {
  const current = new Checker().required('currentPassword', values.currentPassword).errors;
  const problem = checkPassword(values.password, account);
  const confirmation = new Checker()
    .required('password_confirmation', values.password_confirmation)
    .same('password_confirmation', values.password_confirmation, values.password, 'password').errors;
  return { ...current, ...(problem ? { password: passwordProblemMessage(problem) } : {}), ...confirmation };
}
