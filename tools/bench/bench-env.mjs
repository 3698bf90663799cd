import { randomBytes } from 'node:crypto';
import { serviceUrls } from '../dev/services.mjs';

/**
 * Environment of an api started by a benchmark: production mode (its logger and settings) with
 * throw-away secrets, its own database, Redis prefix and storage, and no rate limit (the benchmarks
 * measure the request chain, not the limiter's 429s).
 */
export function benchServerEnv({ databaseUrl, redisPrefix, storageDir, origins }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    REDIS_URL: serviceUrls().redisUrl,
    SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${serviceUrls().smtpPort}`,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    RATE_LIMIT_MAX: '1000000000',
    STORAGE_DIR: storageDir,
    PUBLIC_URL: origins[0],
    CORS_ORIGINS: origins.join(','),
  };
}
