// Contracts of awards, their versions and acceptances (schema/contracts.ts). Reads of a contract go
// through the award's owner scope (AwardsRepository.findForActor); these methods take an award the
// caller already may see. Versions and acceptances are only ever inserted.
import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ContractKind, ContractParty, ContractVersionReason, StaffingTermsRequest } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { users, type UserRow } from '../schema/accounts';
import {
  contractAcceptances,
  contracts,
  contractVersions,
  type ContractAcceptanceRow,
  type ContractRow,
  type ContractVersionRow,
} from '../schema/contracts';
import { awardWorkers, type AwardRow, type JobRow } from '../schema/jobs';
import { workers } from '../schema/workers';

export interface ContractVersionWithAcceptances {
  version: ContractVersionRow;
  acceptances: ContractAcceptanceRow[];
}

export interface ContractState {
  contract: ContractRow;
  current: ContractVersionWithAcceptances;
}

/** What a contract's text is made from: the award, its job, both parties and the named workers. */
export interface ContractFacts {
  award: AwardRow;
  job: JobRow;
  client: UserRow;
  supplier: UserRow;
  /** `formerEmployee`: the § 8 (3) AÜG answer given at naming (null: not asked) */
  workers: { id: string; fullName: string; formerEmployee: boolean | null }[];
}

export interface NewContractVersion {
  reason: ContractVersionReason;
  content: Record<string, unknown>;
  text: string;
  sha256: string;
  missing: string[];
  createdBy: string | null;
}

@Injectable()
export class ContractsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The facts of an award's contract (null when a party is gone). */
  async facts(award: AwardRow, job: JobRow, tx: DbOrTx = this.db): Promise<ContractFacts | null> {
    const parties = await tx.select().from(users).where(inArray(users.id, [award.clientId, award.supplierId]));
    const client = parties.find((u) => u.id === award.clientId);
    const supplier = parties.find((u) => u.id === award.supplierId);
    if (!client || !supplier) return null;
    const named = await tx
      .select({ id: workers.id, fullName: workers.fullName, formerEmployee: awardWorkers.formerEmployee })
      .from(awardWorkers)
      .innerJoin(workers, eq(workers.id, awardWorkers.workerId))
      .where(eq(awardWorkers.awardId, award.id))
      .orderBy(asc(workers.fullName), asc(workers.id));
    return { award, job, client, supplier, workers: named };
  }

  /** The contract of an award with its current version and that version's acceptances. */
  async stateOfAward(awardId: string, tx: DbOrTx = this.db, lock = false): Promise<ContractState | null> {
    const query = tx.select().from(contracts).where(eq(contracts.awardId, awardId)).limit(1);
    const [contract] = lock ? await query.for('update') : await query;
    if (!contract) return null;
    const [version] = await tx
      .select()
      .from(contractVersions)
      .where(and(eq(contractVersions.contractId, contract.id), eq(contractVersions.version, contract.currentVersion)))
      .limit(1);
    if (!version) return null;
    const acceptances = await tx.select().from(contractAcceptances).where(eq(contractAcceptances.versionId, version.id));
    return { contract, current: { version, acceptances } };
  }

  /** The contracts' states of several awards at once (lists), by award id. */
  async statesOfAwards(awardIds: string[]): Promise<Map<string, ContractState>> {
    const states = new Map<string, ContractState>();
    if (!awardIds.length) return states;
    const rows = await this.db
      .select({ contract: contracts, version: contractVersions })
      .from(contracts)
      .innerJoin(
        contractVersions,
        and(eq(contractVersions.contractId, contracts.id), eq(contractVersions.version, contracts.currentVersion)),
      )
      .where(inArray(contracts.awardId, awardIds));
    const acceptances = rows.length
      ? await this.db
          .select()
          .from(contractAcceptances)
          .where(inArray(contractAcceptances.versionId, rows.map((r) => r.version.id)))
      : [];
    for (const { contract, version } of rows) {
      states.set(contract.awardId, {
        contract,
        current: { version, acceptances: acceptances.filter((a) => a.versionId === version.id) },
      });
    }
    return states;
  }

  async versions(
    contractId: string,
    page: number,
    limit: number,
  ): Promise<{ items: ContractVersionWithAcceptances[]; total: number }> {
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(contractVersions)
        .where(eq(contractVersions.contractId, contractId))
        .orderBy(desc(contractVersions.version))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(contractVersions).where(eq(contractVersions.contractId, contractId)),
    ]);
    const acceptances = rows.length
      ? await this.db
          .select()
          .from(contractAcceptances)
          .where(inArray(contractAcceptances.versionId, rows.map((r) => r.id)))
          .orderBy(asc(contractAcceptances.acceptedAt))
      : [];
    return {
      items: rows.map((version) => ({ version, acceptances: acceptances.filter((a) => a.versionId === version.id) })),
      total: totalRow?.total ?? 0,
    };
  }

  async version(contractId: string, version: number): Promise<ContractVersionRow | null> {
    const [row] = await this.db
      .select()
      .from(contractVersions)
      .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.version, version)))
      .limit(1);
    return row ?? null;
  }

  async acceptancesOf(versionId: string): Promise<ContractAcceptanceRow[]> {
    return this.db
      .select()
      .from(contractAcceptances)
      .where(eq(contractAcceptances.versionId, versionId))
      .orderBy(asc(contractAcceptances.acceptedAt));
  }

  /** Creates the contract of an award with its first version. */
  async create(
    tx: Tx,
    awardId: string,
    kind: ContractKind,
    first: NewContractVersion,
    staffingTerms: StaffingTermsRequest | null = null,
  ): Promise<ContractRow> {
    const [contract] = await tx.insert(contracts).values({ awardId, kind, currentVersion: 1, staffingTerms }).returning();
    await tx.insert(contractVersions).values({ contractId: contract!.id, version: 1, ...first });
    return contract!;
  }

  /** Appends a version and makes it the current one (the contract row is locked by the caller). */
  async addVersion(tx: Tx, contract: ContractRow, next: NewContractVersion, staffingTerms?: StaffingTermsRequest): Promise<number> {
    const version = contract.currentVersion + 1;
    await tx.insert(contractVersions).values({ contractId: contract.id, version, ...next });
    await tx
      .update(contracts)
      .set({ currentVersion: version, updatedAt: new Date(), ...(staffingTerms ? { staffingTerms } : {}) })
      .where(eq(contracts.id, contract.id));
    return version;
  }

  /** Records a party's acceptance of a version; false when that party had already accepted it. */
  async accept(
    tx: Tx,
    input: { versionId: string; party: ContractParty; userId: string; name: string; sha256: string; acceptedAt?: Date },
  ): Promise<boolean> {
    const inserted = await tx
      .insert(contractAcceptances)
      .values(input)
      .onConflictDoNothing({ target: [contractAcceptances.versionId, contractAcceptances.party] })
      .returning({ id: contractAcceptances.id });
    return inserted.length > 0;
  }
}
