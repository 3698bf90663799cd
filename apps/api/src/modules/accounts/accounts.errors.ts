import { errorCodes } from '@fachwerk/server/core';

export const AccountsErrorCode = errorCodes({
  Forbidden: 'FORBIDDEN',
  Unauthenticated: 'UNAUTHENTICATED',
});
