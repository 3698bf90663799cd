import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_PREFIX } from '@fachwerk/shared/contracts';
import { DomainError, isApprovedActor, type AuthenticatedUser } from '@fachwerk/server/core';

export const ALLOW_UNAPPROVED = 'fachwerk:allowUnapproved';
/** Opens a route to logged-in client/supplier accounts that are not approved yet. */
export const AllowUnapproved = () => SetMetadata(ALLOW_UNAPPROVED, true);

/**
 * Routes of other modules an unapproved account may still use: reading content and catalogues,
 * its notifications, uploading its profile documents. Everything else answers 403
 * ACCOUNT_NOT_APPROVED (§8). Routes of this module opt in with `@AllowUnapproved()`.
 */
export const UNAPPROVED_ALLOWLIST: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/(content|home|services|languages|shifts|skills|tools|cms-pages|faqs|testimonials|logos)(\/.*)?$/ },
  { method: 'POST', path: /^\/tools\/lists$/ },
  { method: '*', path: /^\/notifications(\/.*)?$/ },
  { method: 'POST', path: /^\/uploads$/ },
  { method: 'GET', path: /^\/files\/[^/]+$/ },
];

export function isAllowedForUnapproved(method: string, url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(API_PREFIX, '') || '/';
  return UNAPPROVED_ALLOWLIST.some((entry) => (entry.method === '*' || entry.method === method) && entry.path.test(path));
}

/** Global guard after the JWT and role guards: pending or rejected client/supplier accounts only reach the allowlist. */
@Injectable()
export class ApprovalGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ user?: AuthenticatedUser; method: string; url: string }>();
    const user = request.user;
    if (!user || isApprovedActor(user)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_UNAPPROVED, [context.getHandler(), context.getClass()])) return true;
    if (isAllowedForUnapproved(request.method, request.url)) return true;
    throw new DomainError('ACCOUNT_NOT_APPROVED');
  }
}
