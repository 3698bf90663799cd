import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import { AllowUnapproved, ApprovalGuard, isAllowedForUnapproved } from './approval.guard';

class Routes {
  @AllowUnapproved()
  profile() {
    return 'profile';
  }
  feature() {
    return 'feature';
  }
}

function contextFor(handler: keyof Routes, user: Partial<AuthenticatedUser> | undefined, method = 'GET', url = '/api/v1/jobs'): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ user, method, url }) }),
  } as unknown as ExecutionContext;
}

const outcome = (guard: ApprovalGuard, context: ExecutionContext) => {
  try {
    return guard.canActivate(context);
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('ApprovalGuard', () => {
  const guard = new ApprovalGuard(new Reflector());
  const pending = { id: 'u', userType: 'supplier' as const, approvalStatus: 'pending' as const };

  it('refuses a pending or rejected account on a feature route with ACCOUNT_NOT_APPROVED', () => {
    expect(outcome(guard, contextFor('feature', pending))).toBe('ACCOUNT_NOT_APPROVED');
    expect(outcome(guard, contextFor('feature', { ...pending, approvalStatus: 'rejected' }))).toBe('ACCOUNT_NOT_APPROVED');
  });

  it('lets approved accounts, admins and guests (public routes) through', () => {
    expect(outcome(guard, contextFor('feature', { ...pending, approvalStatus: 'approved' }))).toBe(true);
    expect(outcome(guard, contextFor('feature', { id: 'a', userType: 'admin' }))).toBe(true);
    expect(outcome(guard, contextFor('feature', undefined))).toBe(true);
  });

  it('lets a pending account reach routes marked @AllowUnapproved() and the allowlist', () => {
    expect(outcome(guard, contextFor('profile', pending))).toBe(true);
    expect(outcome(guard, contextFor('feature', pending, 'GET', '/api/v1/notifications?page=2'))).toBe(true);
    expect(outcome(guard, contextFor('feature', pending, 'POST', '/api/v1/uploads'))).toBe(true);
  });
});

describe('isAllowedForUnapproved', () => {
  it('allows content reads, notifications and profile uploads only', () => {
    expect(isAllowedForUnapproved('GET', '/api/v1/content')).toBe(true);
    expect(isAllowedForUnapproved('GET', '/api/v1/services/1/tools')).toBe(true);
    expect(isAllowedForUnapproved('POST', '/api/v1/tools/lists')).toBe(true);
    expect(isAllowedForUnapproved('GET', '/api/v1/files/abc')).toBe(true);
    expect(isAllowedForUnapproved('POST', '/api/v1/services')).toBe(false);
    expect(isAllowedForUnapproved('GET', '/api/v1/jobs')).toBe(false);
    expect(isAllowedForUnapproved('GET', '/api/v1/contentious')).toBe(false);
  });
});
