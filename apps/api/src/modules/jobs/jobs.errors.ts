import { DomainError, errorCodes, type FieldIssue } from '@fachwerk/server/core';

/** Error codes the jobs module throws (contract codes; texts under `errors.<CODE>`). */
export const JobsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  Forbidden: 'FORBIDDEN',
  Validation: 'VALIDATION_FAILED',
  NotEditable: 'JOB_NOT_EDITABLE',
  HasAwards: 'JOB_HAS_AWARDS',
  NotDraft: 'JOB_NOT_DRAFT',
  NotOpen: 'JOB_NOT_OPEN',
  NotActive: 'JOB_NOT_ACTIVE',
});

/** VALIDATION_FAILED with the jobs module's field issues. */
export const invalidJob = (issues: FieldIssue[]) => new DomainError(JobsErrorCode.Validation, { issues });
/** A job that does not exist or that the actor may not see: its existence is not revealed. */
export const jobNotFound = () => new DomainError(JobsErrorCode.NotFound);
