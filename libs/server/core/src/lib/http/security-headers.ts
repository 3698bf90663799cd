import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets for `options`, computed once: its middleware runs against a response that
 * only records them. The options must not depend on the request (no CSP directive functions such
 * as nonces), which is what makes computing them once correct; this is checked.
 */
export function computeSecurityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = csp && typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  const perRequest = directives.some(
    (values) => values !== null && typeof values === 'object' && [...(values as Iterable<unknown>)].some((value) => typeof value === 'function'),
  );
  if (perRequest) throw new Error('Security headers with per-request CSP directives cannot be computed once');

  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Sends helmet's security headers on every response from one synchronous `onRequest` hook.
 * @fastify/helmet rebuilds the helmet middleware on every request (two async hooks, the CSP parsed
 * anew each time); the headers are the same for every request, so they are computed once here.
 * Register it before hooks that may answer early (rate limiting) so their answers carry them too.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = computeSecurityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
