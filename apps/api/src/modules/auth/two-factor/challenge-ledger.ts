import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES, TWO_FACTOR_CHALLENGE_TTL_SECONDS } from '@fachwerk/shared/contracts/two-factor';
import { DomainError, InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { InjectRedis } from '../../../app/redis.module';

/**
 * What became of each login challenge (by its `jti`), shared by all api instances through Redis: a
 * challenge opens one session and takes at most TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES wrong codes,
 * then it is spent (TOTP_CHALLENGE_EXPIRED: log in again). The keys live as long as the challenge.
 * Unlike the throttles this fails closed: with Redis unreachable no challenge is accepted.
 */
@Injectable()
export class ChallengeLedger {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** TOTP_CHALLENGE_EXPIRED when the challenge opened a session already or took its wrong codes. */
  async assertOpen(id: string): Promise<void> {
    const [used, wrong] = await this.redis.mget(this.key(id, 'used'), this.key(id, 'wrong'));
    if (used !== null || Number(wrong ?? 0) >= TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES) throw new DomainError('TOTP_CHALLENGE_EXPIRED');
  }

  /** Counts a wrong code on the challenge; returns how many it has taken. */
  async wrongCode(id: string): Promise<number> {
    const key = this.key(id, 'wrong');
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, TWO_FACTOR_CHALLENGE_TTL_SECONDS).exec()) as [[null, number]];
    return count;
  }

  /** Spends the challenge; false when another request spent it first (then no session may open). */
  async spend(id: string): Promise<boolean> {
    return (await this.redis.set(this.key(id, 'used'), '1', 'EX', TWO_FACTOR_CHALLENGE_TTL_SECONDS, 'NX')) === 'OK';
  }

  private key(id: string, what: 'used' | 'wrong'): string {
    return `${this.config.redisPrefix}:2fa-challenge:${what}:${id}`;
  }
}
