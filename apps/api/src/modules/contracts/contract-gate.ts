import { Injectable } from '@nestjs/common';
import { DomainError } from '@fachwerk/server/core';
import { ContractsRepository, type DbOrTx } from '@fachwerk/server/db';
import { blockingItems } from './contract-content';
import { ContractsErrorCode } from './contracts.errors';
import { awaitingParties } from './contracts.service';

/**
 * The rule other modules apply before work goes ahead: starting the work, naming or changing workers
 * and logging hours need the contract's current version accepted by both parties (§ 12 (1) AÜG: the
 * lending contract in text form before the worker starts; for a Werkvertrag, our rule: the agreed
 * scope and price are on record before work begins). The refusal says what is missing.
 */
@Injectable()
export class ContractGate {
  constructor(private readonly contracts: ContractsRepository) {}

  async requireAccepted(awardId: string, tx?: DbOrTx): Promise<void> {
    const state = await this.contracts.stateOfAward(awardId, tx);
    // An award made before contracts existed gets its contract when a party opens it (ContractsService).
    if (!state) throw new DomainError(ContractsErrorCode.AwaitsBoth, { params: { version: 1 } });
    if (blockingItems(state.current.version.missing).length) throw new DomainError(ContractsErrorCode.Incomplete);
    const awaiting = awaitingParties(state.current);
    if (!awaiting.length) return;
    const code =
      awaiting.length === 2 ? ContractsErrorCode.AwaitsBoth : awaiting[0] === 'client' ? ContractsErrorCode.AwaitsClient : ContractsErrorCode.AwaitsSupplier;
    throw new DomainError(code, { params: { version: state.current.version.version }, data: { awaiting } });
  }
}
