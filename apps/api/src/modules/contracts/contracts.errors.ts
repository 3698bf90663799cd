import { DomainError, errorCodes } from '@fachwerk/server/core';

/** Error codes the contracts module throws (contract codes; texts under `errors.<CODE>`). */
export const ContractsErrorCode = errorCodes({
  NotFound: 'NOT_FOUND',
  StatusChanged: 'AWARD_STATUS_CHANGED',
  Incomplete: 'CONTRACT_INCOMPLETE',
  AwaitsClient: 'CONTRACT_AWAITS_CLIENT',
  AwaitsSupplier: 'CONTRACT_AWAITS_SUPPLIER',
  AwaitsBoth: 'CONTRACT_AWAITS_BOTH',
  VersionChanged: 'CONTRACT_VERSION_CHANGED',
  NotLending: 'CONTRACT_NOT_LENDING',
});

export const notFound = () => new DomainError(ContractsErrorCode.NotFound);
