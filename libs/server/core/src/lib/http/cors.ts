import type { FastifyInstance } from 'fastify';

export interface CorsOptions {
  /** The allowlist: an Origin is allowed when it equals one of these exactly. */
  origins: readonly string[];
  methods: readonly string[];
  credentials: boolean;
  exposedHeaders: readonly string[];
}

/**
 * CORS from one synchronous `onRequest` hook with everything computed once, in place of
 * `app.enableCors()` (@fastify/cors behind Nest's adapter: the options object spread, a resolver
 * closure per request, and the headers copied onto the raw response, which sends Node's header
 * writing down its slow path for every header of the response).
 *
 * Same behaviour as @fastify/cors with these options: every answer varies by Origin; an allowed
 * Origin is echoed with credentials and the exposed headers (for any other or no Origin no CORS
 * header is sent, which browsers treat the same); a preflight (OPTIONS with Origin and
 * Access-Control-Request-Method) is answered here with 204, the allowed methods and the requested
 * headers echoed; an OPTIONS request without them gets 400 'Invalid Preflight Request'.
 */
export function registerCors(fastify: FastifyInstance, options: CorsOptions): void {
  const allowed = new Set(options.origins);
  const methods = options.methods.join(', ');
  const exposed = options.exposedHeaders.join(', ');
  fastify.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    void reply.header('vary', 'Origin');
    if (origin !== undefined && allowed.has(origin)) {
      void reply.header('access-control-allow-origin', origin);
      if (options.credentials) void reply.header('access-control-allow-credentials', 'true');
      if (exposed) void reply.header('access-control-expose-headers', exposed);
    }
    if (request.method !== 'OPTIONS') {
      done();
      return;
    }
    const requestMethod = request.headers['access-control-request-method'];
    if (!origin || !requestMethod) {
      void reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    void reply.header('access-control-allow-methods', methods);
    void reply.header('vary', 'Origin, Access-Control-Request-Headers');
    const requestHeaders = request.headers['access-control-request-headers'];
    if (requestHeaders !== undefined) void reply.header('access-control-allow-headers', requestHeaders);
    void reply.code(204).header('content-length', '0').send();
  });
}
