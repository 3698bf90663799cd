import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalGoogle, E2E_GOOGLE_CLIENT } from './local-oauth';
import { E2E_CLUSTER, E2E_OAUTH_PORT, E2E_DATABASE_URL, E2E_LOG_DIR, E2E_MAILDEV, E2E_PORTS, E2E_REDIS_PREFIX, SHELL_URL } from './e2e-env';

interface ProcessGroupLike {
  stop(): Promise<void>;
}
interface DevServices {
  ProcessGroup: new () => ProcessGroupLike;
  ensureMaildev(group: ProcessGroupLike, ports: { smtpPort: number; webPort: number }): Promise<string>;
  ensureServices(env: NodeJS.ProcessEnv, options: { database: boolean }): Promise<unknown>;
  recreateDatabase(url: string): Promise<void>;
  clearRedisPrefix(redisUrl: string, prefix: string): Promise<number>;
  serviceUrls(env: NodeJS.ProcessEnv): { redisUrl: string };
}
interface ServeBuilt {
  serveBuilt(options: {
    ports: typeof E2E_PORTS;
    env: NodeJS.ProcessEnv;
    seed: boolean;
    worker: boolean | 'if-built';
    logDir: string;
    group?: ProcessGroupLike;
    cluster?: { apis: number; workers: number } | false;
  }): Promise<{ stop: () => Promise<void> }>;
}

/** The workspace's dev tooling (plain ESM under tools/dev, shared with npm start and the bench). */
const devTool = <T>(file: string): Promise<T> =>
  import(pathToFileURL(path.join(process.cwd(), 'tools/dev', file)).href) as Promise<T>;

/**
 * Serves the BUILT apps on e2e-only ports against a fresh, migrated and seeded database
 * (`fachwerk_e2e`) and its own Redis prefix; the returned function stops exactly that.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const services = await devTool<DevServices>('services.mjs');
  const { serveBuilt } = await devTool<ServeBuilt>('serve-built.mjs');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: E2E_DATABASE_URL,
    REDIS_PREFIX: E2E_REDIS_PREFIX,
    PUBLIC_URL: SHELL_URL,
    CORS_ORIGINS: `${SHELL_URL},http://localhost:${E2E_PORTS.shell}`,
    STORAGE_DIR: 'tmp/e2e/files',
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    // mails (contact inquiries …) go through the worker into the e2e MailDev
    SMTP_URL: `smtp://127.0.0.1:${E2E_MAILDEV.smtp}`,
    // every journey's browser shares 127.0.0.1: the per-IP limit of one visitor (300/min) would refuse
    // the suite's own requests once the identity journeys run beside the others
    RATE_LIMIT_MAX: process.env['RATE_LIMIT_MAX'] ?? '3000',
    // the setup project's sessions are copied into every context: an access token that expired during
    // a long run makes each copy refresh with the same refresh token, which reuse detection revokes
    JWT_ACCESS_TTL_SECONDS: process.env['JWT_ACCESS_TTL_SECONDS'] ?? '3600',
    // Google sign-in against the local OpenID Connect provider started here
    GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.secret,
    GOOGLE_OAUTH_URL: `http://127.0.0.1:${E2E_OAUTH_PORT}`,
  };
  await services.ensureServices(env, { database: false });
  await services.recreateDatabase(E2E_DATABASE_URL);
  await services.clearRedisPrefix(services.serviceUrls(env).redisUrl, E2E_REDIS_PREFIX);
  const group = new services.ProcessGroup();
  await services.ensureMaildev(group, { smtpPort: E2E_MAILDEV.smtp, webPort: E2E_MAILDEV.web });
  const google = await startLocalGoogle(E2E_OAUTH_PORT);
  let stack: Awaited<ReturnType<ServeBuilt['serveBuilt']>>;
  try {
    stack = await serveBuilt({
      group,
      ports: E2E_PORTS,
      env,
      seed: true,
      worker: 'if-built',
      logDir: E2E_LOG_DIR,
      // every journey through Debian's nginx to two api processes and two workers (the
      // start:cluster layout); E2E_CLUSTER=0 serves one api and one worker directly
      cluster: E2E_CLUSTER ? { apis: 2, workers: 2 } : false,
    });
  } catch (error) {
    await google.stop();
    throw error;
  }
  return async () => {
    await stack.stop();
    await google.stop();
  };
}
