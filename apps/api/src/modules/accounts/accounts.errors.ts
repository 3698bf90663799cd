import { errorCodes } from '@fachwerk/server/core';

export const AccountsErrorCode = errorCodes({
  Forbidden: 'FORBIDDEN',
  Unauthenticated: 'UNAUTHENTICATED',
  ExportNotFound: 'ACCOUNT_EXPORT_NOT_FOUND',
  ExportNotReady: 'ACCOUNT_EXPORT_NOT_READY',
  ExportExpired: 'ACCOUNT_EXPORT_EXPIRED',
});
