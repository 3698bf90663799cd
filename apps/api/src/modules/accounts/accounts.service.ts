import { Injectable } from '@nestjs/common';
import type { AccountProfile, DeleteAccountRequest, UpdateOwnProfileRequest } from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { AuditLogRepository, SessionsRepository, UsersRepository } from '@fachwerk/server/db';
import { OutboxWriter } from '@fachwerk/server/queue';
import { Reauthentication, accountMails, ProfileFields, toAccountProfile } from '../auth';
import { AccountsErrorCode } from './accounts.errors';
import { RealtimeService } from '../../realtime';
import { FileNames } from '../../common/file-references';

/** Everything stored about one account, for GET /accounts/me/export (GDPR Art. 15 and 20). */
export interface AccountExport {
  exportedAt: string;
  profile: AccountProfile;
  emailVerifiedAt: string | null;
  sessions: unknown[];
  notifications: unknown[];
  /** Upload paths the account references (profile picture, résumé, certificate, documents). */
  uploads: string[];
  auditLog: unknown[];
}

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly audit: AuditLogRepository,
    private readonly profileFields: ProfileFields,
    private readonly outbox: OutboxWriter,
    private readonly realtime: RealtimeService,
    private readonly reauthentication: Reauthentication,
    private readonly fileNames: FileNames,
  ) {}

  async getProfile(actor: AuthenticatedUser): Promise<AccountProfile> {
    const user = await this.users.findSelf(actor);
    if (!user) throw new DomainError(AccountsErrorCode.Unauthenticated);
    return this.fileNames.withFileNames(toAccountProfile(user));
  }

  /**
   * Profile fields as sent; `email` is the login address: unchanged it is ignored, a new one needs the
   * current password, must be free, and the old address is told of the change (one transaction).
   */
  async updateProfile(actor: AuthenticatedUser, request: UpdateOwnProfileRequest): Promise<AccountProfile> {
    const { email, currentPassword, ...fields } = request;
    const user = await this.users.findSelf(actor);
    if (!user) throw new DomainError(AccountsErrorCode.Unauthenticated);
    const newEmail = email !== undefined && email.trim().toLowerCase() !== user.email.toLowerCase() ? email.trim() : undefined;
    if (newEmail) await this.reauthentication.confirm(actor, currentPassword);
    const patch = await this.profileFields.toColumns(user.userType, fields as Record<string, unknown>, user);
    const updated = await this.users.transaction(async (tx) => {
      if (newEmail) {
        const changed = await this.users.changeEmail(user.id, newEmail, tx);
        if (changed === 'taken') throw DomainError.field('email', 'validation.unique');
        await this.outbox.enqueue(tx, accountMails.emailChanged(user, newEmail));
      }
      return this.users.updateProfile(user.id, patch, tx);
    });
    if (!updated) throw new DomainError(AccountsErrorCode.Unauthenticated);
    return this.fileNames.withFileNames(toAccountProfile(updated));
  }

  async exportData(actor: AuthenticatedUser): Promise<AccountExport> {
    const user = await this.users.findSelf(actor);
    if (!user) throw new DomainError(AccountsErrorCode.Unauthenticated);
    const [sessions, notifications, auditLog] = await Promise.all([
      this.sessions.listForUser(user.id),
      this.users.notificationsOf(actor),
      this.audit.listAboutTarget(user.id),
    ]);
    const uploads = [user.profilePic, user.profile.resume, user.profile.certificate, ...user.documents].filter((p): p is string => Boolean(p));
    return {
      exportedAt: new Date().toISOString(),
      profile: toAccountProfile(user),
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      sessions,
      notifications,
      uploads,
      auditLog,
    };
  }

  /**
   * Erases the actor's personal data (see UsersRepository.deleteSelf for what is kept and why),
   * revokes every session and mails a confirmation to the address the account had, in one transaction.
   * The current password is asked again first.
   */
  async deleteOwnAccount(actor: AuthenticatedUser, request: DeleteAccountRequest): Promise<void> {
    if (actor.userType === 'admin') throw new DomainError(AccountsErrorCode.Forbidden);
    const user = await this.reauthentication.confirm(actor, request.currentPassword);
    await this.users.transaction(async (tx) => {
      if (!(await this.users.deleteSelf(actor, tx))) throw new DomainError(AccountsErrorCode.Unauthenticated);
      await this.outbox.enqueue(tx, accountMails.accountDeleted(user));
    });
    this.realtime.disconnectUser(user.id);
  }
}
