import Fastify, { type FastifyInstance } from 'fastify';
import { registerMultipart } from './multipart';

describe('registerMultipart', () => {
  it('runs the plugin’s request hooks for multipart requests only and keeps the rest of the plugin', async () => {
    const seen: string[] = [];
    const plugin = async (instance: FastifyInstance, options: { tag: string }) => {
      instance.decorateRequest('tag', options.tag);
      instance.addHook('onRequest', async (request) => void seen.push(`request ${request.url}`));
      instance.addHook('onResponse', async (request) => void seen.push(`response ${request.url}`));
      instance.addHook('preHandler', async (request) => void seen.push(`preHandler ${request.url}`));
    };
    const fastify = Fastify();
    await registerMultipart(fastify, plugin, { tag: 'decorated' });
    fastify.post('/upload', (request) => ({ tag: (request as unknown as { tag: string }).tag }));
    fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, {}));
    await fastify.ready();

    const json = await fastify.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(json.json()).toEqual({ tag: 'decorated' });
    expect(seen).toEqual(['preHandler /upload']);

    seen.length = 0;
    await fastify.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(seen).toEqual(['request /upload', 'preHandler /upload', 'response /upload']);
    await fastify.close();
  });
});
