import { Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { refreshTokens, sessions, users, type SessionRow, type UserRow } from '../schema/accounts';

export interface RefreshTokenLookup {
  tokenId: string;
  rotatedAt: Date | null;
  /** when this token was issued: at login or at the refresh before (the inactivity timeout counts from here) */
  issuedAt: Date;
  session: SessionRow;
}

/** The user of a live session, as the request guard needs it. */
export type SessionActor = Pick<UserRow, 'id' | 'userType' | 'accountStatus' | 'approvalStatus' | 'language'>;

export type RevokeReason =
  | 'logout'
  | 'refresh-token-reuse'
  | 'account-deleted'
  | 'password-reset'
  | 'password-change'
  | 'account-deactivated'
  | 'idle'
  /** the account ended it from its list of signed-in devices (ASVS 5.0 V7.5.2) */
  | 'ended-by-user';

/** A live session as the list of signed-in devices shows it. */
export interface LiveSession {
  id: string;
  createdAt: Date;
  userAgent: string | null;
  /** the latest refresh token's issue (the sign-in when never refreshed) */
  lastActiveAt: Date;
}

/** Sessions are refresh-token families; their id is the access token's `sid` claim. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Opens a session for a user and stores the hash of its first refresh token. */
  async open(userId: string, expiresAt: Date, tokenHash: string, userAgent: string | null): Promise<SessionRow> {
    return this.db.transaction(async (tx) => {
      const [session] = await tx.insert(sessions).values({ userId, expiresAt, userAgent }).returning();
      const row = session as SessionRow;
      await tx.insert(refreshTokens).values({ sessionId: row.id, tokenHash });
      return row;
    });
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenLookup | undefined> {
    const [row] = await this.db
      .select({ tokenId: refreshTokens.id, rotatedAt: refreshTokens.rotatedAt, issuedAt: refreshTokens.createdAt, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /**
   * Spends a refresh token and stores its successor, atomically. The conditional update makes a
   * concurrent second use lose: it returns false, and the caller treats it as reuse.
   */
  async rotate(tokenId: string, sessionId: string, nextTokenHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const spent = await tx
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (spent.length === 0) return false;
      await tx.insert(refreshTokens).values({ sessionId, tokenHash: nextTokenHash });
      return true;
    });
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /**
   * Revokes every live session of a user, except `keepSessionId` when given (password change keeps
   * the session it was made from). Access tokens of revoked sessions stop working at once.
   */
  async revokeAllForUser(userId: string, reason: RevokeReason, keepSessionId?: string, tx: DbOrTx = this.db): Promise<number> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    return rows.length;
  }

  /** The user's live sessions (not revoked, not expired), the most recently active first. */
  async listLive(userId: string): Promise<LiveSession[]> {
    const lastActiveAt = sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt);
    return this.db
      .select({ id: sessions.id, createdAt: sessions.createdAt, userAgent: sessions.userAgent, lastActiveAt })
      .from(sessions)
      .innerJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .groupBy(sessions.id)
      .orderBy(desc(lastActiveAt), desc(sessions.id));
  }

  /** Revokes one live session of the user; false when it is not theirs, already revoked or expired. */
  async revokeOwn(sessionId: string, userId: string, reason: RevokeReason, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /** Session metadata of the actor (data export): no token hashes. */
  listForUser(userId: string) {
    return this.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        revokedReason: sessions.revokedReason,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt));
  }

  /** The account behind a live session (not revoked, not expired, account not deleted), or undefined. */
  /**
   * What every authenticated request needs of its session's user (see findLiveSessionUser): a named
   * prepared statement of five columns, parsed and planned once per connection.
   */
  async findLiveSessionActor(sessionId: string, userId: string): Promise<SessionActor | undefined> {
    this.liveSessionActor ??= this.db
      .select({
        id: users.id,
        userType: users.userType,
        accountStatus: users.accountStatus,
        approvalStatus: users.approvalStatus,
        language: users.language,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('userId')),
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > now()`,
          isNull(users.deletedAt),
        ),
      )
      .limit(1)
      .prepare('sessions_live_actor');
    const [row] = await this.liveSessionActor.execute({ sessionId, userId });
    return row;
  }

  private liveSessionActor?: {
    execute(placeholders: { sessionId: string; userId: string }): Promise<SessionActor[]>;
  };

  async findLiveSessionUser(sessionId: string, userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return row?.user;
  }
}
