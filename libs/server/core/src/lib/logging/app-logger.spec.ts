import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { NestPinoLogger, registerRequestLogging } from './app-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('registerRequestLogging', () => {
  it('writes one line per request with id, method, url, status and time; 5xx at error level', async () => {
    const { lines, logger } = capture();
    const app = Fastify({ genReqId: () => 'request-1234' });
    registerRequestLogging(app, logger);
    app.get('/ok', () => ({ ok: true }));
    app.get('/boom', (_request, reply) => reply.code(503).send({ ok: false }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    await fetch(`${origin}/ok?page=2`);
    await fetch(`${origin}/boom`);
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'request-1234', method: 'GET', url: '/ok?page=2' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]['responseTime']).toBe('number');
    expect(lines[1]).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 503 } });
  });
});

describe('NestPinoLogger', () => {
  it('keeps the context, turns an object message into fields and an Error into err', () => {
    const { lines, logger } = capture();
    const nest = new NestPinoLogger(logger);
    nest.log('Nest application successfully started', 'NestApplication');
    nest.error({ requestId: 'r-1' }, 'Unhandled error', 'GlobalErrorFilter');
    nest.error(new Error('database gone'), 'Health');
    expect(lines[0]).toMatchObject({ level: 30, context: 'NestApplication', msg: 'Nest application successfully started' });
    expect(lines[1]).toMatchObject({ level: 50, context: 'GlobalErrorFilter', requestId: 'r-1', msg: 'Unhandled error' });
    expect(lines[2]).toMatchObject({ level: 50, context: 'Health', msg: 'database gone', err: { message: 'database gone' } });
  });
});
