import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { InjectRedis } from '../../../app/redis.module';

export const OAUTH_STATE_TTL_SECONDS = 10 * 60;
export const OAUTH_TICKET_TTL_SECONDS = 15 * 60;
export const OAUTH_CODE_TTL_SECONDS = 60;

type Kind = 'state' | 'ticket' | 'code';

/**
 * One-time values of the social sign-in in Redis: the CSRF `state` of each redirect to a provider,
 * the first-sign-in `ticket` and the `code` the shell exchanges for tokens. Each can be taken once.
 */
@Injectable()
export class OAuthStore {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async put(kind: Kind, value: unknown, ttlSeconds: number): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    await this.redis.set(this.key(kind, id), JSON.stringify(value), 'EX', ttlSeconds);
    return id;
  }

  /** Returns the value and deletes it (GETDEL), so a replay finds nothing. */
  async take<T>(kind: Kind, id: string): Promise<T | undefined> {
    if (!/^[\w-]{1,100}$/.test(id)) return undefined;
    const raw = await this.redis.getdel(this.key(kind, id));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  /** passport-oauth2 state store (arity 2 and 3 forms): state values are one-time and expire. */
  asStateStore(provider: string) {
    return {
      store: (_req: unknown, done: (err: Error | null, state?: string) => void) => {
        this.put('state', { provider }, OAUTH_STATE_TTL_SECONDS).then((state) => done(null, state), done);
      },
      verify: (_req: unknown, state: string, done: (err: Error | null, ok: boolean, state?: unknown) => void) => {
        this.take<{ provider: string }>('state', String(state ?? '')).then(
          (found) => done(null, found?.provider === provider),
          (error: Error) => done(error, false),
        );
      },
    };
  }

  private key(kind: Kind, id: string): string {
    return `${this.config.redisPrefix}:oauth:${kind}:${id}`;
  }
}
