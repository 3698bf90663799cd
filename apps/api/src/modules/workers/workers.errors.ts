import { errorCodes } from '@fachwerk/server/core';

/** Error codes the workers module throws (subset of the contract codes). */
export const WorkersErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  OnRunningWork: 'WORKER_ON_RUNNING_WORK',
  Validation: 'VALIDATION_FAILED',
});
