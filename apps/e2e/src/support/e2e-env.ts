/**
 * Where the e2e stack runs: its own ports, database and Redis prefix, so it never clashes with a
 * running `npm start` (3000, 4200-4203, database `fachwerk`). Overridable by env.
 */
const port = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new Error(`${name} must be a TCP port, got "${raw}"`);
  return value;
};

export const E2E_PORTS = {
  api: port('E2E_API_PORT', 3190),
  shell: port('E2E_SHELL_PORT', 4390),
  client: port('E2E_CLIENT_PORT', 4391),
  supplier: port('E2E_SUPPLIER_PORT', 4392),
  admin: port('E2E_ADMIN_PORT', 4393),
};

/** MailDev of the e2e run (SMTP sink + REST inbox `GET /api/email`), apart from npm start's 1025/1080. */
/** The local OpenID Connect provider the API's Google sign-in talks to in the e2e stack. */
export const E2E_OAUTH_PORT = port('E2E_OAUTH_PORT', 4394);
export const E2E_MAILDEV = { smtp: port('E2E_MAILDEV_SMTP_PORT', 1125), web: port('E2E_MAILDEV_WEB_PORT', 1180) };

export const E2E_HOST = '127.0.0.1';
export const SHELL_URL = `http://${E2E_HOST}:${E2E_PORTS.shell}`;
export const API_URL = `http://${E2E_HOST}:${E2E_PORTS.api}/api/v1`;
export const E2E_DATABASE_URL =
  process.env['E2E_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/fachwerk_e2e';
export const E2E_REDIS_PREFIX = process.env['E2E_REDIS_PREFIX'] ?? 'fachwerk-e2e';
/** Journeys through nginx → two api processes, two workers (default); `E2E_CLUSTER=0`: one of each, direct. */
export const E2E_CLUSTER = process.env['E2E_CLUSTER'] !== '0';
/** Server logs of the e2e run (api.log, worker.log). */
export const E2E_LOG_DIR = 'tmp/e2e/logs';
export const storageStatePath = (role: string): string => `tmp/e2e/auth/${role}.json`;
