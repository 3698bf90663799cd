import { errorCodes } from '@fachwerk/server/core';

export const UploadsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  Forbidden: 'FORBIDDEN',
  TooLarge: 'PAYLOAD_TOO_LARGE',
  InvalidFormat: 'UNSUPPORTED_MEDIA_TYPE',
  Validation: 'VALIDATION_FAILED',
});
