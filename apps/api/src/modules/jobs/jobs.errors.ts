import { errorCodes } from '@fachwerk/server/core';

/** Error codes the jobs module throws (subset of the contract codes); messages under `server.jobs.*`. */
export const JobsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  Forbidden: 'FORBIDDEN',
  Conflict: 'CONFLICT',
  Validation: 'VALIDATION_FAILED',
});
