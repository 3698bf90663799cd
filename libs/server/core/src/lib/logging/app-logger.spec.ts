import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOG_REDACTION, logWritten, NestPinoLogger, prettyLogs, registerRequestLogging } from './app-logger';

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

describe('logWritten', () => {
  it('resolves only once the asynchronous destination has written every line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fachwerk-log-'));
    const file = path.join(dir, 'out.log');
    const destination = pino.destination({ dest: file, sync: false, mkdir: true });
    await new Promise((resolve) => destination.once('ready', resolve));
    const logger = pino({ base: null }, destination);
    try {
      for (let i = 0; i < 200; i += 1) logger.info({ i }, 'line');
      logger.info({}, 'worker stopped');
      // pino's flush(cb) calls back before the write has landed; logWritten waits for it.
      await logWritten(logger);
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(201);
      expect(JSON.parse(lines[200]!).msg).toBe('worker stopped');
    } finally {
      destination.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('resolves at once when nothing is being written', async () => {
    const logger = pino({ base: null }, new Writable({ write: (_chunk, _encoding, done) => done() }));
    await expect(logWritten(logger)).resolves.toBeUndefined();
  });
});

describe('development logs', () => {
  it('are pretty only when LOG_FORMAT=pretty outside production (what npm start sets)', () => {
    expect(prettyLogs({ LOG_FORMAT: 'pretty' })).toBe(true);
    expect(prettyLogs({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' })).toBe(false);
    expect(prettyLogs({})).toBe(false);
  });

  it("keep Nest's start-up inventory (modules, mapped routes) at debug, other messages at info", () => {
    const { lines, logger } = capture();
    const nest = new NestPinoLogger(logger);
    nest.log('Mapped {/api/v1/jobs, GET} route', 'RouterExplorer');
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('Nest application successfully started', 'NestApplication');
    expect(lines.map((line) => line['msg'])).toEqual(['Nest application successfully started']);
  });
});

describe('LOG_REDACTION (ASVS V16.2.5)', () => {
  it('writes secret and sensitive fields as [redacted] at the top and two levels down, and leaves the rest', () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const logger = pino({ level: 'info', redact: LOG_REDACTION }, stream);
    logger.info(
      {
        password: 'Geheim!2026',
        refreshToken: 'r-123',
        err: { message: 'boom', config: { authorization: 'Bearer abc', currentPassword: 'x' } },
        user: { id: 'u-1', profile: { accountNo: 'DE89370400440532013000', passportIdNumber: 'C01X00T47', city: 'Köln' } },
        code: 'UNAUTHENTICATED',
      },
      'something failed',
    );
    const text = JSON.stringify(lines[0]);
    for (const value of ['Geheim!2026', 'r-123', 'Bearer abc', 'DE89370400440532013000', 'C01X00T47']) expect(text).not.toContain(value);
    expect(lines[0]).toMatchObject({
      password: '[redacted]',
      err: { message: 'boom', config: { authorization: '[redacted]', currentPassword: '[redacted]' } },
      user: { id: 'u-1', profile: { accountNo: '[redacted]', city: 'Köln' } },
      code: 'UNAUTHENTICATED',
    });
  });
});
