import { Injectable } from '@nestjs/common';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { UsersRepository } from '@fachwerk/server/db';
import { AccountsErrorCode } from './accounts.errors';

@Injectable()
export class AccountsService {
  constructor(private readonly users: UsersRepository) {}

  /** Anonymises the actor's personal data, marks the account deleted and revokes all its sessions. */
  async deleteOwnAccount(actor: AuthenticatedUser): Promise<void> {
    if (actor.userType === 'admin') throw new DomainError(AccountsErrorCode.Forbidden);
    if (!(await this.users.deleteSelf(actor))) throw new DomainError(AccountsErrorCode.Unauthenticated);
  }
}
