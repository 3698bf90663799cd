/**
 * `npm run bench -- --accounts` (after `nx build api`): the accounts figures, printed,
 * never asserted.
 *
 * 1. argon2id: the parameters the API really uses, read from the hash its own hasher wrote for the
 *    seeded demo accounts (apps/api PasswordHasher via `main.js seed`), not restated here; then the
 *    time per hash in this process with exactly those parameters (median and p95 of BENCH_HASHES).
 * 2. GET /api/v1/auth/me on the built api (production mode, own database and Redis prefix, seeded,
 *    logged in once) under autocannon, loopback only: throughput and p99.
 *
 * Env: BENCH_HASHES (20), BENCH_DURATION_S, BENCH_CONNECTIONS, BENCH_API_PORT (see run.mjs).
 */
import argon2 from 'argon2';
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../dev/demo.mjs';
import { DIST, HEALTH_LIVE_PATH, runApiCommand, serverEnv } from '../dev/serve-built.mjs';
import { ProcessGroup, ROOT, bold, log, waitForHttp, workspaceNode } from '../dev/services.mjs';
import { median, table } from './measure.mjs';

const LOG_DIR = path.join(ROOT, 'tmp/bench/logs');

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `$argon2id$v=19$m=65536,p=4,t=3$<salt>$<hash>` (PHC string, parameters in any order) → its options. */
export function argon2Parameters(encoded) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$([^$]+)\$([^$]+)\$([^$]+)$/.exec(encoded);
  if (!match) throw new Error(`not an argon2 hash: ${encoded.slice(0, 20)}…`);
  const [, variant, version, list, salt, hash] = match;
  const params = Object.fromEntries(list.split(',').map((pair) => pair.split('=')));
  return {
    variant,
    version: Number(version),
    memoryCost: Number(params.m),
    timeCost: Number(params.t),
    parallelism: Number(params.p),
    saltLength: Buffer.from(salt, 'base64').length,
    hashLength: Buffer.from(hash, 'base64').length,
  };
}

async function storedHash(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT password_hash FROM users WHERE email = $1 LIMIT 1', [email]);
    if (!rows[0]) throw new Error(`seeded account ${email} not found`);
    return rows[0].password_hash;
  } finally {
    await client.end();
  }
}

async function measureHashing(databaseUrl, count) {
  const encoded = await storedHash(databaseUrl, DEMO_ACCOUNTS.client);
  if (!(await argon2.verify(encoded, DEMO_PASSWORD)))
    throw new Error('the seeded hash does not verify the demo password');
  const params = argon2Parameters(encoded);
  if (params.variant !== 'argon2id') log(`warning: the API hashes with ${params.variant}, not argon2id`);
  const options = {
    type: argon2[params.variant],
    memoryCost: params.memoryCost,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
    hashLength: params.hashLength,
  };
  await argon2.hash(DEMO_PASSWORD, options); // warm-up
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    const hash = await argon2.hash(DEMO_PASSWORD, options);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (i === 0 && argon2Parameters(hash).memoryCost !== params.memoryCost)
      throw new Error('hash parameters differ from the stored ones');
  }
  console.log(
    `\n${bold('argon2 parameters the API uses (read from the hash its PasswordHasher stored for the seeded demo client)')}`,
  );
  console.log(
    table(
      ['variant', 'version', 'memory (KiB)', 'iterations', 'parallelism', 'salt bytes', 'hash bytes'],
      [
        [
          params.variant,
          `0x${params.version.toString(16)}`,
          params.memoryCost,
          params.timeCost,
          params.parallelism,
          params.saltLength,
          params.hashLength,
        ],
      ],
    ),
  );
  console.log(`\n${bold(`Time per hash, ${count} hashes in this process (ms)`)}`);
  console.log(
    table(
      ['median', 'p95', 'min', 'max'],
      [
        [
          median(times).toFixed(1),
          percentile(times, 95).toFixed(1),
          Math.min(...times).toFixed(1),
          Math.max(...times).toFixed(1),
        ],
      ],
    ),
  );
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    const statuses = {};
    const instance = autocannon({ pipelining: 1, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        const counts = Object.entries(statuses).map(([status, n]) => `${n}× ${status}`).join(', ');
        return reject(new Error(`${options.url}: ${result.non2xx} non-2xx answers (${counts}), ${result.errors} errors`));
      }
      resolve(result);
    });
    instance.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

async function measureMe(apiOrigin, connections, durationS) {
  const response = await fetch(`${apiOrigin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.client, password: DEMO_PASSWORD, userType: 'client' }),
  });
  const login = await response.json();
  if (response.status !== 200) throw new Error(`login failed with ${response.status}: ${login.message}`);
  const options = {
    url: `${apiOrigin}/api/v1/auth/me`,
    headers: { authorization: `Bearer ${login.data.accessToken}` },
    connections,
  };
  await cannon({ ...options, duration: 2 }); // warm-up
  const result = await cannon({ ...options, duration: durationS });
  const title = `GET /api/v1/auth/me (client, one session), ${connections} connections, ${durationS} s`;
  console.log(`\n${bold(title)}`);
  console.log(
    table(
      ['req/s (avg)', 'requests', 'p50 ms', 'p99 ms', 'max ms'],
      [
        [
          result.requests.average.toFixed(0),
          result.requests.total,
          result.latency.p50,
          result.latency.p99,
          result.latency.max,
        ],
      ],
    ),
  );
}

/**
 * Seeds the (already recreated) bench database with the built api, measures hashing, then serves
 * the api alone and loads /auth/me. `env` is run.mjs's bench environment.
 */
export async function benchAccounts({ env, ports, connections, durationS }) {
  const hashes = Number(process.env.BENCH_HASHES ?? 20);
  if (!Number.isInteger(hashes) || hashes < 1 || hashes > 1000)
    throw new Error('BENCH_HASHES must be an integer between 1 and 1000');
  const apiMain = path.join(DIST, 'api/main.js');
  if (!existsSync(apiMain)) throw new Error(`${apiMain} missing: run \`npx nx build api\` first`);
  const childEnv = serverEnv(env, ports);
  await runApiCommand('seed', childEnv, { logFile: path.join(LOG_DIR, 'seed.log') });
  // Hashing first, while no server competes for the two cores.
  await measureHashing(env.DATABASE_URL, hashes);

  const group = new ProcessGroup();
  try {
    const api = group.spawn('api', workspaceNode(), [apiMain], {
      env: childEnv,
      logFile: path.join(LOG_DIR, 'api.log'),
    });
    const apiOrigin = `http://127.0.0.1:${ports.api}`;
    await waitForHttp(`${apiOrigin}${HEALTH_LIVE_PATH}`, { name: 'api', child: api, timeoutMs: 90_000 });
    await measureMe(apiOrigin, connections, durationS);
  } finally {
    await group.stop();
  }
}
