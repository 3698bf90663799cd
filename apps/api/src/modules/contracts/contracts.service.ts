import { Injectable } from '@nestjs/common';
import type {
  AcceptContractRequest,
  ContractParty,
  ContractResponse,
  ContractStatus,
  ContractVersionListResponse,
  ContractVersionReason,
  ContractVersionResponse,
  StaffingTermsRequest,
} from '@fachwerk/shared/contracts';
import type { LendingContractItem } from '@fachwerk/shared/contracts/rules';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import {
  AwardsRepository,
  ContractsRepository,
  partyName,
  type AwardRow,
  type AwardWithJob,
  type ContractState,
  type ContractVersionWithAcceptances,
  type JobRow,
  type Tx,
} from '@fachwerk/server/db';
import { renderContractPdf } from '@fachwerk/server/documents';
import { Notifier } from '../notifications';
import { acceptanceName, blockingItems, contractKindOf, draftContractVersion, type ContractVersionDraft } from './contract-content';
import { ContractsErrorCode, notFound } from './contracts.errors';
import { PermitDeclarations } from './permit-declarations';

/** Who of the award the actor is (admins are neither). */
const partyOf = (actor: AuthenticatedUser, award: AwardRow): ContractParty | null =>
  award.clientId === actor.id ? 'client' : award.supplierId === actor.id ? 'supplier' : null;

/** The parties that have not accepted the version. */
export const awaitingParties = ({ acceptances }: ContractVersionWithAcceptances): ContractParty[] =>
  (['client', 'supplier'] as const).filter((party) => !acceptances.some((a) => a.party === party));

export function contractStatusOf(state: ContractState): ContractStatus {
  if (blockingItems(state.current.version.missing).length) return 'incomplete';
  return awaitingParties(state.current).length ? 'awaitingAcceptance' : 'accepted';
}

/**
 * The contract of an award (api module `contracts`, DESIGN.md): created with the award, a new version
 * whenever its text changes (the client's staffing terms, the named workers), accepted by both parties
 * version by version. Other modules gate on it through {@link ContractGate}.
 */
@Injectable()
export class ContractsService {
  constructor(
    private readonly contracts: ContractsRepository,
    private readonly awards: AwardsRepository,
    private readonly permits: PermitDeclarations,
    private readonly notifier: Notifier,
  ) {}

  // ── called by the awards module inside its transactions ──────────────────────────────────────

  /** The award's first version (§ 12 (1) AÜG: the contract is made at the award, before work starts). */
  async createForAward(tx: Tx, award: AwardRow, job: JobRow, actorId: string | null): Promise<void> {
    const draft = await this.draft(tx, award, job, null);
    await this.contracts.create(tx, award.id, contractKindOf(job.type), this.versionRow(draft, 'awarded', actorId));
  }

  /**
   * A new version when the award's facts changed its text (named workers); the other party is told.
   * Nothing happens when the text is the same.
   */
  async revise(tx: Tx, { award, job }: AwardWithJob, reason: ContractVersionReason, actor: AuthenticatedUser): Promise<void> {
    const state = await this.contracts.stateOfAward(award.id, tx, true);
    if (!state) return;
    const draft = await this.draft(tx, award, job, state.contract.staffingTerms ?? null);
    await this.addVersionIfChanged(tx, state, draft, reason, actor, { award, job });
  }

  // ── routes ────────────────────────────────────────────────────────────────────────────────────

  async one(actor: AuthenticatedUser, awardId: string): Promise<ContractResponse> {
    return this.response(await this.requireState(await this.findAward(actor, awardId)));
  }

  async versions(actor: AuthenticatedUser, awardId: string, page: number, limit: number): Promise<ContractVersionListResponse> {
    const state = await this.requireState(await this.findAward(actor, awardId));
    const { items, total } = await this.contracts.versions(state.contract.id, page, limit);
    return { items: items.map(versionResponse), total, page, limit };
  }

  /** The client enters § 12 (1) sentence 3 AÜG: a new version the parties accept (again). */
  async setStaffingTerms(actor: AuthenticatedUser, awardId: string, terms: StaffingTermsRequest): Promise<ContractResponse> {
    const found = await this.findAward(actor, awardId, 'client');
    if (found.job.type !== 'resource') throw new DomainError(ContractsErrorCode.NotLending);
    await this.requireState(found);
    await this.contracts.transaction(async (tx) => {
      const locked = await this.awards.lockAward(tx, found.award.id, ['awarded', 'in_progress']);
      if (!locked) throw new DomainError(ContractsErrorCode.StatusChanged);
      const state = await this.contracts.stateOfAward(awardId, tx, true);
      if (!state) throw notFound();
      const stored: StaffingTermsRequest = {
        activity: terms.activity,
        qualification: terms.qualification,
        workingConditions: terms.workingConditions,
        comparablePay: terms.comparablePay,
      };
      const draft = await this.draft(tx, locked, found.job, stored);
      await this.addVersionIfChanged(tx, state, draft, 'staffingTerms', actor, found, stored);
    });
    return this.response(await this.requireState(found));
  }

  /**
   * A party accepts the version it read (number and hash must be the current ones): the audit record
   * of text form (§ 126b BGB) — the person's name, the time, the hash. Accepting twice changes nothing.
   */
  async accept(actor: AuthenticatedUser, awardId: string, input: AcceptContractRequest): Promise<ContractResponse> {
    const found = await this.findAward(actor, awardId);
    const party = partyOf(actor, found.award);
    if (!party) throw notFound();
    await this.requireState(found);
    await this.contracts.transaction(async (tx) => {
      const state = await this.contracts.stateOfAward(awardId, tx, true);
      if (!state) throw notFound();
      const { version } = state.current;
      if (version.version !== input.version || version.sha256 !== input.sha256) {
        throw new DomainError(ContractsErrorCode.VersionChanged, { params: { version: version.version } });
      }
      if (blockingItems(version.missing).length) throw new DomainError(ContractsErrorCode.Incomplete);
      const facts = await this.contracts.facts(found.award, found.job, tx);
      const me = facts?.[party];
      const name = acceptanceName(me);
      const recorded = await this.contracts.accept(tx, { versionId: version.id, party, userId: actor.id, name, sha256: version.sha256 });
      if (recorded) {
        await this.notifier.notify(tx, {
          userId: party === 'client' ? found.award.supplierId : found.award.clientId,
          type: 'contractAccepted',
          params: { companyName: partyName(me), jobTitle: found.job.title, version: String(version.version) },
          link: '/awarded-jobs',
        });
      }
    });
    return this.response(await this.requireState(found));
  }

  /** The PDF of a version (default: the current one), rendered from its stored text with embedded fonts. */
  async pdf(actor: AuthenticatedUser, awardId: string, version?: number): Promise<{ pdf: Buffer; filename: string; sha256: string }> {
    const state = await this.requireState(await this.findAward(actor, awardId));
    const wanted = version ?? state.contract.currentVersion;
    const row = wanted === state.current.version.version ? state.current.version : await this.contracts.version(state.contract.id, wanted);
    if (!row) throw notFound();
    const acceptances = row.id === state.current.version.id ? state.current.acceptances : await this.contracts.acceptancesOf(row.id);
    const pdf = await renderContractPdf({
      text: row.text,
      version: row.version,
      sha256: row.sha256,
      acceptances: acceptances.map((a) => ({ party: a.party, name: a.name, acceptedAt: a.acceptedAt, sha256: a.sha256 })),
    });
    const prefix = state.contract.kind === 'lending' ? 'AUEV' : 'Werkvertrag';
    return { pdf, filename: `${prefix}-${awardId.slice(0, 8)}-v${row.version}.pdf`, sha256: row.sha256 };
  }

  // ── helpers ───────────────────────────────────────────────────────────────────────────────────

  private async draft(tx: Tx, award: AwardRow, job: JobRow, staffingTerms: StaffingTermsRequest | null): Promise<ContractVersionDraft> {
    const facts = await this.contracts.facts(award, job, tx);
    if (!facts) throw notFound();
    return draftContractVersion(facts, { staffingTerms, permit: await this.permits.declarationOf(award.supplierId, tx) });
  }

  private versionRow(draft: ContractVersionDraft, reason: ContractVersionReason, actorId: string | null) {
    return {
      reason,
      content: draft.content as unknown as Record<string, unknown>,
      text: draft.text,
      sha256: draft.sha256,
      missing: draft.missing as string[],
      createdBy: actorId,
    };
  }

  private async addVersionIfChanged(
    tx: Tx,
    state: ContractState,
    draft: ContractVersionDraft,
    reason: ContractVersionReason,
    actor: AuthenticatedUser,
    { award, job }: AwardWithJob,
    staffingTerms?: StaffingTermsRequest,
  ): Promise<void> {
    // The text holds every fact and term, so the same hash means nothing changed.
    if (draft.sha256 === state.current.version.sha256) return;
    const version = await this.contracts.addVersion(tx, state.contract, this.versionRow(draft, reason, actor.id), staffingTerms);
    const party = partyOf(actor, award);
    for (const userId of party === 'client' ? [award.supplierId] : party === 'supplier' ? [award.clientId] : [award.clientId, award.supplierId]) {
      await this.notifier.notify(tx, {
        userId,
        type: 'contractRevised',
        params: { jobTitle: job.title, version: String(version) },
        link: '/awarded-jobs',
      });
    }
  }

  /** The award if the actor may see it (and, with `party`, is that party); else 404. */
  private async findAward(actor: AuthenticatedUser, awardId: string, party?: ContractParty): Promise<AwardWithJob> {
    const found = await this.awards.findForActor(actor, awardId);
    if (!found) throw notFound();
    if (party && partyOf(actor, found.award) !== party) throw notFound();
    return found;
  }

  /** The contract of an award; an award made before contracts existed gets its first version now. */
  private async requireState({ award, job }: AwardWithJob): Promise<ContractState> {
    const state = await this.contracts.stateOfAward(award.id);
    if (state) return state;
    return this.contracts.transaction(async (tx) => {
      const locked = await this.awards.lockAward(tx, award.id, ['awarded', 'in_progress', 'completed', 'approved']);
      if (!locked) throw notFound();
      const existing = await this.contracts.stateOfAward(award.id, tx);
      if (existing) return existing;
      await this.createForAward(tx, locked, job, null);
      return (await this.contracts.stateOfAward(award.id, tx))!;
    });
  }

  private response(state: ContractState): ContractResponse {
    return {
      _id: state.contract.id,
      awardId: state.contract.awardId,
      kind: state.contract.kind,
      status: contractStatusOf(state),
      missing: state.current.version.missing as LendingContractItem[],
      awaiting: awaitingParties(state.current),
      staffingTerms: state.contract.staffingTerms ?? null,
      current: versionResponse(state.current),
    };
  }
}

function versionResponse({ version, acceptances }: ContractVersionWithAcceptances): ContractVersionResponse {
  return {
    version: version.version,
    reason: version.reason,
    sha256: version.sha256,
    text: version.text,
    createdAt: version.createdAt.toISOString(),
    acceptances: acceptances.map((a) => ({ party: a.party, name: a.name, acceptedAt: a.acceptedAt.toISOString(), sha256: a.sha256 })),
  };
}
