import { errorCodes } from '@fachwerk/server/core';

/** Error codes the feedback module throws (contract codes; texts under `errors.<CODE>`). */
export const FeedbackErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  /** the completion of the work is not approved yet */
  AwardNotApproved: 'AWARD_NOT_APPROVED',
  /** the author already rated this award */
  AlreadyGiven: 'FEEDBACK_ALREADY_GIVEN',
});
