import { Injectable } from '@nestjs/common';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { totpRecoveryCodes, userTotp, type UserTotpRow } from '../schema/identity';

/** The second factor (TOTP) of accounts: encrypted secrets, replay marks, recovery code hashes. */
@Injectable()
export class TwoFactorRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  find(userId: string, tx: DbOrTx = this.db): Promise<UserTotpRow | undefined> {
    return tx
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, userId))
      .limit(1)
      .then((rows) => rows[0]);
  }

  /** Starts (or restarts) an enrolment: a new pending secret. Refused (false) while a confirmed one exists. */
  async savePending(userId: string, secretEncrypted: string): Promise<boolean> {
    const rows = await this.db
      .insert(userTotp)
      .values({ userId, secretEncrypted })
      .onConflictDoUpdate({
        target: userTotp.userId,
        set: { secretEncrypted, lastUsedStep: null, createdAt: new Date() },
        setWhere: isNull(userTotp.confirmedAt),
      })
      .returning({ userId: userTotp.userId });
    return rows.length > 0;
  }

  /**
   * Records a code's time step as used, atomically: false when that step or a later one was used
   * already (replay). With `confirm` a pending secret becomes the account's second factor.
   */
  async markStepUsed(userId: string, step: number, options: { confirm?: boolean } = {}, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .update(userTotp)
      .set(options.confirm ? { lastUsedStep: step, confirmedAt: new Date() } : { lastUsedStep: step })
      .where(
        and(
          eq(userTotp.userId, userId),
          options.confirm ? isNull(userTotp.confirmedAt) : isNotNull(userTotp.confirmedAt),
          or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTotp.userId });
    return rows.length > 0;
  }

  /**
   * Re-enrolment: the confirmed factor gets a new secret whose first code used `step`; false when the
   * account has no confirmed factor (anymore).
   */
  async replaceSecret(userId: string, secretEncrypted: string, step: number, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .update(userTotp)
      .set({ secretEncrypted, lastUsedStep: step, confirmedAt: new Date() })
      .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    return rows.length > 0;
  }

  /** Replaces the recovery codes (hashes) of an account. */
  async replaceRecoveryCodes(userId: string, hashes: string[], tx: DbOrTx = this.db): Promise<void> {
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    if (hashes.length) await tx.insert(totpRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  }

  /** Spends an unused recovery code by its hash; false when unknown or used. */
  async useRecoveryCode(userId: string, codeHash: string, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .update(totpRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(totpRecoveryCodes.userId, userId), eq(totpRecoveryCodes.codeHash, codeHash), isNull(totpRecoveryCodes.usedAt)))
      .returning({ id: totpRecoveryCodes.id });
    return rows.length > 0;
  }

  async unusedRecoveryCodes(userId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(totpRecoveryCodes)
      .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
    return row?.n ?? 0;
  }

  /** Removes the second factor and its recovery codes; false when there was none. */
  async remove(userId: string, tx: DbOrTx = this.db): Promise<boolean> {
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    const rows = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
    return rows.length > 0;
  }
}
