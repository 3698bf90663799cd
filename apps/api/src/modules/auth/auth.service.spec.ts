import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { loadConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import type { SessionRow, SessionsRepository, UserRow, UsersRepository } from '@fachwerk/server/db';
import { AuthService, hashRefreshToken, type LoginResult } from './auth.service';
import type { TwoFactorService } from './two-factor/two-factor.service';
import type { PasswordHasher } from './password-hasher';
import type { LoginThrottle } from './login-throttle';
import type { RealtimeService } from '../../realtime';

const config = loadConfig({ NODE_ENV: 'test' });

const user: UserRow = {
  id: 'user-1',
  userType: 'client',
  firstName: 'Markus',
  lastName: 'Hoffmann',
  companyName: 'Hoffmann Bau GmbH',
  email: 'client@fachwerk.test',
  passwordHash: '$argon2id$right',
  approvalStatus: 'approved',
  accountStatus: 'active',
  language: 'de',
  profilePic: null,
  profilePercentage: 60,
  emailVerifiedAt: new Date(),
  rejectionReason: null,
  profile: {},
  documents: [],
  industry: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  deletedAt: null,
};

const session: SessionRow = {
  id: 'session-1',
  userId: user.id,
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 3600_000),
  revokedAt: null,
  revokedReason: null,
  userAgent: null,
};

function setup(overrides: { user?: Partial<UserRow> | null } = {}) {
  const found = overrides.user === null ? undefined : { ...user, ...overrides.user };
  const users = {
    findByEmail: jest.fn<UsersRepository['findByEmail']>().mockResolvedValue(found),
    findSelf: jest.fn<UsersRepository['findSelf']>().mockResolvedValue(found),
  };
  const sessions = {
    open: jest.fn<SessionsRepository['open']>().mockResolvedValue(session),
    findRefreshToken: jest.fn<SessionsRepository['findRefreshToken']>(),
    rotate: jest.fn<SessionsRepository['rotate']>().mockResolvedValue(true),
    revoke: jest.fn<SessionsRepository['revoke']>().mockResolvedValue(undefined),
    findLiveSessionUser: jest.fn<SessionsRepository['findLiveSessionUser']>().mockResolvedValue(found),
    findLiveSessionActor: jest.fn<SessionsRepository['findLiveSessionActor']>().mockResolvedValue(found),
  };
  const passwords = {
    hash: jest.fn<PasswordHasher['hash']>().mockResolvedValue('$argon2id$dummy'),
    verify: jest.fn<PasswordHasher['verify']>(async (hash, password) => hash === '$argon2id$right' && password === 'Fachwerk!2026'),
  };
  const throttle = {
    waitMs: jest.fn<LoginThrottle['waitMs']>().mockResolvedValue(0),
    failed: jest.fn<LoginThrottle['failed']>().mockResolvedValue(undefined),
    succeeded: jest.fn<LoginThrottle['succeeded']>().mockResolvedValue(undefined),
  };
  const jwt = new JwtService();
  const realtime = { disconnectSession: jest.fn<RealtimeService['disconnectSession']>() };
  const twoFactor = {
    challengeKind: jest.fn<TwoFactorService['challengeKind']>().mockResolvedValue(undefined),
    verify: jest.fn<TwoFactorService['verify']>().mockResolvedValue(undefined),
    issueChallenge: jest.fn<TwoFactorService['issueChallenge']>(async (_userId, kind) => ({ challenge: 'challenge-token', kind, expiresIn: 300 })),
  };
  const service = new AuthService(
    users as unknown as UsersRepository,
    sessions as unknown as SessionsRepository,
    passwords as unknown as PasswordHasher,
    jwt,
    config,
    throttle as unknown as LoginThrottle,
    realtime as unknown as RealtimeService,
    twoFactor as unknown as TwoFactorService,
  );
  return { service, users, sessions, passwords, jwt, throttle, realtime, twoFactor };
}

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code,
  );

describe('AuthService.login', () => {
  const request = { email: 'client@fachwerk.test', password: 'Fachwerk!2026', userType: 'client' as const };

  it('issues an access token carrying user, role and session id, and stores only the refresh token hash', async () => {
    const { service, sessions, jwt } = setup();
    const { response, approved } = (await service.login(request, 'jest')) as LoginResult;
    expect(approved).toBe(true);
    expect(response.userData).toMatchObject({ _id: 'user-1', userType: 'client', firstName: 'Markus' });
    const claims = await jwt.verifyAsync(response.accessToken, { secret: config.jwt.accessSecret });
    expect(claims).toMatchObject({ sub: 'user-1', userType: 'client', sid: 'session-1' });
    const storedHash = sessions.open.mock.calls[0]![2];
    expect(storedHash).toBe(hashRefreshToken(response.refreshToken));
    expect(storedHash).not.toBe(response.refreshToken);
  });

  it('logs each sign-in with account, role and session, never the e-mail or a token', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    try {
      const { service } = setup();
      const { response } = (await service.login(request, 'jest')) as LoginResult;
      expect(log.mock.calls).toEqual([[{ userId: 'user-1', userType: 'client', sessionId: 'session-1', userAgent: 'jest' }, 'Signed in']]);
      expect(JSON.stringify(log.mock.calls)).not.toContain(response.refreshToken);
      expect(JSON.stringify(log.mock.calls)).not.toContain(request.email);
    } finally {
      log.mockRestore();
    }
  });

  it('gives the same INVALID_CREDENTIALS for a wrong password, an unknown e-mail and a wrong user type', async () => {
    expect(await codeOf(setup().service.login({ ...request, password: 'falsch' }, null))).toBe('INVALID_CREDENTIALS');
    const unknown = setup({ user: null });
    expect(await codeOf(unknown.service.login(request, null))).toBe('INVALID_CREDENTIALS');
    // The unknown e-mail still costs a password verification (no timing hint).
    expect(unknown.passwords.verify).toHaveBeenCalledTimes(1);
    expect(await codeOf(setup().service.login({ ...request, userType: 'supplier' }, null))).toBe('INVALID_CREDENTIALS');
  });

  it('asks the throttle first, reports a failure with account and IP, and a success that ends the run of failures', async () => {
    const failed = setup();
    await codeOf(failed.service.login({ ...request, password: 'falsch' }, null, '10.0.0.1'));
    expect(failed.throttle.waitMs).toHaveBeenCalledWith('client@fachwerk.test', '10.0.0.1');
    expect(failed.throttle.failed).toHaveBeenCalledWith('client@fachwerk.test', '10.0.0.1');
    expect(failed.throttle.succeeded).not.toHaveBeenCalled();
    const ok = setup();
    await ok.service.login(request, null, '10.0.0.1');
    expect(ok.throttle.failed).not.toHaveBeenCalled();
    expect(ok.throttle.succeeded).toHaveBeenCalledWith('client@fachwerk.test', '10.0.0.1');
  });

  it('refuses while the throttle says wait, without checking the password', async () => {
    const waiting = setup();
    waiting.throttle.waitMs.mockResolvedValue(4_000);
    const error = await waiting.service.login(request, null, '10.0.0.1').catch((e: { code: string; data: unknown }) => e);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', data: { retryAfterSeconds: 4 } });
    expect(waiting.passwords.verify).not.toHaveBeenCalled();
  });

  it('takes a code sent with the password as the second step: the session at once, or the code refused', async () => {
    const { service, twoFactor, sessions } = setup();
    twoFactor.challengeKind.mockResolvedValue('code');
    const result = (await service.login({ ...request, code: '123456' }, null, '10.0.0.1')) as LoginResult;
    expect(result.response.accessToken).toBeTruthy();
    expect(twoFactor.verify).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-1' }), { code: '123456', ip: '10.0.0.1' });
    twoFactor.verify.mockRejectedValueOnce(Object.assign(new Error('TOTP_INVALID_CODE'), { code: 'TOTP_INVALID_CODE' }));
    expect(await codeOf(service.login({ ...request, code: '000000' }, null))).toBe('TOTP_INVALID_CODE');
    expect(sessions.open).toHaveBeenCalledTimes(1);
  });

  describe('while the throttle says wait, with a code of the second factor', () => {
    const slowed = (secondFactor = true) => {
      const ctx = setup();
      ctx.throttle.waitMs.mockResolvedValue(60_000);
      ctx.twoFactor.challengeKind.mockResolvedValue(secondFactor ? 'code' : undefined);
      return ctx;
    };

    it('checks the code first and then the password; both right open the session at once', async () => {
      const { service, twoFactor, passwords, sessions, throttle } = slowed();
      const result = (await service.login({ ...request, code: '123456' }, null, '10.0.0.1')) as LoginResult;
      expect(result.response.accessToken).toBeTruthy();
      expect(twoFactor.verify).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-1' }), { code: '123456', ip: '10.0.0.1' });
      expect(twoFactor.verify.mock.invocationCallOrder[0]!).toBeLessThan(passwords.verify.mock.invocationCallOrder[0]!);
      expect(sessions.open).toHaveBeenCalledTimes(1);
      expect(throttle.succeeded).toHaveBeenCalledWith('client@fachwerk.test', '10.0.0.1');
    });

    it('a wrong code is the same 429 and never reaches the password hash', async () => {
      const { service, twoFactor, passwords, sessions } = slowed();
      twoFactor.verify.mockRejectedValue(Object.assign(new Error('TOTP_INVALID_CODE'), { code: 'TOTP_INVALID_CODE' }));
      expect(await codeOf(service.login({ ...request, code: '000000' }, null))).toBe('RATE_LIMITED');
      expect(passwords.verify).not.toHaveBeenCalled();
      expect(sessions.open).not.toHaveBeenCalled();
    });

    it('a wrong password after a right code is the same 429 and counts as a failed login', async () => {
      const { service, throttle, sessions } = slowed();
      expect(await codeOf(service.login({ ...request, password: 'falsch', code: '123456' }, null, '10.0.0.1'))).toBe('RATE_LIMITED');
      expect(throttle.failed).toHaveBeenCalledWith('client@fachwerk.test', '10.0.0.1');
      expect(sessions.open).not.toHaveBeenCalled();
    });

    it('an account without a second factor, or an unknown one, only gets the 429', async () => {
      const plain = slowed(false);
      expect(await codeOf(plain.service.login({ ...request, code: '123456' }, null))).toBe('RATE_LIMITED');
      expect(plain.twoFactor.verify).not.toHaveBeenCalled();
      const unknown = setup({ user: null });
      unknown.throttle.waitMs.mockResolvedValue(1_000);
      expect(await codeOf(unknown.service.login({ ...request, code: '123456' }, null))).toBe('RATE_LIMITED');
      expect(unknown.passwords.verify).not.toHaveBeenCalled();
    });
  });

  it('refuses an unverified e-mail after the right password, with the user id for the verification page', async () => {
    const unverified = setup({ user: { emailVerifiedAt: null } });
    const error = await unverified.service.login(request, null).catch((e: { code: string; data: unknown }) => e);
    expect(error).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', data: { userId: 'user-1', userType: 'client' } });
    // With a wrong password the same account only gets INVALID_CREDENTIALS.
    expect(await codeOf(unverified.service.login({ ...request, password: 'falsch' }, null))).toBe('INVALID_CREDENTIALS');
  });

  it('refuses an inactive account and reports an unapproved one', async () => {
    expect(await codeOf(setup({ user: { accountStatus: 'inactive' } }).service.login(request, null))).toBe('ACCOUNT_INACTIVE');
    const pending = (await setup({ user: { approvalStatus: 'pending' } }).service.login(request, null)) as LoginResult;
    expect(pending.approved).toBe(false);
  });

  it('answers a right password of an account with a second factor with a challenge, not a session', async () => {
    const { service, sessions, twoFactor } = setup();
    twoFactor.challengeKind.mockResolvedValue('code');
    expect(await service.login(request, null)).toEqual({ challenge: { challenge: 'challenge-token', kind: 'code', expiresIn: 300 } });
    expect(sessions.open).not.toHaveBeenCalled();
    expect(await codeOf(service.login({ ...request, password: 'falsch' }, null))).toBe('INVALID_CREDENTIALS');
  });
});

describe('AuthService.refresh', () => {
  it('rotates: spends the presented token and returns a new one in the same session', async () => {
    const { service, sessions } = setup();
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, issuedAt: new Date(), session });
    const response = await service.refresh('old-token');
    expect(sessions.findRefreshToken).toHaveBeenCalledWith(hashRefreshToken('old-token'));
    expect(sessions.rotate).toHaveBeenCalledWith('t1', 'session-1', hashRefreshToken(response.refreshToken));
    expect(response.refreshToken).not.toBe('old-token');
  });

  it('revokes the whole session when a spent token is presented again', async () => {
    const { service, sessions } = setup();
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: new Date(), issuedAt: new Date(), session });
    expect(await codeOf(service.refresh('old-token'))).toBe('UNAUTHENTICATED');
    expect(sessions.revoke).toHaveBeenCalledWith('session-1', 'refresh-token-reuse');
    expect(sessions.rotate).not.toHaveBeenCalled();
  });

  it('treats losing a concurrent rotation as reuse', async () => {
    const { service, sessions } = setup();
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, issuedAt: new Date(), session });
    sessions.rotate.mockResolvedValue(false);
    expect(await codeOf(service.refresh('old-token'))).toBe('UNAUTHENTICATED');
    expect(sessions.revoke).toHaveBeenCalledWith('session-1', 'refresh-token-reuse');
  });

  it('refuses unknown, revoked and expired tokens', async () => {
    const { service, sessions } = setup();
    sessions.findRefreshToken.mockResolvedValue(undefined);
    expect(await codeOf(service.refresh('nope'))).toBe('UNAUTHENTICATED');
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, issuedAt: new Date(), session: { ...session, revokedAt: new Date() } });
    expect(await codeOf(service.refresh('x'))).toBe('UNAUTHENTICATED');
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, issuedAt: new Date(), session: { ...session, expiresAt: new Date(0) } });
    expect(await codeOf(service.refresh('x'))).toBe('UNAUTHENTICATED');
    expect(sessions.rotate).not.toHaveBeenCalled();
  });

  it('ends a session unused for longer than the inactivity timeout (ASVS V7.3.1), and keeps one used just within it', async () => {
    const { service, sessions } = setup();
    const idleMs = config.jwt.idleTtlSeconds * 1000;
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, issuedAt: new Date(Date.now() - idleMs + 60_000), session });
    await service.refresh('x');
    expect(sessions.rotate).toHaveBeenCalledTimes(1);
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, issuedAt: new Date(Date.now() - idleMs - 1000), session });
    expect(await codeOf(service.refresh('x'))).toBe('SESSION_IDLE');
    expect(sessions.revoke).toHaveBeenCalledWith('session-1', 'idle');
    expect(sessions.rotate).toHaveBeenCalledTimes(1);
  });
});

describe('AuthService session checks', () => {
  const actor: AuthenticatedUser = { id: 'user-1', userType: 'client', sessionId: 'session-1', language: 'de' };

  it('logout revokes the current session and then ends its sockets', async () => {
    const { service, sessions, realtime } = setup();
    await service.logout(actor);
    expect(sessions.revoke).toHaveBeenCalledWith('session-1', 'logout');
    expect(realtime.disconnectSession).toHaveBeenCalledWith('session-1');
    expect(sessions.revoke.mock.invocationCallOrder[0]).toBeLessThan(realtime.disconnectSession.mock.invocationCallOrder[0]!);
  });

  it('resolves claims only while the session lives and the account is active', async () => {
    const claims = { sub: 'user-1', userType: 'client' as const, sid: 'session-1' };
    expect(await setup().service.resolve(claims)).toEqual({ ...actor, approvalStatus: 'approved' });
    const revoked = setup();
    revoked.sessions.findLiveSessionActor.mockResolvedValue(undefined);
    expect(await revoked.service.resolve(claims)).toBeNull();
    expect(await setup({ user: { accountStatus: 'inactive' } }).service.resolve(claims)).toBeNull();
  });
});
