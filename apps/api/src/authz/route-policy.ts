/**
 * Who may call which route: one entry per route the app registers ("METHOD /api/v1/path" as Nest
 * declares it). The authorization matrix (authz-matrix.int-spec.ts) calls every route as every actor
 * and asserts the status class; a registered route without an entry fails it. Adding a route = one
 * line here, e.g. `'GET /api/v1/jobs': roles('client', 'supplier'),`.
 */
import type { UserType } from '@fachwerk/shared/contracts';
import type { CallInit } from '../testing/test-api';

export type Actor = 'anonymous' | UserType;
export const ACTORS: readonly Actor[] = ['anonymous', 'client', 'supplier', 'admin'];
/** Expected answer: a status class, or an exact 4xx. */
export type Outcome = '2xx' | '3xx' | 400 | 401 | 403 | 404;

export interface RequestContext {
  /** A fresh login of the demo account of a role (tokens of its own session). */
  login(role: UserType): Promise<{ accessToken: string; refreshToken: string }>;
}

export interface RoutePolicy {
  expect: Record<Actor, Outcome>;
  /** Concrete path for a parameterised route. */
  path?: string;
  /** Body or headers that make the call valid, so "allowed" really reaches 2xx. */
  request?: (context: RequestContext) => Promise<CallInit> | CallInit;
  /** The call changes the actor's account (logout, delete): run it as a disposable account of the role. */
  disposableActor?: boolean;
  /**
   * Owned objects: `create` makes one owned by `ownerToken` and returns the concrete path; the matrix
   * then expects 2xx for the owner and `otherOutcome` (403 or 404) for another account of the same role.
   */
  owned?: { roles: UserType[]; create(ownerToken: string): Promise<string>; otherOutcome: 403 | 404 };
}

const all = (outcome: Outcome): Record<Actor, Outcome> => ({ anonymous: outcome, client: outcome, supplier: outcome, admin: outcome });
/** Open to everybody. */
export const publicRoute = (extra: Partial<RoutePolicy> = {}): RoutePolicy => ({ expect: all('2xx'), ...extra });
/** Any logged-in account. */
export const authenticated = (extra: Partial<RoutePolicy> = {}): RoutePolicy => ({ expect: { ...all('2xx'), anonymous: 401 }, ...extra });
/** Only these roles; other roles 403, guests 401. */
export const roles = (allowed: UserType[], extra: Partial<RoutePolicy> = {}): RoutePolicy => ({
  expect: { anonymous: 401, client: allowed.includes('client') ? '2xx' : 403, supplier: allowed.includes('supplier') ? '2xx' : 403, admin: allowed.includes('admin') ? '2xx' : 403 },
  ...extra,
});

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  'GET /api/v1/health': publicRoute(),
  'GET /api/v1/health/live': publicRoute(),
  'GET /api/v1/content': publicRoute(),
  'GET /api/v1/geo/autocomplete': publicRoute({ path: '/geo/autocomplete?q=Berl' }),
  'POST /api/v1/auth/login': publicRoute({
    request: () => ({ json: { email: 'client@fachwerk.test', password: 'Fachwerk!2026', userType: 'client' } }),
  }),
  'POST /api/v1/auth/refresh': publicRoute({ request: async (c) => ({ json: { refreshToken: (await c.login('client')).refreshToken } }) }),
  'GET /api/v1/auth/me': authenticated(),
  'POST /api/v1/auth/logout': authenticated({ disposableActor: true }),
  'GET /api/v1/notifications': authenticated(),
  'GET /api/v1/notifications/unread-count': authenticated(),
  'DELETE /api/v1/accounts/me': roles(['client', 'supplier'], { disposableActor: true }),
  // Social sign-in (providers configured in the matrix app): the browser is redirected.
  'GET /api/v1/auth/providers': publicRoute(),
  'GET /api/v1/auth/oauth/:provider': { expect: all('3xx'), path: '/auth/oauth/google' },
  'GET /api/v1/auth/oauth/:provider/callback': { expect: all('3xx'), path: '/auth/oauth/google/callback?code=x&state=y' },
  // One-time values only the callback hands out: an unknown one is 401 for everybody.
  'POST /api/v1/auth/oauth/exchange': { expect: all(401), request: () => ({ json: { code: 'unknown-code' } }) },
  'POST /api/v1/auth/oauth/complete': { expect: all(401), request: () => ({ json: { ticket: 'unknown-ticket', userType: 'client' } }) },
};
