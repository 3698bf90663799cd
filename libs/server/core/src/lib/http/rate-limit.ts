import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { isIPv6 } from 'node:net';

/**
 * Fixed-window rate limiting, counted in Redis so that every instance shares one count, without a
 * Redis round trip on most requests. Authenticated traffic counts per user (the `sub` of a Bearer
 * token whose signature and expiry check out, see `subjectOf`), anonymous traffic per client IP
 * (IPv6 per /64; behind a proxy the address TRUST_PROXY lets Fastify read from X-Forwarded-For):
 * a flood from one user does not spend the budget of colleagues behind the same office address.
 *
 * Each instance counts locally and adds its count to Redis in one pipelined batch every
 * `syncIntervalMs`; Redis answers with the shared total, which the next requests build on. A key's
 * first request of a window, and every request once a key has used half of its budget, go to Redis
 * at once (exact), so a client near its limit is counted exactly as before. Tolerance across
 * replicas: far from the limit an instance does not see the other instances' last
 * `syncIntervalMs` of requests; a client can therefore exceed its limit by at most what it sends to
 * the other instances within one interval after crossing half of it.
 *
 * Why not rate-limiter-flexible here (it counts the login throttle and the identity budgets, where
 * every hit must be exact and traffic is low): it makes one Redis round trip per request. Measured
 * on this 2-core machine shared by six engineers (load 15–36), 2026-11-25:
 * - the limiter alone, in process against the machine's Redis (20,000 hits, 50 concurrent, 3 rounds,
 *   wall time per hit): these batched counters per IP 1.6–2.3 µs (before per-user keys); per IP
 *   now 1.3–2.7 µs; per user with an HS256 check on every request 32–35 µs, with BearerSubjects'
 *   verified tokens 0.3–2.9 µs (what ships); RateLimiterRedis.consume 86–113 µs.
 * - `npm run bench -- --content` (GET /content through the whole chain, api / bare Fastify without
 *   logging, medians of 4–6 rotating rounds, BENCH_API_MAIN per build): hand-written per IP 0.613–0.777,
 *   per user/IP 0.846–0.904, the same on rate-limiter-flexible 0.562–0.860: under this load the
 *   spread of one build exceeds the differences, so the in-process figures decide.
 *
 * Route config (`@RouteConfig({ rateLimit: false | { max, timeWindow } })`, the shape
 * @fastify/rate-limit used): `false` exempts a route, an object gives it its own count and limit.
 * Answers carry `x-ratelimit-limit`, `x-ratelimit-remaining`, `x-ratelimit-reset` (seconds), and a
 * refused request also `retry-after`; the refusal itself is the error `onExceeded` builds. With Redis
 * down requests are let through (`/health` reports it).
 */
export interface RateLimitOptions {
  redis: Redis;
  /** Key prefix, e.g. `fachwerk:rate-limit:` */
  nameSpace: string;
  /** Requests per window and user (authenticated). */
  max: number;
  /** Requests per window and client IP (anonymous); default `max`. */
  anonymousMax?: number;
  windowMs: number;
  /** The user a request is authenticated as (verified), else undefined: counted per client IP. */
  subjectOf?: (request: FastifyRequest) => string | undefined;
  /** The error a refused request fails with (429); `seconds` until the window ends. */
  onExceeded: (seconds: number) => Error;
  syncIntervalMs?: number;
}

interface RouteLimit {
  max: number;
  anonymousMax: number;
  windowMs: number;
  /** Key prefix of the route's own count ('' for the global one). */
  scope: string;
}

interface Counter {
  /** The shared count Redis last answered for this window. */
  known: number;
  /** Requests counted here since, not yet added in Redis. */
  pending: number;
  resetAt: number;
  windowMs: number;
}

interface Decision {
  current: number;
  resetAt: number;
}

/** Adds ARGV[1] to the counter KEYS[1]; a new counter expires after ARGV[2] ms. Returns {count, pttl}. */
const INCREMENT_LUA = `
local current = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {current, ttl}`;

type IncrementingRedis = Redis & {
  rateLimitIncrement(key: string, by: number, windowMs: number): Promise<[number, number]>;
};

/** The client address a count belongs to: IPv4 as it is, IPv4-mapped IPv6 as IPv4, other IPv6 by /64. */
export function rateLimitKeyOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  const lower = ip.toLowerCase();
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(lower)) return lower;
  const [head = '', tail] = lower.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The count a request belongs to: `user:<id>` when authenticated, else `ip:<address or /64>`. */
export const rateLimitSubjectKey = (subject: string | undefined, ip: string): string =>
  subject === undefined ? `ip:${rateLimitKeyOf(ip)}` : `user:${subject}`;

export class RateLimitCounters {
  private readonly counters = new Map<string, Counter>();
  private readonly redis: IncrementingRedis;
  private timer?: NodeJS.Timeout;
  private flushing = false;

  constructor(
    redis: Redis,
    private readonly syncIntervalMs: number,
  ) {
    if (!(redis as unknown as Partial<IncrementingRedis>).rateLimitIncrement)
      redis.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_LUA });
    this.redis = redis as IncrementingRedis;
  }

  /**
   * Counts one request on `key`: synchronously from the local count when that is safe (returns the
   * decision), else through Redis (returns a promise of it).
   */
  hit(key: string, max: number, windowMs: number, now = Date.now()): Decision | Promise<Decision> {
    const counter = this.counters.get(key);
    if (counter && counter.resetAt > now && (counter.known + counter.pending + 1) * 2 <= max) {
      counter.pending += 1;
      this.schedule();
      return { current: counter.known + counter.pending, resetAt: counter.resetAt };
    }
    // Exact: this request and the ones counted here since the last batch are added in Redis now.
    const live = counter !== undefined && counter.resetAt > now;
    const by = live ? counter.pending + 1 : 1;
    if (live) counter.pending = 0;
    return this.exact(key, by, windowMs);
  }

  private async exact(key: string, by: number, windowMs: number): Promise<Decision> {
    const [current, ttl] = await this.redis.rateLimitIncrement(key, by, windowMs);
    const now = Date.now();
    const resetAt = now + ttl;
    let counter = this.counters.get(key);
    if (counter && counter.resetAt > now) {
      counter.known = Math.max(counter.known, current);
      counter.resetAt = resetAt;
    } else {
      counter = { known: current, pending: 0, resetAt, windowMs };
      this.counters.set(key, counter);
    }
    // The batch also drops counters whose window has ended: keeps the map to the active clients.
    this.schedule();
    return { current, resetAt };
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.syncIntervalMs);
    this.timer.unref();
  }

  /** Adds the local counts in Redis (one pipeline) and takes over the shared totals. */
  async flush(): Promise<void> {
    if (this.flushing) return this.schedule();
    const now = Date.now();
    const batch: [string, Counter, number][] = [];
    for (const [key, counter] of this.counters) {
      if (counter.resetAt <= now) this.counters.delete(key);
      else if (counter.pending > 0) batch.push([key, counter, counter.pending]);
    }
    if (batch.length === 0) return;
    this.flushing = true;
    const pipeline = this.redis.pipeline();
    for (const [key, counter, by] of batch) {
      counter.pending -= by;
      (pipeline as unknown as IncrementingRedis).rateLimitIncrement(key, by, counter.windowMs);
    }
    try {
      const results = (await pipeline.exec()) ?? [];
      const at = Date.now();
      results.forEach(([error, value], i) => {
        const [, counter] = batch[i] as [string, Counter, number];
        if (error || !Array.isArray(value)) return;
        const [current, ttl] = value as [number, number];
        counter.known = Math.max(counter.known, current);
        counter.resetAt = at + ttl;
      });
    } catch {
      // Redis down: these requests stay uncounted in Redis (requests are let through then anyway).
    } finally {
      this.flushing = false;
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

function routeLimit(route: RouteOptions, options: RateLimitOptions): RouteLimit | undefined {
  const config = (route.config as { rateLimit?: false | { max?: number; timeWindow?: number } } | undefined)
    ?.rateLimit;
  if (config === false) return undefined;
  const anonymousMax = options.anonymousMax ?? options.max;
  if (config === undefined) return { max: options.max, anonymousMax, windowMs: options.windowMs, scope: '' };
  const methods = ([] as string[]).concat(route.method);
  return {
    max: config.max ?? options.max,
    anonymousMax: config.max ?? anonymousMax,
    windowMs: config.timeWindow ?? options.windowMs,
    scope: `${methods.join(',')}${route.url}-`,
  };
}

/**
 * Installs the limiter as a route-level `onRequest` hook on every route (after the global ones, so
 * a refusal carries the security and CORS headers), synchronous whenever the local count decides.
 */
export function registerRateLimit(fastify: FastifyInstance, options: RateLimitOptions): RateLimitCounters {
  const counters = new RateLimitCounters(options.redis, options.syncIntervalMs ?? 100);
  fastify.addHook('onRoute', (route) => {
    const limit = routeLimit(route, options);
    if (!limit) return;
    const prefix = `${options.nameSpace}${limit.scope}`;
    const hook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      let decision: Decision | Promise<Decision>;
      const subject = options.subjectOf?.(request);
      const max = subject === undefined ? limit.anonymousMax : limit.max;
      try {
        decision = counters.hit(prefix + rateLimitSubjectKey(subject, request.ip), max, limit.windowMs);
      } catch {
        done();
        return;
      }
      if (decision instanceof Promise) {
        decision.then(
          (settled) => done(apply(reply, max, settled, options)),
          // Redis down: let the request through.
          () => done(),
        );
        return;
      }
      done(apply(reply, max, decision, options));
    };
    route.onRequest =
      route.onRequest === undefined
        ? [hook]
        : (([] as unknown[]).concat(route.onRequest, hook) as RouteOptions['onRequest']);
  });
  fastify.addHook('onClose', (_instance, done) => {
    counters.stop();
    done();
  });
  return counters;
}

/** Sets the rate-limit headers; returns the refusal when the count is over the limit. */
function apply(
  reply: FastifyReply,
  max: number,
  { current, resetAt }: Decision,
  options: RateLimitOptions,
): Error | undefined {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  void reply.header('x-ratelimit-limit', max);
  if (current <= max) {
    void reply.header('x-ratelimit-remaining', max - current);
    void reply.header('x-ratelimit-reset', seconds);
    return undefined;
  }
  void reply.header('x-ratelimit-remaining', 0);
  void reply.header('x-ratelimit-reset', seconds);
  void reply.header('retry-after', seconds);
  return options.onExceeded(seconds);
}
