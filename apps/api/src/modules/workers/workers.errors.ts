import { errorCodes } from '@fachwerk/server/core';

/** Error codes the workers module throws (subset of the contract codes). */
export const WorkersErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  Booked: 'CONFLICT',
  Validation: 'VALIDATION_FAILED',
});
