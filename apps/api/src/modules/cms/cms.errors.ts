import { errorCodes } from '@fachwerk/server/core';

/** Error codes the cms module throws (subset of the contract codes). */
export const CmsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  FixedPage: 'CMS_PAGE_FIXED',
});
