import Fastify from 'fastify';
import { registerCors } from './cors';

const ALLOWED = 'http://localhost:4200';

async function app() {
  const fastify = Fastify();
  registerCors(fastify, {
    origins: [ALLOWED],
    methods: ['GET', 'PATCH'],
    credentials: true,
    exposedHeaders: ['x-request-id'],
  });
  fastify.get('/things', () => ({ ok: true }));
  await fastify.ready();
  return fastify;
}

describe('registerCors', () => {
  it('echoes an allowed origin with credentials and exposed headers, and always varies by Origin', async () => {
    const fastify = await app();
    const allowed = await fastify.inject({ url: '/things', headers: { origin: ALLOWED } });
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': ALLOWED,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-request-id',
      vary: 'Origin',
    });
    const other = await fastify.inject({ url: '/things', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    expect(other.headers['vary']).toBe('Origin');
    const none = await fastify.inject({ url: '/things' });
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
    expect(none.headers['vary']).toBe('Origin');
  });

  it('answers a preflight with 204, the methods and the requested headers, also for routes without OPTIONS', async () => {
    const fastify = await app();
    const response = await fastify.inject({
      method: 'OPTIONS',
      url: '/things',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': ALLOWED,
      'access-control-allow-methods': 'GET, PATCH',
      'access-control-allow-headers': 'content-type,authorization',
      'content-length': '0',
    });
    const unknownPath = await fastify.inject({
      method: 'OPTIONS',
      url: '/nowhere',
      headers: { origin: ALLOWED, 'access-control-request-method': 'GET' },
    });
    expect(unknownPath.statusCode).toBe(204);
  });

  it('refuses an OPTIONS request that is no preflight with 400', async () => {
    const fastify = await app();
    const response = await fastify.inject({
      method: 'OPTIONS',
      url: '/things',
      headers: { origin: ALLOWED },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Invalid Preflight Request');
  });
});
