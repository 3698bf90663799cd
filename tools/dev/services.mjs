/**
 * Local services for `npm start`, `npm test`, the e2e setup and the bench: PostgreSQL, Redis and
 * MailDev are used when running, started when installed but stopped, and installed with apt when
 * absent (root only). Also the process bookkeeping every tool shares: spawn a child, wait for a
 * port, stop exactly what was started.
 *
 * Built-in modules only, except `pg`, which is loaded lazily (this file must import on a machine
 * where node_modules has not been installed yet).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const tty = process.stdout.isTTY;
const paint = (code) => (text) => (tty ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const dim = paint('2');

export function log(message) {
  console.log(`${dim('[fachwerk]')} ${message}`);
}

/** Integer from env with a default; a malformed value stops the tool naming the variable. */
export function envPort(name, fallback, env = process.env) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), got "${raw}"`);
  }
  return port;
}

/** Reads KEY=value lines of a dotenv file into `env` without overriding what is already set. */
export function loadDotEnv(file = path.join(ROOT, '.env'), env = process.env) {
  if (!existsSync(file)) return false;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, key, rawValue] = match;
    const value = rawValue.replace(/^(['"])(.*)\1$/, '$2');
    if (env[key] === undefined) env[key] = value;
  }
  return true;
}

export const JWT_SECRET_VARIABLES = ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET'];
/** Every secret `npm start` generates: the JWT secrets, the TOTP key and the field encryption key (ENCRYPTION_KEY). */
export const GENERATED_SECRET_VARIABLES = [...JWT_SECRET_VARIABLES, 'TOTP_ENCRYPTION_KEY', 'ENCRYPTION_KEY'];

/** A secret worth keeping: long and not one of the repository's placeholders (the api refuses those). */
const usableSecret = (value) => typeof value === 'string' && value.length >= 32 && !/change-?me/i.test(value);

/**
 * First run of `npm start`: writes random JWT secrets and the TOTP encryption key to the git-ignored `.env` (created with mode
 * 0600 when missing), so no installation runs on the repository's development secrets; later runs
 * reuse them. Secrets set in the environment win and are not written. A placeholder value in `.env`
 * (e.g. copied from `.env.example`) is replaced. Returns the variables it wrote.
 */
export function ensureDotEnvSecrets(file = path.join(ROOT, '.env'), env = process.env) {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split(/\r?\n/) : [];
  const written = [];
  for (const name of GENERATED_SECRET_VARIABLES) {
    if (usableSecret(env[name]?.trim())) continue;
    const at = lines.findIndex((line) => new RegExp(`^\\s*${name}\\s*=`).test(line));
    const current = at >= 0 ? lines[at].replace(/^[^=]*=\s*/, '').trim().replace(/^(['"])(.*)\1$/, '$2') : undefined;
    if (usableSecret(current)) continue;
    const value = randomBytes(32).toString('hex');
    const line = `${name}=${value}`;
    if (at >= 0) lines[at] = line;
    else {
      while (lines.length && lines[lines.length - 1] === '') lines.pop();
      lines.push(line);
    }
    env[name] = value;
    written.push(name);
  }
  if (written.length) {
    writeFileSync(file, `${lines.join('\n').replace(/\n*$/, '')}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return written;
}

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Waits until host:port accepts connections; rejects after `timeoutMs` (bounded loop). */
export async function waitForPort(
  port,
  { host = '127.0.0.1', timeoutMs = 60_000, name = `port ${port}`, child } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before listening on ${port}`);
    if (await isPortOpen(port, host)) return;
    await sleep(250);
  }
  throw new Error(`${name} did not listen on ${host}:${port} within ${timeoutMs} ms`);
}

/** Waits until `url` answers with a 2xx status (bounded loop). */
export async function waitForHttp(url, { timeoutMs = 60_000, name = url, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} (waiting for ${url})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(300);
  }
  throw new Error(`${name} not ready at ${url} within ${timeoutMs} ms (${last})`);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a command to completion; output is inherited, dropped (`quiet`) or appended to `logFile`.
 * Resolves with the exit code (128 + signal number when killed by a signal).
 */
export function run(command, args, { env = process.env, cwd = ROOT, quiet = false, logFile } = {}) {
  return new Promise((resolve, reject) => {
    const fd = logFile ? openLog(logFile) : undefined;
    const stdio = fd !== undefined ? ['ignore', fd, fd] : quiet ? 'ignore' : 'inherit';
    const child = spawn(command, args, { cwd, env, stdio });
    if (fd !== undefined) closeSync(fd);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? 128 + (osConstants.signals[signal] ?? 0)));
  });
}

function openLog(logFile) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  return openSync(logFile, 'a');
}

/** Node 24 of the workspace (node_modules/.bin/node) when installed, else the running Node. */
export function workspaceNode() {
  const bin = path.join(ROOT, 'node_modules/.bin/node');
  return existsSync(bin) ? bin : process.execPath;
}

function runSync(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

const has = (binary) => spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

let aptUpdated = false;
function aptInstall(packages, why) {
  if (!isRoot())
    throw new Error(
      `${why} is not installed; install it (apt-get install -y ${packages.join(' ')}) or run as root`,
    );
  log(`installing ${packages.join(', ')} with apt (${why} missing)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  const ok =
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
      .status === 0;
  if (!ok) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname === 'localhost' ? '127.0.0.1' : parsed.hostname,
    port: Number(parsed.port || defaultPort),
  };
}

const isLocal = (host) => ['127.0.0.1', '::1', 'localhost'].includes(host);

/**
 * PostgreSQL at DATABASE_URL: used when it answers; a local cluster is started when installed but
 * stopped, installed with apt when absent. Returns 'running' | 'started'.
 */
export async function ensurePostgres(databaseUrl) {
  const { host, port } = hostPort(databaseUrl, 5432);
  if (await isPortOpen(port, host)) return 'running';
  if (!isLocal(host)) throw new Error(`PostgreSQL at ${host}:${port} does not answer`);
  if (!existsSync('/etc/postgresql') || !has('pg_ctlcluster')) aptInstall(['postgresql'], 'PostgreSQL');
  const versions = readdirSync('/etc/postgresql');
  if (versions.length === 0)
    throw new Error('PostgreSQL is installed but has no cluster under /etc/postgresql');
  log(`starting PostgreSQL ${versions[0]}`);
  if (!runSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'])) {
    throw new Error('pg_ctlcluster start failed');
  }
  await waitForPort(port, { host, timeoutMs: 30_000, name: 'PostgreSQL' });
  return 'started';
}

/** Debian's nginx for the cluster layout (`npm run start:cluster`), installed with apt when absent (root). */
export function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return 'present';
  aptInstall(['nginx'], 'nginx');
  return 'installed';
}

/** Redis at REDIS_URL, same policy as PostgreSQL. The daemon it starts outlives the tool (a system service). */
export async function ensureRedis(redisUrl) {
  const { host, port } = hostPort(redisUrl, 6379);
  if (await isPortOpen(port, host)) return 'running';
  if (!isLocal(host)) throw new Error(`Redis at ${host}:${port} does not answer`);
  if (!has('redis-server')) aptInstall(['redis-server'], 'Redis');
  log('starting Redis');
  mkdirSync('/var/lib/redis', { recursive: true });
  mkdirSync('/var/log/redis', { recursive: true });
  const args = [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    String(port),
    '--save',
    '',
    '--appendonly',
    'no',
  ];
  args.push('--dir', '/var/lib/redis', '--logfile', '/var/log/redis/ci.log');
  if (!runSync('redis-server', args)) throw new Error('redis-server failed to start');
  await waitForPort(port, { host, timeoutMs: 15_000, name: 'Redis' });
  return 'started';
}

async function withAdminClient(databaseUrl, fn) {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const databaseName = (databaseUrl) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database named in the URL when it does not exist. Returns true when created. */
export async function ensureDatabase(databaseUrl) {
  const name = databaseName(databaseUrl);
  return withAdminClient(databaseUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount > 0) return false;
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return true;
  });
}

/** Drops and recreates the database named in the URL (e2e and bench: a fresh database per run). */
export async function recreateDatabase(databaseUrl) {
  const name = databaseName(databaseUrl);
  if (name === 'postgres' || name === 'template0' || name === 'template1')
    throw new Error(`refusing to recreate ${name}`);
  await withAdminClient(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
}

/** Drops the database named in the URL when it exists (a tool's throw-away database, after its run). */
export async function dropDatabase(databaseUrl) {
  const name = databaseName(databaseUrl);
  if (name === 'postgres' || name === 'template0' || name === 'template1') throw new Error(`refusing to drop ${name}`);
  await withAdminClient(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** Deletes every Redis key under `prefix` (e2e and bench start from an empty queue state). */
export async function clearRedisPrefix(redisUrl, prefix) {
  if (!prefix || prefix.length < 3) throw new Error(`refusing to clear Redis prefix "${prefix}"`);
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/**
 * Tracks the child processes a tool starts, so it stops exactly those (and nothing else) on exit
 * or Ctrl-C. Each child runs in its own process group; stop() sends SIGTERM to the group, then
 * SIGKILL after a grace period.
 */
export class ProcessGroup {
  children = [];

  /**
   * Starts a long-running child; its output is prefixed with `name` on the console, or appended to
   * `logFile` when given (e2e and bench keep the console for the runner's summary).
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean, logFile?: string }} [options]
   */
  spawn(name, command, args, { env = process.env, cwd = ROOT, quiet = false, logFile } = {}) {
    if (logFile || quiet) {
      // The child writes straight into the file (or nowhere): no parent CPU spent relaying logs (matters to the bench).
      const fd = logFile ? openLog(logFile) : undefined;
      const child = spawn(command, args, {
        cwd,
        env,
        detached: true,
        stdio: fd !== undefined ? ['ignore', fd, fd] : 'ignore',
      });
      if (fd !== undefined) closeSync(fd);
      child.once('error', (error) => console.error(`[${name}] ${error.message}`));
      this.children.push({ name, child });
      return child;
    }
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = dim(`[${name}]`);
    const forward = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix} ${line}\n`);
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.once('error', (error) => console.error(`${prefix} ${error.message}`));
    this.children.push({ name, child });
    return child;
  }

  /** Stops every child this group started, newest first. */
  async stop(graceMs = 8000) {
    const alive = this.children
      .filter(({ child }) => child.exitCode === null && child.signalCode === null)
      .reverse();
    this.children = [];
    await Promise.all(
      alive.map(async ({ child }) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signalGroup(child, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** MailDev (SMTP sink + web inbox) unless something already listens on its SMTP port. */
export async function ensureMaildev(group, { smtpPort = 1025, webPort = 1080 } = {}) {
  if (await isPortOpen(smtpPort)) return 'running';
  const bin = path.join(ROOT, 'node_modules/.bin/maildev');
  const child = group.spawn(
    'maildev',
    bin,
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    {
      quiet: true,
    },
  );
  await waitForPort(smtpPort, { name: 'MailDev', child, timeoutMs: 30_000 });
  return 'started';
}

/** Default local service URLs (overridable by env, as `.env.example` documents). */
export function serviceUrls(env = process.env) {
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fachwerk',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    smtpPort: envPort('MAILDEV_SMTP_PORT', 1025, env),
    maildevWebPort: envPort('MAILDEV_WEB_PORT', 1080, env),
  };
}

/**
 * PostgreSQL + Redis up and the database present: what `npm start`, `npm test` and the bench need
 * first. Returns a function that stops the services this call started (and only those).
 */
export async function ensureServices(env = process.env, { database = true } = {}) {
  const { databaseUrl, redisUrl } = serviceUrls(env);
  const pgState = await ensurePostgres(databaseUrl);
  const redisState = await ensureRedis(redisUrl);
  log(`PostgreSQL ${pgState}, Redis ${redisState}`);
  if (database && (await ensureDatabase(databaseUrl))) log(`created database ${databaseName(databaseUrl)}`);
  return function stopStartedServices() {
    if (redisState === 'started') {
      spawnSync('redis-cli', ['-p', String(hostPort(redisUrl, 6379).port), 'shutdown', 'nosave'], {
        stdio: 'ignore',
      });
    }
    if (pgState === 'started') {
      const [version] = readdirSync('/etc/postgresql');
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'stop'], { stdio: 'ignore' });
    }
  };
}
