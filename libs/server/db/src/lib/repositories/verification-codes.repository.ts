import { Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { verificationCodes, type CodePurpose, type VerificationCodeRow } from '../schema/identity';

/** One-time codes and reset tokens (hashes only). */
@Injectable()
export class VerificationCodesRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Replaces any earlier code of this user and purpose with a new one. */
  async issue(userId: string, purpose: CodePurpose, codeHash: string, expiresAt: Date, tx: DbOrTx = this.db): Promise<void> {
    await tx.delete(verificationCodes).where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
    await tx.insert(verificationCodes).values({ userId, purpose, codeHash, expiresAt });
  }

  /** The newest not consumed code of a user and purpose (expired ones included: the caller tells them apart). */
  async findOpen(userId: string, purpose: CodePurpose): Promise<VerificationCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  }

  /** A live (not consumed, not expired) row by its hash: reset tokens are looked up this way. */
  async findLiveByHash(purpose: CodePurpose, codeHash: string): Promise<VerificationCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.codeHash, codeHash),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Counts a wrong entry atomically; the entry that reaches `maxAttempts` consumes the code.
   * Returns the attempts now recorded, or undefined when the code was already used up.
   */
  async recordWrongAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        consumedAt: sql`CASE WHEN ${verificationCodes.attempts} + 1 >= ${maxAttempts} THEN now() ELSE NULL END`,
      })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, maxAttempts)))
      .returning({ attempts: verificationCodes.attempts });
    return row?.attempts;
  }

  /** Spends a code; false when another request spent it first. */
  async consume(id: string, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  }
}
