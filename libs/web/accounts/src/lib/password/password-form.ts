import type { ChangePasswordRequest } from '@fachwerk/shared/contracts';
import { Checker, type FieldErrors } from '../shared/validation';

/** Minimum password length the API enforces. */
export const PASSWORD_MIN_LENGTH = 8;

/** §5: current and new password required, new at least 8 characters, confirmation the same. */
export function validatePasswordChange(values: ChangePasswordRequest): FieldErrors {
  const c = new Checker();
  c.required('currentPassword', values.currentPassword);
  c.required('password', values.password).minLength('password', values.password, PASSWORD_MIN_LENGTH).maxLength('password', values.password, 128);
  c.required('password_confirmation', values.password_confirmation).same('password_confirmation', values.password_confirmation, values.password, 'password');
  return c.errors;
}
