import type { ClientIndustry, ConstructionException, JobType } from '@fachwerk/shared/contracts';
import { constructionBanApplies, isConstructionLendingBanned } from '@fachwerk/shared/contracts/rules';
import { DomainError } from '@fachwerk/server/core';

/**
 * § 1b AÜG (the rule and its exceptions: contracts law/aueg.ts): a resource job of a client in the
 * main construction trade is refused unless the client declared one of the exceptions for it. Checked
 * where such a job is created, edited, published and awarded; fixed-price jobs never are.
 */
export function assertConstructionLendingAllowed(
  job: { type: JobType; constructionException?: ConstructionException | null },
  industry: ClientIndustry | null | undefined,
): void {
  if (isConstructionLendingBanned({ jobType: job.type, industry, exception: job.constructionException })) {
    throw new DomainError('CONSTRUCTION_LENDING_BANNED', {
      issues: [{ field: 'constructionException', messageKey: 'server.jobs.constructionExceptionRequired', params: {} }],
    });
  }
}

/** The exception a job stores: the declared one where the ban applies, else null (nothing to declare). */
export const storedConstructionException = (
  type: JobType,
  industry: ClientIndustry | null | undefined,
  exception: ConstructionException | null | undefined,
): ConstructionException | null => (constructionBanApplies(type, industry) ? (exception ?? null) : null);
