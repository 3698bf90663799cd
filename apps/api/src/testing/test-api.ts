import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { loadConfig, type AppConfig } from '@fachwerk/server/core';
import { createTestDatabase, type TestDatabase } from '@fachwerk/server/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type ApiEnvelope } from '@fachwerk/shared/contracts';
import { createApp } from '../app/create-app';
import { seedDemoData } from '../seed/seed';
import { login } from './second-factor';

export { login } from './second-factor';

export interface TestApi {
  app: NestFastifyApplication;
  config: AppConfig;
  database: TestDatabase;
  baseUrl: string;
  /** fetch against `${baseUrl}/api/v1${path}`, JSON in and out. */
  call<T = unknown>(path: string, init?: CallInit): Promise<{ status: number; body: ApiEnvelope<T>; headers: Headers }>;
  close(): Promise<void>;
}

export interface CallInit {
  method?: string;
  token?: string;
  json?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * The API in-process on a random port, over its own migrated and seeded database and its own Redis
 * key prefix (so suites can share the machine's PostgreSQL and Redis).
 */
export async function startTestApi(label: string, env: Record<string, string> = {}): Promise<TestApi> {
  const database = await createTestDatabase(`api_${label}`);
  const storageDir = env['STORAGE_DIR'] ?? (await mkdtemp(path.join(tmpdir(), `fw-files-${label}-`)));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_PREFIX: `fw-test-${label}-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'silent',
    CORS_ORIGINS: 'http://localhost:4200',
    STORAGE_DIR: storageDir,
    // Secrets of its own, never the repository's development default (a token made with that must fail).
    JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  await seedDemoData(database.url, storageDir, { totpEncryptionKey: config.totpEncryptionKey });
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const call: TestApi['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers['authorization'] = `Bearer ${init.token}`;
    let body: string | undefined = init.rawBody;
    if (init.json !== undefined) body = JSON.stringify(init.json);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}/api/v1${path}`, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    // Non-JSON answers (a calendar file) come back as their text.
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (text ? (json ? JSON.parse(text) : text) : {}) as never, headers: response.headers };
  };

  return {
    app,
    config,
    database,
    baseUrl,
    call,
    async close() {
      await app.close();
      await removeRedisKeys(config);
      await database.drop();
      if (!env['STORAGE_DIR']) await rm(storageDir, { recursive: true, force: true });
    },
  };
}

async function removeRedisKeys(config: AppConfig): Promise<void> {
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${config.redisPrefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // a stopped private Redis has no keys to remove
  } finally {
    redis.disconnect();
  }
}

export type DemoTokens = Record<'admin' | 'client' | 'supplier', string>;

/** Logs the three seeded demo users in (the admin with its second factor) and returns their access tokens. */
export async function loginDemoUsers(api: TestApi): Promise<DemoTokens> {
  const tokens: DemoTokens = { admin: '', client: '', supplier: '' };
  for (const role of ['admin', 'client', 'supplier'] as const) {
    const { body } = await login(api.call, { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, userType: role });
    if (!body.data) throw new Error(`demo login of ${role} failed: ${body.message}`);
    tokens[role] = body.data.accessToken;
  }
  return tokens;
}
