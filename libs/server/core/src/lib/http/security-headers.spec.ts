import Fastify from 'fastify';
import { computeSecurityHeaders, registerSecurityHeaders } from './security-headers';

const csp = { directives: { defaultSrc: [`'self'`], imgSrc: [`'self'`, 'data:'] } };

describe('security headers', () => {
  it('are the headers helmet sets for the options', () => {
    const headers = computeSecurityHeaders({ contentSecurityPolicy: csp });
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['content-security-policy']).toContain(`img-src 'self' data:`);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('are sent on every response, a 404 included, beside the route headers', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { contentSecurityPolicy: csp });
    app.get('/ok', (_request, reply) => reply.header('cache-control', 'no-store').send('{}'));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const path of ['/ok', '/missing']) {
        const response = await fetch(`${origin}${path}`);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toContain(`default-src 'self'`);
      }
      expect((await fetch(`${origin}/ok`)).headers.get('cache-control')).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('refuse CSP directives computed per request', () => {
    const perRequest = { directives: { scriptSrc: [`'self'`, () => `'nonce-x'`] } };
    expect(() => computeSecurityHeaders({ contentSecurityPolicy: perRequest })).toThrow(/per-request/);
  });
});
