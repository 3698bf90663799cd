import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import QRCode from 'qrcode';
import {
  type RecoveryCodes,
  type TwoFactorChallenge,
  type TwoFactorChallengeKind,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@fachwerk/shared/contracts';
import { TWO_FACTOR_CHALLENGE_TTL_SECONDS } from '@fachwerk/shared/contracts/two-factor';
import { DomainError, InjectConfig, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import { AuditLogRepository, InjectDb, TwoFactorRepository, UsersRepository, type Actor, type Db, type UserRow } from '@fachwerk/server/db';
import { LoginThrottle } from '../login-throttle';
import { Reauthentication } from '../reauthentication';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  manualKeyOf,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  verifyTotp,
} from './totp-crypto';

/** The throttle of code attempts: a LoginThrottle with its own keys and stricter delays. */
export const TOTP_THROTTLE = Symbol('TOTP_THROTTLE');
export const TOTP_THROTTLE_LIMITS = {
  // 5 wrong codes free per (account, IP), then 30 s, 60 s, 120 s … at most 15 minutes
  pair: { freeFailures: 5, underAttackFreeFailures: 2, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, windowSeconds: 3600 },
  ip: { freeFailures: 50, firstDelaySeconds: 30, maxDelaySeconds: 3600, windowSeconds: 24 * 3600 },
  account: { underAttackAfter: 10, windowSeconds: 3600 },
};
/** Every this many consecutive wrong codes an audit row `totpFailedCodes` is written. */
export const FAILED_CODES_AUDIT_EVERY = 5;

const CHALLENGE_TYPE = 'fw-2fa';
interface ChallengeClaims {
  sub: string;
  typ: typeof CHALLENGE_TYPE;
  kind: TwoFactorChallengeKind;
}

/** A code or a recovery code to check; `ip` for the throttle. */
export interface SecondFactorProof {
  code?: string;
  recoveryCode?: string;
  ip: string;
}

/**
 * The second factor (TOTP with recovery codes): enrolment, checks at login and for sensitive
 * changes, disabling, renewal of recovery codes and an admin's reset, all written to the audit log.
 * Secrets are encrypted at rest (TOTP_ENCRYPTION_KEY); each code's time step is used once; wrong codes
 * are throttled per (account, IP) with growing delays.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly totp: TwoFactorRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly reauth: Reauthentication,
    private readonly jwt: JwtService,
    @Inject(TOTP_THROTTLE) private readonly throttle: LoginThrottle,
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Whether a login of this account needs a second step: a confirmed factor, or an admin (must enrol). */
  async challengeKind(user: UserRow): Promise<TwoFactorChallengeKind | undefined> {
    const row = await this.totp.find(user.id);
    if (row?.confirmedAt) return 'code';
    return user.userType === 'admin' ? 'enrol' : undefined;
  }

  async issueChallenge(userId: string, kind: TwoFactorChallengeKind): Promise<TwoFactorChallenge> {
    const claims: ChallengeClaims = { sub: userId, typ: CHALLENGE_TYPE, kind };
    const challenge = await this.jwt.signAsync(claims, {
      secret: this.config.jwt.refreshSecret,
      expiresIn: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
      algorithm: 'HS256',
    });
    return { challenge, kind, expiresIn: TWO_FACTOR_CHALLENGE_TTL_SECONDS };
  }

  /** The account a live challenge of this kind names (active, not deleted); TOTP_CHALLENGE_EXPIRED otherwise. */
  async userOfChallenge(challenge: string, kind: TwoFactorChallengeKind): Promise<UserRow> {
    const claims = await this.jwt
      .verifyAsync<ChallengeClaims>(challenge, { secret: this.config.jwt.refreshSecret, algorithms: ['HS256'] })
      .catch(() => undefined);
    if (!claims || claims.typ !== CHALLENGE_TYPE || claims.kind !== kind || typeof claims.sub !== 'string')
      throw new DomainError('TOTP_CHALLENGE_EXPIRED');
    const user = await this.users.findById(claims.sub).catch(() => undefined);
    if (!user || user.accountStatus !== 'active') throw new DomainError('TOTP_CHALLENGE_EXPIRED');
    return user;
  }

  async status(actor: AuthenticatedUser): Promise<TwoFactorStatus> {
    const row = await this.totp.find(actor.id);
    const enabled = Boolean(row?.confirmedAt);
    return {
      enabled,
      required: actor.userType === 'admin',
      recoveryCodesLeft: enabled ? await this.totp.unusedRecoveryCodes(actor.id) : 0,
    };
  }

  /** A new pending secret (replacing an unconfirmed one): QR code, otpauth URI and the key to type. */
  async setup(user: Pick<UserRow, 'id' | 'email'>): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    if (!(await this.totp.savePending(user.id, encryptSecret(secret, this.config.totpEncryptionKey))))
      throw new DomainError('TOTP_ALREADY_ENABLED');
    const uri = otpauthUri(secret, user.email);
    // qrcode stays on the server: the browser gets an SVG data URL, never the library.
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, manualKey: manualKeyOf(secret) };
  }

  /** Confirms the pending secret with a first code; returns the recovery codes (shown once). */
  async enable(account: Actor, code: string, ip: string): Promise<RecoveryCodes> {
    const userId = account.id;
    const row = await this.totp.find(userId);
    if (row?.confirmedAt) throw new DomainError('TOTP_ALREADY_ENABLED');
    if (!row) throw new DomainError('TOTP_SETUP_MISSING');
    await this.throttle.assertAllowed(this.throttleKey(userId), ip);
    const checked = verifyTotp(this.secretOf(row.secretEncrypted), code, { afterStep: row.lastUsedStep });
    if (!checked || 'replay' in checked) return this.wrongCode(account, ip, checked);
    const recoveryCodes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      if (!(await this.totp.markStepUsed(userId, checked.step, { confirm: true }, tx))) throw new DomainError('TOTP_CODE_USED');
      await this.totp.replaceRecoveryCodes(userId, this.hashes(userId, recoveryCodes), tx);
      await this.audit.record(account, { action: 'totpEnabled', targetId: userId }, tx);
    });
    await this.throttle.succeeded(this.throttleKey(userId), ip);
    return { recoveryCodes };
  }

  /**
   * Checks the second factor of an account with a confirmed one: a current code (its step is then
   * used) or an unused recovery code (then spent and audited). Wrong → TOTP_INVALID_CODE /
   * RECOVERY_CODE_INVALID, counted by the throttle (429 while waiting).
   */
  async verify(account: Actor, proof: SecondFactorProof): Promise<void> {
    const userId = account.id;
    const row = await this.totp.find(userId);
    if (!row?.confirmedAt) throw new DomainError('TOTP_NOT_ENABLED');
    await this.throttle.assertAllowed(this.throttleKey(userId), proof.ip);
    if (proof.code) {
      const checked = verifyTotp(this.secretOf(row.secretEncrypted), proof.code, { afterStep: row.lastUsedStep });
      if (!checked || 'replay' in checked) return this.wrongCode(account, proof.ip, checked);
      if (!(await this.totp.markStepUsed(userId, checked.step))) throw new DomainError('TOTP_CODE_USED');
    } else {
      const used = await this.db.transaction(async (tx) => {
        const ok = await this.totp.useRecoveryCode(userId, hashRecoveryCode(userId, proof.recoveryCode ?? '', this.config.totpEncryptionKey), tx);
        if (ok) await this.audit.record(account, { action: 'totpRecoveryCodeUsed', targetId: userId, details: { left: await this.totp.unusedRecoveryCodes(userId, tx) } }, tx);
        return ok;
      });
      if (!used) {
        await this.countFailure(account, proof.ip);
        throw new DomainError('RECOVERY_CODE_INVALID');
      }
    }
    await this.throttle.succeeded(this.throttleKey(userId), proof.ip);
  }

  /** Turns the second factor off (password and a code again); admins must keep it. */
  async disable(actor: AuthenticatedUser, currentPassword: string, code: string, ip: string): Promise<void> {
    if (actor.userType === 'admin') throw new DomainError('TOTP_REQUIRED_FOR_ADMINS');
    await this.reauth.confirm(actor, currentPassword);
    await this.verify(actor, { code, ip });
    await this.db.transaction(async (tx) => {
      await this.totp.remove(actor.id, tx);
      await this.audit.record(actor, { action: 'totpDisabled', targetId: actor.id }, tx);
    });
  }

  /** New recovery codes (password and a code again); the previous ones stop working. */
  async renewRecoveryCodes(actor: AuthenticatedUser, currentPassword: string, code: string, ip: string): Promise<RecoveryCodes> {
    await this.reauth.confirm(actor, currentPassword);
    await this.verify(actor, { code, ip });
    const recoveryCodes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      await this.totp.replaceRecoveryCodes(actor.id, this.hashes(actor.id, recoveryCodes), tx);
      await this.audit.record(actor, { action: 'totpRecoveryCodesRenewed', targetId: actor.id }, tx);
    });
    return { recoveryCodes };
  }

  /** An admin removes another account's second factor (lost phone and codes); never the own. */
  async reset(admin: AuthenticatedUser, targetId: string): Promise<void> {
    if (targetId === admin.id) throw new DomainError('TOTP_RESET_OWN');
    const target = await this.users.findById(targetId);
    if (!target) throw new DomainError('NOT_FOUND');
    await this.db.transaction(async (tx) => {
      if (!(await this.totp.remove(targetId, tx))) throw new DomainError('TOTP_NOT_ENABLED');
      await this.audit.record(admin, { action: 'totpReset', targetId, details: { userType: target.userType } }, tx);
    });
  }

  /** A secret sealed with another key (TOTP_ENCRYPTION_KEY changed) cannot be checked: no code fits it. */
  private secretOf(sealed: string): string {
    try {
      return decryptSecret(sealed, this.config.totpEncryptionKey);
    } catch {
      throw new DomainError('TOTP_INVALID_CODE');
    }
  }

  private hashes(userId: string, codes: string[]): string[] {
    return codes.map((code) => hashRecoveryCode(userId, code, this.config.totpEncryptionKey));
  }

  private throttleKey(userId: string): string {
    return `totp:${userId}`;
  }

  /** A replayed code is refused without counting (it was right once); a wrong one counts. */
  private async wrongCode(account: Actor, ip: string, checked: { replay: true } | undefined): Promise<never> {
    if (checked) throw new DomainError('TOTP_CODE_USED');
    await this.countFailure(account, ip);
    throw new DomainError('TOTP_INVALID_CODE');
  }

  private async countFailure(account: Actor, ip: string): Promise<void> {
    const failures = await this.throttle.failed(this.throttleKey(account.id), ip);
    if (failures && failures % FAILED_CODES_AUDIT_EVERY === 0)
      await this.audit.record(account, { action: 'totpFailedCodes', targetId: account.id, details: { failures, ip } });
  }
}
