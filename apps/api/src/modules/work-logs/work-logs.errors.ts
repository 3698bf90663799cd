import { DomainError, errorCodes } from '@fachwerk/server/core';

/** Error codes the work-logs module throws (contract codes; texts under `errors.<CODE>`). */
export const WorkLogsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  Overlap: 'WORK_LOG_OVERLAP',
  DailyLimit: 'WORK_LOG_DAILY_LIMIT',
  WeeklyLimit: 'WORK_LOG_WEEKLY_LIMIT',
  LateReasonRequired: 'WORK_LOG_LATE_REASON_REQUIRED',
  NotOpen: 'WORK_LOG_NOT_OPEN',
  AwardNotStarted: 'WORK_LOG_AWARD_NOT_STARTED',
  WorkingTimeExceptionRequired: 'WORK_LOG_WORKING_TIME_EXCEPTION_REQUIRED',
  LendingMaximumExceeded: 'LENDING_MAXIMUM_EXCEEDED',
});

export const notFound = () => new DomainError(WorkLogsErrorCode.NotFound);
