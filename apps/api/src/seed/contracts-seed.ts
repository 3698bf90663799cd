// The contracts of the seeded awards, accepted by both parties before the work started, so the demo
// work in progress can log hours (work needs an accepted contract, § 12 (1) AÜG). Resource work gets
// the demo client's staffing terms. Idempotent: awards with a contract are left alone.
import { eq, isNull } from 'drizzle-orm';
import { awards, contracts, ContractsRepository, jobs, PermitsRepository, type Db } from '@fachwerk/server/db';
import { acceptedContractOf, DEMO_STAFFING_TERMS, PermitDeclarations } from '../modules/contracts';

export async function seedContracts(db: Db): Promise<string> {
  const repository = new ContractsRepository(db);
  const permits = new PermitDeclarations(new PermitsRepository(db));
  const missing = await db
    .select({ award: awards, job: jobs })
    .from(awards)
    .innerJoin(jobs, eq(jobs.id, awards.jobId))
    .leftJoin(contracts, eq(contracts.awardId, awards.id))
    .where(isNull(contracts.id));
  for (const { award, job } of missing) {
    await db.transaction(async (tx) => {
      const facts = await repository.facts(award, job, tx);
      if (!facts) return;
      const permit = await permits.declarationOf(award.supplierId, tx);
      const before = award.startedAt && award.startedAt < award.awardedAt ? award.startedAt : award.awardedAt;
      await acceptedContractOf(tx, repository, facts, { permit, staffingTerms: job.type === 'resource' ? DEMO_STAFFING_TERMS : null, acceptedAt: before });
    });
  }
  return `${missing.length} contracts accepted by both parties`;
}
