import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IDENTITY_LIMITS } from '@fachwerk/shared/contracts';
import { DomainError, InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { VerificationCodesRepository, type CodePurpose, type DbOrTx } from '@fachwerk/server/db';

/**
 * Six-digit codes (e-mail verification, password reset) and reset tokens. Only a keyed hash
 * (HMAC-SHA256 with a server secret, bound to user and purpose) is stored, so a database dump does not
 * give the codes away. Codes live 15 minutes; the fifth wrong entry invalidates the code.
 */
@Injectable()
export class OneTimeCodes {
  constructor(
    private readonly codes: VerificationCodesRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  hash(userId: string, purpose: CodePurpose, secret: string): string {
    return createHmac('sha256', this.config.jwt.refreshSecret).update(`${purpose}:${userId}:${secret}`).digest('hex');
  }

  /** Issues a new code (replacing the previous one) and returns it for the mail. */
  async issueCode(userId: string, purpose: 'email-verify' | 'password-reset', tx?: DbOrTx): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(Date.now() + IDENTITY_LIMITS.verificationCodeTtlSeconds * 1000);
    await this.codes.issue(userId, purpose, this.hash(userId, purpose, code), expiresAt, tx);
    return code;
  }

  /**
   * Checks a code and spends it when right. Wrong → INVALID_CODE with the attempts left; expired,
   * used up or never issued → CODE_EXPIRED.
   */
  async consumeCode(userId: string | undefined, purpose: 'email-verify' | 'password-reset', code: string): Promise<void> {
    const row = userId ? await this.codes.findOpen(userId, purpose) : undefined;
    if (!row || row.expiresAt.getTime() <= Date.now()) throw new DomainError('CODE_EXPIRED');
    if (row.codeHash !== this.hash(row.userId, purpose, code)) {
      const attempts = await this.codes.recordWrongAttempt(row.id, IDENTITY_LIMITS.verificationMaxAttempts);
      const remaining = attempts === undefined ? 0 : IDENTITY_LIMITS.verificationMaxAttempts - attempts;
      throw new DomainError(remaining > 0 ? 'INVALID_CODE' : 'CODE_EXPIRED', { params: { remaining } });
    }
    if (!(await this.codes.consume(row.id))) throw new DomainError('CODE_EXPIRED');
  }

  async issueResetToken(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + IDENTITY_LIMITS.resetTokenTtlSeconds * 1000);
    await this.codes.issue(userId, 'reset-token', this.hash('', 'reset-token', token), expiresAt);
    return token;
  }

  /** The user a live reset token belongs to, spending it in the caller's transaction; undefined when not valid. */
  async consumeResetToken(token: string, tx: DbOrTx): Promise<string | undefined> {
    const row = await this.codes.findLiveByHash('reset-token', this.hash('', 'reset-token', token));
    if (!row || !(await this.codes.consume(row.id, tx))) return undefined;
    return row.userId;
  }
}
