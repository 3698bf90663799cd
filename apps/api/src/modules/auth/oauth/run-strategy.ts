import type { Strategy } from 'passport-strategy';

/** How a passport strategy finished one `authenticate` call. */
export type StrategyOutcome<TUser> =
  | { kind: 'redirect'; url: string }
  | { kind: 'success'; user: TUser }
  | { kind: 'fail'; info: unknown }
  | { kind: 'error'; error: unknown };

/**
 * Runs a passport strategy for one request, the way `passport.authenticate` does (an object derived
 * from the strategy gets redirect/success/fail/error/pass), without Express' response object: the
 * caller answers on Fastify. The strategy itself (state, code exchange, profile) is passport's own.
 */
export function runStrategy<TUser>(strategy: Strategy, request: unknown, options: Record<string, unknown> = {}): Promise<StrategyOutcome<TUser>> {
  return new Promise((resolve) => {
    const run = Object.create(strategy) as Strategy & {
      redirect(url: string): void;
      success(user: TUser): void;
      fail(info?: unknown): void;
      error(error: unknown): void;
      pass(): void;
    };
    run.redirect = (url) => resolve({ kind: 'redirect', url });
    run.success = (user) => resolve({ kind: 'success', user });
    run.fail = (info) => resolve({ kind: 'fail', info });
    run.error = (error) => resolve({ kind: 'error', error });
    run.pass = () => resolve({ kind: 'fail', info: 'pass' });
    try {
      run.authenticate(request as never, options);
    } catch (error) {
      resolve({ kind: 'error', error });
    }
  });
}
