import { errorCodes } from '@fachwerk/server/core';

export const AuthErrorCode = errorCodes({
  InvalidCredentials: 'INVALID_CREDENTIALS',
  Unauthenticated: 'UNAUTHENTICATED',
  AccountInactive: 'ACCOUNT_INACTIVE',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
});
