/**
 * `npm run bench -- --content` (after `nx build api`): the common-content call GET /api/v1/content
 * of the built api (full chain: logging, guards, envelope, Redis content cache) under autocannon, vs
 * a bare Fastify server answering the same JSON, in rotating rounds of the same run, loopback only.
 * Prints requests/s and p99 of each, and the throughput ratio api / bare Fastify (target ≥ 0.5);
 * the ratio against a bare Fastify that logs its requests too is printed beside it.
 * Never asserted in a test.
 *
 * Env: BENCH_ROUNDS (4), BENCH_DURATION_S (5), BENCH_CONNECTIONS (50), BENCH_CONTENT_API_PORT (3295),
 * BENCH_CONTENT_BARE_PORT (3296, and the next), BENCH_CONTENT_DATABASE_URL, BENCH_API_MAIN (the api build to
 * measure, default dist/apps/api/main.js).
 */
import autocannon from 'autocannon';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runApiCommand } from '../dev/serve-built.mjs';
import {
  ProcessGroup,
  ROOT,
  bold,
  clearRedisPrefix,
  ensureServices,
  envPort,
  log,
  recreateDatabase,
  waitForHttp,
  waitForPort,
  workspaceNode,
} from '../dev/services.mjs';
import { benchServerEnv } from './bench-env.mjs';
import { median, table } from './measure.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTENT_PATH = '/api/v1/content';
const TARGET = 0.5;

const positiveInt = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 600)
    throw new Error(`${name} must be an integer between 1 and 600`);
  return value;
};

function cannon(url, { connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, pipelining: 1, headers: { 'accept-language': 'de' } },
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

/** Ratio of the medians of alternating rounds, and the median p99s. */
export function compare(rounds, baseline) {
  const apiRps = median(rounds.map((r) => r.api.rps));
  const bareRps = median(rounds.map((r) => r[baseline].rps));
  return {
    apiRps,
    bareRps,
    apiP99: median(rounds.map((r) => r.api.p99)),
    bareP99: median(rounds.map((r) => r[baseline].p99)),
    ratio: bareRps > 0 ? apiRps / bareRps : NaN,
  };
}

export async function runContentBench() {
  const rounds = positiveInt('BENCH_ROUNDS', 4);
  const duration = positiveInt('BENCH_DURATION_S', 5);
  const connections = positiveInt('BENCH_CONNECTIONS', 50);
  const apiPort = envPort('BENCH_CONTENT_API_PORT', 3295);
  const barePort = envPort('BENCH_CONTENT_BARE_PORT', 3296);
  const databaseUrl =
    process.env.BENCH_CONTENT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fachwerk_bench_content';
  process.chdir(ROOT);
  const env = {
    ...benchServerEnv({
      databaseUrl,
      redisPrefix: 'fachwerk-bench-content',
      storageDir: 'tmp/bench/content-files',
      origins: ['http://127.0.0.1:4490'],
    }),
    API_PORT: String(apiPort),
  };
  await ensureServices(env, { database: false });
  await recreateDatabase(databaseUrl);
  await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);
  const logDir = path.join(ROOT, 'tmp/bench/logs');
  await runApiCommand('seed', env, { logFile: path.join(logDir, 'content-seed.log') });

  const group = new ProcessGroup();
  try {
    const api = group.spawn(
      'api',
      workspaceNode(),
      [path.resolve(ROOT, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js')],
      {
        env,
        logFile: path.join(logDir, 'content-api.log'),
      },
    );
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/v1/health/live`, {
      name: 'api',
      child: api,
      timeoutMs: 90_000,
    });
    const urls = { api: `http://127.0.0.1:${apiPort}${CONTENT_PATH}` };
    const reference = await fetch(urls.api, { headers: { 'accept-language': 'de' } });
    const body = await reference.text();
    if (reference.status !== 200)
      throw new Error(`GET ${CONTENT_PATH} answered ${reference.status}: ${body}`);
    const lists = JSON.parse(body).data;
    log(
      `content: ${body.length} bytes (${lists.cmsList.length} CMS pages, ${lists.serviceList.length} services, ` +
        `${lists.languageList.length} languages, ${lists.shiftList.length} shifts, ${lists.skills.length} skills)`,
    );

    const baselines = [
      { key: 'bareLogged', label: 'bare fastify, request logging', log: 'log' },
      { key: 'bare', label: 'bare fastify, no logging', log: '' },
    ];
    for (const [i, baseline] of baselines.entries()) {
      const port = barePort + i;
      group.spawn(
        `content-${baseline.key}`,
        workspaceNode(),
        [path.join(HERE, 'bare-server.mjs'), String(port), '200', body, baseline.log, CONTENT_PATH],
        { logFile: path.join(logDir, `content-${baseline.key}.log`) },
      );
      await waitForPort(port, { name: baseline.label });
      urls[baseline.key] = `http://127.0.0.1:${port}${CONTENT_PATH}`;
    }
    const servers = ['api', ...baselines.map((b) => b.key)];
    const options = { connections, duration };

    // Warm every server, then rotate the order each round so none always runs on a warmer machine.
    for (const server of servers) await cannon(urls[server], options);
    const results = [];
    for (let i = 0; i < rounds; i += 1) {
      const round = {};
      const order = servers.map((_, j) => servers[(i + j) % servers.length]);
      for (const server of order) round[server] = await cannon(urls[server], options);
      log(
        `round ${i + 1}/${rounds}: ${servers.map((s) => `${s} ${round[s].rps.toFixed(0)} req/s`).join(', ')}`,
      );
      results.push(round);
    }
    const vsBare = compare(results, 'bare');
    const vsLogged = compare(results, 'bareLogged');
    console.log(
      `\n${bold(`Common content: GET ${CONTENT_PATH}, ${connections} connections, ${rounds} rotating rounds of ${duration} s (medians)`)}`,
    );
    console.log(
      table(
        ['server', 'req/s', 'p99 ms', 'api / this'],
        [
          ['api (full chain, Redis content cache)', vsBare.apiRps.toFixed(0), vsBare.apiP99.toFixed(1), '-'],
          [baselines[1].label, vsBare.bareRps.toFixed(0), vsBare.bareP99.toFixed(1), vsBare.ratio.toFixed(3)],
          [
            baselines[0].label,
            vsLogged.bareRps.toFixed(0),
            vsLogged.bareP99.toFixed(1),
            vsLogged.ratio.toFixed(3),
          ],
        ],
      ),
    );
    const ok = vsBare.ratio >= TARGET;
    console.log(
      `throughput ratio api / bare fastify (no logging): ${vsBare.ratio.toFixed(3)} (target ≥ ${TARGET}: ${ok ? 'ok' : 'BELOW'})`,
    );
    console.log(`throughput ratio api / bare fastify (both logging requests): ${vsLogged.ratio.toFixed(3)}`);
    return ok;
  } finally {
    await group.stop();
  }
}
