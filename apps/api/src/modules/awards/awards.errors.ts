import { DomainError, errorCodes } from '@fachwerk/server/core';

/** Error codes the awards module throws (contract codes; texts under `errors.<CODE>`). */
export const AwardsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  Forbidden: 'FORBIDDEN',
  Validation: 'VALIDATION_FAILED',
  JobClosed: 'JOB_CLOSED_FOR_APPLICATIONS',
  AlreadyApplied: 'ALREADY_APPLIED',
  ApplicationNotPending: 'APPLICATION_NOT_PENDING',
  NoFreeSlot: 'NO_FREE_SLOT',
  StatusChanged: 'AWARD_STATUS_CHANGED',
  WorkerBooked: 'WORKER_BOOKED',
  WorkersRequired: 'WORKERS_REQUIRED',
  LendingMaximumExceeded: 'LENDING_MAXIMUM_EXCEEDED',
});

export const notFound = () => new DomainError(AwardsErrorCode.NotFound);
