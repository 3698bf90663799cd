import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../errors/domain-error';
import { Public, Roles, type AuthenticatedUser } from './auth.decorators';
import { JwtAuthGuard, RolesGuard } from './guards';

class TestController {
  @Public()
  open() {
    return 'open';
  }
  @Roles('client', 'supplier')
  ownAccount() {
    return 'own account';
  }
  anyone() {
    return 'anyone';
  }
}

function contextFor(handler: keyof TestController, user?: Partial<AuthenticatedUser>): ExecutionContext {
  return {
    getHandler: () => TestController.prototype[handler],
    getClass: () => TestController,
    switchToHttp: () => ({ getRequest: () => ({ user, headers: {} }) }),
  } as unknown as ExecutionContext;
}

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'no error';
};

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());

  it('lets a listed role through and refuses another with FORBIDDEN', () => {
    expect(guard.canActivate(contextFor('ownAccount', { userType: 'client' }))).toBe(true);
    expect(codeOf(() => guard.canActivate(contextFor('ownAccount', { userType: 'admin' })))).toBe('FORBIDDEN');
  });

  it('allows every logged-in role where no roles are set', () => {
    expect(guard.canActivate(contextFor('anyone', { userType: 'admin' }))).toBe(true);
  });
});

describe('JwtAuthGuard', () => {
  const guard = new JwtAuthGuard(new Reflector());

  it('skips authentication on @Public() routes', () => {
    expect(guard.canActivate(contextFor('open'))).toBe(true);
  });

  it('turns a missing or invalid token into UNAUTHENTICATED and an expired one into TOKEN_EXPIRED', () => {
    expect(codeOf(() => guard.handleRequest(null, false, new Error('No auth token')))).toBe('UNAUTHENTICATED');
    expect(codeOf(() => guard.handleRequest(null, false, { name: 'TokenExpiredError' }))).toBe('TOKEN_EXPIRED');
  });

  it('passes domain errors from the strategy through (revoked session)', () => {
    expect(codeOf(() => guard.handleRequest(new DomainError('UNAUTHENTICATED'), false, undefined))).toBe('UNAUTHENTICATED');
  });

  it('returns the resolved user', () => {
    const user = { id: 'u1', userType: 'client', sessionId: 's1', language: 'de' } as AuthenticatedUser;
    expect(guard.handleRequest(null, user, undefined)).toBe(user);
  });
});
