import { Injectable } from '@nestjs/common';
import { isPermitValidOn } from '@fachwerk/shared/contracts/rules';
import { berlinToday, PermitsRepository, type DbOrTx } from '@fachwerk/server/db';
import type { PermitDeclaration } from './contract-content';

/**
 * The lender's declaration whether it holds the permit to lend workers (§ 12 (1) sentence 2 AÜG), as
 * written into the contract: from the supplier's permit on file, verified and valid today.
 */
@Injectable()
export class PermitDeclarations {
  constructor(private readonly permits: PermitsRepository) {}

  async declarationOf(supplierId: string, tx?: DbOrTx): Promise<PermitDeclaration> {
    const permit = await this.permits.ofSupplier(supplierId, tx);
    if (!permit || permit.status !== 'verified' || !isPermitValidOn(permit, berlinToday())) return { holds: false };
    return { holds: true, agency: permit.agency, issuedOn: permit.issuedOn, unlimited: permit.unlimited, validUntil: permit.validUntil };
  }
}
