import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { DependencyState, HealthReport } from '@fachwerk/shared/contracts';
import { QUEUE_NAMES } from '@fachwerk/shared/contracts';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { DB_HANDLE, type DbHandle } from '@fachwerk/server/db';
import { InjectRedis } from '../../app/redis.module';

const CHECK_TIMEOUT_MS = 1500;

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Checks the dependencies: PostgreSQL `SELECT 1`, Redis `PING`, the mail queue answering on Redis. */
@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly started = Date.now();
  private readonly queueConnection: Redis;
  private readonly mailQueue: Queue;

  constructor(
    @Inject(DB_HANDLE) private readonly dbHandle: DbHandle,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() config: AppConfig,
  ) {
    this.queueConnection = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.queueConnection.on('error', () => undefined);
    this.mailQueue = new Queue(QUEUE_NAMES.mail, { connection: this.queueConnection, prefix: config.redisPrefix });
    this.mailQueue.on('error', () => undefined);
  }

  async report(): Promise<HealthReport> {
    const [database, redis, queue] = await Promise.all([
      probe(() => this.dbHandle.pool.query('SELECT 1')),
      probe(() => this.redis.ping()),
      probe(() => this.mailQueue.count()),
    ]);
    const allUp = database === 'up' && redis === 'up' && queue === 'up';
    return {
      status: allUp ? 'ok' : 'error',
      checks: { database, redis, queue },
      uptimeSeconds: Math.round((Date.now() - this.started) / 1000),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await probe(() => this.mailQueue.close());
    this.queueConnection.disconnect();
  }
}
