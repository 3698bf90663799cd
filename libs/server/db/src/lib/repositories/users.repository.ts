import { Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { InjectDb } from '../db.module';
import { refreshTokens, sessions, users, type NewUserRow, type UserRow } from '../schema/accounts';
import type { Actor } from './actor';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Case-insensitive lookup of a not deleted account. */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${normaliseEmail(email)}`, isNull(users.deletedAt)))
      .limit(1);
    return row;
  }

  /** The actor's own account (not deleted). */
  async findSelf(actor: Actor): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .limit(1);
    return row;
  }

  /** Creates the account if no account with this e-mail exists; returns the existing or new row. */
  async ensure(values: NewUserRow): Promise<UserRow> {
    const existing = await this.findByEmail(values.email);
    if (existing) return existing;
    const [row] = await this.db
      .insert(users)
      .values({ ...values, email: normaliseEmail(values.email) })
      .returning();
    return row as UserRow;
  }

  /**
   * Deletes the actor's account: personal data anonymised, account marked deleted and inactive,
   * every session revoked, in one transaction. Returns false when the account was already gone.
   */
  async deleteSelf(actor: Actor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(users)
        .set({
          email: `deleted-${actor.id}@deleted.invalid`,
          firstName: '',
          lastName: '',
          companyName: null,
          profilePic: null,
          passwordHash: '!',
          accountStatus: 'inactive',
          deletedAt: now,
          updatedAt: now,
        })
        .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (!row) return false;
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'account-deleted' })
        .where(and(eq(sessions.userId, actor.id), isNull(sessions.revokedAt)));
      await tx.delete(refreshTokens).where(sql`${refreshTokens.sessionId} IN (SELECT id FROM sessions WHERE user_id = ${actor.id})`);
      return true;
    });
  }
}
