import { DomainError, errorCodes } from '@fachwerk/server/core';

/** Error codes the change-orders module throws (contract codes; texts under `errors.<CODE>`). */
export const ChangeOrdersErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  Decided: 'CHANGE_ORDER_DECIDED',
  NotFixedPrice: 'CHANGE_ORDER_NOT_FIXED_PRICE',
  AwardNotActive: 'CHANGE_ORDER_AWARD_NOT_ACTIVE',
  LimitReached: 'CHANGE_ORDER_LIMIT_REACHED',
});

export const notFound = () => new DomainError(ChangeOrdersErrorCode.NotFound);
