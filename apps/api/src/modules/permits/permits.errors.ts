import { DomainError, errorCodes } from '@fachwerk/server/core';

/** Error codes the permits module throws (contract codes; texts under `errors.<CODE>`). */
export const PermitsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  NotPending: 'PERMIT_NOT_PENDING',
  Required: 'PERMIT_REQUIRED',
  SupplierPermitInvalid: 'SUPPLIER_PERMIT_INVALID',
});

export const notFound = () => new DomainError(PermitsErrorCode.NotFound);
