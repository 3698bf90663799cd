import { Injectable } from '@nestjs/common';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { UsersRepository, type UserRow } from '@fachwerk/server/db';
import { PasswordHasher } from './password-hasher';
import { RateLimiter } from '../../common/rate-limiter';

/** Budget of current-password checks per account (change password, delete account, change e-mail). */
export const REAUTH_LIMITS = { perAccount: 10, windowSeconds: 15 * 60 } as const;

const currentPasswordIssue = (messageKey: string) =>
  DomainError.field('currentPassword', messageKey);

/**
 * Asks for the current password again before a sensitive change of the own account (ASVS 5.0 §7.5):
 * changing the password or the e-mail address, deleting the account. A missing or wrong password is
 * a 400 naming `currentPassword`; the checks are counted per account (429 beyond the budget), so a
 * stolen session cannot guess the password through these routes.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly limiter: RateLimiter,
  ) {}

  async confirm(actor: AuthenticatedUser, currentPassword: string | undefined | null): Promise<UserRow> {
    if (!currentPassword) throw currentPasswordIssue('validation.required');
    await this.limiter.hit([{ key: `reauth:account:${actor.id}`, limit: REAUTH_LIMITS.perAccount, windowSeconds: REAUTH_LIMITS.windowSeconds }]);
    const user = await this.users.findSelf(actor);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) throw currentPasswordIssue('validation.currentPassword');
    return user;
  }
}
