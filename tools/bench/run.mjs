/**
 * `npm run bench` (after the builds): two figures, printed as tables, never asserted in a test.
 *
 * 1. Initial JavaScript (gzip) as a browser really loads it: Debian Chromium opens the built shell
 *    as a guest and, logged in per role, at /dashboard; every JavaScript response is gzipped and
 *    summed per origin (shell vs the role's remote). Targets: shell + one remote ≤ 200 KB,
 *    each remote ≤ 75 KB.
 * 2. Framework overhead: autocannon on GET /api/v1/health/live of the built api (full chain:
 *    logging, guards, envelope) vs a bare Fastify server returning the same body, in rotating
 *    rounds of the same run, loopback only. The ratio that meets the ≥ 0.6 target compares with a
 *    bare Fastify that logs its requests exactly as the api does (same pino settings, asynchronous
 *    stdout destination, same line; see bare-server.mjs), the measurement the target comes from; the
 *    ratio against a bare Fastify without logging is printed beside it, labelled. p99 of each.
 *
 * 3. The same ratio on an authenticated route (GET /api/v1/notifications/unread-count through guards,
 *    live-session check, pipe, envelope and logging) against bare-auth-server.mjs doing the same
 *    token check, session query, count query and logging without Nest.
 *
 * Env: BENCH_ROUNDS (4), BENCH_DURATION_S (5), BENCH_CONNECTIONS (50); ports BENCH_API_PORT (3290),
 * BENCH_SHELL_PORT (4490), BENCH_CLIENT/SUPPLIER/ADMIN_PORT (4491-4493), BENCH_BARE_PORT (3291, and the next).
 * Without a flag all run (1, 2, then --content, --accounts and --jobs, each in its own process).
 * BENCH_API_MAIN: the api build to measure with --api-only and --content (default dist/apps/api/main.js).
 * --check-auth-ratio (with --api-only, the CI tier `bench`): waits for a quiet machine (1-minute load
 *   average ≤ the cores, at most BENCH_QUIET_WAIT_S = 180 s; still busy: the run fails, saying so),
 *   measures only the authenticated figure and exits non-zero when its ratio api / bare, measured in
 *   this one run, is below BENCH_AUTH_RATIO_MIN (0.55). Never an absolute time.
 * Env BENCH_REDIS_PREFIX (fachwerk-bench): the Redis prefix the bench's api uses (cleared at the start).
 * Flags: --js-only, --api-only (starts the api alone: needs only the api build); --accounts runs only tools/bench/accounts.mjs (argon2id, GET /auth/me);
 *   --content runs only the common-content benchmark (tools/bench/content.mjs);
 *   --jobs runs only the marketplace benchmark (tools/bench/jobs.mjs: search and relevant jobs at a fixed rate);
 *   --invoices runs only the invoice rendering benchmark (tools/bench/invoices.mjs: ZUGFeRD PDF + XRechnung XML per core, validation time);
 *   --chat runs only the chat delivery benchmark (tools/bench/chat.mjs: 1,000 sockets on two api processes, 50 messages/s, latency, lost, duplicated, RSS);
 *   --load runs only the mixed-load suite through nginx to two api processes, and the capacity search (tools/bench/load.mjs);
 *   --lighthouse runs only Lighthouse on the home page, the job search and a dashboard, mobile and desktop (tools/bench/lighthouse.mjs).
 */
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEALTH_LIVE_PATH, portsFromEnv, runApiCommand, serveBuilt } from '../dev/serve-built.mjs';
import {
  ProcessGroup,
  ROOT,
  bold,
  clearRedisPrefix,
  ensureServices,
  envPort,
  log,
  recreateDatabase,
  run,
  waitForHttp,
  waitForPort,
  workspaceNode,
} from '../dev/services.mjs';
import { INITIAL_JS_HEADERS, initialJsRows, measureInitialJs } from './initial-js.mjs';
import { KB, overhead, table } from './measure.mjs';
import { benchAccounts } from './accounts.mjs';
import { benchServerEnv } from './bench-env.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../dev/demo.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const flags = new Set(process.argv.slice(2));
const positiveInt = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 600)
    throw new Error(`${name} must be an integer between 1 and 600`);
  return value;
};
const ROUNDS = positiveInt('BENCH_ROUNDS', 4);
const DURATION_S = positiveInt('BENCH_DURATION_S', 5);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50);
const ports = portsFromEnv(
  process.env,
  { api: 3290, shell: 4490, client: 4491, supplier: 4492, admin: 4493 },
  'BENCH_',
);
const BARE_PORT = envPort('BENCH_BARE_PORT', 3291);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fachwerk_bench';
const kb = (bytes) => (bytes / KB).toFixed(1);

async function measureInitialJsTable() {
  const { pages, largest } = await measureInitialJs(ports);
  console.log(`\n${bold('Initial JavaScript (gzip -9, KB), targets: remote ≤ 75, shell + remote ≤ 200')}`);
  console.log(table(INITIAL_JS_HEADERS, initialJsRows(pages)));
  // Where the bytes go: the largest scripts of the last dashboard load, for whoever trims them.
  const top = largest
    .slice(0, Number(process.env.BENCH_LARGEST ?? 6))
    .map(({ file, gzip }) => [file, kb(gzip)]);
  console.log(`\n${bold('Largest scripts (admin /dashboard)')}`);
  console.log(table(['script', 'gzip KB'], top));
  return pages.every((p) => p.ok);
}

function cannon(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        }
        resolve({ rps: result.requests.average, p99: result.latency.p99 });
      },
    );
  });
}

const BASELINES = [
  { key: 'bareLogged', label: 'bare fastify, same request logging as the api', log: true },
  { key: 'bare', label: 'bare fastify, no logging', log: false },
];

async function measureOverhead(group) {
  const apiUrl = `http://127.0.0.1:${ports.api}${HEALTH_LIVE_PATH}`;
  const reference = await fetch(apiUrl);
  const body = await reference.text();
  const urls = { api: apiUrl };
  for (const [i, baseline] of BASELINES.entries()) {
    const port = BARE_PORT + i;
    const args = [
      path.join(HERE, 'bare-server.mjs'),
      String(port),
      String(reference.status),
      body,
      baseline.log ? 'log' : '',
    ];
    group.spawn(baseline.key, workspaceNode(), args, {
      logFile: path.join(ROOT, 'tmp/bench/logs', `${baseline.key}.log`),
    });
    await waitForPort(port, { name: baseline.label });
    urls[baseline.key] = `http://127.0.0.1:${port}${HEALTH_LIVE_PATH}`;
  }
  const servers = ['api', ...BASELINES.map((b) => b.key)];

  // Warm every server, then rotate the order each round so none always runs on a warmer machine.
  for (const server of servers) await cannon(urls[server]);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const round = {};
    const order = servers.map((_, j) => servers[(i + j) % servers.length]);
    for (const server of order) round[server] = await cannon(urls[server]);
    log(
      `round ${i + 1}/${ROUNDS}: ${servers.map((s) => `${s} ${round[s].rps.toFixed(0)} req/s`).join(', ')}`,
    );
    rounds.push(round);
  }
  const vsLogged = overhead(rounds.map((r) => ({ api: r.api, bare: r.bareLogged })));
  const vsBare = overhead(rounds.map((r) => ({ api: r.api, bare: r.bare })));
  const title = `Framework overhead: GET ${HEALTH_LIVE_PATH}, ${CONNECTIONS} connections, ${ROUNDS} rotating rounds of ${DURATION_S} s (medians)`;
  console.log(`\n${bold(title)}`);
  console.log(
    table(
      ['server', 'req/s', 'p99 ms', 'api / this'],
      [
        [
          'api (full chain: logging, guards, envelope)',
          vsLogged.apiRps.toFixed(0),
          vsLogged.apiP99.toFixed(1),
          '-',
        ],
        [
          BASELINES[0].label,
          vsLogged.bareRps.toFixed(0),
          vsLogged.bareP99.toFixed(1),
          vsLogged.ratio.toFixed(3),
        ],
        [BASELINES[1].label, vsBare.bareRps.toFixed(0), vsBare.bareP99.toFixed(1), vsBare.ratio.toFixed(3)],
      ],
    ),
  );
  console.log(
    `framework overhead, throughput ratio api / bare fastify (both logging requests): ${vsLogged.ratio.toFixed(3)} (target ≥ 0.6: ${vsLogged.ok ? 'ok' : 'BELOW'})`,
  );
  console.log(
    `for reference, api / bare fastify without any logging: ${vsBare.ratio.toFixed(3)} (not the target)`,
  );
  // Other processes share the cores: the load average tells how quiet the machine was.
  console.log(
    `load average (1, 5, 15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  return vsLogged.ok;
}

/**
 * Framework overhead where users feel it: GET /api/v1/notifications/unread-count as the seeded
 * supplier through the api's full Nest chain (guards with the live-session check, pipe, envelope,
 * logging) against bare-auth-server.mjs doing the same token check, session query, count query and
 * logging without Nest. Rotating rounds, medians; target ≥ 0.6.
 */
async function measureAuthOverhead(group, env) {
  const route = '/api/v1/notifications/unread-count';
  const login = await fetch(`http://127.0.0.1:${ports.api}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.supplier, password: DEMO_PASSWORD, userType: 'supplier' }),
  });
  const token = (await login.json()).data?.accessToken;
  if (!token) throw new Error('bench login of the demo supplier failed');
  const headers = { authorization: `Bearer ${token}` };
  const port = BARE_PORT + BASELINES.length;
  group.spawn(
    'bareAuth',
    workspaceNode(),
    [path.join(HERE, 'bare-auth-server.mjs'), String(port), env.DATABASE_URL, env.JWT_ACCESS_SECRET],
    {
      logFile: path.join(ROOT, 'tmp/bench/logs', 'bareAuth.log'),
    },
  );
  await waitForPort(port, { name: 'bare authenticated fastify' });
  const urls = { api: `http://127.0.0.1:${ports.api}${route}`, bare: `http://127.0.0.1:${port}${route}` };
  const [apiAnswer, bareAnswer] = await Promise.all([
    fetch(urls.api, { headers }),
    fetch(urls.bare, { headers }),
  ]);
  const [apiBody, bareBody] = [await apiAnswer.json(), await bareAnswer.json()];
  if (apiBody.data?.count !== bareBody.data?.count)
    throw new Error(`the two servers disagree: ${JSON.stringify([apiBody, bareBody])}`);
  for (const server of ['api', 'bare']) await cannon(urls[server], headers);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const round = {};
    for (const server of i % 2 ? ['bare', 'api'] : ['api', 'bare'])
      round[server] = await cannon(urls[server], headers);
    log(
      `auth round ${i + 1}/${ROUNDS}: api ${round.api.rps.toFixed(0)} req/s, bare ${round.bare.rps.toFixed(0)} req/s`,
    );
    rounds.push(round);
  }
  const result = overhead(rounds);
  console.log(
    `\n${bold(`Framework overhead, authenticated: GET ${route}, ${CONNECTIONS} connections, ${ROUNDS} rotating rounds of ${DURATION_S} s (medians)`)}`,
  );
  console.log(
    table(
      ['server', 'req/s', 'p99 ms', 'api / this'],
      [
        [
          'api (Nest: guards + live session, pipe, envelope, logging)',
          result.apiRps.toFixed(0),
          result.apiP99.toFixed(1),
          '-',
        ],
        [
          'bare fastify: same token check, session and count queries, logging',
          result.bareRps.toFixed(0),
          result.bareP99.toFixed(1),
          result.ratio.toFixed(3),
        ],
      ],
    ),
  );
  console.log(
    `authenticated framework overhead, throughput ratio api / bare: ${result.ratio.toFixed(3)} (target ≥ 0.6: ${result.ok ? 'ok' : 'BELOW'})`,
  );
  console.log(`load average (1, 5, 15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  return result;
}

/** Waits until the 1-minute load average is at most the cores (true) or `seconds` pass (false). */
async function quietMachine(seconds) {
  const cores = os.availableParallelism();
  const until = Date.now() + seconds * 1000;
  while (os.loadavg()[0] > cores) {
    if (Date.now() > until) return false;
    log(`waiting for a quiet machine: load ${os.loadavg()[0].toFixed(2)} > ${cores} cores`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  return true;
}

/** The CI gate: the authenticated ratio of one quiet run must not fall below BENCH_AUTH_RATIO_MIN. */
async function checkAuthRatio(group, env) {
  const min = Number(process.env.BENCH_AUTH_RATIO_MIN ?? 0.55);
  const waitS = Number(process.env.BENCH_QUIET_WAIT_S ?? 180);
  if (!(await quietMachine(waitS))) {
    console.error(`[bench] the machine is not quiet (load ${os.loadavg()[0].toFixed(2)} after ${waitS} s): no verdict possible, failing`);
    process.exitCode = 1;
    return;
  }
  const result = await measureAuthOverhead(group, env);
  const verdict = result.ratio >= min;
  console.log(`authenticated ratio ${result.ratio.toFixed(3)} against the floor ${min}: ${verdict ? 'ok' : 'BELOW THE FLOOR'}`);
  if (!verdict) process.exitCode = 1;
}

/** BENCH_API_MAIN: another build of the api to measure (e.g. a copy of an earlier one), for --api-only and --content. */
export const apiMainPath = () => path.resolve(ROOT, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');

/** The built api alone (seeded, on ports.api), for the framework-overhead figure. */
async function serveApiOnly({ env, group }) {
  const logDir = path.join(ROOT, 'tmp/bench/logs');
  const apiEnv = { ...env, API_PORT: String(ports.api) };
  await runApiCommand('seed', apiEnv, { logFile: path.join(logDir, 'seed.log') });
  const api = group.spawn('api', workspaceNode(), [apiMainPath()], {
    env: apiEnv,
    logFile: path.join(logDir, 'api.log'),
  });
  await waitForHttp(`http://127.0.0.1:${ports.api}${HEALTH_LIVE_PATH}`, {
    name: 'api',
    child: api,
    timeoutMs: 90_000,
  });
  return { stop: () => group.stop() };
}

async function main() {
  if (flags.has('--invoices')) {
    const { runInvoicesBench } = await import('./invoices.mjs');
    console.log(`\n${(await runInvoicesBench()) ? 'all targets met' : 'some targets missed (see table)'}`);
    return;
  }
  if (flags.has('--load')) {
    const { runLoadBench } = await import('./load.mjs');
    console.log(`\n${(await runLoadBench()) ? 'all targets met' : 'some targets missed (see table)'}`);
    return;
  }
  if (flags.has('--chat')) {
    const { runChatBench } = await import('./chat.mjs');
    console.log(`\n${(await runChatBench()) ? 'all targets met' : 'some targets missed (see table)'}`);
    return;
  }
  if (flags.has('--jobs')) {
    const { runJobsBench } = await import('./jobs.mjs');
    console.log(`\n${(await runJobsBench()) ? 'all targets met' : 'some targets missed (see table)'}`);
    return;
  }
  if (flags.has('--content')) {
    const { runContentBench } = await import('./content.mjs');
    console.log(`\n${(await runContentBench()) ? 'all targets met' : 'some targets missed (see table)'}`);
    return;
  }
  process.chdir(ROOT);
  const env = benchServerEnv({
    databaseUrl: DATABASE_URL,
    redisPrefix: process.env.BENCH_REDIS_PREFIX ?? 'fachwerk-bench',
    storageDir: 'tmp/bench/files',
    origins: [`http://127.0.0.1:${ports.shell}`, `http://localhost:${ports.shell}`],
  });
  await ensureServices(env, { database: false });
  await recreateDatabase(DATABASE_URL);
  await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);
  if (flags.has('--accounts'))
    return benchAccounts({ env, ports, connections: CONNECTIONS, durationS: DURATION_S });
  const group = new ProcessGroup();
  // --api-only needs neither the web builds nor their static servers: the api alone is started.
  const stack = flags.has('--api-only')
    ? await serveApiOnly({ env, group })
    : await serveBuilt({ ports, env, seed: true, worker: false, group, logDir: 'tmp/bench/logs' });
  const verdicts = [];
  try {
    if (flags.has('--lighthouse')) {
      const { runLighthouse } = await import('./lighthouse.mjs');
      verdicts.push(await runLighthouse(`http://127.0.0.1:${ports.shell}`));
      return;
    }
    if (flags.has('--check-auth-ratio')) {
      await checkAuthRatio(group, env);
      return;
    }
    if (!flags.has('--api-only')) verdicts.push(await measureInitialJsTable());
    if (!flags.has('--js-only')) verdicts.push(await measureOverhead(group));
    if (!flags.has('--js-only')) verdicts.push((await measureAuthOverhead(group, env)).ok);
  } finally {
    await stack.stop();
    if (flags.has('--lighthouse'))
      console.log(`\n${verdicts.every(Boolean) ? 'all targets met' : 'some targets missed (see tables)'}`);
  }
  if (flags.has('--lighthouse') || flags.has('--check-auth-ratio')) return;
  console.log(`\n${verdicts.every(Boolean) ? 'all targets met' : 'some targets missed (see tables)'}`);
  // Without a flag, `npm run bench` runs every benchmark: each of the others in its own process,
  // one after the other (each starts its own api on the same ports).
  if (flags.size === 0) {
    for (const flag of ['--content', '--accounts', '--jobs', '--invoices']) {
      console.log(`\n━━ npm run bench -- ${flag}`);
      const code = await run(workspaceNode(), [fileURLToPath(import.meta.url), flag]);
      if (code !== 0) process.exitCode = code;
    }
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  process.exitCode = 1;
});
