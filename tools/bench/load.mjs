/**
 * `npm run bench -- --load`: mixed traffic of all roles at a fixed rate through nginx to two api
 * processes (with two workers: the `npm run start:cluster` layout), then the capacity of this machine.
 *
 * Phase 1 (BENCH_LOAD_DURATION_S, default 300 s, at BENCH_LOAD_RATE requests/s, default 60): an
 * open-loop generator (requests leave on schedule whether or not earlier ones answered, so a slow
 * server shows as latency, not as a lower rate) over the route classes below. Reported: error rate,
 * p50/p95/p99 per route class, CPU and memory of every process, and a PNG chart of the p95 per class
 * over time (rendered by Debian Chromium) beside the JSON report in tmp/bench/.
 * Phase 1b, invoices beside the rest (BENCH_LOAD_ISOLATION_ROUNDS rounds, default 2, of
 * BENCH_LOAD_ISOLATION_S seconds per half, default 30): at the phase-1 rate, the mix without invoice
 * issue and the full mix alternate, so both halves see the same machine; reported is the p95 of every
 * other route class in each, i.e. whether issuing invoices (whose official validation runs in a
 * worker-thread pool) delays the other requests.
 * Phase 2: the same mix at rising rates (BENCH_LOAD_STEP_S each, default 20 s) until the p95 of
 * search passes 50 ms; the last rate that kept it is reported as the capacity of this machine.
 *
 * BENCH_LOAD_PHASES (default `mix,isolation,capacity`) picks the phases to run.
 *
 * The per-user request budget is raised for the run (RATE_LIMIT_MAX): the limiter still runs on every
 * request, but the bench measures the platform, not the limiter refusing a handful of demo users.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../dev/demo.mjs';
import { portsFromEnv, serveBuilt } from '../dev/serve-built.mjs';
import { ProcessGroup, ROOT, bold, ensureServices, log, recreateDatabase } from '../dev/services.mjs';
import { MailSink } from '../faults/harness.mjs';
import { CHROMIUM_LAUNCH_OPTIONS } from '../ci/chromium.mjs';
import { benchServerEnv } from './bench-env.mjs';
import { table } from './measure.mjs';

const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const DURATION_S = int('BENCH_LOAD_DURATION_S', 300);
const RATE = int('BENCH_LOAD_RATE', 60);
const STEP_S = int('BENCH_LOAD_STEP_S', 20);
const START_RATE = int('BENCH_LOAD_START_RATE', Math.max(5, Math.round(RATE / 4)));
const SEARCH_P95_TARGET_MS = 50;
const ISOLATION_ROUNDS = Number(process.env['BENCH_LOAD_ISOLATION_ROUNDS'] ?? 2);
const ISOLATION_S = int('BENCH_LOAD_ISOLATION_S', 30);
const PHASES = new Set((process.env['BENCH_LOAD_PHASES'] ?? 'mix,isolation,capacity').split(',').map((p) => p.trim()));

/** Share of the traffic per route class (sums to 1). */
export const MIX = {
  search: 0.3,
  'job view': 0.2,
  applications: 0.1,
  'chat message': 0.1,
  notifications: 0.15,
  'hour entries': 0.1,
  'invoice issue': 0.05,
};

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Latencies per class and per second, and failures, of one phase. */
class Recorder {
  samples = {};
  perSecond = {};
  errors = {};
  counts = {};
  constructor(startedAt) {
    this.startedAt = startedAt;
  }
  add(kind, ms, ok, detail) {
    (this.samples[kind] ??= []).push(ms);
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
    const second = Math.floor((Date.now() - this.startedAt) / 1000);
    ((this.perSecond[kind] ??= [])[second] ??= []).push(ms);
    if (!ok) (this.errors[kind] ??= []).push(detail);
  }
  stats(kind) {
    const sorted = [...(this.samples[kind] ?? [])].sort((a, b) => a - b);
    return {
      n: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };
  }
  get total() {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
  get failed() {
    return Object.values(this.errors).reduce((a, b) => a + b.length, 0);
  }
}

async function call(base, pathname, { method = 'GET', token, json } = {}) {
  const headers = { 'accept-language': 'de' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, body };
}

async function login(base, role) {
  const { body } = await call(base, '/auth/login', {
    method: 'POST',
    json: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, userType: role },
  });
  if (!body.data?.accessToken) throw new Error(`bench login ${role} failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** What the route classes act on: demo tokens and ids from the seeded database. */
async function fixtures(base, databaseUrl) {
  const [client, supplier] = [await login(base, 'client'), await login(base, 'supplier')];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const q = async (sql, params = []) => (await db.query(sql, params)).rows;
    const [clientRow] = await q('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNTS.client]);
    const openJobs = (await q(`SELECT id FROM jobs WHERE status = 'open' ORDER BY created_at LIMIT 200`)).map(
      (r) => r.id,
    );
    const ownJobs = (await q(`SELECT id FROM jobs WHERE client_id = $1 LIMIT 50`, [clientRow.id])).map(
      (r) => r.id,
    );
    const chats = await call(base, '/chats', { token: client });
    const chatId = chats.body.data?.items?.[0]?._id;
    const awards = await call(base, '/awards', { token: supplier });
    const awardList = awards.body.data?.items ?? [];
    const fixedAward = awardList.find((a) => (a.job?.type ?? a.jobType) === 'fixedBudget') ?? awardList[0];
    return { client, supplier, openJobs, ownJobs, chatId, awardId: fixedAward?._id };
  } finally {
    await db.end();
  }
}

/** One request of a class; resolves ok or a failure description. */
function requestFor(kind, base, f, i) {
  const pick = (list) => list[i % list.length];
  switch (kind) {
    case 'search':
      return call(base, `/jobs?page=${1 + (i % 3)}&limit=20`, { token: f.supplier });
    case 'job view':
      return call(base, `/jobs/${pick(f.openJobs)}`, { token: f.supplier });
    case 'applications':
      return i % 2
        ? call(base, `/jobs/${pick(f.ownJobs)}/applications`, { token: f.client })
        : call(base, '/applications', { token: f.supplier });
    case 'chat message':
      return call(base, `/chats/${f.chatId}/messages`, {
        method: 'POST',
        token: i % 2 ? f.client : f.supplier,
        json: { clientMessageId: randomUUID(), body: `Lastprobe ${i}` },
      });
    case 'notifications':
      return call(base, '/notifications/unread-count', { token: i % 2 ? f.client : f.supplier });
    case 'hour entries':
      return call(base, `/work-logs?page=1&limit=20`, { token: i % 2 ? f.client : f.supplier });
    case 'invoice issue':
      return (async () => {
        const draft = await call(base, '/invoices', {
          method: 'POST',
          token: f.supplier,
          json: { awardId: f.awardId, source: 'award', amountCents: 100 },
        });
        if (draft.status >= 300) return draft;
        return call(base, `/invoices/${draft.body.data._id}/issue`, {
          method: 'POST',
          token: f.supplier,
          json: {},
        });
      })();
    default:
      throw new Error(`unknown class ${kind}`);
  }
}

/** The mix without one route class, the other shares scaled up to sum to 1 again. */
export function mixWithout(kind, mix = MIX) {
  const rest = Object.entries(mix).filter(([name]) => name !== kind);
  const sum = rest.reduce((a, [, share]) => a + share, 0);
  return Object.fromEntries(rest.map(([name, share]) => [name, share / sum]));
}

/**
 * Fixed-rate open-loop traffic for `seconds` over `mix`; returns the recorder (a new one, or the one
 * given, to pool several runs) once every request answered.
 */
async function drive(base, f, rate, seconds, mix = MIX, recorder = new Recorder(Date.now())) {
  const pending = [];
  const classes = Object.entries(mix);
  const intervalMs = 1000 / rate;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const counters = {};
  for (let n = 0; n < total; n += 1) {
    const due = started + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // deterministic interleaving by share: the class whose share is most behind goes next
    let kind = classes[0][0];
    let behind = -Infinity;
    for (const [name, share] of classes) {
      const gap = share * (n + 1) - (counters[name] ?? 0);
      if (gap > behind) [kind, behind] = [name, gap];
    }
    counters[kind] = (counters[kind] ?? 0) + 1;
    const t0 = performance.now();
    pending.push(
      requestFor(kind, base, f, counters[kind])
        .then(({ status, body }) =>
          recorder.add(kind, performance.now() - t0, status < 400, `${status} ${body?.code ?? ''}`),
        )
        .catch((error) => recorder.add(kind, performance.now() - t0, false, error.message)),
    );
  }
  await Promise.all(pending);
  return recorder;
}

/** CPU (% of one core) and resident memory of each process, sampled every second. */
function sampleProcesses(pids) {
  const ticks = 100; // USER_HZ (clock ticks per second in /proc/<pid>/stat) on Linux
  const last = new Map();
  const series = Object.fromEntries(Object.keys(pids).map((name) => [name, { cpu: [], rssMb: [] }]));
  const read = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return {
        cpu: Number(stat[11]) + Number(stat[12]),
        rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0),
      };
    } catch {
      return undefined;
    }
  };
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [name, list] of Object.entries(pids)) {
      let cpu = 0;
      let rssKb = 0;
      for (const pid of list) {
        const s = read(pid);
        if (!s) continue;
        const prev = last.get(pid);
        if (prev) cpu += ((s.cpu - prev.cpu) / ticks / ((now - prev.at) / 1000)) * 100;
        last.set(pid, { cpu: s.cpu, at: now });
        rssKb += s.rssKb;
      }
      series[name].cpu.push(cpu);
      series[name].rssMb.push(rssKb / 1024);
    }
  }, 1000);
  return {
    stop: () => clearInterval(timer),
    summary: () =>
      Object.entries(series).map(([name, s]) => {
        const cpu = s.cpu.slice(1);
        return {
          process: name,
          cpuMean: cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length),
          cpuMax: Math.max(0, ...cpu),
          rssMax: Math.max(0, ...s.rssMb),
        };
      }),
  };
}

/** PIDs of every process of the platform: our children by name, PostgreSQL and Redis by scan of /proc. */
function platformPids(group) {
  const pids = {};
  for (const { name, child } of group.children) pids[name] = [child.pid];
  const scan = (match) => {
    const found = [];
    for (const entry of readdirSafe('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
        if (match(comm)) found.push(Number(entry));
      } catch {
        /* gone */
      }
    }
    return found;
  };
  pids.postgres = scan((c) => c.startsWith('postgres'));
  pids.redis = scan((c) => c.startsWith('redis-server'));
  return pids;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Line chart (SVG in a page, screenshot by Chromium) of the p95 per class per 5-second window. */
async function writeChart(recorder, file, title) {
  const { chromium } = await import('@playwright/test');
  const windowS = 5;
  const kinds = Object.keys(MIX);
  const seconds = Math.max(...kinds.map((k) => (recorder.perSecond[k] ?? []).length));
  const windows = Math.ceil(seconds / windowS);
  const series = kinds.map((kind) => {
    const points = [];
    for (let w = 0; w < windows; w += 1) {
      const values = (recorder.perSecond[kind] ?? [])
        .slice(w * windowS, (w + 1) * windowS)
        .flat()
        .filter(Number.isFinite);
      if (values.length)
        points.push([
          w * windowS,
          percentile(
            values.sort((a, b) => a - b),
            95,
          ),
        ]);
    }
    return { kind, points };
  });
  const maxY = Math.max(10, ...series.flatMap((s) => s.points.map((p) => p[1]))) * 1.1;
  const W = 1000;
  const H = 500;
  const pad = { l: 60, r: 170, t: 40, b: 40 };
  const x = (s) => pad.l + (s / Math.max(1, seconds)) * (W - pad.l - pad.r);
  const y = (ms) => H - pad.b - (ms / maxY) * (H - pad.t - pad.b);
  const colours = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0a7b83'];
  const ticks = Array.from({ length: 6 }, (_, i) => (maxY / 5) * i);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="Liberation Sans, sans-serif" font-size="12">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${pad.l}" y="22" font-size="15" font-weight="bold">${title}</text>
${ticks.map((t) => `<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(t)}" y2="${y(t)}" stroke="#ddd"/><text x="${pad.l - 6}" y="${y(t) + 4}" text-anchor="end">${t.toFixed(0)} ms</text>`).join('\n')}
<line x1="${pad.l}" x2="${pad.l}" y1="${pad.t}" y2="${H - pad.b}" stroke="#333"/>
<line x1="${pad.l}" x2="${W - pad.r}" y1="${H - pad.b}" y2="${H - pad.b}" stroke="#333"/>
${Array.from({ length: 6 }, (_, i) => (seconds / 5) * i)
  .map((s) => `<text x="${x(s)}" y="${H - pad.b + 16}" text-anchor="middle">${Math.round(s)} s</text>`)
  .join('\n')}
${series
  .map(
    (
      s,
      i,
    ) => `<polyline fill="none" stroke="${colours[i % colours.length]}" stroke-width="2" points="${s.points.map((p) => `${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`).join(' ')}"/>
<rect x="${W - pad.r + 12}" y="${pad.t + i * 20}" width="12" height="12" fill="${colours[i % colours.length]}"/><text x="${W - pad.r + 30}" y="${pad.t + i * 20 + 10}">${s.kind} p95</text>`,
  )
  .join('\n')}
</svg>`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H } });
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot({ path: file });
  } finally {
    await browser.close();
  }
}

export async function runLoadBench() {
  process.chdir(ROOT);
  const ports = portsFromEnv(
    process.env,
    { api: 3290, shell: 4490, client: 4491, supplier: 4492, admin: 4493 },
    'BENCH_',
  );
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fachwerk_bench_load';
  const sink = new MailSink(2598);
  await sink.start();
  const env = {
    ...benchServerEnv({
      databaseUrl,
      redisPrefix: 'fachwerk-bench-load',
      storageDir: 'tmp/bench/load-files',
      origins: [`http://127.0.0.1:${ports.shell}`],
    }),
    SMTP_URL: 'smtp://127.0.0.1:2598',
    RATE_LIMIT_MAX: '10000000',
    LOG_LEVEL: 'info',
  };
  await ensureServices(env, { database: false });
  await recreateDatabase(databaseUrl);
  const group = new ProcessGroup();
  log('load bench: nginx + 2 api processes + 2 workers, seeded …');
  const stack = await serveBuilt({
    ports,
    env,
    seed: true,
    worker: true,
    group,
    cluster: { apis: 2, workers: 2 },
    logDir: 'tmp/bench/load-logs',
  });
  const base = `http://127.0.0.1:${ports.api}/api/v1`;
  const outDir = path.join(ROOT, 'tmp/bench');
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  try {
    const f = await fixtures(base, databaseUrl);
    log(
      `fixtures: ${f.openJobs.length} open jobs, chat ${f.chatId ? 'yes' : 'none'}, award for invoices ${f.awardId ? 'yes' : 'none'}`,
    );
    // warm-up (JIT, pools, the relevant index)
    await drive(base, f, 20, 5);

    let phase = new Recorder(Date.now());
    let processes = [];
    let chart = null;
    let errorRate = 0;
    if (PHASES.has('mix')) {
      const sampler = sampleProcesses(platformPids(group));
      log(`phase 1: ${RATE} requests/s for ${DURATION_S} s …`);
      phase = await drive(base, f, RATE, DURATION_S);
      sampler.stop();
      const rows = Object.keys(MIX).map((kind) => {
        const s = phase.stats(kind);
        const errors = (phase.errors[kind] ?? []).length;
        return [
          kind,
          String(s.n),
          s.p50.toFixed(1),
          s.p95.toFixed(1),
          s.p99.toFixed(1),
          `${errors} (${((errors / Math.max(1, s.n)) * 100).toFixed(2)} %)`,
        ];
      });
      console.log(
        `\n${bold(`Mixed load through nginx → 2 api processes (+ 2 workers): ${RATE} requests/s for ${DURATION_S} s`)}`,
      );
      console.log(table(['route class', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows));
      errorRate = phase.failed / Math.max(1, phase.total);
      console.log(`error rate: ${(errorRate * 100).toFixed(3)} % of ${phase.total} (target 0)`);
      for (const [kind, list] of Object.entries(phase.errors))
        console.log(`  ${kind}: ${[...new Set(list)].slice(0, 5).join('; ')}`);
      processes = sampler.summary();
      console.log(
        table(
          ['process', 'CPU mean %', 'CPU max %', 'RSS max MB'],
          processes.map((p) => [p.process, p.cpuMean.toFixed(1), p.cpuMax.toFixed(1), p.rssMax.toFixed(0)]),
        ),
      );
      chart = path.join(outDir, `load-${stamp}.png`);
      await writeChart(
        phase,
        chart,
        `p95 latency per route class, ${RATE} req/s through nginx to 2 api processes`,
      );
      console.log(`chart: ${path.relative(ROOT, chart)}`);
    }

    let isolation = null;
    if (PHASES.has('isolation') && ISOLATION_ROUNDS > 0 && f.awardId) {
      log(`phase 1b: ${RATE} requests/s, ${ISOLATION_ROUNDS} × (${ISOLATION_S} s without invoice issue, ${ISOLATION_S} s with it) …`);
      const without = new Recorder(Date.now());
      const withInvoices = new Recorder(Date.now());
      const kinds = Object.keys(MIX).filter((k) => k !== 'invoice issue');
      const pooledP95 = (r) => percentile([...kinds.flatMap((k) => r.samples[k] ?? [])].sort((a, b) => a - b), 95);
      // each half on its own too, so the round-to-round spread (the noise) stands beside the difference
      const rounds = [];
      for (let round = 0; round < ISOLATION_ROUNDS; round += 1) {
        const a = await drive(base, f, RATE, ISOLATION_S, mixWithout('invoice issue'));
        const b = await drive(base, f, RATE, ISOLATION_S, MIX);
        for (const [from, into] of [[a, without], [b, withInvoices]])
          for (const [kind, list] of Object.entries(from.samples)) (into.samples[kind] ??= []).push(...list);
        for (const [from, into] of [[a, without], [b, withInvoices]])
          for (const [kind, list] of Object.entries(from.errors)) (into.errors[kind] ??= []).push(...list);
        rounds.push({ without: pooledP95(a), with: pooledP95(b) });
      }
      isolation = Object.fromEntries(kinds.map((k) => [k, { without: without.stats(k), with: withInvoices.stats(k) }]));
      isolation.all = { without: { p95: pooledP95(without) }, with: { p95: pooledP95(withInvoices) } };
      isolation.rounds = rounds;
      console.log(`\n${bold(`Other routes' p95 while invoices are issued (${RATE} req/s, ${withInvoices.stats('invoice issue').n} invoices issued in the 'with' halves)`)}`);
      console.log(
        table(
          ['route class', 'p95 ms without invoices', 'p95 ms with invoices', 'change ms'],
          [...kinds, 'all'].map((k) => [k, isolation[k].without.p95.toFixed(1), isolation[k].with.p95.toFixed(1), (isolation[k].with.p95 - isolation[k].without.p95).toFixed(1)]),
        ),
      );
      console.log(`per round, p95 of all other routes (ms): ${rounds.map((r, i) => `${i + 1}: ${r.without.toFixed(1)} without, ${r.with.toFixed(1)} with`).join('; ')}`);
      console.log(`errors: ${without.failed} without, ${withInvoices.failed} with`);
    }

    const steps = [];
    let capacity = 0;
    if (PHASES.has('capacity')) {
      log('phase 2: rising rate until the p95 of search passes 50 ms …');
      // from a quarter of the phase-1 rate upwards, so the first step is below the machine's limit
      for (let rate = START_RATE; rate <= 2000; rate = Math.round(rate * 1.4)) {
        const step = await drive(base, f, rate, STEP_S);
        const search = step.stats('search');
        const all = [...Object.values(step.samples).flat()].sort((a, b) => a - b);
        steps.push({ rate, searchP95: search.p95, allP95: percentile(all, 95), errors: step.failed });
        console.log(
          `  ${rate} req/s: search p95 ${search.p95.toFixed(1)} ms, all p95 ${percentile(all, 95).toFixed(1)} ms, errors ${step.failed}`,
        );
        if (search.p95 > SEARCH_P95_TARGET_MS || step.failed > 0) break;
        capacity = rate;
      }
      console.log(
        `${bold('capacity of this machine')}: ${capacity} requests/s of the mix with search p95 ≤ ${SEARCH_P95_TARGET_MS} ms (${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(', ')})`,
      );
    }
    const report = {
      at: new Date().toISOString(),
      rate: RATE,
      durationS: DURATION_S,
      mix: MIX,
      classes: Object.fromEntries(
        Object.keys(MIX).map((k) => [k, { ...phase.stats(k), errors: (phase.errors[k] ?? []).length }]),
      ),
      errorRate,
      processes,
      capacity: { rate: capacity, steps, target: `search p95 ≤ ${SEARCH_P95_TARGET_MS} ms` },
      isolation,
      chart: chart ? path.basename(chart) : null,
    };
    const reportFile = path.join(outDir, `load-${stamp}.json`);
    writeFileSync(reportFile, JSON.stringify(report, null, 2));
    console.log(`report: ${path.relative(ROOT, reportFile)}`);
    return errorRate === 0;
  } finally {
    await stack.stop();
    await sink.stop();
  }
}
