import type { UpdateProfileRequest } from './accounts';

/**
 * PATCH /accounts/me: the own profile. A new login e-mail address (`email` different from the
 * current one, case-insensitive) is only taken with the current password.
 */
export interface UpdateOwnProfileRequest extends UpdateProfileRequest {
  email?: string;
  currentPassword?: string;
}

/** DELETE /accounts/me: the current password again. */
export interface DeleteAccountRequest {
  currentPassword: string;
}
