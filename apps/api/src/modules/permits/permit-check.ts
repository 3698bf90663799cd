import { Injectable } from '@nestjs/common';
import { DomainError } from '@fachwerk/server/core';
import { berlinToday, PermitsRepository, type DbOrTx } from '@fachwerk/server/db';
import { isPermitUsable } from './permit-views';
import { PermitsErrorCode } from './permits.errors';

/**
 * § 1 (1) sentence 1 AÜG: lending workers needs the Federal Employment Agency's permit. Applying to and
 * being awarded a resource job need a verified permit valid on the day; fixed-price work does not.
 */
@Injectable()
export class PermitCheck {
  constructor(private readonly permits: PermitsRepository) {}

  /** The supplier applies: refused with PERMIT_REQUIRED (the supplier's own text). */
  async requireForApplying(supplierId: string, tx?: DbOrTx): Promise<void> {
    if (!isPermitUsable(await this.permits.ofSupplier(supplierId, tx), berlinToday())) throw new DomainError(PermitsErrorCode.Required);
  }

  /** The client awards: refused with SUPPLIER_PERMIT_INVALID (an expired permit blocks new awards). */
  async requireForAward(supplierId: string, tx?: DbOrTx): Promise<void> {
    if (!isPermitUsable(await this.permits.ofSupplier(supplierId, tx), berlinToday())) {
      throw new DomainError(PermitsErrorCode.SupplierPermitInvalid);
    }
  }
}
