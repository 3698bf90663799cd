/**
 * The fault suite's harness (`npm run test:faults`): real processes on this machine, each scenario
 * on its own ports, database, Redis prefix (or its own redis-server / PostgreSQL cluster) and mail
 * sink. The built api and worker (dist/apps) run as child processes, so a scenario can kill -9 them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import {
  ProcessGroup,
  ROOT,
  dropDatabase,
  isPortOpen,
  recreateDatabase,
  sleep,
  waitForHttp,
  workspaceNode,
} from '../dev/services.mjs';
import { DIST, HEALTH_LIVE_PATH, runApiCommand } from '../dev/serve-built.mjs';

export const FAULT_LOG_DIR = path.join(ROOT, 'tmp/faults');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SHARED_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Polls `check` until it returns a truthy value; throws with `what` after `timeoutMs`. */
export async function waitUntil(check, { timeoutMs = 60_000, intervalMs = 200, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `${what} not reached within ${timeoutMs} ms (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`,
  );
}

/**
 * An SMTP sink that records every message it accepts (raw Message-ID → count) and can be taken down
 * and brought back on the same port (the outage scenario).
 */
export class MailSink {
  /** @type {Map<string, number>} */
  received = new Map();
  connectionErrors = 0;
  total = 0;
  server = undefined;

  constructor(port) {
    this.port = port;
  }

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        let head = '';
        stream.on('data', (chunk) => {
          if (head.length < 8192) head += chunk.toString('utf8');
        });
        stream.on('end', () => {
          const id = /^message-id:\s*<([^>]+)>/im.exec(head)?.[1] ?? `unknown-${this.total}`;
          this.received.set(id, (this.received.get(id) ?? 0) + 1);
          this.total += 1;
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    // a sender killed mid-session resets its connection (ECONNRESET): that is the fault under test,
    // counted, not a crash of the sink (an 'error' without a listener failed the worker-kill suite)
    this.server.on('error', () => {
      this.connectionErrors += 1;
    });
  }

  async stop() {
    if (!this.server) return;
    const server = this.server;
    this.server = undefined;
    await new Promise((resolve) => server.close(resolve));
  }

  /** Outbox ids of the mails received (Message-ID `<outboxId@domain>`), with their counts. */
  byOutboxId() {
    const counts = new Map();
    for (const [id, n] of this.received)
      counts.set(id.split('@')[0], (counts.get(id.split('@')[0]) ?? 0) + n);
    return counts;
  }

  get duplicates() {
    return this.total - this.received.size;
  }
}

/** A dedicated redis-server with append-only persistence, restartable on the same port and data. */
export class DedicatedRedis {
  constructor(port, dir = mkdtempSync(path.join(tmpdir(), 'fw-fault-redis-'))) {
    this.port = port;
    this.dir = dir;
    this.url = `redis://127.0.0.1:${port}`;
  }

  async start() {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes'];
    args.push(
      '--appendfsync',
      'always',
      '--dir',
      this.dir,
      '--daemonize',
      'yes',
      '--logfile',
      path.join(this.dir, 'redis.log'),
    );
    if (spawnSync('redis-server', args, { stdio: 'inherit' }).status !== 0)
      throw new Error('redis-server did not start');
    await waitUntil(() => isPortOpen(this.port), { timeoutMs: 15_000, what: `redis on ${this.port}` });
  }

  /** SHUTDOWN (the append-only file is flushed), as a restart by an operator or orchestrator does. */
  async stop() {
    spawnSync('redis-cli', ['-p', String(this.port), 'shutdown'], { stdio: 'ignore' });
    await waitUntil(async () => !(await isPortOpen(this.port)), {
      timeoutMs: 15_000,
      what: `redis on ${this.port} down`,
    });
  }

  async destroy() {
    if (await isPortOpen(this.port)) await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const PG_BIN = (() => {
  const versions = spawnSync('sh', ['-c', 'ls /usr/lib/postgresql'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .filter(Boolean);
  return path.join('/usr/lib/postgresql', versions.sort().at(-1) ?? '15', 'bin');
})();

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A dedicated PostgreSQL cluster (initdb in a temp dir, its own port), so restarting it disturbs no
 * other test. PostgreSQL refuses to run as root: as root it runs as the `postgres` system user.
 */
export class DedicatedPostgres {
  constructor(port) {
    this.port = port;
    this.dir = mkdtempSync(path.join(tmpdir(), 'fw-fault-pg-'));
    this.data = path.join(this.dir, 'data');
    this.url = `postgres://postgres@127.0.0.1:${port}/fachwerk_fault`;
  }

  pgCommand(binary, args) {
    const command = path.join(PG_BIN, binary);
    const result = isRoot()
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${binary} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  }

  async init() {
    if (isRoot()) {
      const { uid, gid } = postgresUser();
      chownSync(this.dir, uid, gid);
    }
    this.pgCommand('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await this.start();
    const admin = new pg.Client({ connectionString: this.url.replace('/fachwerk_fault', '/postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE fachwerk_fault');
    await admin.end();
  }

  async start() {
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.pgCommand('pg_ctl', [
      '-D',
      this.data,
      '-o',
      opts,
      '-l',
      path.join(this.dir, 'pg.log'),
      '-w',
      'start',
    ]);
    await waitUntil(() => isPortOpen(this.port), { timeoutMs: 30_000, what: `postgres on ${this.port}` });
  }

  /** Fast shutdown: open transactions are rolled back, clients are disconnected. */
  async stop() {
    this.pgCommand('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  async destroy() {
    try {
      await this.stop();
    } catch {
      /* not running */
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function postgresUser() {
  const out = spawnSync('id', ['postgres'], { encoding: 'utf8' }).stdout;
  return { uid: Number(/uid=(\d+)/.exec(out)?.[1]), gid: Number(/gid=(\d+)/.exec(out)?.[1]) };
}

/**
 * The built api and worker for one scenario: own database (created and migrated here unless a
 * dedicated cluster is given), own Redis prefix, own storage dir, own mail sink port.
 */
export class FaultStack {
  group = new ProcessGroup();
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  processes = new Map();

  /**
   * @param {string} name
   * @param {{ databaseUrl?: string, redisUrl?: string, smtpPort: number, apiPort?: number, env?: Record<string, string> }} options
   */
  constructor(name, { databaseUrl, redisUrl = SHARED_REDIS_URL, smtpPort, apiPort, env = {} }) {
    this.name = name;
    const id = randomBytes(3).toString('hex');
    const url = new URL(ADMIN_URL);
    url.pathname = `/fw_fault_${name}_${id}`;
    this.ownDatabase = !databaseUrl;
    this.databaseUrl = databaseUrl ?? url.toString();
    this.redisUrl = redisUrl;
    this.redisPrefix = `fw-fault-${name}-${id}`;
    this.storageDir = mkdtempSync(path.join(tmpdir(), `fw-fault-${name}-`));
    this.apiPort = apiPort;
    this.logDir = path.join(FAULT_LOG_DIR, name);
    mkdirSync(this.logDir, { recursive: true });
    this.env = {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      REDIS_PREFIX: this.redisPrefix,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STORAGE_DIR: this.storageDir,
      API_PORT: String(apiPort ?? 0),
      PUBLIC_URL: 'http://localhost:4200',
      CORS_ORIGINS: 'http://localhost:4200',
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      OUTBOX_POLL_MS: '200',
      // a killed worker's jobs are taken again after one lock duration (production default 30 s)
      WORKER_LOCK_DURATION_MS: '5000',
      RATE_LIMIT_MAX: '100000',
      ...env,
    };
  }

  /** Creates and migrates the database (and seeds demo data when asked). */
  async prepare({ seed = false } = {}) {
    if (this.ownDatabase) await recreateDatabase(this.databaseUrl);
    await runApiCommand(seed ? 'seed' : 'migrate', this.env, {
      logFile: path.join(this.logDir, 'prepare.log'),
    });
  }

  /**
   * Starts (or restarts) a named api or worker process.
   * @param {'api' | 'worker'} kind
   * @param {string} [name]
   * @param {Record<string, string>} [env]
   */
  async start(kind, name = kind, env = {}) {
    const main = path.join(DIST, kind, 'main.js');
    // the worker's liveness file (as in Kubernetes) tells when its processors are up
    const heartbeat = path.join(this.storageDir, `${name}.heartbeat`);
    rmSync(heartbeat, { force: true });
    const child = this.group.spawn(name, workspaceNode(), [main], {
      env: { ...this.env, WORKER_HEARTBEAT_FILE: heartbeat, ...env },
      logFile: path.join(this.logDir, `${name}.log`),
    });
    this.processes.set(name, child);
    if (kind === 'api') {
      const port = env.API_PORT ?? this.env.API_PORT;
      await waitForHttp(`http://127.0.0.1:${port}${HEALTH_LIVE_PATH}`, { name, child, timeoutMs: 90_000 });
    } else {
      await waitUntil(
        () => {
          if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
          return existsSync(heartbeat);
        },
        { timeoutMs: 90_000, what: `${name} started` },
      );
    }
    return child;
  }

  /** kill -9 of the named process (its whole process group), waiting until it is gone. */
  async kill(name) {
    const child = this.processes.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} is not running`);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
    await exited;
  }

  /** A pg client on the scenario's database (caller ends it). */
  async db() {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    return client;
  }

  async stop() {
    await this.group.stop();
    if (this.ownDatabase) await dropDatabase(this.databaseUrl).catch(() => undefined);
    rmSync(this.storageDir, { recursive: true, force: true });
  }
}

/** Inserts outbox rows as the api's OutboxWriter does (queue + payload), in batches; returns their ids. */
export async function enqueueOutbox(client, messages) {
  const ids = [];
  for (let i = 0; i < messages.length; i += 200) {
    const batch = messages.slice(i, i + 200);
    const values = batch.map((_, j) => `($${2 * j + 1}, $${2 * j + 2}::jsonb)`).join(',');
    const params = batch.flatMap((m) => [m.queue, JSON.stringify(m.payload)]);
    const { rows } = await client.query(
      `INSERT INTO outbox (queue, payload) VALUES ${values} RETURNING id`,
      params,
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export const mailMessage = (i) => ({
  queue: 'mail',
  payload: {
    to: `fault-${i}@fachwerk.test`,
    template: 'generic',
    locale: 'de',
    data: { subject: `Fault ${i}`, body: `Mail ${i}` },
  },
});

/** The rendering job of an issued invoice (the worker renders its PDF and XML once). */
export const pdfMessage = (invoiceId) => ({ queue: 'pdf', payload: { invoiceId } });

/**
 * `count` issued invoices to render: copies of one the demo seed issued through the real issue path
 * (frozen document, number), each with a number and sequence value of its own, none rendered yet.
 * Returns their ids.
 */
export async function issuedInvoiceCopies(client, count) {
  const { rows } = await client.query(
    `SELECT id FROM invoices WHERE status = 'issued' AND issuer_kind = 'supplier' AND content ? 'document'
     ORDER BY issued_at LIMIT 1`,
  );
  if (!rows[0]) throw new Error('the demo seed issued no supplier invoice to copy');
  const n = Number.parseInt(String(count), 10);
  await client.query('BEGIN');
  try {
    // CREATE TABLE AS takes no parameters: the id is quoted by PostgreSQL itself, the count is an integer
    const { rows: quoted } = await client.query('SELECT quote_literal($1::text) AS q', [rows[0].id]);
    await client.query(
      `CREATE TEMP TABLE fault_invoices ON COMMIT DROP AS
         SELECT i.*, g AS copy_no FROM invoices i CROSS JOIN generate_series(1, ${n}) g WHERE i.id = ${quoted[0].q}::uuid`,
    );
    await client.query(
      `UPDATE fault_invoices SET id = gen_random_uuid(), number = 'FAULT-' || lpad(copy_no::text, 5, '0'),
         sequence_value = 900000 + copy_no, fee_for_invoice_id = NULL`,
    );
    await client.query('ALTER TABLE fault_invoices DROP COLUMN copy_no');
    const { rows: ids } = await client.query('INSERT INTO invoices SELECT * FROM fault_invoices RETURNING id');
    await client.query('COMMIT');
    return ids.map((r) => r.id);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Rows of the outbox not yet processed. */
export async function unprocessed(client) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL');
  return rows[0].n;
}

export { ROOT, sleep, spawn };

/**
 * Steady mixed traffic against an api until stopped: each worker loops over `requests` (functions
 * returning { route, init }) and records every answer's time, route and status (0 = no answer).
 */
export class Load {
  /** @type {{ t: number, route: string, status: number, body?: unknown }[]} */
  samples = [];
  running = false;

  constructor(baseUrl, requests, { concurrency = 4, pauseMs = 20 } = {}) {
    this.baseUrl = baseUrl;
    this.requests = requests;
    this.concurrency = concurrency;
    this.pauseMs = pauseMs;
  }

  start() {
    this.running = true;
    this.loops = Array.from({ length: this.concurrency }, (_, n) => this.loop(n));
  }

  async loop(n) {
    let i = n;
    while (this.running) {
      const make = this.requests[i % this.requests.length];
      i += 1;
      const { route, path: target, init } = make(i);
      let status = 0;
      let body;
      try {
        const res = await fetch(`${this.baseUrl}${target}`, { ...init, signal: AbortSignal.timeout(10_000) });
        status = res.status;
        body = await res.json().catch(() => undefined);
      } catch {
        status = 0;
      }
      this.samples.push({ t: Date.now(), route, status, body });
      await sleep(this.pauseMs);
    }
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops ?? []);
  }

  /**
   * status → count, per route, for samples in [from, to).
   * @returns {Record<string, Record<number, number>>}
   */
  statuses(from = 0, to = Infinity) {
    /** @type {Record<string, Record<number, number>>} */
    const out = {};
    for (const s of this.samples) {
      if (s.t < from || s.t >= to) continue;
      out[s.route] ??= {};
      out[s.route][s.status] = (out[s.route][s.status] ?? 0) + 1;
    }
    return out;
  }
}

/** A contact-form inquiry from a distinct client address (TRUST_PROXY=127.0.0.1): a write with its outbox mail. */
export const inquiryRequest = (i) => ({
  route: 'POST /inquiries',
  path: '/inquiries',
  init: {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({
      name: `Fault ${i}`,
      email: `fault-${i}@fachwerk.test`,
      subject: 'Ausfalltest',
      message: `Anfrage ${i}`,
    }),
  },
});
export const healthRequest = () => ({ route: 'GET /health', path: '/health', init: {} });
export const homeRequest = (i) => ({
  route: 'GET /home',
  path: '/home',
  init: { headers: { 'x-forwarded-for': `10.200.${(i >> 8) & 255}.${i & 255}` } },
});

/**
 * JSON call against the scenario's api (`/api/v1` + path).
 * @param {string} baseUrl
 * @param {string} pathname
 * @param {{ method?: string, token?: string, json?: unknown }} [init]
 * @returns {Promise<{ status: number, body: unknown }>}
 */
export async function apiCall(baseUrl, pathname, { method = 'GET', token, json } = {}) {
  /** @type {Record<string, string>} */
  const headers = { 'accept-language': 'de' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}
