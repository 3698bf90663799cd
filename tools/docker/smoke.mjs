/**
 * Smoke test of the production images (`tools/docker/images.sh smoke`, after the build): runs them
 * with podman against this machine's PostgreSQL and Redis (host network for api and worker, the web
 * image on the bridge with its ports mapped), in a database and Redis prefix of their own:
 *   1. one-off api container: migrations + demo data (`node dist/apps/api/main.js seed`)
 *   2. api and worker containers; cold start = container start → /health answers 200
 *   3. login (client, supplier), a job posted by the client
 *   4. an invoice drafted and issued by the supplier; the worker image renders it; its PDF has every
 *      font embedded (pdffonts) and its XML passes the official rules (CII schema, EN 16931, XRechnung)
 *   5. the web image serves the shell and the runtime manifest with the given API URL
 * Prints each step and the image sizes; exits non-zero on the first failure. Ports: SMOKE_PORT
 * (5262: api, +1 metrics, +2 shell, +3 client remote). Usage: node tools/docker/smoke.mjs <tag>
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const tag = process.argv[2] ?? 'local';
const PORT = Number(process.env.SMOKE_PORT ?? 5262);
const API = `http://127.0.0.1:${PORT}/api/v1`;
const DATABASE = `fachwerk_images_${process.pid}`;
const ADMIN_URL = process.env.SMOKE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DATABASE}`);
const PASSWORD = 'Fachwerk!2026';
const names = { api: `fachwerk-smoke-api-${process.pid}`, worker: `fachwerk-smoke-worker-${process.pid}`, web: `fachwerk-smoke-web-${process.pid}` };
const env = {
  API_HOST: '127.0.0.1',
  API_PORT: String(PORT),
  DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `fachwerk-images-${process.pid}`,
  SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
  JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
  JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  PUBLIC_URL: `http://127.0.0.1:${PORT + 2}`,
  CORS_ORIGINS: `http://127.0.0.1:${PORT + 2}`,
  RATE_LIMIT_MAX: '100000',
  METRICS_PORT: String(PORT + 1),
  STORAGE_DIR: '/app/.data/files',
};
const envArgs = Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
const podman = (...args) => execFileSync('podman', ['--runtime', 'runc', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const step = (text) => console.log(`[smoke] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what, check, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

async function call(pathname, { token, method = 'GET', json } = {}) {
  const response = await fetch(`${API}${pathname}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, body: type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()) };
}

async function login(email, userType) {
  const response = await call('/auth/login', { method: 'POST', json: { email, password: PASSWORD, userType } });
  const token = response.body?.data?.accessToken;
  if (!token) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return token;
}

const admin = new pg.Client(ADMIN_URL);
await admin.connect();
await admin.query(`CREATE DATABASE ${DATABASE}`);
// Files rendered by the worker are read by the api: one volume for both.
const volume = `fachwerk-smoke-files-${process.pid}`;
podman('volume', 'create', volume);
const mount = ['-v', `${volume}:/app/.data/files`];
let failed = false;
try {
  step('migrations + demo data (one-off api container)');
  podman('run', '--rm', '--network', 'host', ...mount, '--user', '0', '--entrypoint', 'sh', `localhost/fachwerk-api:${tag}`, '-c', 'chown -R node:node /app/.data/files');
  podman('run', '--rm', '--network', 'host', ...envArgs, ...mount, `localhost/fachwerk-api:${tag}`, 'node', 'dist/apps/api/main.js', 'seed');

  const started = Date.now();
  podman('run', '-d', '--name', names.api, '--network', 'host', ...envArgs, ...mount, `localhost/fachwerk-api:${tag}`);
  await until('api health', async () => (await fetch(`${API}/health`)).status === 200);
  step(`api healthy, cold start ${((Date.now() - started) / 1000).toFixed(1)} s (container start → GET /health 200)`);
  const workerEnv = envArgs.map((arg) => (arg === `METRICS_PORT=${PORT + 1}` ? 'METRICS_PORT=' : arg));
  podman('run', '-d', '--name', names.worker, '--network', 'host', ...workerEnv, ...mount, `localhost/fachwerk-worker:${tag}`);

  const [client, supplier] = [await login('client@fachwerk.test', 'client'), await login('supplier@fachwerk.test', 'supplier')];
  step('login of the demo client and supplier');

  const db = new pg.Client(DATABASE_URL);
  await db.connect();
  const id = async (sql, params = []) => (await db.query(sql, params)).rows[0]?.id;
  const electrical = await id(`SELECT id FROM services WHERE key = 'electrical'`);
  const job = {
    type: 'resource',
    title: 'Image smoke test: Elektroinstallation',
    serviceId: electrical,
    startDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    hours: 40,
    workersNeeded: 2,
    skills: [await id(`SELECT id FROM skills WHERE key = 'electrician'`)],
    languages: [{ language: await id(`SELECT id FROM languages WHERE key = 'de'`), level: 'B2' }],
    accommodation: false,
    budgetMin: 3800,
    budgetMax: 4600,
    location: { address: 'Rheinallee 1, 40476 Düsseldorf', city: 'Düsseldorf', state: 'Nordrhein-Westfalen', lat: 51.2277, lng: 6.7735 },
    description: '<p>Unterverteilungen im Neubau</p>',
    experience: 'Medium',
    tools: [await id(`SELECT id FROM tools WHERE service_id = $1 LIMIT 1`, [electrical])],
    certificates: [],
  };
  const posted = await call('/jobs', { token: client, method: 'POST', json: job });
  if (posted.status !== 201) throw new Error(`job post: ${posted.status} ${JSON.stringify(posted.body)}`);
  step('job posted by the client (201)');

  // The seeded fixed-price award in progress of the demo supplier: a partial invoice of 100 EUR.
  const awardId = await id(
    `SELECT a.id FROM awards a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.supplier_id
      WHERE u.email = 'supplier@fachwerk.test' AND a.status = 'in_progress' LIMIT 1`,
  );
  await db.end();
  const draft = await call('/invoices', { token: supplier, method: 'POST', json: { awardId, source: 'award', amountCents: 10_000 } });
  if (draft.status !== 201) throw new Error(`invoice draft: ${draft.status} ${JSON.stringify(draft.body)}`);
  const invoiceId = draft.body.data._id;
  const issued = await call(`/invoices/${invoiceId}/issue`, { token: supplier, method: 'POST' });
  if (issued.status !== 200) throw new Error(`invoice issue: ${issued.status} ${JSON.stringify(issued.body)}`);
  step(`invoice ${issued.body.data.number} issued (validated in the api image's pool)`);
  await until('the worker image to render the invoice', async () => (await call(`/invoices/${invoiceId}`, { token: supplier })).body?.data?.documents?.state === 'ready');
  const pdf = await call(`/invoices/${invoiceId}/pdf`, { token: supplier });
  const xml = await call(`/invoices/${invoiceId}/xml`, { token: supplier });
  if (pdf.status !== 200 || xml.status !== 200) throw new Error(`documents: pdf ${pdf.status}, xml ${xml.status}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'fachwerk-smoke-'));
  writeFileSync(path.join(dir, 'invoice.pdf'), pdf.body);
  const fonts = execFileSync('pdffonts', [path.join(dir, 'invoice.pdf')], { encoding: 'utf8' }).trim().split('\n').slice(2);
  const notEmbedded = fonts.filter((line) => line.trim().split(/\s+/).at(-5) !== 'yes');
  if (fonts.length === 0 || notEmbedded.length > 0) throw new Error(`pdffonts: fonts not embedded:\n${notEmbedded.join('\n') || '(no fonts)'}`);
  step(`PDF rendered by the worker image: ${fonts.length} fonts, all embedded (pdffonts)`);
  // The validation pool's thread module, run in this process (it validates on import's terms: cwd = workspace root).
  const { default: validate } = await import(pathToFileURL(path.resolve('libs/server/documents/src/lib/invoice/einvoice-validation.worker.mjs')).href);
  const verdict = validate({ xml: xml.body.toString('utf8') });
  if (!verdict.valid) throw new Error(`XML not valid: ${JSON.stringify(verdict).slice(0, 2000)}`);
  step('XML valid by the official rules (CII schema, EN 16931, XRechnung)');

  podman(
    'run', '-d', '--name', names.web, '-p', `127.0.0.1:${PORT + 2}:4200`, '-p', `127.0.0.1:${PORT + 3}:4201`,
    '-e', `PUBLIC_API_URL=http://127.0.0.1:${PORT}`, '-e', `PUBLIC_CLIENT_URL=http://127.0.0.1:${PORT + 3}`,
    '-e', 'PUBLIC_SUPPLIER_URL=http://127.0.0.1:4202', '-e', 'PUBLIC_ADMIN_URL=http://127.0.0.1:4203',
    `localhost/fachwerk-web:${tag}`,
  );
  const shell = await until('the web image', async () => {
    const response = await fetch(`http://127.0.0.1:${PORT + 2}/`);
    return response.status === 200 ? response.text() : undefined;
  }, 60_000);
  const manifest = await (await fetch(`http://127.0.0.1:${PORT + 2}/runtime-config.json`)).text();
  const remote = await fetch(`http://127.0.0.1:${PORT + 3}/remoteEntry.js`);
  if (!shell.includes('<html') || !manifest.includes(`http://127.0.0.1:${PORT}`) || remote.status !== 200)
    throw new Error(`web: shell ${shell.slice(0, 80)}, manifest ${manifest.slice(0, 200)}, remote ${remote.status}`);
  step('web image: shell page, runtime manifest with the API URL, a remote entry');
  for (const target of ['api', 'worker', 'web'])
    step(`localhost/fachwerk-${target}:${tag}: ${(Number(podman('image', 'inspect', `localhost/fachwerk-${target}:${tag}`, '--format', '{{.Size}}')) / 1e6).toFixed(0)} MB`);
  step('all steps passed');
} catch (error) {
  failed = true;
  console.error(`[smoke] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  for (const name of Object.values(names)) {
    const logs = spawnSync('podman', ['logs', '--tail', '30', name], { encoding: 'utf8' });
    if (logs.status === 0) console.error(`--- ${name}\n${logs.stdout}${logs.stderr}`);
  }
} finally {
  for (const name of Object.values(names)) spawnSync('podman', ['--runtime', 'runc', 'rm', '-f', name], { stdio: 'ignore' });
  spawnSync('podman', ['volume', 'rm', '-f', volume], { stdio: 'ignore' });
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}
process.exit(failed ? 1 : 0);
