import { errorCodes } from '@fachwerk/server/core';

export const UploadsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  TooLarge: 'UPLOAD_TOO_LARGE',
  InvalidFormat: 'UPLOAD_INVALID_FORMAT',
  PublicAdminOnly: 'UPLOAD_PUBLIC_ADMIN_ONLY',
});
