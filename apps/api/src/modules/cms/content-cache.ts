import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { LANGUAGES, type CommonContent, type Language } from '@fachwerk/shared/contracts';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { InjectRedis } from '../../app/redis.module';

const TTL_SECONDS = 300;
/**
 * How long an instance keeps a read in memory. Invalidations reach every instance at once through
 * Redis pub/sub; this bound only matters when such a message is lost (Redis down).
 */
const LOCAL_TTL_MS = 10_000;

interface LocalEntry {
  value: unknown;
  expires: number;
}

/**
 * Two-level cache of the public content per language: in process memory (no Redis round trip per
 * read) in front of Redis (shared by all instances). A cache failure never fails a request: the
 * content is then read from the database. Writers call `invalidate()` after changing content; it
 * clears Redis and, through pub/sub, the memory of every instance, so the next read is fresh.
 */
@Injectable()
export class ContentCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ContentCache.name);
  private readonly local = new Map<string, LocalEntry>();
  private subscriber?: Redis;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private get channel(): string {
    return `${this.config.redisPrefix}:content:invalidate`;
  }

  onModuleInit(): void {
    const subscriber = this.redis.duplicate();
    subscriber.on('error', () => undefined);
    subscriber.on('message', () => this.local.clear());
    // A reconnect may have missed invalidations: start over from Redis.
    subscriber.on('ready', () => this.local.clear());
    subscriber
      .subscribe(this.channel)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'content cache subscribe failed'));
    this.subscriber = subscriber;
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  key(language: Language): string {
    return `${this.config.redisPrefix}:content:common:${language}`;
  }

  /** Hash of the other public reads (home page, lists, CMS pages by slug) of one language. */
  publicKey(language: Language): string {
    return `${this.config.redisPrefix}:content:public:${language}`;
  }

  private fromMemory<T>(key: string): T | undefined {
    const entry = this.local.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value as T;
    this.local.delete(key);
    return undefined;
  }

  private toMemory(key: string, value: unknown): void {
    this.local.set(key, { value, expires: Date.now() + LOCAL_TTL_MS });
  }

  /** The content of `language` if this instance holds it in memory (no Redis read). */
  peek(language: Language): CommonContent | undefined {
    return this.fromMemory<CommonContent>(this.key(language));
  }

  async get(language: Language): Promise<CommonContent | null> {
    const key = this.key(language);
    const cached = this.fromMemory<CommonContent>(key);
    if (cached) return cached;
    try {
      const raw = await this.redis.get(key);
      if (!raw) return null;
      const content = JSON.parse(raw) as CommonContent;
      this.toMemory(key, content);
      return content;
    } catch (error) {
      this.logger.warn({ err: error }, 'content cache read failed');
      return null;
    }
  }

  async set(language: Language, content: CommonContent): Promise<void> {
    this.toMemory(this.key(language), content);
    try {
      await this.redis.set(this.key(language), JSON.stringify(content), 'EX', TTL_SECONDS);
    } catch (error) {
      this.logger.warn({ err: error }, 'content cache write failed');
    }
  }

  /** A public read from the cache, else loaded and stored; a Redis failure only costs the cache. */
  async remember<T>(language: Language, field: string, load: () => Promise<T>): Promise<T> {
    const key = this.publicKey(language);
    const memoryKey = `${key}:${field}`;
    const cached = this.fromMemory<T>(memoryKey);
    if (cached !== undefined) return cached;
    try {
      const raw = await this.redis.hget(key, field);
      if (raw) {
        const value = JSON.parse(raw) as T;
        this.toMemory(memoryKey, value);
        return value;
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'content cache read failed');
    }
    const value = await load();
    this.toMemory(memoryKey, value);
    try {
      await this.redis.multi().hset(key, field, JSON.stringify(value)).expire(key, TTL_SECONDS).exec();
    } catch (error) {
      this.logger.warn({ err: error }, 'content cache write failed');
    }
    return value;
  }

  /** Invalidation hook: drop every language's cached content and public reads, here and on every instance. */
  async invalidate(): Promise<void> {
    this.local.clear();
    await this.redis.del(...LANGUAGES.flatMap((l) => [this.key(l), this.publicKey(l)]));
    await this.redis
      .publish(this.channel, 'all')
      .catch((error: unknown) => this.logger.warn({ err: error }, 'content cache publish failed'));
  }
}
