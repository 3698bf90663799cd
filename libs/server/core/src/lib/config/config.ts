import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/**
 * The one typed configuration of the server processes (api and worker), built from environment
 * variables at boot. A missing or malformed variable stops the process with a message naming it.
 * `.env.example` at the workspace root lists every variable.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  api: { host: string; port: number; publicUrl: string; corsOrigins: string[]; trustProxy: TrustProxy };
  databaseUrl: string;
  redisUrl: string;
  /** Prefix for BullMQ keys and other Redis keys, so test suites can share one Redis. */
  redisPrefix: string;
  smtpUrl: string;
  mailFrom: string;
  supportEmail: string;
  storageDir: string;
  /**
   * `idleTtlSeconds`: the inactivity timeout (ASVS V7.3.1). A refresh token issued longer ago than this
   * is refused and its session ended: nobody used the session for that long (an active web client
   * refreshes at least once per access-token lifetime). Longer than the access-token lifetime.
   */
  jwt: { accessSecret: string; refreshSecret: string; accessTtlSeconds: number; refreshTtlSeconds: number; idleTtlSeconds: number };
  /**
   * Keys the recovery-code hashes of the second factor and opens TOTP secrets sealed before field
   * encryption (the re-seal task moves those to `encryption`).
   */
  totpEncryptionKey: string;
  /**
   * Field encryption at rest (FieldCipher: passport/ID numbers, IBANs, TOTP secrets): `key` seals,
   * `previousKeys` still open values sealed before a rotation (docs/security/key-rotation.md).
   */
  encryption: { key: string; previousKeys: string[] };
  /** Requests per window: `max` per authenticated user, `anonymousMax` per client IP. */
  rateLimit: { max: number; anonymousMax: number; windowMs: number };
  worker: { lockDurationMs: number; outboxPollMs: number; mailAttempts: number };
  /** Days a client has to review submitted working hours before they are approved automatically. */
  workLogAutoApproveDays: number;
  oauth: { googleClientId?: string; googleClientSecret?: string; facebookClientId?: string; facebookClientSecret?: string };
  /** Social sign-in: the API's public origin (callback URLs) and provider endpoints (overridable for tests). */
  oauthEndpoints: { apiPublicUrl: string; googleIssuerUrl?: string; facebookAuthUrl?: string; facebookGraphUrl?: string };
  /** Nominatim-compatible geocoder; unset = the offline German places dataset. */
  geocoderUrl?: string;
  /** The platform's service fee in percent of a supplier invoice's net amount (0 = none), `SERVICE_FEE_PERCENT`. */
  serviceFeePercent: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** Development defaults (a laptop or a fresh Debian machine); production must set the secrets. */
const DEV_DEFAULTS: Env = {
  NODE_ENV: 'development',
  API_HOST: '0.0.0.0',
  API_PORT: '3000',
  PUBLIC_URL: 'http://localhost:4200',
  CORS_ORIGINS: 'http://localhost:4200,http://127.0.0.1:4200',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fachwerk',
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: 'fachwerk',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  MAIL_FROM: 'Fachwerk <no-reply@fachwerk.test>',
  SUPPORT_EMAIL: 'support@fachwerk.test',
  STORAGE_DIR: '.data/files',
  JWT_ACCESS_SECRET: 'dev-access-secret-change-me-0123456789',
  JWT_REFRESH_SECRET: 'dev-refresh-secret-change-me-0123456789',
  // Fixed for tests (the seed encrypts the demo admin's TOTP secret with it); never valid elsewhere.
  TOTP_ENCRYPTION_KEY: 'test-totp-key-change-me-0123456789abcdef',
  // Fixed for tests like the TOTP key; `npm start` writes a random one to .env.
  ENCRYPTION_KEY: 'test-field-key-change-me-0123456789abcdef',
  JWT_ACCESS_TTL_SECONDS: '900',
  JWT_REFRESH_TTL_SECONDS: String(30 * 24 * 3600),
  JWT_IDLE_TTL_SECONDS: String(2 * 3600),
  RATE_LIMIT_MAX: '300',
  RATE_LIMIT_WINDOW_MS: '60000',
  WORKER_LOCK_DURATION_MS: '30000',
  OUTBOX_POLL_MS: '500',
  MAIL_ATTEMPTS: '8',
  WORK_LOG_AUTO_APPROVE_DAYS: '7',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'false',
  SERVICE_FEE_PERCENT: '5',
};

/** JWT secret variables: random per installation; `npm start` writes them to `.env` on first run. */
export const JWT_SECRET_VARIABLES = ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'] as const;
/** Every secret `npm start` generates (the JWT secrets, the TOTP key and the field encryption key). */
export const GENERATED_SECRET_VARIABLES = [...JWT_SECRET_VARIABLES, 'TOTP_ENCRYPTION_KEY', 'ENCRYPTION_KEY'] as const;

/**
 * Secrets anyone can read in this repository (the development defaults, the old `.env.example`):
 * a token signed with one of them would be accepted by any api running on it.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  ...GENERATED_SECRET_VARIABLES.map((name) => DEV_DEFAULTS[name] as string),
  'change-me',
  'changeme',
  'secret',
];

export function loadConfig(source: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = (source['NODE_ENV'] ?? DEV_DEFAULTS['NODE_ENV']) as string;
  const production = nodeEnv === 'production';
  const get = (name: string, opts: { secret?: boolean } = {}): string => {
    const raw = source[name];
    if (raw !== undefined && raw.trim() !== '') return raw.trim();
    if (production && opts.secret) {
      problems.push(`${name} is required in production`);
      return '';
    }
    const fallback = DEV_DEFAULTS[name];
    if (fallback === undefined) {
      problems.push(`${name} is required`);
      return '';
    }
    return fallback;
  };
  const int = (name: string, min: number, max = Number.MAX_SAFE_INTEGER): number => {
    const value = get(name);
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
      return min;
    }
    return n;
  };
  const url = (name: string, protocols: string[]): string => {
    const value = get(name, { secret: true });
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      }
    } catch {
      problems.push(`${name} must be a URL (got "${value}")`);
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T => {
    const value = get(name);
    if (!(allowed as readonly string[]).includes(value)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
      return allowed[0] as T;
    }
    return value as T;
  };
  const secret = (name: string): string => {
    // Only tests may sign with the repository's development secret; everything else needs its own.
    if (nodeEnv !== 'test' && !production && !source[name]?.trim()) {
      problems.push(`${name} is not set: use a random secret of 32+ characters (npm start writes one to .env; or: openssl rand -hex 32)`);
      return '';
    }
    const value = get(name, { secret: true });
    if (nodeEnv !== 'test' && KNOWN_DEFAULT_SECRETS.includes(value)) {
      problems.push(`${name} is a known default secret from the repository: set a random one of 32+ characters (npm start writes one to .env; or: openssl rand -hex 32)`);
    } else if (value && value.length < 32) problems.push(`${name} must be at least 32 characters`);
    return value;
  };
  const optional = (name: string): string | undefined => source[name]?.trim() || undefined;
  /** Comma-separated secrets of the same quality, none of them the current one. */
  const previousSecrets = (name: string, current: string): string[] => {
    const values = (optional(name) ?? '').split(',').map((v) => v.trim()).filter(Boolean);
    values.forEach((value, index) => {
      if (value.length < 32) problems.push(`${name}: key ${index + 1} must be at least 32 characters`);
      if (value === current) problems.push(`${name}: key ${index + 1} is the current ENCRYPTION_KEY; list only the keys it replaced`);
    });
    return values;
  };
  const trustProxy = (name: string): TrustProxy => {
    const parsed = parseTrustProxy(get(name));
    if ('problem' in parsed) {
      problems.push(parsed.problem);
      return false;
    }
    return parsed.value;
  };


  const config: AppConfig = {
    nodeEnv: oneOf('NODE_ENV', NODE_ENVS),
    api: {
      host: get('API_HOST'),
      port: int('API_PORT', 0, 65535),
      publicUrl: url('PUBLIC_URL', ['http:', 'https:']),
      corsOrigins: get('CORS_ORIGINS')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      trustProxy: trustProxy('TRUST_PROXY'),
    },
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: get('REDIS_PREFIX'),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: get('MAIL_FROM'),
    supportEmail: get('SUPPORT_EMAIL'),
    storageDir: get('STORAGE_DIR'),
    jwt: {
      accessSecret: secret('JWT_ACCESS_SECRET'),
      refreshSecret: secret('JWT_REFRESH_SECRET'),
      accessTtlSeconds: int('JWT_ACCESS_TTL_SECONDS', 1),
      refreshTtlSeconds: int('JWT_REFRESH_TTL_SECONDS', 60),
      idleTtlSeconds: (() => {
        const idle = int('JWT_IDLE_TTL_SECONDS', 60);
        const access = Number(get('JWT_ACCESS_TTL_SECONDS'));
        if (idle <= access) problems.push(`JWT_IDLE_TTL_SECONDS (${idle}) must be longer than JWT_ACCESS_TTL_SECONDS (${access}): an active session refreshes once per access token`);
        return idle;
      })(),
    },
    totpEncryptionKey: secret('TOTP_ENCRYPTION_KEY'),
    encryption: (() => {
      const key = secret('ENCRYPTION_KEY');
      return { key, previousKeys: previousSecrets('ENCRYPTION_KEYS_PREVIOUS', key) };
    })(),
    rateLimit: {
      max: int('RATE_LIMIT_MAX', 1),
      // Default: the same budget as a user's.
      anonymousMax: optional('RATE_LIMIT_ANONYMOUS_MAX') === undefined ? int('RATE_LIMIT_MAX', 1) : int('RATE_LIMIT_ANONYMOUS_MAX', 1),
      windowMs: int('RATE_LIMIT_WINDOW_MS', 100),
    },
    worker: {
      lockDurationMs: int('WORKER_LOCK_DURATION_MS', 500),
      outboxPollMs: int('OUTBOX_POLL_MS', 50),
      mailAttempts: int('MAIL_ATTEMPTS', 1, 50),
    },
    workLogAutoApproveDays: int('WORK_LOG_AUTO_APPROVE_DAYS', 1, 365),
    oauth: {
      googleClientId: optional('GOOGLE_CLIENT_ID'),
      googleClientSecret: optional('GOOGLE_CLIENT_SECRET'),
      facebookClientId: optional('FACEBOOK_CLIENT_ID'),
      facebookClientSecret: optional('FACEBOOK_CLIENT_SECRET'),
    },
    oauthEndpoints: {
      apiPublicUrl: optional('API_PUBLIC_URL') ?? `http://localhost:${get('API_PORT')}`,
      googleIssuerUrl: optional('GOOGLE_OAUTH_URL'),
      facebookAuthUrl: optional('FACEBOOK_OAUTH_URL'),
      facebookGraphUrl: optional('FACEBOOK_GRAPH_URL'),
    },
    geocoderUrl: optional('GEOCODER_URL'),
    serviceFeePercent: int('SERVICE_FEE_PERCENT', 0, 50),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Every variable the server processes read, for `.env.example` and the README. */
export const CONFIG_VARIABLES = [
  ...Object.keys(DEV_DEFAULTS),
  'RATE_LIMIT_ANONYMOUS_MAX',
  'ENCRYPTION_KEYS_PREVIOUS',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'FACEBOOK_CLIENT_ID',
  'FACEBOOK_CLIENT_SECRET',
  'API_PUBLIC_URL',
  'GOOGLE_OAUTH_URL',
  'FACEBOOK_OAUTH_URL',
  'FACEBOOK_GRAPH_URL',
  'GEOCODER_URL',
];
