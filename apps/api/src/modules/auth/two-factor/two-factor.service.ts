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
import { randomUUID } from 'node:crypto';
import {
  TWO_FACTOR_ACCOUNT_SLOW_AFTER,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
} from '@fachwerk/shared/contracts/two-factor';
import { DomainError, FieldCipher, InjectConfig, isSealed, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import { AuditLogRepository, InjectDb, SEALED_FIELDS, TwoFactorRepository, UsersRepository, type Actor, type Db, type DbOrTx, type UserRow } from '@fachwerk/server/db';
import { OutboxWriter } from '@fachwerk/server/queue';
import { accountMails, type TwoFactorChange } from '../account-mails';
import { LoginThrottle } from '../login-throttle';
import { Reauthentication } from '../reauthentication';
import { ChallengeLedger } from './challenge-ledger';
import { PendingReenrolments } from './pending-reenrolments';
import {
  decryptSecret,
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
  // 10 wrong codes within an hour from anywhere (the password is known to whoever types them): every
  // further attempt on the account waits 30 s, 60 s … at most 15 minutes, and the owner is mailed
  account: {
    underAttackAfter: TWO_FACTOR_ACCOUNT_SLOW_AFTER,
    windowSeconds: 3600,
    slow: { afterFailures: TWO_FACTOR_ACCOUNT_SLOW_AFTER, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  },
};
/** Every this many consecutive wrong codes an audit row `totpFailedCodes` is written. */
export const FAILED_CODES_AUDIT_EVERY = 5;

const AUDIT_ACTION_OF = {
  enabled: 'totpEnabled',
  reenrolled: 'totpReenrolled',
  disabled: 'totpDisabled',
  recoveryCodesRenewed: 'totpRecoveryCodesRenewed',
  recoveryCodeUsed: 'totpRecoveryCodeUsed',
  reset: 'totpReset',
  slowed: 'totpAccountSlowed',
} as const satisfies Record<TwoFactorChange, string>;

const CHALLENGE_TYPE = 'fw-2fa';
interface ChallengeClaims {
  sub: string;
  typ: typeof CHALLENGE_TYPE;
  kind: TwoFactorChallengeKind;
  jti?: string;
}

/** A live challenge: the account it names and its id in the ChallengeLedger. */
interface OpenChallenge {
  user: UserRow;
  id: string;
}

const WRONG_PROOF: readonly string[] = ['TOTP_INVALID_CODE', 'RECOVERY_CODE_INVALID'];
const isWrongProof = (error: unknown) => error instanceof DomainError && WRONG_PROOF.includes(error.code);

/** A code or a recovery code to check; `ip` for the throttle. */
export interface SecondFactorProof {
  code?: string;
  recoveryCode?: string;
  ip: string;
}

/**
 * The second factor (TOTP with recovery codes): enrolment, checks at login and for sensitive
 * changes, disabling, renewal of recovery codes and an admin's reset. Every change needs the current
 * password (and, while a factor is on, a current code), is written to the audit log and mailed to
 * the owner. Secrets are encrypted at rest (TOTP_ENCRYPTION_KEY); each code's time step is used once;
 * a login challenge opens one session and dies after five wrong codes; wrong codes are throttled per
 * (account, IP) and per account across addresses (slowed after ten an hour, the owner mailed).
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly totp: TwoFactorRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly reauth: Reauthentication,
    private readonly jwt: JwtService,
    private readonly ledger: ChallengeLedger,
    private readonly reenrolments: PendingReenrolments,
    private readonly outbox: OutboxWriter,
    @Inject(TOTP_THROTTLE) private readonly throttle: LoginThrottle,
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
    private readonly cipher: FieldCipher,
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
      jwtid: randomUUID(),
    });
    return { challenge, kind, expiresIn: TWO_FACTOR_CHALLENGE_TTL_SECONDS };
  }

  /**
   * The account a live, unspent challenge of this kind names (active, not deleted);
   * TOTP_CHALLENGE_EXPIRED otherwise.
   */
  private async openChallenge(challenge: string, kind: TwoFactorChallengeKind): Promise<OpenChallenge> {
    const claims = await this.jwt
      .verifyAsync<ChallengeClaims>(challenge, { secret: this.config.jwt.refreshSecret, algorithms: ['HS256'] })
      .catch(() => undefined);
    if (!claims || claims.typ !== CHALLENGE_TYPE || claims.kind !== kind || typeof claims.sub !== 'string' || typeof claims.jti !== 'string')
      throw new DomainError('TOTP_CHALLENGE_EXPIRED');
    await this.ledger.assertOpen(claims.jti);
    const user = await this.users.findById(claims.sub).catch(() => undefined);
    if (!user || user.accountStatus !== 'active') throw new DomainError('TOTP_CHALLENGE_EXPIRED');
    return { user, id: claims.jti };
  }

  /**
   * Runs a step of a challenge: a wrong code or recovery code is counted on the challenge (it dies
   * after five); success spends it, so the same challenge never opens a second session.
   */
  private async withChallenge<T>(challenge: string, kind: TwoFactorChallengeKind, step: (user: UserRow) => Promise<T>): Promise<{ user: UserRow; result: T }> {
    const open = await this.openChallenge(challenge, kind);
    let result: T;
    try {
      result = await step(open.user);
    } catch (error) {
      if (isWrongProof(error)) await this.ledger.wrongCode(open.id);
      throw error;
    }
    if (!(await this.ledger.spend(open.id))) throw new DomainError('TOTP_CHALLENGE_EXPIRED');
    return { user: open.user, result };
  }

  /** The login's second step: the challenge plus a current code or a recovery code → the account to open a session for. */
  async completeLogin(challenge: string, proof: SecondFactorProof): Promise<UserRow> {
    return (await this.withChallenge(challenge, 'code', (user) => this.verify(user, proof))).user;
  }

  /** An admin without a second factor, during login: a new pending secret (the challenge proved the password). */
  async setupAtLogin(challenge: string): Promise<TwoFactorSetup> {
    const { user } = await this.openChallenge(challenge, 'enrol');
    return this.setup(user);
  }

  /** Confirms that enrolment with a first code: the account and its recovery codes; spends the challenge. */
  async enableAtLogin(challenge: string, code: string, ip: string): Promise<{ user: UserRow; recoveryCodes: string[] }> {
    const { user, result } = await this.withChallenge(challenge, 'enrol', (account) => this.enable(account, code, ip));
    return { user, recoveryCodes: result.recoveryCodes };
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

  /**
   * The own account from its settings: the current password always; with a second factor on, also a
   * current code of it, and the new secret then waits beside the working one (re-enrolment) until
   * `enable` confirms it with a code of the new app.
   */
  async setupOwn(actor: AuthenticatedUser, currentPassword: string, code: string | undefined, ip: string): Promise<TwoFactorSetup> {
    const user = await this.reauth.confirm(actor, currentPassword);
    const row = await this.totp.find(user.id);
    if (!row?.confirmedAt) return this.setup(user);
    if (!code) throw DomainError.field('code', 'validation.required');
    await this.verify(user, { code, ip });
    const secret = newTotpSecret();
    await this.reenrolments.put(user.id, this.cipher.seal(secret, SEALED_FIELDS.totpSecret));
    return this.present(secret, user.email);
  }

  /** A new pending secret (replacing an unconfirmed one): QR code, otpauth URI and the key to type. */
  private async setup(user: Pick<UserRow, 'id' | 'email'>): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    if (!(await this.totp.savePending(user.id, this.cipher.seal(secret, SEALED_FIELDS.totpSecret))))
      throw new DomainError('TOTP_ALREADY_ENABLED');
    return this.present(secret, user.email);
  }

  private async present(secret: string, email: string): Promise<TwoFactorSetup> {
    const uri = otpauthUri(secret, email);
    // qrcode stays on the server: the browser gets an SVG data URL, never the library.
    const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, manualKey: manualKeyOf(secret) };
  }

  /**
   * Confirms the pending secret with a first code of it; returns the new recovery codes (shown once).
   * The pending secret is an unconfirmed enrolment, or the new app of a re-enrolment (which then
   * replaces the working factor and its recovery codes).
   */
  async enable(account: Actor, code: string, ip: string): Promise<RecoveryCodes> {
    const userId = account.id;
    const row = await this.totp.find(userId);
    if (!row) throw new DomainError('TOTP_SETUP_MISSING');
    const reenrolment = row.confirmedAt ? await this.reenrolments.find(userId) : undefined;
    if (row.confirmedAt && !reenrolment) throw new DomainError('TOTP_ALREADY_ENABLED');
    await this.throttle.assertAllowed(this.throttleKey(userId), ip);
    const checked = reenrolment
      ? verifyTotp(this.secretOf(reenrolment), code)
      : verifyTotp(this.secretOf(row.secretEncrypted), code, { afterStep: row.lastUsedStep });
    if (!checked || 'replay' in checked) return this.wrongCode(account, ip, checked);
    const recoveryCodes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      if (reenrolment) {
        if (!(await this.totp.replaceSecret(userId, reenrolment, checked.step, tx))) throw new DomainError('TOTP_SETUP_MISSING');
      } else if (!(await this.totp.markStepUsed(userId, checked.step, { confirm: true }, tx))) throw new DomainError('TOTP_CODE_USED');
      await this.totp.replaceRecoveryCodes(userId, this.hashes(userId, recoveryCodes), tx);
      await this.recordChange(account, userId, reenrolment ? 'reenrolled' : 'enabled', tx);
    });
    if (reenrolment) await this.reenrolments.drop(userId);
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
        if (ok) await this.recordChange(account, userId, 'recoveryCodeUsed', tx, { left: await this.totp.unusedRecoveryCodes(userId, tx) });
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
      await this.recordChange(actor, actor.id, 'disabled', tx);
    });
    await this.reenrolments.drop(actor.id);
  }

  /** New recovery codes (password and a code again); the previous ones stop working. */
  async renewRecoveryCodes(actor: AuthenticatedUser, currentPassword: string, code: string, ip: string): Promise<RecoveryCodes> {
    await this.reauth.confirm(actor, currentPassword);
    await this.verify(actor, { code, ip });
    const recoveryCodes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      await this.totp.replaceRecoveryCodes(actor.id, this.hashes(actor.id, recoveryCodes), tx);
      await this.recordChange(actor, actor.id, 'recoveryCodesRenewed', tx);
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
      await this.recordChange(admin, targetId, 'reset', tx, { userType: target.userType });
    });
    await this.reenrolments.drop(targetId);
  }

  /**
   * The secret, sealed with the field key (or, from before field encryption until the worker's
   * re-seal task moved it, with TOTP_ENCRYPTION_KEY). One sealed with a key no longer configured
   * cannot be checked: no code fits it.
   */
  private secretOf(sealed: string): string {
    try {
      return isSealed(sealed) ? this.cipher.open(sealed, SEALED_FIELDS.totpSecret) : decryptSecret(sealed, this.config.totpEncryptionKey);
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

  /**
   * A wrong code or recovery code: counted per (account, IP), per IP and per account. Every fifth in a
   * row from one address is audited; the account's tenth within the hour (from anywhere) slows every
   * further attempt and is audited and mailed to the owner.
   */
  private async countFailure(account: Actor, ip: string): Promise<void> {
    const failures = await this.throttle.failed(this.throttleKey(account.id), ip);
    if (!failures) return;
    if (failures.pair % FAILED_CODES_AUDIT_EVERY === 0)
      await this.audit.record(account, { action: 'totpFailedCodes', targetId: account.id, details: { failures: failures.pair, ip } });
    if (failures.account === TWO_FACTOR_ACCOUNT_SLOW_AFTER)
      await this.db.transaction((tx) => this.recordChange(account, account.id, 'slowed', tx, { failures: failures.account }));
  }

  /** Writes a change of an account's second factor to the audit log and mails it to the owner, in the change's transaction. */
  private async recordChange(actor: Actor, targetId: string, change: TwoFactorChange, tx: DbOrTx, details?: Record<string, unknown>): Promise<void> {
    await this.audit.record(actor, { action: AUDIT_ACTION_OF[change], targetId, ...(details ? { details } : {}) }, tx);
    const owner = await this.users.findById(targetId, tx);
    if (owner) await this.outbox.enqueue(tx, accountMails.twoFactorChanged(owner, change));
  }
}
