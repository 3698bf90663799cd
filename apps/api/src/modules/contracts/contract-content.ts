import { createHash } from 'node:crypto';
import type { ContractKind, StaffingTermsRequest } from '@fachwerk/shared/contracts';
import { missingLendingContractItems, type LendingContractItem } from '@fachwerk/shared/contracts/rules';
import { renderContractText, type ContractContent } from '@fachwerk/server/documents';
import { partyName, type ContractFacts, type ContractsRepository, type Tx, type UserRow } from '@fachwerk/server/db';

/** Resource jobs are Arbeitnehmerüberlassung (§ 1 (1) AÜG), fixed-price jobs a Werkvertrag (§ 631 BGB). */
export const contractKindOf = (jobType: 'resource' | 'fixedBudget'): ContractKind => (jobType === 'resource' ? 'lending' : 'work');

/** What the lender declares about its permit (§ 12 (1) sentence 2 AÜG); filled from the permit on file. */
export type PermitDeclaration = NonNullable<ContractContent['lending']>['permit'];

export interface ContractVersionDraft {
  content: ContractContent;
  text: string;
  sha256: string;
  /** the § 12 (1) items the version lacks (lending contracts) */
  missing: LendingContractItem[];
}

const addressOf = (user: ContractFacts['client']) => user.profile.companyAddress ?? user.profile.address ?? '';

/**
 * The content, text, hash and missing items of a contract version from the award's facts (the job's
 * declared § 1b AÜG exception among them), the client's staffing terms and the lender's permit
 * declaration. Equal inputs give the same hash, so a change that does not change the text makes no
 * new version.
 */
export function draftContractVersion(
  facts: ContractFacts,
  input: { staffingTerms: StaffingTermsRequest | null; permit: PermitDeclaration },
): ContractVersionDraft {
  const { award, job, client, supplier } = facts;
  const kind = contractKindOf(job.type);
  const content: ContractContent = {
    kind,
    reference: award.id,
    client: { name: partyName(client), address: addressOf(client) },
    supplier: { name: partyName(supplier), address: addressOf(supplier) },
    job: {
      title: job.title,
      description: job.descriptionText,
      startDate: job.startDate,
      endDate: job.endDate ?? null,
      place: job.address,
    },
    priceCents: award.priceCents,
    slots: award.slots,
    ...(kind === 'lending'
      ? {
          lending: {
            permit: input.permit,
            terms: input.staffingTerms,
            workers: facts.workers.map((w) => ({ fullName: w.fullName, formerEmployee: w.formerEmployee })),
            constructionException: job.constructionException ?? null,
          },
        }
      : {}),
  };
  const text = renderContractText(content);
  const terms = input.staffingTerms;
  const missing =
    kind === 'lending'
      ? missingLendingContractItems({
          designation: 'Arbeitnehmerüberlassung',
          permitDeclaration: input.permit,
          activity: terms?.activity,
          qualification: terms?.qualification,
          workingConditions: terms?.workingConditions,
          comparablePay: terms?.comparablePay,
          workers: facts.workers,
          period: job.startDate,
          place: job.address,
        })
      : [];
  return { content, text, sha256: sha256Of(text), missing };
}

export const sha256Of = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The items that keep a version from being accepted. The workers are named with reference to the
 * accepted contract before they start (§ 1 (1) sentence 6 AÜG), each naming a new version to accept;
 * so a version without them can be accepted, and starting the work needs them (awards module).
 */
export const blockingItems = (missing: readonly string[]): string[] => missing.filter((item) => item !== 'workers');

/** The name an acceptance records: the person, with the company they act for. */
export function acceptanceName(user: UserRow | undefined): string {
  const person = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const company = partyName(user);
  return company && company !== person ? `${person} (${company})` : person || company;
}

/** Staffing terms of the demo data (seed, journeys). */
export const DEMO_STAFFING_TERMS: StaffingTermsRequest = {
  activity: 'Elektroinstallation im Neubau: Leitungen verlegen, Dosen setzen, Verteiler bestücken',
  qualification: 'Elektroniker/in für Energie- und Gebäudetechnik (Gesellenbrief)',
  workingConditions: '40 Stunden pro Woche, Montag bis Freitag 7–16 Uhr, 30 Tage Urlaub, Schutzausrüstung wird gestellt',
  comparablePay: 2150,
};

/**
 * A contract made and accepted by both parties at `acceptedAt` (the seed's awards, which start as work
 * in progress): the same version text the app would make.
 */
export async function acceptedContractOf(
  tx: Tx,
  repository: ContractsRepository,
  facts: ContractFacts,
  input: { permit: PermitDeclaration; staffingTerms: StaffingTermsRequest | null; acceptedAt: Date },
): Promise<void> {
  const draft = draftContractVersion(facts, input);
  await repository.create(
    tx,
    facts.award.id,
    contractKindOf(facts.job.type),
    { reason: 'awarded', content: draft.content as unknown as Record<string, unknown>, text: draft.text, sha256: draft.sha256, missing: draft.missing, createdBy: null },
    input.staffingTerms,
  );
  const state = await repository.stateOfAward(facts.award.id, tx);
  for (const party of ['client', 'supplier'] as const) {
    await repository.accept(tx, {
      versionId: state!.current.version.id,
      party,
      userId: facts[party].id,
      name: acceptanceName(facts[party]),
      sha256: draft.sha256,
      acceptedAt: input.acceptedAt,
    });
  }
}
