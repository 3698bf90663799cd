import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '@fachwerk/server/core';

export const REDIS = Symbol('REDIS');
/** Inject the shared ioredis client (caches, health). Keys start with `config.redisPrefix`. */
export const InjectRedis = () => Inject(REDIS);

/** A client that fails fast when Redis is down, so requests degrade instead of hanging. */
export function createRedisClient(config: AppConfig): Redis {
  const client = new Redis(config.redisUrl, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Connection errors are reported by /health; without a listener ioredis would print each retry.
  client.on('error', () => undefined);
  return client;
}

class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly client: Redis) {}
  onApplicationShutdown(): void {
    this.client.disconnect();
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RedisModule,
      providers: [{ provide: REDIS, useFactory: () => createRedisClient(config) }, RedisLifecycle],
      exports: [REDIS],
    };
  }
}
