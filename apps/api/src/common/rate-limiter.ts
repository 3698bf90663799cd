import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError, InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { InjectRedis } from '../app/redis.module';

export interface RateLimitRule {
  /** e.g. `signup:ip:1.2.3.4` */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window budgets in Redis for the identity endpoints (per IP and per account: codes, resends,
 * registration uploads), on rate-limiter-flexible, so every api instance shares the counts. With
 * Redis unreachable the check is skipped (as the global limiter does) rather than locking everyone
 * out. Failed logins have their own progressive throttle (modules/auth/login-throttle.ts).
 */
@Injectable()
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private limiterFor(rule: RateLimitRule): RateLimiterRedis {
    const id = `${rule.limit}/${rule.windowSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.redisPrefix}:identity-limit`,
        points: rule.limit,
        duration: rule.windowSeconds,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Counts one hit on every rule; throws RATE_LIMITED (429, seconds to wait) when one is over its limit. */
  async hit(rules: RateLimitRule[]): Promise<void> {
    const outcomes = await Promise.allSettled(rules.map((rule) => this.limiterFor(rule).consume(rule.key)));
    let waitMs = 0;
    for (const outcome of outcomes) {
      // A refusal is a RateLimiterRes; any other rejection is Redis failing (let through).
      if (outcome.status === 'rejected' && outcome.reason instanceof RateLimiterRes)
        waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
    }
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new DomainError('RATE_LIMITED', { params: { seconds }, data: { retryAfterSeconds: seconds } });
    }
  }
}
