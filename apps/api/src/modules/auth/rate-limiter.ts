import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DomainError, InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { InjectRedis } from '../../app/redis.module';

export interface RateLimitRule {
  /** e.g. `login-fail:ip:1.2.3.4` */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in Redis for the identity endpoints (per IP and per account). With Redis
 * unreachable the check is skipped (as the global limiter does) rather than locking everyone out.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private redisKey(key: string) {
    return `${this.config.redisPrefix}:identity-limit:${key}`;
  }

  /** Counts one hit on every rule; throws RATE_LIMITED (429, seconds to wait) when one is over its limit. */
  async hit(rules: RateLimitRule[]): Promise<void> {
    const results = await this.run(rules, (pipeline, rule) => pipeline.incr(this.redisKey(rule.key)).expire(this.redisKey(rule.key), rule.windowSeconds, 'NX').ttl(this.redisKey(rule.key)), 3);
    this.throwIfOver(rules, results, (values) => ({ count: Number(values[0]), ttl: Number(values[2]) }));
  }

  /** Throws RATE_LIMITED when a rule is already at its limit, without counting (failed-login budget). */
  async check(rules: RateLimitRule[]): Promise<void> {
    const results = await this.run(rules, (pipeline, rule) => pipeline.get(this.redisKey(rule.key)).ttl(this.redisKey(rule.key)), 2);
    this.throwIfOver(rules, results, (values) => ({ count: Number(values[0] ?? 0) + 1, ttl: Number(values[1]) }));
  }

  /** Counts a failure on every rule (no throw). */
  async record(rules: RateLimitRule[]): Promise<void> {
    await this.run(rules, (pipeline, rule) => pipeline.incr(this.redisKey(rule.key)).expire(this.redisKey(rule.key), rule.windowSeconds, 'NX'), 2);
  }

  async reset(keys: string[]): Promise<void> {
    try {
      if (keys.length) await this.redis.del(...keys.map((key) => this.redisKey(key)));
    } catch {
      // best effort
    }
  }

  private async run(
    rules: RateLimitRule[],
    add: (pipeline: ReturnType<Redis['multi']>, rule: RateLimitRule) => unknown,
    perRule: number,
  ): Promise<unknown[][] | null> {
    try {
      const pipeline = this.redis.multi();
      for (const rule of rules) add(pipeline, rule);
      const replies = (await pipeline.exec()) ?? [];
      return rules.map((_, index) => replies.slice(index * perRule, (index + 1) * perRule).map(([, value]) => value));
    } catch {
      return null;
    }
  }

  private throwIfOver(rules: RateLimitRule[], results: unknown[][] | null, read: (values: unknown[]) => { count: number; ttl: number }) {
    if (!results) return;
    let wait = 0;
    rules.forEach((rule, index) => {
      const { count, ttl } = read(results[index] ?? []);
      if (count > rule.limit) wait = Math.max(wait, ttl > 0 ? ttl : rule.windowSeconds);
    });
    if (wait > 0) throw new DomainError('RATE_LIMITED', { seconds: wait });
  }
}
