import { Injectable } from '@nestjs/common';
import type { AccountProfile, DeleteAccountRequest, UpdateOwnProfileRequest } from '@fachwerk/shared/contracts';
import { DomainError, FieldCipher, type AuthenticatedUser } from '@fachwerk/server/core';
import { UsersRepository } from '@fachwerk/server/db';
import { OutboxWriter } from '@fachwerk/server/queue';
import { Reauthentication, accountMails, ProfileFields, toAccountProfile } from '../auth';
import { AccountDeletion } from './account-deletion';
import { AccountsErrorCode } from './accounts.errors';
import { RealtimeService } from '../../realtime';
import { FileNames } from '../../common/file-references';

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly profileFields: ProfileFields,
    private readonly outbox: OutboxWriter,
    private readonly realtime: RealtimeService,
    private readonly reauthentication: Reauthentication,
    private readonly fileNames: FileNames,
    private readonly deletion: AccountDeletion,
    private readonly cipher: FieldCipher,
  ) {}

  async getProfile(actor: AuthenticatedUser): Promise<AccountProfile> {
    const user = await this.users.findSelf(actor);
    if (!user) throw new DomainError(AccountsErrorCode.Unauthenticated);
    return this.fileNames.withFileNames(toAccountProfile(user, this.cipher));
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
    return this.fileNames.withFileNames(toAccountProfile(updated, this.cipher));
  }

  /**
   * Deletes the actor's account with every consequence (AccountDeletion: personal data erased, open
   * work cancelled or ended, the other parties told, files removed), revokes every session and mails
   * a confirmation to the address the account had. The current password is asked again first.
   */
  async deleteOwnAccount(actor: AuthenticatedUser, request: DeleteAccountRequest): Promise<void> {
    if (actor.userType === 'admin') throw new DomainError(AccountsErrorCode.Forbidden);
    const user = await this.reauthentication.confirm(actor, request.currentPassword);
    await this.deletion.delete(user);
    this.realtime.disconnectUser(user.id);
  }
}
