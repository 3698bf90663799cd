import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims, LoginRequest, LoginResponse, TwoFactorChallenge, UserData } from '@fachwerk/shared/contracts';
import {
  ACCESS_TOKEN_ALGORITHM,
  DomainError,
  InjectConfig,
  type AppConfig,
  type AuthenticatedUser,
  type SessionValidator,
} from '@fachwerk/server/core';
import { SessionsRepository, UsersRepository, type UserRow } from '@fachwerk/server/db';
import { AuthErrorCode } from './auth.errors';
import { PasswordHasher } from './password-hasher';
import { LoginThrottle } from './login-throttle';
import { toUserData } from './user-data';
import { RealtimeService } from '../../realtime';
import { TwoFactorService } from './two-factor/two-factor.service';

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export interface LoginResult {
  response: LoginResponse;
  /** Client and supplier accounts not approved yet still log in; the message tells them (§8). */
  approved: boolean;
}

/** A right password of an account with a second factor (or an admin, who must enrol): no session yet. */
export interface SecondStepRequired {
  challenge: TwoFactorChallenge;
}

@Injectable()
export class AuthService implements SessionValidator {
  private readonly logger = new Logger('Auth');
  /** Verified when the e-mail is unknown, so both failures take the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly passwords: PasswordHasher,
    private readonly jwt: JwtService,
    @InjectConfig() private readonly config: AppConfig,
    private readonly throttle: LoginThrottle,
    private readonly realtime: RealtimeService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * Failed attempts are throttled per (account, IP), per IP and per account (LoginThrottle: growing
   * waits, 429 before the password is even checked, never a lockout of the owner). An unverified
   * e-mail is refused only after the right password, so the answer reveals nothing to someone who
   * does not know it; the error data carries the verification target. With a second factor (always
   * for admins) the answer is a challenge for the second step instead of the session.
   */
  async login(request: LoginRequest, userAgent: string | null, ip = 'unknown'): Promise<LoginResult | SecondStepRequired> {
    const waitMs = await this.throttle.waitMs(request.email, ip);
    if (waitMs > 0) return this.loginWhileSlowed(request, userAgent, ip, waitMs);
    const user = await this.users.findByEmail(request.email);
    const hash = user?.passwordHash ?? (await (this.dummyHash ??= this.passwords.hash(randomBytes(16).toString('hex'))));
    const passwordOk = await this.passwords.verify(hash, request.password);
    if (!user || !passwordOk || user.userType !== request.userType) {
      await this.throttle.failed(request.email, ip);
      throw new DomainError(AuthErrorCode.InvalidCredentials);
    }
    if (user.accountStatus !== 'active') throw new DomainError(AuthErrorCode.AccountInactive);
    if (!user.emailVerifiedAt && user.userType !== 'admin') {
      throw new DomainError(AuthErrorCode.EmailNotVerified, { data: { userId: user.id, userType: user.userType } });
    }
    await this.throttle.succeeded(request.email, ip);
    const secondStep = await this.twoFactor.challengeKind(user);
    // A code sent with the password is the second step at once (as while the address is slowed down).
    if (secondStep === 'code' && request.code) {
      await this.twoFactor.verify(user, { code: request.code, ip });
      return this.openSession(user, userAgent);
    }
    if (secondStep) return { challenge: await this.twoFactor.issueChallenge(user.id, secondStep) };
    return this.openSession(user, userAgent);
  }

  /**
   * A login while the address (or the account at it) waits out a delay after failed logins: refused
   * with the wait (429), unless the request carries a current code of the account's second factor
   * besides the password. The code is checked first (cheap, and a flood without the secret never
   * reaches the password hash), then the password; both right open the session at once, so an
   * anonymous flood from a shared address never keeps the owner out. A wrong code counts on the
   * second factor's throttle, a wrong password as a failed login; either answer is the same 429.
   */
  private async loginWhileSlowed(request: LoginRequest, userAgent: string | null, ip: string, waitMs: number): Promise<LoginResult> {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const slowed = () => new DomainError('RATE_LIMITED', { params: { seconds }, data: { retryAfterSeconds: seconds } });
    if (!request.code) throw slowed();
    const user = await this.users.findByEmail(request.email);
    if (!user || user.userType !== request.userType || user.accountStatus !== 'active' || (await this.twoFactor.challengeKind(user)) !== 'code')
      throw slowed();
    try {
      await this.twoFactor.verify(user, { code: request.code, ip });
    } catch {
      throw slowed();
    }
    if (!user.passwordHash || !(await this.passwords.verify(user.passwordHash, request.password))) {
      await this.throttle.failed(request.email, ip);
      throw slowed();
    }
    if (!user.emailVerifiedAt && user.userType !== 'admin') {
      throw new DomainError(AuthErrorCode.EmailNotVerified, { data: { userId: user.id, userType: user.userType } });
    }
    await this.throttle.succeeded(request.email, ip);
    return this.openSession(user, userAgent);
  }

  /**
   * The session that confirming the e-mail code starts (the code proved the mailbox, the account was
   * registered with its password moments ago): the same answer as a login.
   */
  async signInVerified(userId: string, userAgent: string | null): Promise<LoginResult> {
    const user = await this.users.findById(userId);
    if (!user || !user.emailVerifiedAt) throw new DomainError(AuthErrorCode.Unauthenticated);
    if (user.accountStatus !== 'active') throw new DomainError(AuthErrorCode.AccountInactive);
    return this.openSession(user, userAgent);
  }

  /** A new session for an account that proved who it is (password and, where required, the second factor). */
  async openSession(user: UserRow, userAgent: string | null): Promise<LoginResult> {
    const refreshToken = newRefreshToken();
    const expiresAt = new Date(Date.now() + this.config.jwt.refreshTtlSeconds * 1000);
    const session = await this.sessions.open(user.id, expiresAt, hashRefreshToken(refreshToken), userAgent);
    // Every successful sign-in is logged (ASVS 5.0 V16.3.1; a refused one is logged by the error filter):
    // account, role, session and agent, never the e-mail or a token.
    this.logger.log({ userId: user.id, userType: user.userType, sessionId: session.id, userAgent }, 'Signed in');
    return {
      response: await this.issue(user, session.id, refreshToken),
      approved: user.userType === 'admin' || user.approvalStatus === 'approved',
    };
  }

  /**
   * Rotates a refresh token: the presented token is spent and a new one issued in the same session.
   * Presenting a spent token again means it leaked: the whole session (token family) is revoked.
   */
  async refresh(refreshToken: string): Promise<LoginResponse> {
    const found = await this.sessions.findRefreshToken(hashRefreshToken(refreshToken));
    if (!found) throw new DomainError(AuthErrorCode.Unauthenticated);
    const { session } = found;
    if (found.rotatedAt) {
      await this.sessions.revoke(session.id, 'refresh-token-reuse');
      this.realtime.disconnectSession(session.id);
      throw new DomainError(AuthErrorCode.Unauthenticated);
    }
    if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw new DomainError(AuthErrorCode.Unauthenticated);
    // ASVS V7.3.1, inactivity timeout: an active client refreshes at least once per access-token
    // lifetime, so a token issued longer ago than the idle limit means nobody used the session
    const idleSeconds = this.config.jwt.idleTtlSeconds;
    if (Date.now() - found.issuedAt.getTime() > idleSeconds * 1000) {
      await this.sessions.revoke(session.id, 'idle');
      this.realtime.disconnectSession(session.id);
      throw new DomainError('SESSION_IDLE', { params: { minutes: Math.round(idleSeconds / 60) } });
    }
    const user = await this.sessions.findLiveSessionUser(session.id, session.userId);
    if (!user || user.accountStatus !== 'active') throw new DomainError(AuthErrorCode.Unauthenticated);
    const next = newRefreshToken();
    if (!(await this.sessions.rotate(found.tokenId, session.id, hashRefreshToken(next)))) {
      // Lost a race against another use of the same token: that is reuse too.
      await this.sessions.revoke(session.id, 'refresh-token-reuse');
      this.realtime.disconnectSession(session.id);
      throw new DomainError(AuthErrorCode.Unauthenticated);
    }
    return this.issue(user, session.id, next);
  }

  async logout(actor: AuthenticatedUser): Promise<void> {
    await this.sessions.revoke(actor.sessionId, 'logout');
    this.realtime.disconnectSession(actor.sessionId);
  }

  async me(actor: AuthenticatedUser): Promise<UserData> {
    const user = await this.users.findSelf(actor);
    if (!user) throw new DomainError(AuthErrorCode.Unauthenticated);
    return toUserData(user);
  }

  /** SessionValidator: the access token is only good while its session lives and the account is active. */
  async resolve(claims: AccessTokenClaims): Promise<AuthenticatedUser | null> {
    const user = await this.sessions.findLiveSessionActor(claims.sid, claims.sub);
    if (!user || user.accountStatus !== 'active') return null;
    return { id: user.id, userType: user.userType, sessionId: claims.sid, language: user.language, approvalStatus: user.approvalStatus };
  }

  private async issue(user: UserRow, sessionId: string, refreshToken: string): Promise<LoginResponse> {
    const claims: AccessTokenClaims = { sub: user.id, userType: user.userType, sid: sessionId };
    const accessToken = await this.jwt.signAsync(claims, {
      secret: this.config.jwt.accessSecret,
      expiresIn: this.config.jwt.accessTtlSeconds,
      algorithm: ACCESS_TOKEN_ALGORITHM,
    });
    return { accessToken, refreshToken, expiresIn: this.config.jwt.accessTtlSeconds, userData: toUserData(user) };
  }
}
