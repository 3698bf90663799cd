/**
 * `npm test`: every test tier in one command, each with its runner's own summary visible.
 * Services first (PostgreSQL, Redis, MailDev, Chromium), then lint, typecheck, unit tests,
 * integration tests, builds, the initial-JavaScript budget of the builds, the fault suite and the
 * Playwright e2e journeys against the built apps.
 * Exits non-zero when any tier fails; a summary table closes the run.
 *
 * One tier after another by default. `--lanes` runs the integration and fault tiers (and the image
 * tier) in a side lane beside the CPU-bound ones, their output printed as one block when they end:
 * measured on the 2-core machine (2026-11-28), that made integration about three times slower
 * (over 30 min beside lint, typecheck, unit and build) and it then overlapped e2e, whose journeys
 * timed out waiting for invoice issues, so it is not the default. Stacks share nothing either way:
 * int suites create their own databases, the fault stacks use their own ports, Redis and PostgreSQL.
 *
 * Options: --only=lint,unit,…  run a subset of the tiers (names as in TIERS below).
 *          --lanes             integration, faults and images beside the other tiers (see above).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  ProcessGroup,
  ROOT,
  bold,
  ensureMaildev,
  ensureServices,
  green,
  log,
  red,
  serviceUrls,
} from '../dev/services.mjs';
import { imageRecipeUnchanged } from '../docker/recipe.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

const NX = path.join(ROOT, 'node_modules/.bin/nx');

/** name → nx arguments; `needs` names tiers whose success is a precondition. */
const TIERS = [
  { name: 'lint', args: ['run-many', '-t', 'lint', '--parallel=2'] },
  { name: 'typecheck', args: ['run-many', '-t', 'typecheck', '--parallel=2'] },
  { name: 'unit', args: ['run-many', '-t', 'test', '--parallel=2'] },
  { name: 'integration', args: ['run-many', '-t', 'int-test', '--parallel=1'], side: true },
  { name: 'build', args: ['run-many', '-t', 'build', '--parallel=2'] },
  // initial JavaScript of the builds within budget (tools/ci/js-budget.mjs: remote ≤ 75 KB, shell + remote ≤ 200 KB)
  { name: 'budget', args: ['run', 'tools:js-budget'], needs: ['build'] },
  // processes killed and restarted: worker, Redis, PostgreSQL, SMTP (tools/faults, against the builds)
  { name: 'faults', args: ['run', 'tools:faults'], needs: ['build'], side: true },
  { name: 'e2e', args: ['run', 'e2e:e2e'], needs: ['build'] },
  // the production images built with podman and run against this machine's services (tools/docker):
  // only when the image recipe changed since its smoke last passed, or when named in --only
  {
    name: 'images',
    args: ['run', 'tools:images'],
    needs: ['build'],
    side: true,
    unless: imageRecipeUnchanged,
  },
  // the authenticated request chain stays ≥ 0.55 of a bare Fastify doing the same work (one quiet run,
  // a ratio). Opt-in (`npm test -- --only=build,bench`) until a quiet machine has confirmed the
  // current ratio: on the shared development machine it could not be measured (load 30+).
  { name: 'bench', args: ['run', 'tools:bench-ratio'], needs: ['build'], optIn: true },
];

function selectedTiers(argv) {
  const only = argv.find((arg) => arg.startsWith('--only='));
  if (!only) return TIERS.filter((tier) => !tier.optIn).map((tier) => ({ ...tier, reason: tier.unless?.() }));
  const names = only.slice('--only='.length).split(',');
  const unknown = names.filter((name) => !TIERS.some((tier) => tier.name === name));
  if (unknown.length > 0)
    throw new Error(`unknown tier(s): ${unknown.join(', ')}; known: ${TIERS.map((t) => t.name).join(', ')}`);
  return TIERS.filter((tier) => names.includes(tier.name));
}

const format = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  if (!existsSync(NX)) throw new Error('node_modules missing: run npm install --no-audit --no-fund first');
  const tiers = selectedTiers(process.argv.slice(2));
  const env = {
    ...process.env,
    NX_NO_CLOUD: 'true',
    NX_DAEMON: 'false',
    NX_TUI: 'false',
    FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
  };
  const started = Date.now();
  const group = new ProcessGroup();
  const results = [];
  const counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    await ensureServices(env);
    const { smtpPort, maildevWebPort } = serviceUrls(env);
    log(`MailDev ${await ensureMaildev(group, { smtpPort, webPort: maildevWebPort })}`);
    if (tiers.some((tier) => tier.name === 'e2e' || tier.name === 'budget')) ensureChromium();
    ensureSystemPackages(tiers.filter((tier) => !tier.reason).map((tier) => tier.name));

    // every tier's outcome as a promise, so a tier in one lane can wait for a tier it needs in the other
    const outcome = new Map();
    const serial = !process.argv.includes('--lanes');
    const runTier = async (tier, buffered) => {
      const needed = (tier.needs ?? []).filter((need) => outcome.has(need));
      const blocked = [];
      for (const need of needed) if ((await outcome.get(need)).status !== 'passed') blocked.push(need);
      if (blocked.length > 0)
        return { name: tier.name, status: 'skipped', ms: 0, note: `${blocked.join(', ')} failed` };
      if (tier.reason) return { name: tier.name, status: 'not needed', ms: 0, note: tier.reason };
      const header = `\n${bold(`━━ ${tier.name}: nx ${tier.args.join(' ')}`)}\n`;
      if (buffered)
        console.log(`\n[fachwerk] ${tier.name} runs beside the main lane; its output follows when it ends`);
      else console.log(header);
      const t0 = Date.now();
      // CI runs every task for real: a result replayed from a local Nx cache proves nothing there.
      const cache = process.env.CI ? ['--skip-nx-cache'] : [];
      const held = buffered ? [] : null;
      // the build tier has just built every app: a tier that needs it does not build them again
      // (e2e's target depends on the six builds; with --skip-nx-cache nx would rebuild them)
      const built =
        (tier.needs ?? []).includes('build') && outcome.has('build') ? ['--excludeTaskDependencies'] : [];
      const code = await runCounting(
        NX,
        [...tier.args, '--outputStyle=static', ...cache, ...built],
        env,
        counts,
        held,
      );
      const ms = Date.now() - t0;
      if (held) {
        console.log(header);
        process.stdout.write(Buffer.concat(held));
        console.log(`[fachwerk] ${tier.name} ended after ${format(ms)}`);
      }
      return {
        name: tier.name,
        status: code === 0 ? 'passed' : 'failed',
        ms,
        note: code === 0 ? '' : `exit ${code}`,
      };
    };
    const lanes = serial ? [tiers] : [tiers.filter((tier) => !tier.side), tiers.filter((tier) => tier.side)];
    // one deferred per tier first, then each lane runs its tiers in order
    const settle = new Map();
    for (const tier of tiers)
      outcome.set(tier.name, new Promise((resolve) => settle.set(tier.name, resolve)));
    await Promise.all(
      lanes.map(async (lane, index) => {
        for (const tier of lane) {
          const buffered = !serial && index > 0 && lanes[0].length > 0;
          const result = await runTier(tier, buffered).catch((error) => ({
            name: tier.name,
            status: 'failed',
            ms: 0,
            note: error.message,
          }));
          settle.get(tier.name)(result);
        }
      }),
    );
    for (const tier of tiers) results.push(await outcome.get(tier.name));
  } finally {
    await group.stop();
  }

  console.log(`\n${bold('━━ npm test summary')}`);
  for (const r of results) {
    const mark = r.status === 'passed' ? green('passed') : r.status === 'failed' ? red('FAILED') : r.status;
    console.log(
      `  ${r.name.padEnd(12)} ${mark.padEnd(tierWidth(mark))} ${format(r.ms).padStart(8)}  ${r.note}`,
    );
  }
  const failed = results.filter((r) => r.status !== 'passed' && r.status !== 'not needed');
  console.log(`  ${'total'.padEnd(12)} ${format(Date.now() - started)}`);
  // One closing line over every runner (Jest projects and Playwright), for humans and CI alike.
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

/**
 * Runs a tier, streaming its output unchanged (or holding it in `held` to print later), and adds up
 * the test counts its runners print: Jest's `Tests: 1 failed, 2 skipped, 10 passed, 13 total` and
 * Playwright's `15 passed (41.2s)`.
 */
function runCounting(command, args, env, counts, held) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const scan = (line) => {
      const plain = line.replace(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '');
      const jest = plain.match(/^\s*Tests:\s+(.*\d+ total)\s*$/);
      const parts = jest
        ? jest[1]
        : /^\s+\d+ (passed|failed|flaky|skipped)( \(|$)/.test(plain)
          ? plain
          : null;
      if (!parts) return;
      for (const [, n, kind] of parts.matchAll(/(\d+) (passed|failed|skipped|flaky)/g)) {
        if (kind === 'passed' || kind === 'flaky') counts.passed += Number(n);
        else counts[kind] += Number(n);
      }
    };
    const tails = [];
    const forward = (stream, out) => {
      let pending = '';
      tails.push(() => pending && scan(pending));
      stream.on('data', (chunk) => {
        if (held) held.push(chunk);
        else out.write(chunk);
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        lines.forEach(scan);
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.once('error', reject);
    child.once('close', (code) => {
      tails.forEach((flush) => flush());
      resolve(code ?? 1);
    });
  });
}

// Colour codes take no room on screen: pad by the visible width.
const ESC = String.fromCharCode(27);
const tierWidth = (mark) =>
  8 +
  (mark.length -
    mark
      .split(ESC)
      .join('')
      .replace(/\[[0-9;]*m/g, '').length);

main().catch((error) => {
  console.error(red(`[fachwerk] npm test: ${error.message}`));
  process.exitCode = 1;
});
