import { errorCodes } from '@fachwerk/server/core';

/** Error codes the feedback module throws (subset of the contract codes). */
export const FeedbackErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  /** the award is not approved yet, or the author already wrote */
  Conflict: 'CONFLICT',
});

/** Catalogue keys of the specific messages. */
export const FeedbackMessage = {
  notApproved: 'server.engagement.feedback.notApproved',
  alreadyWritten: 'server.engagement.feedback.alreadyWritten',
} as const;
