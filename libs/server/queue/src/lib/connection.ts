import { Redis, type RedisOptions } from 'ioredis';
import type { AppConfig } from '@fachwerk/server/core';

export type QueueConnectionConfig = Pick<AppConfig, 'redisUrl' | 'redisPrefix'>;

/**
 * A Redis connection for BullMQ. Workers use blocking commands and need `maxRetriesPerRequest: null`;
 * producers fail fast instead (an API request should not hang while Redis is down).
 */
export function createQueueConnection(config: QueueConnectionConfig, role: 'producer' | 'worker'): Redis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null, enableReadyCheck: true }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false };
  return new Redis(config.redisUrl, options);
}

/**
 * BullMQ key prefix: `REDIS_PREFIX` itself (keys `<prefix>:<queue>:…`), so suites and environments can
 * share one Redis. Anything reading the queues (health checks, dashboards) must use this too.
 */
export const queuePrefix = (config: QueueConnectionConfig): string => config.redisPrefix;
