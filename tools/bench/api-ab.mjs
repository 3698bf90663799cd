/**
 * Two builds of the api side by side in one run: `node tools/bench/api-ab.mjs <before main.js> <after main.js>`
 * (e.g. a copy of dist/apps/api before a change, and the new build). Both serve the same seeded
 * database with the same secrets, on two ports; autocannon alternates between them in rotating
 * rounds on the authenticated route (GET /api/v1/notifications/unread-count as the demo supplier) and
 * on GET /api/v1/health/live, and the medians are compared as a ratio after / before, so a busy
 * machine slows both alike. Printed with the load average, never asserted.
 * Env: BENCH_ROUNDS (6), BENCH_DURATION_S (5), BENCH_CONNECTIONS (50), BENCH_AB_PORT (5062, and the
 * next), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/fachwerk_bench_ab), BENCH_REDIS_PREFIX.
 */
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../dev/demo.mjs';
import { ProcessGroup, ROOT, bold, clearRedisPrefix, ensureServices, log, recreateDatabase, run, waitForHttp, workspaceNode } from '../dev/services.mjs';
import { benchServerEnv } from './bench-env.mjs';
import { median, table } from './measure.mjs';

const [beforeMain, afterMain] = process.argv.slice(2).map((file) => path.resolve(file));
if (!beforeMain || !afterMain) throw new Error('usage: node tools/bench/api-ab.mjs <before main.js> <after main.js>');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_AB_PORT ?? 5062);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fachwerk_bench_ab';

const cannon = (url, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve(result.requests.average);
    }),
  );

process.chdir(ROOT);
const env = benchServerEnv({
  databaseUrl: DATABASE_URL,
  redisPrefix: process.env.BENCH_REDIS_PREFIX ?? 'fachwerk-bench-ab',
  storageDir: 'tmp/bench/ab-files',
  origins: ['http://127.0.0.1:4490'],
});
await ensureServices(env, { database: false });
await recreateDatabase(DATABASE_URL);
await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);
await run(workspaceNode(), [afterMain, 'seed'], { env, quiet: true });
const group = new ProcessGroup();
const builds = { before: { main: beforeMain, port: PORT }, after: { main: afterMain, port: PORT + 1 } };
try {
  for (const [name, build] of Object.entries(builds)) {
    const child = group.spawn(name, workspaceNode(), [build.main], { env: { ...env, API_PORT: String(build.port) }, logFile: path.join(ROOT, 'tmp/bench/logs', `ab-${name}.log`) });
    await waitForHttp(`http://127.0.0.1:${build.port}/api/v1/health/live`, { name, child, timeoutMs: 180_000 });
  }
  const login = await fetch(`http://127.0.0.1:${PORT}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.supplier, password: DEMO_PASSWORD, userType: 'supplier' }),
  });
  const token = (await login.json()).data?.accessToken;
  if (!token) throw new Error('login of the demo supplier failed');
  const routes = { authenticated: ['/api/v1/notifications/unread-count', { authorization: `Bearer ${token}` }], live: ['/api/v1/health/live', {}] };
  const samples = { authenticated: { before: [], after: [] }, live: { before: [], after: [] } };
  for (const [route, [url, headers]] of Object.entries(routes)) {
    for (const build of Object.values(builds)) await cannon(`http://127.0.0.1:${build.port}${url}`, headers);
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const name of i % 2 ? ['after', 'before'] : ['before', 'after']) {
        samples[route][name].push(await cannon(`http://127.0.0.1:${builds[name].port}${url}`, headers));
      }
      log(`${route} round ${i + 1}/${ROUNDS}: before ${samples[route].before.at(-1).toFixed(0)}, after ${samples[route].after.at(-1).toFixed(0)} req/s`);
    }
  }
  console.log(`\n${bold(`Two api builds side by side: ${ROUNDS} alternating rounds of ${DURATION_S} s, ${CONNECTIONS} connections (medians)`)}`);
  console.log(
    table(
      ['route', 'before req/s', 'after req/s', 'after / before'],
      Object.entries(samples).map(([route, s]) => [route, median(s.before).toFixed(0), median(s.after).toFixed(0), (median(s.after) / median(s.before)).toFixed(3)]),
    ),
  );
  console.log(`load average (1, 5, 15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}; ${os.availableParallelism()} cores`);
} finally {
  await group.stop();
}
