import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimitCounters, rateLimitKeyOf, registerRateLimit } from './rate-limit';

/** An in-memory stand-in for the one Redis command the counters use (INCRBY + PEXPIRE on a new key). */
function fakeRedis() {
  const counts = new Map<string, number>();
  const log: { key: string; by: number }[] = [];
  const increment = (key: string, by: number, windowMs: number): [number, number] => {
    log.push({ key, by });
    const current = (counts.get(key) ?? 0) + by;
    counts.set(key, current);
    return [current, windowMs];
  };
  const redis = {
    defineCommand: () => undefined,
    rateLimitIncrement: (key: string, by: number, windowMs: number) =>
      Promise.resolve(increment(key, by, windowMs)),
    pipeline: () => {
      const queued: [string, number, number][] = [];
      const pipeline = {
        rateLimitIncrement: (key: string, by: number, windowMs: number) => {
          queued.push([key, by, windowMs]);
          return pipeline;
        },
        exec: () =>
          Promise.resolve(queued.map(([key, by, windowMs]) => [null, increment(key, by, windowMs)])),
      };
      return pipeline;
    },
  };
  return { redis: redis as unknown as Redis, counts, log };
}

describe('rateLimitKeyOf', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups other IPv6 by /64', () => {
    expect(rateLimitKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyOf('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(rateLimitKeyOf('2001:DB8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(rateLimitKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('RateLimitCounters', () => {
  it('asks Redis on the first hit, counts locally below half the limit, and exactly above it', async () => {
    const { redis, log } = fakeRedis();
    const counters = new RateLimitCounters(redis, 10_000);
    const first = counters.hit('k', 10, 60_000);
    expect(first).toBeInstanceOf(Promise);
    expect((await first).current).toBe(1);
    // 2..5 are decided here without Redis ((count + 1) * 2 <= 10).
    for (let i = 2; i <= 5; i += 1) expect(counters.hit('k', 10, 60_000)).toMatchObject({ current: i });
    expect(log).toHaveLength(1);
    // Past half the budget each hit goes to Redis, carrying the hits counted here since.
    const exact = counters.hit('k', 10, 60_000);
    expect(exact).toBeInstanceOf(Promise);
    expect((await exact).current).toBe(6);
    expect(log.at(-1)).toEqual({ key: 'k', by: 5 });
    counters.stop();
  });

  it('adds the local counts in Redis in one batch and takes over the shared total', async () => {
    const { redis, counts } = fakeRedis();
    const counters = new RateLimitCounters(redis, 10_000);
    await counters.hit('k', 1000, 60_000);
    for (let i = 0; i < 9; i += 1) counters.hit('k', 1000, 60_000);
    // Another instance counted 100 meanwhile.
    counts.set('k', (counts.get('k') ?? 0) + 100);
    await counters.flush();
    expect(counts.get('k')).toBe(110);
    expect(counters.hit('k', 1000, 60_000)).toMatchObject({ current: 111 });
    counters.stop();
  });
});

describe('registerRateLimit', () => {
  it('sets the limit headers, refuses over the limit with retry-after, and skips exempt routes', async () => {
    const { redis } = fakeRedis();
    const fastify = Fastify();
    registerRateLimit(fastify, {
      redis,
      nameSpace: 'test:rate-limit:',
      max: 2,
      windowMs: 60_000,
      onExceeded: (seconds) => Object.assign(new Error(`wait ${seconds}`), { statusCode: 429 }),
    });
    fastify.get('/limited', () => 'ok');
    fastify.get('/free', { config: { rateLimit: false } }, () => 'free');
    fastify.get('/own', { config: { rateLimit: { max: 1, timeWindow: 1000 } } }, () => 'own');
    await fastify.ready();
    const first = await fastify.inject('/limited');
    expect(first.headers).toMatchObject({
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-reset': '60',
    });
    expect((await fastify.inject('/limited')).statusCode).toBe(200);
    const refused = await fastify.inject('/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    for (let i = 0; i < 3; i += 1) expect((await fastify.inject('/free')).statusCode).toBe(200);
    expect((await fastify.inject('/own')).statusCode).toBe(200);
    expect((await fastify.inject('/own')).statusCode).toBe(429);
    await fastify.close();
  });
});

describe('registerRateLimit per user and per client IP', () => {
  it('counts a verified user on its own budget and everything else per client IP', async () => {
    const { redis, log } = fakeRedis();
    const fastify = Fastify();
    registerRateLimit(fastify, {
      redis,
      nameSpace: 'test:rate-limit:',
      max: 3,
      anonymousMax: 1,
      windowMs: 60_000,
      subjectOf: (request) => (request.headers['x-user'] as string | undefined) || undefined,
      onExceeded: (seconds) => Object.assign(new Error(`wait ${seconds}`), { statusCode: 429 }),
    });
    fastify.get('/limited', () => 'ok');
    await fastify.ready();
    const as = (user?: string) => fastify.inject({ url: '/limited', headers: user ? { 'x-user': user } : {} });
    expect((await as('anna')).headers['x-ratelimit-limit']).toBe('3');
    expect((await as('anna')).statusCode).toBe(200);
    expect((await as('anna')).statusCode).toBe(200);
    expect((await as('anna')).statusCode).toBe(429);
    // A colleague at the same address, and the address's guests, have their own counts.
    expect((await as('ben')).statusCode).toBe(200);
    expect((await as()).statusCode).toBe(200);
    expect((await as()).statusCode).toBe(429);
    expect(new Set(log.map((entry) => entry.key))).toEqual(new Set(['test:rate-limit:user:anna', 'test:rate-limit:user:ben', 'test:rate-limit:ip:127.0.0.1']));
    await fastify.close();
  });
});
