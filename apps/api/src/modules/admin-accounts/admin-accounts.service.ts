import { Injectable } from '@nestjs/common';
import { FileNames } from '../../common/file-references';
import type {
  AccountProfile,
  AccountStatus,
  AdminAccountList,
  AdminAccountListQuery,
  AuditLogEntry,
  Paginated,
  UpdateProfileRequest,
} from '@fachwerk/shared/contracts';
import { DomainError, FieldCipher, InjectConfig, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import { AuditLogRepository, SessionsRepository, UsersRepository, type UserRow } from '@fachwerk/server/db';
import { OutboxWriter } from '@fachwerk/server/queue';
import { PAGE_LIMIT_DEFAULT } from '@fachwerk/shared/contracts';
import { accountMails, ProfileFields, toAccountProfile } from '../auth';
import { RealtimeService } from '../../realtime';

/**
 * Admin management of client and supplier accounts. Every change writes an audit row in the same
 * transaction; approval decisions and status changes are mailed (account-status template).
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly audit: AuditLogRepository,
    private readonly profileFields: ProfileFields,
    private readonly outbox: OutboxWriter,
    @InjectConfig() private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
    private readonly fileNames: FileNames,
    private readonly cipher: FieldCipher,
  ) {}

  async list(query: AdminAccountListQuery): Promise<AdminAccountList> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const { items, total } = await this.users.list({ ...query, page, limit });
    return {
      items: items.map((user) => ({
        _id: user.id,
        userType: user.userType as 'client' | 'supplier',
        companyName: user.companyName ?? '',
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        approvalStatus: user.approvalStatus,
        accountStatus: user.accountStatus,
        profilePercentage: user.profilePercentage,
        createdAt: user.createdAt.toISOString(),
      })),
      total,
      page,
      limit,
    };
  }

  async get(id: string): Promise<AccountProfile> {
    return this.fileNames.withFileNames(toAccountProfile(await this.managed(id), this.cipher));
  }

  async update(admin: AuthenticatedUser, id: string, request: UpdateProfileRequest): Promise<AccountProfile> {
    const user = await this.managed(id);
    const patch = await this.profileFields.toColumns(user.userType, request as Record<string, unknown>, user);
    return this.users.transaction(async (tx) => {
      const updated = await this.users.updateProfile(user.id, patch, tx);
      if (!updated) throw new DomainError('NOT_FOUND');
      await this.audit.record(admin, { action: 'update', targetId: user.id, details: { fields: Object.keys(request).sort() } }, tx);
      return toAccountProfile(updated, this.cipher);
    });
  }

  approve(admin: AuthenticatedUser, id: string) {
    return this.decide(admin, id, 'approved', null);
  }

  reject(admin: AuthenticatedUser, id: string, reason: string) {
    return this.decide(admin, id, 'rejected', reason.trim());
  }

  async setStatus(admin: AuthenticatedUser, id: string, status: AccountStatus): Promise<AccountProfile> {
    const user = await this.managed(id);
    const profile = await this.users.transaction(async (tx) => {
      const updated = await this.users.setAccountStatus(user.id, status, tx);
      if (!updated) throw new DomainError('NOT_FOUND');
      // Deactivation ends every session at once: their access tokens stop resolving.
      const revokedSessions = status === 'inactive' ? await this.sessions.revokeAllForUser(user.id, 'account-deactivated', undefined, tx) : 0;
      await this.audit.record(
        admin,
        { action: status === 'active' ? 'activate' : 'deactivate', targetId: user.id, details: { from: user.accountStatus, to: status, revokedSessions } },
        tx,
      );
      await this.outbox.enqueue(tx, accountMails.accountStatus(updated, status, this.loginUrl(updated)));
      return toAccountProfile(updated, this.cipher);
    });
    // Its open sockets end too, on every api instance (after the commit, so a reconnect is refused).
    if (status === 'inactive') this.realtime.disconnectUser(user.id);
    return profile;
  }

  async auditLog(query: { targetId?: string; page?: number; limit?: number }): Promise<Paginated<AuditLogEntry>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const { items, total } = await this.audit.list({ targetId: query.targetId, page, limit });
    return {
      items: items.map((row) => ({
        _id: row.id,
        actorId: row.actorId ?? '',
        action: row.action,
        targetId: row.targetId,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page,
      limit,
    };
  }

  private async decide(admin: AuthenticatedUser, id: string, decision: 'approved' | 'rejected', reason: string | null): Promise<AccountProfile> {
    const user = await this.managed(id);
    return this.users.transaction(async (tx) => {
      const updated = await this.users.setApproval(user.id, decision, reason, tx);
      if (!updated) throw new DomainError('NOT_FOUND');
      await this.audit.record(
        admin,
        { action: decision === 'approved' ? 'approve' : 'reject', targetId: user.id, details: { from: user.approvalStatus, to: decision, ...(reason ? { reason } : {}) } },
        tx,
      );
      await this.outbox.enqueue(tx, accountMails.accountStatus(updated, decision, this.loginUrl(updated), reason ?? ''));
      return toAccountProfile(updated, this.cipher);
    });
  }

  /** Client and supplier accounts only: admins are not managed here. */
  private async managed(id: string): Promise<UserRow> {
    const user = await this.users.findById(id);
    if (!user || user.userType === 'admin') throw new DomainError('NOT_FOUND');
    return user;
  }

  private loginUrl(user: UserRow) {
    return new URL(`/login/${user.userType}`, this.config.api.publicUrl).toString();
  }
}
