/**
 * `npm run bench -- --chat` (after `nx build api`): the chat figures, printed, never
 * asserted in a test.
 *
 * Two built api processes (production mode, own database `fachwerk_bench_chat` and Redis prefix,
 * Socket.IO on the Redis streams adapter) on clusterApiPorts(BENCH_CHAT_API_PORT, 2), addressed
 * directly (no nginx): half the sockets on each, so every conversation has sockets on both and every
 * message crosses processes through the adapter. Fixtures are written by SQL after the seed: 100
 * clients and 100 suppliers cloned from the demo users (same password), one job per client cloned
 * from a demo job, one approved conversation per (client, supplier) pair. Every user logs in through
 * the api (its own session); each conversation gets BENCH_CHAT_SOCKETS_PER_CHAT sockets (10: half
 * client, half supplier, alternating between the two processes), 1,000 in all from this one process,
 * each joined (`chat:join`, acked).
 *
 * Then, open loop for BENCH_CHAT_DURATION_S (60 s) at BENCH_CHAT_RATE (50 messages/s): message n
 * leaves at its scheduled time whether or not earlier sends were acknowledged, via `chat:send` (acked
 * once stored) from the next socket of conversation n mod 100, its body carrying its sequence number
 * and its send time (epoch ms; the body stays clear of the pre-award contact masking). Every socket
 * records the receipt time of each `chat:message`.
 *   latency     receipt − send time, for every (message, recipient socket) pair; recipients are
 *               the other sockets joined to the conversation (the sender's own echo is not counted)
 *               (p99 also split: recipients on the sender's api process vs on the other one)
 *   lost        expected deliveries not received within 5 s after the last send
 *   duplicated  the same message received twice by one socket
 *   memory      RSS of each api process before and after the sockets connected (and after the run),
 *               scaled to 1,000 sockets
 * Targets: p99 ≤ 100 ms, nothing lost, nothing duplicated. A JSON report goes to tmp/bench/.
 *
 * 1,000 sockets need more than 1,000 file descriptors in this process (`ulimit -n 4096` first if
 * `ulimit -n` says 1024). Env: BENCH_CHAT_RATE (50), BENCH_CHAT_DURATION_S (60),
 * BENCH_CHAT_CONVERSATIONS (100), BENCH_CHAT_SOCKETS_PER_CHAT (10), BENCH_CHAT_API_PORT (3380: the
 * api processes listen on 3390 and 3391), BENCH_CHAT_DATABASE_URL (…/fachwerk_bench_chat).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io } from 'socket.io-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../dev/demo.mjs';
import { DIST, HEALTH_LIVE_PATH, clusterApiPorts, runApiCommand, serverEnv } from '../dev/serve-built.mjs';
import {
  ProcessGroup,
  ROOT,
  bold,
  clearRedisPrefix,
  ensureServices,
  envPort,
  log,
  recreateDatabase,
  sleep,
  waitForHttp,
  workspaceNode,
} from '../dev/services.mjs';
import { benchServerEnv } from './bench-env.mjs';
import { percentile } from './load.mjs';
import { table } from './measure.mjs';

const int = (name, fallback, max = 100_000) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be an integer between 1 and ${max}`);
  return value;
};
const RATE = int('BENCH_CHAT_RATE', 50, 10_000);
const DURATION_S = int('BENCH_CHAT_DURATION_S', 60, 3_600);
const CONVERSATIONS = int('BENCH_CHAT_CONVERSATIONS', 100, 10_000);
const SOCKETS_PER_CHAT = int('BENCH_CHAT_SOCKETS_PER_CHAT', 10, 100);
const API_PORT = envPort('BENCH_CHAT_API_PORT', 3380);
const DATABASE_URL =
  process.env.BENCH_CHAT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fachwerk_bench_chat';
const API_PREFIX = '/api/v1';
const SOCKET_PATH = '/socket.io';
const DRAIN_MS = 5_000;
const ACK_TIMEOUT_MS = 10_000;
const TARGET_P99_MS = 100;
const LOG_DIR = path.join(ROOT, 'tmp/bench/logs');
const LOGIN_CONCURRENCY = 6;
const CONNECT_CONCURRENCY = 50;

const now = () => performance.timeOrigin + performance.now();
const mb = (kb) => kb / 1024;

/** Soft limit of open files of this process (Linux), or Infinity when unknown. */
function openFilesLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === 'unlimited' || !soft ? Infinity : Number(soft);
  } catch {
    return Infinity;
  }
}

function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await work(items[i], i);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** INSERT … SELECT of copies of one row of `table`, each with `overrides` (a jsonb per copy). */
async function cloneRows(db, tableName, sourceId, overrides) {
  const columns = (
    await db.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
      [tableName],
    )
  ).rows.map((r) => `"${r.column_name}"`);
  const list = columns.join(', ');
  const { rows } = await db.query(
    `INSERT INTO ${tableName} (${list})
     SELECT ${list} FROM (
       SELECT (jsonb_populate_record(NULL::${tableName}, to_jsonb(src) || o.patch)).*
         FROM ${tableName} src, unnest($2::jsonb[]) WITH ORDINALITY AS o(patch, n)
        WHERE src.id = $1
        ORDER BY o.n
     ) AS copy
     RETURNING id`,
    [sourceId, overrides.map((o) => JSON.stringify(o))],
  );
  return rows.map((r) => r.id);
}

/** Clients, suppliers, one job per client and one approved conversation per pair. */
async function createFixtures(databaseUrl, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async (sql, params) => {
      const { rows } = await db.query(sql, params);
      if (!rows[0]) throw new Error(`fixture source missing: ${sql} ${JSON.stringify(params)}`);
      return rows[0];
    };
    const client = await one('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNTS.client]);
    const supplier = await one('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNTS.supplier]);
    const job = await one('SELECT id FROM jobs WHERE client_id = $1 ORDER BY created_at LIMIT 1', [
      client.id,
    ]);
    const numbers = Array.from({ length: count }, (_, i) => String(i + 1).padStart(3, '0'));
    const email = (role, n) => `chat-bench-${role}-${n}@fachwerk.test`;
    await db.query('BEGIN');
    const clientIds = await cloneRows(
      db,
      'users',
      client.id,
      numbers.map((n) => ({ id: randomUUID(), email: email('client', n) })),
    );
    const supplierIds = await cloneRows(
      db,
      'users',
      supplier.id,
      numbers.map((n) => ({ id: randomUUID(), email: email('supplier', n) })),
    );
    const jobIds = await cloneRows(
      db,
      'jobs',
      job.id,
      numbers.map((n, i) => ({
        id: randomUUID(),
        client_id: clientIds[i],
        title: `Chat-Benchmark Auftrag ${n}`,
      })),
    );
    const { rows } = await db.query(
      `INSERT INTO conversations (job_id, client_id, supplier_id, status, requested_by, approved_at)
       SELECT j, c, s, 'approved', c, now()
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) WITH ORDINALITY AS t(j, c, s, n)
        ORDER BY n
       RETURNING id`,
      [jobIds, clientIds, supplierIds],
    );
    await db.query('COMMIT');
    return numbers.map((n, i) => ({
      chatId: rows[i].id,
      client: email('client', n),
      supplier: email('supplier', n),
    }));
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

async function login(origin, email, userType) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(`${origin}${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, userType }),
      signal: AbortSignal.timeout(30_000),
    }).catch((error) => ({ status: 0, json: async () => ({ error: error.message }) }));
    const body = await res.json().catch(() => ({}));
    if (body.data?.accessToken) return body.data.accessToken;
    if (attempt >= 3)
      throw new Error(`bench login of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
    await sleep(500 * attempt);
  }
}

/** One bench socket: connected, joined to its conversation, recording every chat:message. */
function openSocket(origin, token, chatId, index) {
  const socket = io(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    timeout: 30_000,
  });
  const state = {
    index,
    chatId,
    origin,
    socket,
    received: new Map(),
    duplicates: 0,
    disconnects: 0,
    foreign: 0,
  };
  socket.on('chat:message', (message) => {
    const at = now();
    const match = /^bench m(\d+) at (\d+)$/.exec(message?.body ?? '');
    if (!match || message.chatId !== chatId) {
      state.foreign += 1;
      return;
    }
    const seq = Number(match[1]);
    if (state.received.has(seq)) state.duplicates += 1;
    else state.received.set(seq, at - Number(match[2]));
  });
  socket.on('disconnect', () => {
    state.disconnects += 1;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket ${index} did not connect within 30 s`)), 30_000);
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(new Error(`socket ${index}: ${error.message}`));
    });
    socket.once('connect', () => {
      socket
        .timeout(30_000)
        .emitWithAck('chat:join', { chatId })
        .then((joined) => {
          clearTimeout(timer);
          if (joined !== true) reject(new Error(`socket ${index} may not join chat ${chatId}: ${joined}`));
          else resolve(state);
        }, reject);
    });
  });
}

/** Open loop: message n leaves at start + n / RATE from the next socket of conversation n mod count. */
async function drive(chats) {
  const total = RATE * DURATION_S;
  const sends = [];
  const turn = new Array(chats.length).fill(0);
  let maxLagMs = 0;
  const start = performance.now() + 200;
  for (let n = 0; n < total; n += 1) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    maxLagMs = Math.max(maxLagMs, performance.now() - due);
    const chat = chats[n % chats.length];
    const sender = chat.sockets[turn[n % chats.length] % chat.sockets.length];
    turn[n % chats.length] += 1;
    const seq = n + 1;
    const sentAt = Date.now();
    const record = { seq, chat, sender, sentAt, ok: false, ackMs: NaN, error: null };
    sends.push(record);
    const t0 = performance.now();
    record.done = sender.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('chat:send', {
        chatId: chat.chatId,
        clientMessageId: randomUUID(),
        body: `bench m${seq} at ${sentAt}`,
      })
      .then(
        (ack) => {
          record.ackMs = performance.now() - t0;
          record.ok = ack?.ok === true;
          if (!record.ok) record.error = ack?.code ?? 'refused';
        },
        (error) => {
          record.error = error.message;
        },
      );
  }
  await Promise.all(sends.map((s) => s.done));
  return { sends, maxLagMs, elapsedS: (performance.now() - start) / 1000 };
}

/** Deliveries of the acknowledged sends: latencies, lost, duplicated. */
function tally(chats, sends) {
  const expected = () => {
    let count = 0;
    for (const s of sends) if (s.ok) count += s.chat.sockets.length - 1;
    return count;
  };
  const latencies = [];
  // recipients on the sender's api process vs the other one (delivered through the Redis adapter)
  const split = { same: [], cross: [] };
  let lost = 0;
  for (const s of sends) {
    if (!s.ok) continue;
    for (const state of s.chat.sockets) {
      if (state === s.sender) continue;
      const ms = state.received.get(s.seq);
      if (ms === undefined) lost += 1;
      else {
        latencies.push(ms);
        split[state.origin === s.sender.origin ? 'same' : 'cross'].push(ms);
      }
    }
  }
  for (const list of [latencies, split.same, split.cross]) list.sort((a, b) => a - b);
  const sockets = chats.flatMap((c) => c.sockets);
  return {
    expected: expected(),
    delivered: latencies.length,
    lost,
    duplicated: sockets.reduce((a, s) => a + s.duplicates, 0),
    disconnects: sockets.reduce((a, s) => a + s.disconnects, 0),
    latencies,
    split,
  };
}

export async function runChatBench() {
  process.chdir(ROOT);
  const socketsTotal = CONVERSATIONS * SOCKETS_PER_CHAT;
  const fdLimit = openFilesLimit();
  if (fdLimit < socketsTotal + 200)
    throw new Error(
      `${socketsTotal} sockets need more open files than this process may have (${fdLimit}): run \`ulimit -n 4096\` first`,
    );
  if (!existsSync(path.join(DIST, 'api/main.js')))
    throw new Error('dist/apps/api/main.js missing: run `nx build api` first');
  mkdirSync(LOG_DIR, { recursive: true });
  const apiPorts = clusterApiPorts(API_PORT, 2);
  const origins = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  const env = serverEnv(
    benchServerEnv({
      databaseUrl: DATABASE_URL,
      redisPrefix: 'fachwerk-bench-chat',
      storageDir: 'tmp/bench/files-chat',
      origins,
    }),
    { api: API_PORT, shell: API_PORT },
  );
  await ensureServices(env, { database: false });
  await recreateDatabase(DATABASE_URL);
  await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);
  const group = new ProcessGroup();
  const chats = [];
  try {
    log('chat bench: migrations + seed …');
    await runApiCommand('seed', env, { logFile: path.join(LOG_DIR, 'chat-seed.log') });
    const fixtures = await createFixtures(DATABASE_URL, CONVERSATIONS);
    log(
      `chat bench: ${fixtures.length} approved conversations; starting 2 api processes on ${apiPorts.join(', ')} …`,
    );
    const apis = apiPorts.map((port, i) => {
      const name = `chat-api-${i + 1}`;
      const child = group.spawn(name, workspaceNode(), [path.join(DIST, 'api/main.js')], {
        env: { ...env, API_PORT: String(port) },
        logFile: path.join(LOG_DIR, `${name}.log`),
      });
      return { name, port, origin: origins[i], child };
    });
    for (const api of apis)
      await waitForHttp(`${api.origin}${HEALTH_LIVE_PATH}`, {
        name: api.name,
        child: api.child,
        timeoutMs: 90_000,
      });

    // logins: one session per user, spread over both processes
    const users = fixtures.flatMap((f) => [
      { email: f.client, userType: 'client' },
      { email: f.supplier, userType: 'supplier' },
    ]);
    const loginStart = performance.now();
    const tokens = await pool(users, LOGIN_CONCURRENCY, (u, i) => login(origins[i % 2], u.email, u.userType));
    const tokenOf = new Map(users.map((u, i) => [u.email, tokens[i]]));
    log(
      `chat bench: ${users.length} users logged in (${((performance.now() - loginStart) / 1000).toFixed(1)} s)`,
    );

    await sleep(2_000);
    const rssBefore = apis.map((a) => rssKb(a.child.pid));

    // sockets: per conversation half client, half supplier, alternating between the processes
    const plan = fixtures.flatMap((f, c) =>
      Array.from({ length: SOCKETS_PER_CHAT }, (_, k) => ({
        chat: c,
        chatId: f.chatId,
        token: tokenOf.get(k % 2 === 0 ? f.client : f.supplier),
        origin: origins[(c + Math.floor(k / 2)) % 2],
      })),
    );
    for (const f of fixtures) chats.push({ chatId: f.chatId, sockets: [] });
    const connectStart = performance.now();
    const opened = [];
    try {
      await pool(plan, CONNECT_CONCURRENCY, async (p, i) => {
        const state = await openSocket(p.origin, p.token, p.chatId, i);
        opened.push(state);
        chats[p.chat].sockets.push(state);
      });
    } catch (error) {
      for (const s of opened) s.socket.disconnect();
      throw error;
    }
    const perProcess = origins.map((o) => opened.filter((s) => s.origin === o).length);
    log(
      `chat bench: ${opened.length} sockets connected and joined (${perProcess.join(' + ')}) in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
    );
    await sleep(3_000);
    const rssConnected = apis.map((a) => rssKb(a.child.pid));

    log(`chat bench: ${RATE} messages/s into ${CONVERSATIONS} conversations for ${DURATION_S} s …`);
    const { sends, maxLagMs, elapsedS } = await drive(chats);
    const acked = sends.filter((s) => s.ok).length;
    // wait for the deliveries still in flight, at most DRAIN_MS
    const drainStart = performance.now();
    const missing = () => tally(chats, sends).lost;
    while (performance.now() - drainStart < DRAIN_MS && missing() > 0) await sleep(100);
    const result = tally(chats, sends);
    const rssAfter = apis.map((a) => rssKb(a.child.pid));
    const ackMs = sends
      .filter((s) => s.ok)
      .map((s) => s.ackMs)
      .sort((a, b) => a - b);
    const sendErrors = sends.filter((s) => !s.ok);

    const lat = (p) => percentile(result.latencies, p);
    const ok =
      lat(99) <= TARGET_P99_MS && result.lost === 0 && result.duplicated === 0 && sendErrors.length === 0;
    const load = os.loadavg().map((l) => l.toFixed(2));
    const title = `Chat delivery: 2 api processes, ${opened.length} sockets, ${RATE} messages/s into ${CONVERSATIONS} conversations for ${DURATION_S} s`;
    console.log(`\n${bold(title)}`);
    console.log(
      table(
        ['figure', 'value', 'target'],
        [
          ['messages sent / acknowledged', `${sends.length} / ${acked}`, 'all'],
          ['deliveries expected / received', `${result.expected} / ${result.delivered}`, ''],
          ['latency send → receipt p50 ms', lat(50).toFixed(1), ''],
          ['latency send → receipt p95 ms', lat(95).toFixed(1), ''],
          ['latency send → receipt p99 ms', lat(99).toFixed(1), `≤ ${TARGET_P99_MS}`],
          ...['same', 'cross'].map((side) => [
            `  p99 ms, recipient on the ${side === 'same' ? "sender's" : 'other'} api process (n)`,
            `${percentile(result.split[side], 99).toFixed(1)} (${result.split[side].length})`,
            '',
          ]),
          ['latency max ms', (result.latencies.at(-1) ?? NaN).toFixed(1), ''],
          ['lost (not received 5 s after the run)', String(result.lost), '0'],
          ['duplicated', String(result.duplicated), '0'],
          [
            'send ack p50 / p99 ms',
            `${percentile(ackMs, 50).toFixed(1)} / ${percentile(ackMs, 99).toFixed(1)}`,
            '',
          ],
          ['sockets disconnected during the run', String(result.disconnects), ''],
          ['scheduler lag max ms (load process)', maxLagMs.toFixed(1), ''],
        ],
      ),
    );
    const memoryRows = apis.map((a, i) => {
      const deltaKb = rssConnected[i] - rssBefore[i];
      return [
        `${a.name} (${perProcess[i]} sockets)`,
        mb(rssBefore[i]).toFixed(1),
        mb(rssConnected[i]).toFixed(1),
        mb(rssAfter[i]).toFixed(1),
        ((mb(deltaKb) * 1000) / Math.max(1, perProcess[i])).toFixed(1),
      ];
    });
    console.log(`\n${bold('Memory of the api processes (RSS, MB)')}`);
    console.log(
      table(
        ['process', 'before sockets', 'sockets connected', 'after the run', 'per 1,000 sockets'],
        memoryRows,
      ),
    );
    console.log(
      `verdict: p99 ${lat(99).toFixed(1)} ms (target ≤ ${TARGET_P99_MS}: ${lat(99) <= TARGET_P99_MS ? 'ok' : 'ABOVE'}), ` +
        `lost ${result.lost} (target 0: ${result.lost === 0 ? 'ok' : 'MISSED'}), ` +
        `duplicated ${result.duplicated} (target 0: ${result.duplicated === 0 ? 'ok' : 'MISSED'})` +
        (sendErrors.length
          ? `, ${sendErrors.length} sends failed (${[...new Set(sendErrors.map((s) => s.error))].join('; ')})`
          : ''),
    );
    console.log(
      `load average (1, 5, 15 min): ${load.join(', ')} on ${os.cpus().length} cores; run took ${elapsedS.toFixed(1)} s`,
    );

    const report = {
      at: new Date().toISOString(),
      config: {
        rate: RATE,
        durationS: DURATION_S,
        conversations: CONVERSATIONS,
        socketsPerChat: SOCKETS_PER_CHAT,
        apiPorts,
      },
      sockets: { total: opened.length, perProcess },
      messages: {
        sent: sends.length,
        acknowledged: acked,
        failed: sendErrors.map((s) => ({ seq: s.seq, error: s.error })),
      },
      deliveries: {
        expected: result.expected,
        received: result.delivered,
        lost: result.lost,
        duplicated: result.duplicated,
      },
      latencyMs: {
        p50: lat(50),
        p95: lat(95),
        p99: lat(99),
        max: result.latencies.at(-1) ?? null,
        ...Object.fromEntries(
          Object.entries(result.split).map(([side, list]) => [
            side === 'same' ? 'sameProcess' : 'crossProcess',
            {
              n: list.length,
              p50: percentile(list, 50),
              p95: percentile(list, 95),
              p99: percentile(list, 99),
            },
          ]),
        ),
      },
      ackMs: { p50: percentile(ackMs, 50), p99: percentile(ackMs, 99) },
      disconnects: result.disconnects,
      schedulerLagMaxMs: maxLagMs,
      rssMb: apis.map((a, i) => ({
        process: a.name,
        sockets: perProcess[i],
        before: mb(rssBefore[i]),
        connected: mb(rssConnected[i]),
        afterRun: mb(rssAfter[i]),
        perThousandSockets: (mb(rssConnected[i] - rssBefore[i]) * 1000) / Math.max(1, perProcess[i]),
      })),
      targets: { p99Ms: TARGET_P99_MS, lost: 0, duplicated: 0 },
      ok,
      loadAverage: os.loadavg(),
      cores: os.cpus().length,
    };
    const file = path.join(ROOT, 'tmp/bench', `chat-${report.at.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`report: ${path.relative(ROOT, file)}`);
    return ok;
  } finally {
    for (const chat of chats) for (const s of chat.sockets) s.socket.disconnect();
    await group.stop();
  }
}
