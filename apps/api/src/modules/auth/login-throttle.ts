import { createHash } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError, InjectConfig, rateLimitKeyOf, type AppConfig } from '@fachwerk/server/core';
import { InjectRedis } from '../../app/redis.module';

/**
 * Login throttling: slow down password guessing without letting anyone lock anyone else out.
 *
 * Three counts of failed logins, shared by every api instance through Redis (rate-limiter-flexible):
 *
 * 1. **Per (account, client IP)**, consecutive failures: the first `freeFailures` are free, then each
 *    further failure makes that pair wait 1 s, 2 s, 4 s … (doubling, at most 15 minutes) before the
 *    next attempt is even checked; an attempt during the wait is 429 with Retry-After. A successful
 *    login clears the pair. This is what stops a guesser at one address, and it only ever delays
 *    that address for that account: the owner elsewhere and colleagues at the same office address
 *    are not affected.
 * 2. **Per client IP across accounts**: a much higher bar (`freeFailures` 100 in 24 h: an office full
 *    of mistyping people stays far below it), then the same doubling delay, at most one hour, for
 *    every login from that address. This is what stops one address trying many accounts.
 * 3. **Per account across IPs**: never a lockout. Once an account collects `underAttackAfter`
 *    failures within an hour from anywhere, it counts as under attack and each (account, IP) pair
 *    gets only `underAttackFreeFailures` free failure before its delays start. An address that has
 *    not failed on the account is never refused for the account's sake, so the owner, from an
 *    address with no failures, with the right password, always gets in; a distributed guesser
 *    gets one guess per address and then waits.
 *
 * A throttle may also slow the account itself (`account.slowAfter`): the second factor's codes, where
 * the password is already proven, so a guesser holding it is slowed from every address at once.
 * Passwords never get this (it would let anyone lock an owner out).
 *
 * Unknown e-mail addresses count like known ones (the answers must not tell them apart). Account
 * keys are hashed (no e-mail addresses in Redis). With Redis unreachable logins are let through
 * (as the global limiter does) rather than locking everyone out.
 */
export interface LoginThrottleLimits {
  pair: { freeFailures: number; underAttackFreeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number; windowSeconds: number };
  ip: { freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number; windowSeconds: number };
  account: { underAttackAfter: number; windowSeconds: number; slow?: { afterFailures: number; firstDelaySeconds: number; maxDelaySeconds: number } };
}

/** Runs of failures after a counted failure: on the (account, IP) pair and on the account across addresses. */
export interface FailureCounts {
  pair: number;
  account: number;
}

export const LOGIN_THROTTLE: LoginThrottleLimits = {
  pair: { freeFailures: 5, underAttackFreeFailures: 1, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60, windowSeconds: 24 * 3600 },
  ip: { freeFailures: 100, firstDelaySeconds: 1, maxDelaySeconds: 60 * 60, windowSeconds: 24 * 3600 },
  account: { underAttackAfter: 10, windowSeconds: 3600 },
};

/**
 * Route config of the login's routes: no part in the per-address request budget of every route, so
 * an anonymous flood from a shared address never keeps its people from logging in; this throttle
 * (failures per account and per address) guards them instead.
 */
export const LOGIN_RATE_LIMIT = { rateLimit: false } as const;

/** Other limits than LOGIN_THROTTLE (tests). */
export const LOGIN_THROTTLE_LIMITS = Symbol('LOGIN_THROTTLE_LIMITS');
const LOGIN_THROTTLE_NAME = Symbol('LOGIN_THROTTLE_NAME');

/** Seconds to wait after the n-th consecutive failure: 0 within the free ones, then first, 2 × first, 4 × first … up to the cap. */
export function progressiveDelaySeconds(failures: number, free: number, firstSeconds: number, maxSeconds: number): number {
  if (failures <= free) return 0;
  return Math.min(maxSeconds, firstSeconds * 2 ** Math.min(30, failures - free - 1));
}

/** Large enough never to refuse: these limiters only count (penalty) or block (block). */
const COUNT_ONLY = 1_000_000_000;

@Injectable()
export class LoginThrottle {
  private readonly pairFailures: RateLimiterRedis;
  private readonly pairWaits: RateLimiterRedis;
  private readonly ipFailures: RateLimiterRedis;
  private readonly ipWaits: RateLimiterRedis;
  private readonly accountFailures: RateLimiterRedis;
  private readonly accountWaits: RateLimiterRedis;

  constructor(
    @InjectRedis() redis: Redis,
    @InjectConfig() config: AppConfig,
    @Optional() @Inject(LOGIN_THROTTLE_LIMITS) private readonly limits: LoginThrottleLimits = LOGIN_THROTTLE,
    /** Another throttle with the same rules (the second factor's codes): its own Redis keys. */
    @Optional() @Inject(LOGIN_THROTTLE_NAME) name = 'login',
  ) {
    const limiter = (kind: string, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `${config.redisPrefix}:${name}-${kind}`, points: COUNT_ONLY, duration });
    this.pairFailures = limiter('failures-pair', limits.pair.windowSeconds);
    this.pairWaits = limiter('wait-pair', 1);
    this.ipFailures = limiter('failures-ip', limits.ip.windowSeconds);
    this.ipWaits = limiter('wait-ip', 1);
    this.accountFailures = limiter('failures-account', limits.account.windowSeconds);
    this.accountWaits = limiter('wait-account', 1);
  }

  private keys(email: string, ip: string) {
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
    const address = rateLimitKeyOf(ip);
    return { account, address, pair: `${account}@${address}` };
  }

  /**
   * Milliseconds the pair, the address or (for a throttle that slows accounts) the account still has
   * to wait before the next attempt is checked; 0 when none waits (or Redis is unreachable).
   */
  async waitMs(email: string, ip: string): Promise<number> {
    const { pair, address, account } = this.keys(email, ip);
    const waits = await Promise.all([
      this.pairWaits.get(pair),
      this.ipWaits.get(address),
      this.limits.account.slow ? this.accountWaits.get(account) : null,
    ]).catch(() => [] as (RateLimiterRes | null)[]);
    return Math.max(0, ...waits.map((wait) => (wait && wait.consumedPoints > COUNT_ONLY ? wait.msBeforeNext : 0)));
  }

  /** Before the password is checked: 429 (seconds to wait) while the pair, the address or the slowed account waits out a delay. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const waitMs = await this.waitMs(email, ip);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new DomainError('RATE_LIMITED', { params: { seconds }, data: { retryAfterSeconds: seconds } });
    }
  }

  /**
   * A failed login: counted on the pair, the address and the account; starts the pair's and the
   * address's next delay (and the account's, past `account.slow`). Returns the runs of failures
   * (undefined with Redis down).
   */
  async failed(email: string, ip: string): Promise<FailureCounts | undefined> {
    const { account, address, pair } = this.keys(email, ip);
    try {
      const [pairCount, ipCount, accountCount] = await Promise.all([
        this.pairFailures.penalty(pair),
        this.ipFailures.penalty(address),
        this.accountFailures.penalty(account),
      ]);
      const { pair: pairLimits, ip: ipLimits, account: accountLimits } = this.limits;
      const underAttack = accountCount.consumedPoints >= accountLimits.underAttackAfter;
      const pairFree = underAttack ? pairLimits.underAttackFreeFailures : pairLimits.freeFailures;
      const pairDelay = progressiveDelaySeconds(pairCount.consumedPoints, pairFree, pairLimits.firstDelaySeconds, pairLimits.maxDelaySeconds);
      const ipDelay = progressiveDelaySeconds(ipCount.consumedPoints, ipLimits.freeFailures, ipLimits.firstDelaySeconds, ipLimits.maxDelaySeconds);
      const slow = accountLimits.slow;
      const accountDelay = slow ? progressiveDelaySeconds(accountCount.consumedPoints, slow.afterFailures - 1, slow.firstDelaySeconds, slow.maxDelaySeconds) : 0;
      await Promise.all([
        pairDelay > 0 ? this.pairWaits.block(pair, pairDelay) : undefined,
        ipDelay > 0 ? this.ipWaits.block(address, ipDelay) : undefined,
        accountDelay > 0 ? this.accountWaits.block(account, accountDelay) : undefined,
      ]);
      return { pair: pairCount.consumedPoints, account: accountCount.consumedPoints };
    } catch {
      // Redis down: the failure stays uncounted (logins are let through then anyway).
      return undefined;
    }
  }

  /** A successful login ends the pair's run of failures (the address and account counts expire by themselves). */
  async succeeded(email: string, ip: string): Promise<void> {
    const { pair } = this.keys(email, ip);
    await Promise.all([this.pairFailures.delete(pair), this.pairWaits.delete(pair)]).catch(() => undefined);
  }
}
