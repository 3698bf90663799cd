// The contracts of the seeded awards, accepted by both parties before the work started, so the demo
// work in progress can log hours (work needs an accepted contract, § 12 (1) AÜG). Resource work gets
// the demo client's staffing terms (the seeded staffing job its own, for the two trades it lends).
// Idempotent: awards with a contract are left alone.
import { eq, isNull } from 'drizzle-orm';
import type { StaffingTermsRequest } from '@fachwerk/shared/contracts';
import { awards, contracts, ContractsRepository, jobs, PermitsRepository, type Db } from '@fachwerk/server/db';
import { acceptedContractOf, DEMO_STAFFING_TERMS, PermitDeclarations } from '../modules/contracts';
import { STAFFING_JOB_TITLE } from './jobs-seed';

/** § 12 (1) AÜG items of the seeded staffing job: an electrician and a drywall fitter for an office conversion. */
const STAFFING_JOB_TERMS: StaffingTermsRequest = {
  activity: 'Büroumbau im laufenden Betrieb: Elektroinstallation (Leitungen, Dosen, Bodentanks) und Trockenbau (Ständerwände stellen und beplanken)',
  qualification: 'Elektroniker/in für Energie- und Gebäudetechnik bzw. Trockenbaumonteur/in (jeweils Gesellenbrief)',
  workingConditions: '38 Stunden pro Woche, Montag bis Donnerstag 7–15:30 Uhr, Freitag 7–13:30 Uhr, 30 Minuten Pause, Schutzausrüstung wird gestellt',
  comparablePay: 2150,
};

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
      await acceptedContractOf(tx, repository, facts, { permit, staffingTerms: job.type !== 'resource' ? null : job.title === STAFFING_JOB_TITLE ? STAFFING_JOB_TERMS : DEMO_STAFFING_TERMS, acceptedAt: before });
    });
  }
  return `${missing.length} contracts accepted by both parties`;
}
