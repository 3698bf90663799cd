import { Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { LANGUAGES, type CommonContent, type Language } from '@fachwerk/shared/contracts';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { InjectRedis } from '../../app/redis.module';

const TTL_SECONDS = 300;

/**
 * Redis cache of the common content per language. A cache failure never fails a request: the
 * content is then read from the database. Writers call `invalidate()` after changing content.
 */
@Injectable()
export class ContentCache {
  private readonly logger = new Logger(ContentCache.name);

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  key(language: Language): string {
    return `${this.config.redisPrefix}:content:common:${language}`;
  }

  async get(language: Language): Promise<CommonContent | null> {
    try {
      const raw = await this.redis.get(this.key(language));
      return raw ? (JSON.parse(raw) as CommonContent) : null;
    } catch (error) {
      this.logger.warn({ err: error }, 'content cache read failed');
      return null;
    }
  }

  async set(language: Language, content: CommonContent): Promise<void> {
    try {
      await this.redis.set(this.key(language), JSON.stringify(content), 'EX', TTL_SECONDS);
    } catch (error) {
      this.logger.warn({ err: error }, 'content cache write failed');
    }
  }

  /** Hash of the other public reads (home page, lists, CMS pages by slug) of one language. */
  publicKey(language: Language): string {
    return `${this.config.redisPrefix}:content:public:${language}`;
  }

  /** A public read from the cache, else loaded and stored; a Redis failure only costs the cache. */
  async remember<T>(language: Language, field: string, load: () => Promise<T>): Promise<T> {
    const key = this.publicKey(language);
    try {
      const raw = await this.redis.hget(key, field);
      if (raw) return JSON.parse(raw) as T;
    } catch (error) {
      this.logger.warn({ err: error }, 'content cache read failed');
    }
    const value = await load();
    try {
      await this.redis.multi().hset(key, field, JSON.stringify(value)).expire(key, TTL_SECONDS).exec();
    } catch (error) {
      this.logger.warn({ err: error }, 'content cache write failed');
    }
    return value;
  }

  /** Invalidation hook: drop every language's cached content and public reads. */
  async invalidate(): Promise<void> {
    await this.redis.del(...LANGUAGES.flatMap((l) => [this.key(l), this.publicKey(l)]));
  }
}
