import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  REGISTRATION_UPLOAD_FIELDS,
  uploadIdOfPath,
  DEFAULT_DIAL_CODE,
  IDENTITY_LIMITS,
  type ChangePasswordRequest,
  type ClientRegistrationRequest,
  type ForgotPasswordRequest,
  type Language,
  type RegistrableUserType,
  type RegistrationResponse,
  type ResetPasswordRequest,
  type SupplierRegistrationRequest,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
} from '@fachwerk/shared/contracts';
import { DomainError, InjectConfig, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import { SessionsRepository, UploadsRepository, UsersRepository, type DbOrTx, type UserRow } from '@fachwerk/server/db';
import { notifyUser, OutboxWriter } from '@fachwerk/server/queue';
import { accountMails } from './account-mails';
import { ProfileFields } from './profile-fields';
import { OneTimeCodes } from './one-time-codes';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicy } from './password-policy';
import { Reauthentication } from './reauthentication';
import { RealtimeService } from '../../realtime';
import { RateLimiter, type RateLimitRule } from '../../common/rate-limiter';

/** Budgets of the code endpoints, per client IP and per account (or e-mail address). */
export const CODE_LIMITS = { perIp: 30, perAccount: 10, windowSeconds: 15 * 60 } as const;

const codeRules = (endpoint: string, ip: string, account: string): RateLimitRule[] => [
  { key: `${endpoint}:ip:${ip}`, limit: CODE_LIMITS.perIp, windowSeconds: CODE_LIMITS.windowSeconds },
  { key: `${endpoint}:account:${account.toLowerCase()}`, limit: CODE_LIMITS.perAccount, windowSeconds: CODE_LIMITS.windowSeconds },
];

/**
 * Registration, e-mail verification and password recovery. None of the guest answers tells whether an
 * e-mail address is registered: a signup with a taken address answers like a success (with a fresh
 * random userId) and mails the owner instead; forgot-password always answers the same.
 */
@Injectable()
export class IdentityService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordHasher,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly reauthentication: Reauthentication,
    private readonly codes: OneTimeCodes,
    private readonly outbox: OutboxWriter,
    private readonly limiter: RateLimiter,
    private readonly profileFields: ProfileFields,
    private readonly uploads: UploadsRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
  ) {}

  private url(path: string) {
    return new URL(path, this.config.api.publicUrl).toString();
  }

  async signup(
    userType: RegistrableUserType,
    request: ClientRegistrationRequest | SupplierRegistrationRequest,
    requestLanguage: Language,
    ip: string,
  ): Promise<RegistrationResponse> {
    await this.limiter.hit(codeRules('signup', ip, request.email));
    const { email, password, password_confirmation: _confirmation, termAndCondition, language, ...fields } = request;
    this.passwordPolicy.assertAcceptable(password, { email, firstName: request.firstName, lastName: request.lastName });
    const dialCodes = userType === 'supplier' ? { dialCode: DEFAULT_DIAL_CODE, companyDialCode: DEFAULT_DIAL_CODE } : { dialCode: DEFAULT_DIAL_CODE };
    const changes = await this.profileFields.toColumns(userType, { ...dialCodes, ...fields });
    changes.profile = { ...changes.profile, termAndCondition };
    const passwordHash = await this.passwords.hash(password);
    const lang = language ?? requestLanguage;
    const codeExpiresIn = IDENTITY_LIMITS.verificationCodeTtlSeconds;
    return this.users.transaction(async (tx) => {
      const user = await this.users.create(
        { ...changes, userType, email, passwordHash, language: lang, approvalStatus: 'pending', accountStatus: 'active', firstName: changes.firstName ?? '', lastName: changes.lastName ?? '' },
        tx,
      );
      if (!user) {
        const owner = await this.users.findByEmail(email);
        if (owner) await this.outbox.enqueue(tx, accountMails.signupExisting(owner, this.url(`/login/${owner.userType}`)));
        return { userId: randomUUID(), userType, codeExpiresIn };
      }
      await this.claimRegistrationUploads(tx, request, user.id);
      const code = await this.codes.issueCode(user.id, 'email-verify', tx);
      await this.outbox.enqueue(tx, accountMails.verificationCode(user, code, this.url(`/emailverify/${user.id}/${userType}`)));
      return { userId: user.id, userType, codeExpiresIn };
    });
  }

  /**
   * The new account becomes the owner of the guest uploads its registration names (résumé,
   * certificate). A path that is not such an upload — unknown, expired, already claimed, someone
   * else's file — fails the sign-up with a message at that field (the transaction rolls back).
   */
  private async claimRegistrationUploads(tx: DbOrTx, request: object, userId: string): Promise<void> {
    const named = REGISTRATION_UPLOAD_FIELDS.flatMap((field) => {
      const path = (request as Partial<Record<string, unknown>>)[field];
      return typeof path === 'string' && path ? [{ field, id: uploadIdOfPath(path) ?? '' }] : [];
    });
    if (!named.length) return;
    const claimed = new Set(await this.uploads.claimForRegistration(tx, [...new Set(named.map((n) => n.id))], userId));
    const issues = named.filter((n) => !claimed.has(n.id)).map((n) => ({ field: n.field, messageKey: 'server.uploads.registrationFileExpired', params: {} }));
    if (issues.length) throw new DomainError('VALIDATION_FAILED', { issues });
  }

  async verifyEmail(userId: string, code: string, ip: string): Promise<void> {
    await this.limiter.hit(codeRules('email-verify', ip, userId));
    const user = await this.users.findById(userId);
    await this.codes.consumeCode(user && !user.emailVerifiedAt ? user.id : undefined, 'email-verify', code);
    await this.users.transaction(async (tx) => {
      await this.users.markEmailVerified(userId, tx);
      // the registration is real now: every admin is told it awaits approval, linked to the account
      if (!user || user.userType === 'admin' || user.approvalStatus !== 'pending') return;
      const name = user.companyName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      for (const adminId of await this.users.activeAdminIds(tx)) {
        await notifyUser(
          tx,
          {
            userId: adminId,
            type: user.userType === 'client' ? 'clientAwaitingApproval' : 'supplierAwaitingApproval',
            params: { name, email: user.email },
            link: `/profile/${user.id}/${user.userType}`,
          },
          this.config.api.publicUrl,
        );
      }
    });
  }

  /** One code a minute per account (429 otherwise); unknown or verified accounts get the same answer and no mail. */
  async resendCode(userId: string, ip: string): Promise<RegistrationResponse> {
    await this.limiter.hit([
      ...codeRules('resend', ip, userId),
      { key: `resend-interval:${userId}`, limit: 1, windowSeconds: IDENTITY_LIMITS.resendIntervalSeconds },
    ]);
    const user = await this.users.findById(userId);
    const userType = user?.userType === 'supplier' ? 'supplier' : 'client';
    if (user && !user.emailVerifiedAt && user.userType !== 'admin') {
      await this.users.transaction(async (tx) => {
        const code = await this.codes.issueCode(user.id, 'email-verify', tx);
        await this.outbox.enqueue(tx, accountMails.verificationCode(user, code, this.url(`/emailverify/${user.id}/${userType}`)));
      });
    }
    return { userId, userType, codeExpiresIn: IDENTITY_LIMITS.verificationCodeTtlSeconds };
  }

  async forgotPassword(request: ForgotPasswordRequest, ip: string): Promise<void> {
    await this.limiter.hit([
      ...codeRules('forgot', ip, request.email),
      { key: `forgot-interval:${request.email.toLowerCase()}`, limit: 1, windowSeconds: IDENTITY_LIMITS.resendIntervalSeconds },
    ]);
    const user = await this.matching(request.email, request.userType);
    if (!user) return;
    await this.users.transaction(async (tx) => {
      const code = await this.codes.issueCode(user.id, 'password-reset', tx);
      await this.outbox.enqueue(tx, accountMails.passwordReset(user, code, this.url(`/forget-password/${user.userType}`)));
    });
  }

  async verifyOtp(request: VerifyOtpRequest, ip: string): Promise<VerifyOtpResponse> {
    await this.limiter.hit(codeRules('verify-otp', ip, request.email));
    const user = await this.matching(request.email, request.userType);
    await this.codes.consumeCode(user?.id, 'password-reset', request.code);
    return { resetToken: await this.codes.issueResetToken(user!.id) };
  }

  /**
   * Sets the new password and revokes every session; the reset also proves the e-mail address.
   * A refused new password rolls the transaction back, so the reset token stays usable.
   */
  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    const userId = await this.users.transaction(async (tx) => {
      const owner = await this.codes.consumeResetToken(request.resetToken, tx);
      if (!owner) throw new DomainError('CODE_EXPIRED');
      const user = await this.users.findById(owner, tx);
      if (!user) throw new DomainError('CODE_EXPIRED');
      this.passwordPolicy.assertAcceptable(request.password, user);
      const passwordHash = await this.passwords.hash(request.password);
      await this.users.setPasswordHash(owner, passwordHash, tx);
      await this.users.markEmailVerified(owner, tx);
      await this.sessions.revokeAllForUser(owner, 'password-reset', undefined, tx);
      return owner;
    });
    this.realtime.disconnectUser(userId);
  }

  /** Checks the current password, sets the new one and revokes the other sessions (this one stays). */
  async changePassword(actor: AuthenticatedUser, request: ChangePasswordRequest): Promise<void> {
    const user = await this.reauthentication.confirm(actor, request.currentPassword);
    this.passwordPolicy.assertAcceptable(request.password, user);
    const passwordHash = await this.passwords.hash(request.password);
    await this.users.transaction(async (tx) => {
      await this.users.setPasswordHash(user.id, passwordHash, tx);
      await this.sessions.revokeAllForUser(user.id, 'password-change', actor.sessionId, tx);
    });
    this.realtime.disconnectUser(user.id, actor.sessionId);
  }

  private async matching(email: string, userType: string): Promise<UserRow | undefined> {
    const user = await this.users.findByEmail(email);
    return user && user.userType === userType && user.accountStatus === 'active' ? user : undefined;
  }
}
