import { jest } from '@jest/globals';
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
    assertAllowed: jest.fn<LoginThrottle['assertAllowed']>().mockResolvedValue(undefined),
    failed: jest.fn<LoginThrottle['failed']>().mockResolvedValue(undefined),
    succeeded: jest.fn<LoginThrottle['succeeded']>().mockResolvedValue(undefined),
  };
  const jwt = new JwtService();
  const realtime = { disconnectSession: jest.fn<RealtimeService['disconnectSession']>() };
  const twoFactor = {
    challengeKind: jest.fn<TwoFactorService['challengeKind']>().mockResolvedValue(undefined),
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
    expect(failed.throttle.assertAllowed).toHaveBeenCalledWith('client@fachwerk.test', '10.0.0.1');
    expect(failed.throttle.failed).toHaveBeenCalledWith('client@fachwerk.test', '10.0.0.1');
    expect(failed.throttle.succeeded).not.toHaveBeenCalled();
    const ok = setup();
    await ok.service.login(request, null, '10.0.0.1');
    expect(ok.throttle.failed).not.toHaveBeenCalled();
    expect(ok.throttle.succeeded).toHaveBeenCalledWith('client@fachwerk.test', '10.0.0.1');
  });

  it('refuses while the throttle says wait, without checking the password', async () => {
    const waiting = setup();
    waiting.throttle.assertAllowed.mockRejectedValue(Object.assign(new Error('RATE_LIMITED'), { code: 'RATE_LIMITED' }));
    expect(await codeOf(waiting.service.login(request, null, '10.0.0.1'))).toBe('RATE_LIMITED');
    expect(waiting.passwords.verify).not.toHaveBeenCalled();
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
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, session });
    const response = await service.refresh('old-token');
    expect(sessions.findRefreshToken).toHaveBeenCalledWith(hashRefreshToken('old-token'));
    expect(sessions.rotate).toHaveBeenCalledWith('t1', 'session-1', hashRefreshToken(response.refreshToken));
    expect(response.refreshToken).not.toBe('old-token');
  });

  it('revokes the whole session when a spent token is presented again', async () => {
    const { service, sessions } = setup();
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: new Date(), session });
    expect(await codeOf(service.refresh('old-token'))).toBe('UNAUTHENTICATED');
    expect(sessions.revoke).toHaveBeenCalledWith('session-1', 'refresh-token-reuse');
    expect(sessions.rotate).not.toHaveBeenCalled();
  });

  it('treats losing a concurrent rotation as reuse', async () => {
    const { service, sessions } = setup();
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, session });
    sessions.rotate.mockResolvedValue(false);
    expect(await codeOf(service.refresh('old-token'))).toBe('UNAUTHENTICATED');
    expect(sessions.revoke).toHaveBeenCalledWith('session-1', 'refresh-token-reuse');
  });

  it('refuses unknown, revoked and expired tokens', async () => {
    const { service, sessions } = setup();
    sessions.findRefreshToken.mockResolvedValue(undefined);
    expect(await codeOf(service.refresh('nope'))).toBe('UNAUTHENTICATED');
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, session: { ...session, revokedAt: new Date() } });
    expect(await codeOf(service.refresh('x'))).toBe('UNAUTHENTICATED');
    sessions.findRefreshToken.mockResolvedValue({ tokenId: 't1', rotatedAt: null, session: { ...session, expiresAt: new Date(0) } });
    expect(await codeOf(service.refresh('x'))).toBe('UNAUTHENTICATED');
    expect(sessions.rotate).not.toHaveBeenCalled();
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
