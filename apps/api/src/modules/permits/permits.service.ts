import { Injectable } from '@nestjs/common';
import type { PermitStatusResponse, StaffingPermitRequest, StaffingPermitResponse } from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { AuditLogRepository, berlinToday, PermitsRepository, UsersRepository } from '@fachwerk/server/db';
import { FileReferenceValidator } from '../../common/file-references';
import { permitStatusView, permitView } from './permit-views';
import { notFound, PermitsErrorCode } from './permits.errors';

/**
 * Suppliers file their AÜG permit (§ 1 (1) sentence 1, § 2 AÜG); an admin verifies or rejects it on the
 * account's approval screen (audited). Filing again replaces it and it waits for verification again.
 */
@Injectable()
export class PermitsService {
  constructor(
    private readonly permits: PermitsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly files: FileReferenceValidator,
  ) {}

  async mine(actor: AuthenticatedUser): Promise<StaffingPermitResponse | null> {
    const row = await this.permits.ofSupplier(actor.id);
    return row ? permitView(row, berlinToday()) : null;
  }

  async file(actor: AuthenticatedUser, input: StaffingPermitRequest): Promise<StaffingPermitResponse> {
    const validUntil = input.unlimited ? null : (input.validUntil ?? null);
    if (!input.unlimited && !validUntil) throw DomainError.field('validUntil', 'validation.required');
    if (validUntil && validUntil < input.issuedOn) throw DomainError.field('validUntil', 'server.permits.validUntilBeforeIssue');
    if (input.issuedOn > berlinToday()) throw DomainError.field('issuedOn', 'server.permits.issuedInFuture');
    const row = await this.permits.transaction(async (tx) => {
      await this.files.assertOwnFiles(actor.id, [{ field: 'file', value: input.file }], { tx });
      return this.permits.file(tx, actor.id, {
        agency: input.agency,
        issuedOn: input.issuedOn,
        unlimited: input.unlimited,
        validUntil,
        file: input.file,
      });
    });
    return permitView(row, berlinToday());
  }

  /** A supplier's permit status, for clients and admins (and the supplier itself); other suppliers 404. */
  async statusOf(actor: AuthenticatedUser, supplierId: string): Promise<PermitStatusResponse> {
    if (actor.userType === 'supplier' && actor.id !== supplierId) throw notFound();
    const supplier = await this.users.findById(supplierId);
    if (!supplier || supplier.userType !== 'supplier' || supplier.deletedAt) throw notFound();
    return permitStatusView(supplierId, await this.permits.ofSupplier(supplierId), berlinToday());
  }

  async adminGet(accountId: string): Promise<StaffingPermitResponse | null> {
    await this.requireSupplier(accountId);
    const row = await this.permits.ofSupplier(accountId);
    return row ? permitView(row, berlinToday()) : null;
  }

  async verify(admin: AuthenticatedUser, accountId: string): Promise<StaffingPermitResponse> {
    return this.decide(admin, accountId, { status: 'verified', adminId: admin.id });
  }

  async reject(admin: AuthenticatedUser, accountId: string, reason: string): Promise<StaffingPermitResponse> {
    return this.decide(admin, accountId, { status: 'rejected', adminId: admin.id, reason });
  }

  private async decide(
    admin: AuthenticatedUser,
    accountId: string,
    decision: { status: 'verified'; adminId: string } | { status: 'rejected'; adminId: string; reason: string },
  ): Promise<StaffingPermitResponse> {
    await this.requireSupplier(accountId);
    const row = await this.permits.transaction(async (tx) => {
      const changed = await this.permits.decide(tx, accountId, decision);
      if (!changed) {
        if (!(await this.permits.ofSupplier(accountId, tx))) throw notFound();
        throw new DomainError(PermitsErrorCode.NotPending);
      }
      await this.audit.record(
        admin,
        {
          action: decision.status === 'verified' ? 'verifyPermit' : 'rejectPermit',
          targetId: accountId,
          details: decision.status === 'rejected' ? { reason: decision.reason } : { validUntil: changed.validUntil ?? 'unlimited' },
        },
        tx,
      );
      return changed;
    });
    return permitView(row, berlinToday());
  }

  private async requireSupplier(accountId: string): Promise<void> {
    const account = await this.users.findById(accountId);
    if (!account || account.userType !== 'supplier') throw notFound();
  }
}
