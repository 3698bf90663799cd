/**
 * The `budget` tier of `npm test` (after the builds): the initial JavaScript of the built apps as
 * Chromium loads them, measured by tools/bench/initial-js.mjs (the bench's measurement), checked
 * against the budget: each remote ≤ 75 KB gzip, shell + the role's remote ≤ 200 KB. One check per
 * page (guest /, client, supplier and admin /dashboard); exits non-zero when one is over.
 *
 * The stack runs on free loopback ports with a throw-away database and Redis prefix, so the tier
 * can run beside a running `npm start`, the e2e stack or another engineer's run.
 */
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { benchServerEnv } from '../bench/bench-env.mjs';
import { INITIAL_JS_HEADERS, initialJsRows, measureInitialJs } from '../bench/initial-js.mjs';
import { table } from '../bench/measure.mjs';
import { serveBuilt } from '../dev/serve-built.mjs';
import {
  ProcessGroup,
  ROOT,
  clearRedisPrefix,
  dropDatabase,
  ensureServices,
  green,
  recreateDatabase,
  red,
} from '../dev/services.mjs';

/** A loopback port where nothing listens (bound once by the OS, then released). */
function unusedPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const started = Date.now();
  process.chdir(ROOT);
  const ports = {};
  for (const name of ['api', 'shell', 'client', 'supplier', 'admin']) ports[name] = await unusedPort();
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/fachwerk_budget_${process.pid}`;
  const env = benchServerEnv({
    databaseUrl: process.env.BUDGET_DATABASE_URL ?? databaseUrl,
    redisPrefix: `fachwerk-budget-${process.pid}`,
    storageDir: `tmp/budget/files-${process.pid}`,
    origins: [`http://127.0.0.1:${ports.shell}`, `http://localhost:${ports.shell}`],
  });
  await ensureServices(env, { database: false });
  await recreateDatabase(env.DATABASE_URL);
  const group = new ProcessGroup();
  let result;
  try {
    const stack = await serveBuilt({
      ports,
      env,
      seed: true,
      worker: false,
      group,
      logDir: 'tmp/budget/logs',
    });
    try {
      result = await measureInitialJs(ports);
    } finally {
      await stack.stop();
    }
  } finally {
    await group.stop();
    await dropDatabase(env.DATABASE_URL);
    await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);
    await rm(path.join(ROOT, env.STORAGE_DIR), { recursive: true, force: true });
  }

  console.log('Initial JavaScript (gzip -9, KB): remote ≤ 75, shell + remote ≤ 200\n');
  console.log(table(INITIAL_JS_HEADERS, initialJsRows(result.pages)));
  console.log('');
  for (const page of result.pages) {
    console.log(
      `  ${page.ok ? green('✓') : red('✘')} ${page.page}${page.ok ? '' : `: ${page.problems.join('; ')}`}`,
    );
  }
  // where the bytes of the last page (admin /dashboard) go, for whoever has to trim them
  console.log('\nLargest initial scripts of admin /dashboard (gzip KB):');
  for (const { file, gzip } of result.largest.slice(0, 10))
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)}  ${file}`);
  const failed = result.pages.filter((p) => !p.ok).length;
  const passed = result.pages.length - failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // the summary in Playwright's shape, so `npm test` counts these checks with the other runners'
  console.log('');
  if (failed > 0) console.log(`  ${failed} failed`);
  console.log(`  ${passed} passed (${seconds}s)`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(red(`[budget] ${error.message}`));
  console.error(`server logs: ${path.join(ROOT, 'tmp/budget/logs')}`);
  process.exitCode = 1;
});
