import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Strategy } from 'passport-strategy';
import {
  OAUTH_PROVIDERS,
  OAUTH_SHELL_CALLBACK_PATH,
  type AccessTokenClaims,
  type LoginResponse,
  type OAuthCallbackError,
  type OAuthProvider,
  type RegistrableUserType,
} from '@fachwerk/shared/contracts';
import { ACCESS_TOKEN_ALGORITHM, DomainError, InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { SessionsRepository, TwoFactorRepository, UsersRepository, type UserRow } from '@fachwerk/server/db';
import { hashRefreshToken } from '../auth.service';
import { toUserData } from '../user-data';
import { OAUTH_CODE_TTL_SECONDS, OAUTH_TICKET_TTL_SECONDS, OAuthStore } from './oauth-store';
import { createOAuthStrategies, type OAuthIdentity } from './oauth.strategies';
import { runStrategy } from './run-strategy';

/** An account created by social sign-in has no password: this hash never verifies. */
export const NO_PASSWORD_HASH = '!oauth';

export interface OAuthLogin {
  response: LoginResponse;
  approved: boolean;
}

/**
 * Social sign-in: start → provider → callback. A known account (same verified e-mail) is logged in and
 * the shell gets a one-time code to exchange by POST; a first sign-in gets a one-time ticket with which
 * the user chooses client or supplier, creating an unapproved account that must complete its profile.
 */
@Injectable()
export class OAuthService implements OnModuleInit {
  private strategies = new Map<OAuthProvider, Strategy>();

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly store: OAuthStore,
    private readonly twoFactor: TwoFactorRepository,
    private readonly jwt: JwtService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.strategies = createOAuthStrategies(this.config, this.store);
  }

  enabledProviders(): OAuthProvider[] {
    return OAUTH_PROVIDERS.filter((provider) => this.strategies.has(provider));
  }

  /** The provider's authorization URL (with a fresh one-time state). Unknown or disabled: 404. */
  async startUrl(provider: string, request: unknown): Promise<string> {
    const outcome = await runStrategy(this.strategy(provider), request);
    if (outcome.kind !== 'redirect') throw new DomainError('SERVICE_UNAVAILABLE');
    return outcome.url;
  }

  /** Handles the provider's redirect back; returns the shell URL to send the browser to. */
  async callbackUrl(provider: string, request: { query?: Record<string, unknown> }, userAgent: string | null): Promise<string> {
    const strategy = this.strategy(provider);
    if (request.query?.['error']) return this.shellUrl({ error: 'denied' });
    const outcome = await runStrategy<OAuthIdentity>(strategy, request);
    if (outcome.kind !== 'success') return this.shellUrl({ error: 'failed' });
    const identity = outcome.user;
    if (!identity.email || !identity.emailVerified) return this.shellUrl({ error: 'email_unverified' });
    const user = await this.users.findByEmail(identity.email);
    if (user) {
      if (user.accountStatus !== 'active') return this.shellUrl({ error: 'account_inactive' });
      // A second factor is asked after the password: social sign-in would skip it (admins always have one).
      if (user.userType === 'admin' || (await this.twoFactor.find(user.id))?.confirmedAt) return this.shellUrl({ error: 'second_factor' });
      const login = await this.openSession(user, userAgent);
      const code = await this.store.put('code', login, OAUTH_CODE_TTL_SECONDS);
      return this.shellUrl({ code });
    }
    const ticket = await this.store.put('ticket', identity, OAUTH_TICKET_TTL_SECONDS);
    return this.shellUrl({ ticket, provider: identity.provider });
  }

  /** One-time code of the callback → the tokens. */
  async exchange(code: string): Promise<OAuthLogin> {
    const login = await this.store.take<OAuthLogin>('code', code);
    if (!login) throw new DomainError('UNAUTHENTICATED');
    return login;
  }

  /** First sign-in: the ticket plus the chosen type create an unapproved account and log it in. */
  async complete(ticket: string, userType: RegistrableUserType, userAgent: string | null): Promise<OAuthLogin> {
    const identity = await this.store.take<OAuthIdentity>('ticket', ticket);
    if (!identity?.email) throw new DomainError('UNAUTHENTICATED');
    if (await this.users.findByEmail(identity.email)) throw new DomainError('EMAIL_TAKEN');
    const user = await this.users.ensure({
      userType,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      passwordHash: NO_PASSWORD_HASH,
      approvalStatus: 'pending',
      // The provider vouched for the address (unverified ones are refused above).
      emailVerifiedAt: new Date(),
    });
    return this.openSession(user, userAgent);
  }

  private strategy(provider: string): Strategy {
    const strategy = this.strategies.get(provider as OAuthProvider);
    if (!strategy) throw new DomainError('NOT_FOUND');
    return strategy;
  }

  private shellUrl(params: { code?: string; ticket?: string; provider?: string; error?: OAuthCallbackError }): string {
    const url = new URL(OAUTH_SHELL_CALLBACK_PATH, this.config.api.publicUrl);
    for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
    return url.toString();
  }

  // Same session and token shape as password login (AuthService); kept here until AuthService
  // exposes opening a session for an already authenticated user.
  private async openSession(user: UserRow, userAgent: string | null): Promise<OAuthLogin> {
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.jwt.refreshTtlSeconds * 1000);
    const session = await this.sessions.open(user.id, expiresAt, hashRefreshToken(refreshToken), userAgent);
    const claims: AccessTokenClaims = { sub: user.id, userType: user.userType, sid: session.id };
    const accessToken = await this.jwt.signAsync(claims, {
      secret: this.config.jwt.accessSecret,
      expiresIn: this.config.jwt.accessTtlSeconds,
      algorithm: ACCESS_TOKEN_ALGORITHM,
    });
    return {
      response: { accessToken, refreshToken, expiresIn: this.config.jwt.accessTtlSeconds, userData: toUserData(user) },
      approved: user.userType === 'admin' || user.approvalStatus === 'approved',
    };
  }
}
