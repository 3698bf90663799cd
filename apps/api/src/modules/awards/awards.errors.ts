import { DomainError, errorCodes, type ErrorParams } from '@fachwerk/server/core';

export const AwardsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  Forbidden: 'FORBIDDEN',
  Conflict: 'CONFLICT',
  Validation: 'VALIDATION_FAILED',
});

/** Message keys under `server.awards.refusals` (server-awards.ts). */
export type AwardsErrorKey =
  | 'jobNotOpen'
  | 'alreadyApplied'
  | 'applicationNotPending'
  | 'slotsTaken'
  | 'awardNotInStatus'
  | 'workerBooked'
  | 'workersRequired';

export const notFound = () => new DomainError(AwardsErrorCode.NotFound);

/** 409 with a specific message: the object is no longer in the state the request expects. */
export const conflict = (key: AwardsErrorKey, params: ErrorParams = {}) =>
  new DomainError(AwardsErrorCode.Conflict, params, undefined, undefined, `server.awards.refusals.${key}`);

/** 400 naming a field, with a message of the awards catalogue or a §5 rule. */
export const invalidField = (field: string, messageKey: string, params: ErrorParams = {}) =>
  new DomainError(AwardsErrorCode.Validation, {}, [{ field, messageKey, params }]);

/** 400 without a field: the request is valid but the object is not ready for it. */
export const notReady = (key: AwardsErrorKey, params: ErrorParams = {}) =>
  new DomainError(AwardsErrorCode.Validation, params, undefined, undefined, `server.awards.refusals.${key}`);
