import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AccountStatus, ApprovalStatus, RegistrableUserType } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { refreshTokens, sessions, users, type NewUserRow, type UserRow } from '../schema/accounts';
import { totpRecoveryCodes, userTotp, verificationCodes } from '../schema/identity';
import { notifications } from '../schema/notifications';
import type { Actor } from './actor';

/** Columns a profile update may change (never ids, e-mail, statuses or the password). */
export type UserProfilePatch = Partial<
  Pick<NewUserRow, 'firstName' | 'lastName' | 'companyName' | 'language' | 'profilePic' | 'profile' | 'documents' | 'profilePercentage' | 'industry'>
>;

export interface AccountListFilter {
  type: RegistrableUserType;
  approval?: ApprovalStatus;
  status?: AccountStatus;
  search?: string;
  page: number;
  limit: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Runs writes of several repositories (and outbox messages) in one transaction. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The actor's notifications, all of them (data export). */
  notificationsOf(actor: Actor) {
    return this.db.select().from(notifications).where(eq(notifications.userId, actor.id)).orderBy(desc(notifications.createdAt));
  }

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

  /** A not deleted account by id (admin views, verification flows). */
  async findById(id: string, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    return row;
  }

  /** Inserts a new account; returns undefined when the e-mail is taken (unique index), never throws for it. */
  async create(values: NewUserRow, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .insert(users)
      .values({ ...values, email: normaliseEmail(values.email) })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async updateProfile(id: string, patch: UserProfilePatch, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning();
    return row;
  }

  /**
   * Sets the login e-mail of an account. Answers 'taken' when another account has the address
   * (case-insensitive unique index), so the caller can say so at the field; never a 500.
   */
  async changeEmail(id: string, email: string, tx: DbOrTx = this.db): Promise<UserRow | 'taken' | undefined> {
    try {
      const [row] = await tx
        .update(users)
        .set({ email, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning();
      return row;
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string } };
      if (e.code === '23505' || e.cause?.code === '23505') return 'taken';
      throw error;
    }
  }

  /** Ids of the active, not deleted admin accounts (they are told of registrations awaiting approval). */
  async activeAdminIds(tx: DbOrTx = this.db): Promise<string[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'admin'), eq(users.accountStatus, 'active'), isNull(users.deletedAt)));
    return rows.map((row) => row.id);
  }

  async markEmailVerified(id: string, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
  }

  async setPasswordHash(id: string, passwordHash: string, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
  }

  /** Conditional status change: returns the row only when it actually changed (a repeated click is a no-op). */
  async setApproval(id: string, approvalStatus: ApprovalStatus, rejectionReason: string | null, tx: DbOrTx = this.db) {
    const [row] = await tx
      .update(users)
      .set({ approvalStatus, rejectionReason, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.deletedAt), inArray(users.userType, ['client', 'supplier'])))
      .returning();
    return row;
  }

  async setAccountStatus(id: string, accountStatus: AccountStatus, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ accountStatus, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.deletedAt), inArray(users.userType, ['client', 'supplier'])))
      .returning();
    return row;
  }

  /** Admin list of one account type, newest first; search over names, company and e-mail. */
  async list(filter: AccountListFilter): Promise<{ items: UserRow[]; total: number }> {
    const conditions: SQL[] = [eq(users.userType, filter.type), isNull(users.deletedAt)];
    if (filter.approval) conditions.push(eq(users.approvalStatus, filter.approval));
    if (filter.status) conditions.push(eq(users.accountStatus, filter.status));
    const search = filter.search?.trim();
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      conditions.push(
        or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.companyName, pattern)) as SQL,
      );
    }
    const where = and(...conditions);
    const [items, [totals]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
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
   * every session revoked, codes and notifications removed. Runs in the caller's transaction (so a
   * confirmation mail can join it). Returns false when the account was already gone.
   *
   * Retention rule: the row itself stays (ids referenced by jobs, invoices and the audit log must keep
   * resolving) but holds no personal data any more; the profile draft, documents list, profile
   * picture, names, e-mail, password and second factor are erased. Issued invoices keep the billing
   * data the law requires (§ 147 AO, § 14b UStG) in their own rows, not here. The other domains'
   * consequences are the erasure routines in `./erasure`, run in the same transaction.
   */
  async deleteSelf(actor: Actor, tx: DbOrTx = this.db): Promise<boolean> {
      const now = new Date();
      const [row] = await tx
        .update(users)
        .set({
          email: `deleted-${actor.id}@deleted.invalid`,
          firstName: '',
          lastName: '',
          companyName: null,
          profilePic: null,
          profile: {},
          documents: [],
          rejectionReason: null,
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
      await tx.delete(verificationCodes).where(eq(verificationCodes.userId, actor.id));
      await tx.delete(notifications).where(eq(notifications.userId, actor.id));
      await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, actor.id));
      await tx.delete(userTotp).where(eq(userTotp.userId, actor.id));
      return true;
  }
}
