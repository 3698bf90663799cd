import { Logger, type ArgumentsHost } from '@nestjs/common';
import { isDependencyOutage } from './dependency-outage';
import { GlobalErrorFilter } from './error-filter';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection exception class 08', withCode('08006')],
    ['pg connection terminated', new Error('Connection terminated unexpectedly')],
    ['pg-pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['ioredis closed', new Error('Connection is closed.')],
    [
      'ioredis max retries',
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    ['wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
    [
      'AggregateError of refusals',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: '' }),
    ],
  ])('%s is an outage', (_label, error) => {
    expect(isDependencyOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error in SQL', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
    [
      'a cause cycle',
      (() => {
        const e: Error & { cause?: unknown } = new Error('loop');
        e.cause = e;
        return e;
      })(),
    ],
  ])('%s is not', (_label, error) => {
    expect(isDependencyOutage(error)).toBe(false);
  });
});

describe('GlobalErrorFilter on an outage', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After instead of 500', () => {
    const sent: { status?: number; body?: Record<string, unknown>; headers: Record<string, string> } = {
      headers: {},
    };
    const reply = {
      status: (code: number) => ((sent.status = code), reply),
      header: (name: string, value: string) => ((sent.headers[name] = value), reply),
      send: (body: Record<string, unknown>) => ((sent.body = body), reply),
    };
    const host = {
      switchToHttp: () => ({
        getRequest: () => ({
          method: 'GET',
          url: '/api/v1/jobs',
          id: 'r1',
          headers: { 'accept-language': 'en' },
        }),
        getResponse: () => reply,
      }),
    } as unknown as ArgumentsHost;
    new GlobalErrorFilter().catch(new Error('Failed query', { cause: withCode('57P01') }), host);
    expect(sent.status).toBe(503);
    expect(sent.headers['retry-after']).toBe('5');
    expect(sent.body).toMatchObject({
      status: false,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/try again/),
    });
  });
});
