import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { TWO_FACTOR_REENROL_TTL_SECONDS } from '@fachwerk/shared/contracts/two-factor';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { InjectRedis } from '../../../app/redis.module';

/**
 * The new secret of an account moving its second factor to another app (sealed like the stored one),
 * kept beside the working factor until a code of the new app confirms it; expires unconfirmed.
 */
@Injectable()
export class PendingReenrolments {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async put(userId: string, sealedSecret: string): Promise<void> {
    await this.redis.set(this.key(userId), sealedSecret, 'EX', TWO_FACTOR_REENROL_TTL_SECONDS);
  }

  async find(userId: string): Promise<string | undefined> {
    return (await this.redis.get(this.key(userId))) ?? undefined;
  }

  async drop(userId: string): Promise<void> {
    await this.redis.del(this.key(userId));
  }

  private key(userId: string): string {
    return `${this.config.redisPrefix}:2fa-reenrol:${userId}`;
  }
}
