/**
 * `npm run bench -- --jobs` (after `nx build api`): the marketplace figures, printed, never
 * asserted in a test.
 *
 * The built api (production mode, own database and Redis prefix) over 100,000 jobs and 2,000
 * suppliers bulk-inserted with INSERT … SELECT generate_series (seeded pseudo-randomly, so every run
 * has the same data), driven OPEN-LOOP at a fixed rate (default 200 requests/s): each request is
 * sent at its scheduled time whether or not earlier ones have answered, and its latency is measured
 * from that scheduled time (no coordinated omission). Two scenarios, one after the other:
 *   (a) GET /api/v1/jobs — keyword (German full-text search) + three filters (federal state, job
 *       type, skill), varied per request, as suppliers;
 *   (b) GET /api/v1/jobs/relevant — page 1 as one of BENCH_JOBS_SESSIONS different suppliers,
 *       round-robin; the api ranks every request afresh (its in-memory index of open jobs, see
 *       OpenJobsIndex: no result is kept between requests); printed beside it for reference, every
 *       request a supplier/page pair not asked before, deeper and deeper pages (up to page 115).
 * Reports p50/p95/p99/max, achieved throughput and errors against the targets
 * (search p95 ≤ 30 ms, at a million jobs ≤ 20 ms; relevant p95 ≤ 50 ms; no errors).
 *
 * Then the query plans: a second api process whose PostgreSQL sessions load auto_explain (analyze,
 * buffers, every statement) answers one search and one relevant-jobs request; the plans of the
 * statements on jobs, read from the server's log, go with the figures to
 * docs/bench/jobs-<count>-<date>.md (`EXPLAIN (ANALYZE, BUFFERS)` of exactly what the api runs, not
 * a copy of its SQL). BENCH_JOBS_EXPLAIN=0 skips it; it needs the server log file readable
 * (BENCH_PG_LOG, default /var/log/postgresql/postgresql-<major>-main.log, Debian's).
 *
 * Env: BENCH_JOBS_COUNT (100,000; up to 1,000,000), BENCH_JOBS_RATE (200), BENCH_JOBS_DURATION_S (20),
 * BENCH_JOBS_SESSIONS (40), BENCH_JOBS_API_PORT (3297), BENCH_JOBS_DATABASE_URL (…/fachwerk_bench_jobs).
 */
import { existsSync, mkdirSync, openSync, readSync, statSync, closeSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DEMO_PASSWORD } from '../dev/demo.mjs';
import { DIST, HEALTH_LIVE_PATH, runApiCommand, serverEnv } from '../dev/serve-built.mjs';
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
  workspaceNode,
} from '../dev/services.mjs';
import { benchServerEnv } from './bench-env.mjs';
import { table } from './measure.mjs';

const SUPPLIERS = 2_000;
const CLIENTS = 200;
/** search p95 ≤ 30 ms up to 100,000 jobs, ≤ 20 ms at a million (the target); relevant ≤ 50 ms */
const targetsFor = (jobs) => ({ search: jobs >= 1_000_000 ? 20 : 30, relevant: 50 });
const LOG_DIR = path.join(ROOT, 'tmp/bench/logs');

const positiveInt = (name, fallback, max = 100_000) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be an integer between 1 and ${max}`);
  return value;
};

/** Words of each trade for titles and descriptions (service key → job titles). */
const TRADES = {
  electrical: ['Elektriker (m/w/d)', 'Elektroinstallateur', 'Elektrikerin', 'Elektromonteur'],
  'plumbing-heating': ['Anlagenmechaniker SHK', 'Installateur Sanitär', 'Rohrleitungsbauer'],
  hvac: ['Heizungsmonteur', 'Kältetechniker', 'Lüftungsmonteur'],
  painting: ['Maler und Lackierer', 'Malerhelfer', 'Lackierer'],
  drywall: ['Trockenbauer', 'Trockenbaumonteur', 'Akustikbauer'],
  scaffolding: ['Gerüstbauer', 'Gerüstbauhelfer'],
  welding: ['Schweißer (MAG)', 'Schweißarbeiten', 'WIG-Schweißer'],
  metalwork: ['Metallbauer', 'Schlosser', 'Stahlbaumonteur'],
  logistics: ['Lagerhelfer', 'Staplerfahrer', 'Kommissionierer'],
  cleaning: ['Gebäudereiniger', 'Reinigungskraft', 'Glasreiniger'],
  tiling: ['Fliesenleger', 'Plattenleger'],
  roofing: ['Dachdecker', 'Dachdeckerhelfer', 'Klempner'],
  carpentry: ['Zimmerer', 'Zimmermann', 'Holzbauer'],
  landscaping: ['Landschaftsgärtner', 'Gartenbauhelfer', 'Pflasterer'],
};
const PROJECTS = [
  'Neubau',
  'Sanierung',
  'Bürogebäude',
  'Wohnanlage',
  'Industriehalle',
  'Schule',
  'Krankenhaus',
  'Hotel',
  'Einkaufszentrum',
  'Logistikzentrum',
];
/** A city per federal state (name, lat, lng); jobs are scattered ±0.4° around it. */
const PLACES = [
  ['Baden-Württemberg', 'Stuttgart', 48.7758, 9.1829],
  ['Bayern', 'München', 48.1374, 11.5755],
  ['Berlin', 'Berlin', 52.52, 13.405],
  ['Brandenburg', 'Potsdam', 52.3906, 13.0645],
  ['Bremen', 'Bremen', 53.0793, 8.8017],
  ['Hamburg', 'Hamburg', 53.5511, 9.9937],
  ['Hessen', 'Frankfurt am Main', 50.1109, 8.6821],
  ['Mecklenburg-Vorpommern', 'Rostock', 54.0924, 12.0991],
  ['Niedersachsen', 'Hannover', 52.3759, 9.732],
  ['Nordrhein-Westfalen', 'Köln', 50.9375, 6.9603],
  ['Rheinland-Pfalz', 'Mainz', 49.9929, 8.2473],
  ['Saarland', 'Saarbrücken', 49.2402, 6.9969],
  ['Sachsen', 'Leipzig', 51.3397, 12.3731],
  ['Sachsen-Anhalt', 'Magdeburg', 52.1205, 11.6276],
  ['Schleswig-Holstein', 'Kiel', 54.3233, 10.1228],
  ['Thüringen', 'Erfurt', 50.9848, 11.0299],
];
const KEYWORDS = [
  'Elektriker',
  'Schweißer',
  'Trockenbau',
  'Maler',
  'Fliesenleger',
  'Dachdecker',
  'Monteur',
  'Helfer',
  'Lager',
  'Gerüstbauer',
  'Sanierung',
  'Zimmerer',
];
const TYPES = ['fixedBudget', 'resource'];

const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;
const sqlArray = (values) => `ARRAY[${values.map(sqlText).join(',')}]::text[]`;

/** 200 clients, 2,000 suppliers with varied profiles and `jobs` jobs (100,000 by default), all in SQL. */
async function seedMarketplace(databaseUrl, jobs) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const [{ password_hash: hash }] = (
      await client.query("SELECT password_hash FROM users WHERE user_type = 'supplier' LIMIT 1")
    ).rows;
    const trades = Object.entries(TRADES)
      .map(([key, titles]) => `(${sqlText(key)}, ${sqlArray(titles)})`)
      .join(',');
    const places = PLACES.map(
      ([state, city, lat, lng]) => `(${sqlText(state)}, ${sqlText(city)}, ${lat}, ${lng})`,
    ).join(',');
    await client.query('BEGIN');
    await client.query('SELECT setseed(0.4242)');
    await client.query(
      `INSERT INTO users (user_type, first_name, last_name, company_name, email, password_hash, approval_status, account_status, email_verified_at, profile)
       SELECT 'client', 'Bench', 'Client ' || i, 'Bench Bau ' || i || ' GmbH', 'bench-client-' || i || '@fachwerk.test', $1, 'approved', 'active', now(), '{}'::jsonb
       FROM generate_series(1, ${CLIENTS}) AS i`,
      [hash],
    );
    await client.query(
      `WITH s AS (SELECT array_agg(id ORDER BY key) AS ids FROM services),
            k AS (SELECT array_agg(id ORDER BY key) AS ids FROM skills),
            l AS (SELECT array_agg(id ORDER BY key) AS ids FROM languages),
            st AS (SELECT ${sqlArray(PLACES.map((p) => p[0]))} AS names),
            r AS (SELECT i, floor(random() * 14)::int AS s1, floor(random() * 14)::int AS s2, floor(random() * 20)::int AS k1,
                         floor(random() * 20)::int AS k2, floor(random() * 20)::int AS k3, floor(random() * 16)::int AS r1,
                         floor(random() * 16)::int AS r2, floor(random() * 10)::int AS l1
                  FROM generate_series(1, ${SUPPLIERS}) AS i)
       INSERT INTO users (user_type, first_name, last_name, company_name, email, password_hash, approval_status, account_status, email_verified_at, profile)
       SELECT 'supplier', 'Bench', 'Supplier ' || r.i, 'Bench Montage ' || r.i || ' GmbH', 'bench-supplier-' || r.i || '@fachwerk.test', $1,
              'approved', 'active', now(),
              jsonb_build_object(
                'serviceType', jsonb_build_array(s.ids[1 + r.s1]),
                'specialSkillsOrExp', jsonb_build_array(k.ids[1 + r.k1], k.ids[1 + r.k2], k.ids[1 + r.k3]),
                'categoryAvailability', jsonb_build_array(jsonb_build_object('category', s.ids[1 + r.s2], 'numberOfResource', 3,
                  'areaRegion', jsonb_build_array(st.names[1 + r.r1], st.names[1 + r.r2]))),
                'languageProficiency', jsonb_build_array(jsonb_build_object('language', l.ids[1], 'level', 'C2'),
                  jsonb_build_object('language', l.ids[1 + r.l1], 'level', 'B1')),
                'dailyHours', 8, 'weeklyHours', 40)
       FROM r, s, k, l, st`,
      [hash],
    );
    await client.query(
      `WITH trade(key, titles) AS (VALUES ${trades}),
            t AS (SELECT row_number() OVER (ORDER BY s.key) - 1 AS n, s.id, trade.titles FROM services s JOIN trade ON trade.key = s.key),
            place(state, city, lat, lng) AS (VALUES ${places}),
            p AS (SELECT row_number() OVER (ORDER BY state) - 1 AS n, * FROM place),
            c AS (SELECT array_agg(id) AS ids FROM users WHERE email LIKE 'bench-client-%'),
            k AS (SELECT array_agg(id ORDER BY key) AS ids FROM skills),
            l AS (SELECT array_agg(id ORDER BY key) AS ids FROM languages),
            pr AS (SELECT ${sqlArray(PROJECTS)} AS names),
            r AS (SELECT i, floor(random() * (SELECT count(*) FROM t))::int AS tn, floor(random() * 16)::int AS pn,
                         floor(random() * 20)::int AS k1, floor(random() * 20)::int AS k2, floor(random() * 3)::int AS kn,
                         floor(random() * 10)::int AS l1, random() AS u, random() AS v, random() AS w,
                         floor(random() * 180)::int AS start_in, floor(random() * 10)::int AS pj
                  FROM generate_series(1, ${jobs}) AS i),
            rows AS (
              SELECT r.*, t.id AS service_id, t.titles[1 + (r.i % array_length(t.titles, 1))] AS trade_title, p.state, p.city,
                     p.lat + (r.v - 0.5) * 0.8 AS lat, p.lng + (r.w - 0.5) * 0.8 AS lng, pr.names[1 + r.pj] AS project,
                     CASE WHEN r.i % 20 < 16 THEN 'open' WHEN r.i % 20 < 18 THEN 'closed' WHEN r.i % 20 = 18 THEN 'completed' ELSE 'draft' END AS status,
                     (ARRAY['Fresher','Medium','Expert'])[1 + r.i % 3] AS experience,
                     CASE WHEN r.i % 3 = 0 THEN 'fixedBudget' ELSE 'resource' END AS type
              FROM r JOIN t ON t.n = r.tn JOIN p ON p.n = r.pn CROSS JOIN pr)
       INSERT INTO jobs (client_id, type, status, title, service_id, start_date, end_date, hours, workers_needed, skills, languages, language_ids,
                         accommodation, budget_min_cents, budget_max_cents, address, city, federal_state, lat, lng, description_html,
                         description_text, experience, published_at, created_at, updated_at, closed_reason)
       SELECT c.ids[1 + (x.i % ${CLIENTS})], x.type, x.status, x.trade_title || ' für ' || x.project || ' in ' || x.city, x.service_id,
              current_date + 1 + x.start_in, current_date + 30 + x.start_in, 20 + (x.i % 5) * 5,
              CASE WHEN x.type = 'fixedBudget' THEN 1 ELSE 1 + x.i % 6 END,
              (ARRAY[k.ids[1 + x.k1], k.ids[1 + x.k2]])[1:1 + x.kn % 2],
              jsonb_build_array(jsonb_build_object('language', l.ids[1 + x.l1], 'level', 'B1')), ARRAY[l.ids[1 + x.l1]],
              x.i % 4 = 0,
              CASE WHEN x.type = 'fixedBudget' THEN 200000 + (x.u * 2000000)::int ELSE 1500 + (x.u * 4000)::int END,
              CASE WHEN x.type = 'fixedBudget' THEN 400000 + (x.u * 3000000)::int ELSE 2500 + (x.u * 5000)::int END,
              'Baustelle ' || x.i || ', ' || x.city, x.city, x.state, x.lat, x.lng,
              '<p>Wir suchen ' || x.trade_title || ' für ein Projekt (' || x.project || ') in ' || x.city || '. Beginn nach Absprache, Arbeitskleidung wird gestellt.</p>',
              'Wir suchen ' || x.trade_title || ' für ein Projekt (' || x.project || ') in ' || x.city || '. Beginn nach Absprache, Arbeitskleidung wird gestellt.',
              x.experience, CASE WHEN x.status = 'draft' THEN NULL ELSE now() - (x.i || ' seconds')::interval END,
              now() - (x.i || ' seconds')::interval, now() - (x.i || ' seconds')::interval,
              CASE WHEN x.status = 'closed' THEN 'withdrawn' END
       FROM rows x, c, k, l`,
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE jobs');
    await client.query('VACUUM ANALYZE users');
    const { rows } = await client.query(
      "SELECT (SELECT count(*) FROM jobs)::int AS jobs, (SELECT count(*) FROM jobs WHERE status = 'open')::int AS open, (SELECT count(*) FROM users WHERE user_type = 'supplier')::int AS suppliers",
    );
    log(
      `bench data: ${rows[0].jobs} jobs (${rows[0].open} open), ${rows[0].suppliers} suppliers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const skills = (await client.query('SELECT id FROM skills ORDER BY key')).rows.map((row) => row.id);
    return { skills };
  } finally {
    await client.end();
  }
}

async function login(origin, email) {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, userType: 'supplier' }),
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`login of ${email} failed with ${response.status}: ${body.message}`);
  return body.data.accessToken;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Open-loop load: request n is sent at start + n/rate whatever happened before; its latency runs
 * from that scheduled moment to the end of the response.
 */
export function fixedRate({ port, rate, durationS, request }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * durationS);
  const interval = 1000 / rate;
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let sent = 0;
  let done = 0;
  const start = performance.now() + 20;
  let last = start;
  return new Promise((resolve) => {
    const finish = (status, scheduled) => {
      const now = performance.now();
      latencies.push(now - scheduled);
      last = Math.max(last, now);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status >= 300) errors += 1;
      done += 1;
      if (done === total) {
        agent.destroy();
        const sorted = latencies.sort((a, b) => a - b);
        resolve({
          requests: total,
          throughput: total / ((last - start) / 1000),
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: sorted[sorted.length - 1],
          errors,
          statuses,
        });
      }
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const scheduled = start + sent * interval;
        const { path: requestPath, headers } = request(sent);
        sent += 1;
        const req = http.get({ host: '127.0.0.1', port, path: requestPath, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => finish(res.statusCode ?? 0, scheduled));
          res.on('error', () => finish(0, scheduled));
        });
        req.on('error', () => finish(0, scheduled));
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, 0);
  });
}

/** The whole jobs benchmark; returns whether every target was met. */
export async function runJobsBench() {
  const jobs = positiveInt('BENCH_JOBS_COUNT', 100_000, 1_000_000);
  const TARGETS = targetsFor(jobs);
  const rate = positiveInt('BENCH_JOBS_RATE', 200, 5_000);
  const durationS = positiveInt('BENCH_JOBS_DURATION_S', 20, 600);
  const sessions = positiveInt('BENCH_JOBS_SESSIONS', 40, SUPPLIERS);
  const port = envPort('BENCH_JOBS_API_PORT', 3297);
  const databaseUrl =
    process.env.BENCH_JOBS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fachwerk_bench_jobs';
  process.chdir(ROOT);
  const env = benchServerEnv({
    databaseUrl,
    redisPrefix: 'fachwerk-bench-jobs',
    storageDir: 'tmp/bench/files-jobs',
    origins: ['http://127.0.0.1:4490', 'http://localhost:4490'],
  });
  await ensureServices(env, { database: false });
  await recreateDatabase(databaseUrl);
  await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);
  const childEnv = serverEnv(env, { api: port, shell: 4490 });
  await runApiCommand('seed', childEnv, { logFile: path.join(LOG_DIR, 'jobs-seed.log') });
  const { skills } = await seedMarketplace(databaseUrl, jobs);

  const group = new ProcessGroup();
  try {
    const api = group.spawn('api', workspaceNode(), [path.join(DIST, 'api/main.js')], {
      env: childEnv,
      logFile: path.join(LOG_DIR, 'jobs-api.log'),
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}${HEALTH_LIVE_PATH}`, { name: 'api', child: api, timeoutMs: 90_000 });
    const tokens = [];
    for (let i = 1; i <= sessions; i += 1)
      tokens.push(
        await login(origin, `bench-supplier-${Math.ceil((i * SUPPLIERS) / sessions)}@fachwerk.test`),
      );
    log(`${tokens.length} supplier sessions`);

    const auth = (n) => ({ authorization: `Bearer ${tokens[n % tokens.length]}`, 'accept-language': 'de' });
    const searchRequest = (n) => {
      const params = new URLSearchParams({
        q: KEYWORDS[n % KEYWORDS.length],
        state: PLACES[(n * 7) % PLACES.length][0],
        type: TYPES[n % 2],
      });
      params.append('skills[]', skills[(n * 3) % skills.length]);
      return { path: `/api/v1/jobs?${params}`, headers: auth(n) };
    };
    const relevantRequest = (n) => ({ path: '/api/v1/jobs/relevant', headers: auth(n) });
    // Every request a supplier/page pair not asked before, the page growing by one each round.
    let deepBase = 0;
    const deepRequest = (n) => ({
      path: `/api/v1/jobs/relevant?page=${1 + Math.floor((deepBase + n) / tokens.length)}`,
      headers: auth(deepBase + n),
    });
    const scenarios = [
      { key: 'search', label: 'GET /jobs: keyword + state + type + skill', request: searchRequest },
      {
        key: 'relevant',
        label: `GET /jobs/relevant, page 1 of ${sessions} suppliers`,
        request: relevantRequest,
      },
      {
        key: 'relevantDeep',
        label: 'GET /jobs/relevant, a new supplier/page pair each (deeper pages)',
        request: deepRequest,
        target: 'relevant',
        informational: true,
      },
    ];
    const rows = [];
    let ok = true;
    for (const scenario of scenarios) {
      await fixedRate({ port, rate, durationS: 3, request: scenario.request }); // warm-up
      deepBase = rate * 3;
      const result = await fixedRate({ port, rate, durationS, request: scenario.request });
      const target = TARGETS[scenario.target ?? scenario.key];
      const met = result.p95 <= target && result.errors === 0;
      if (!scenario.informational) ok &&= met;
      log(
        `${scenario.key}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
          `${result.throughput.toFixed(1)} req/s, statuses ${JSON.stringify(result.statuses)}`,
      );
      rows.push([
        scenario.label,
        result.requests,
        result.throughput.toFixed(1),
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        result.p99.toFixed(1),
        result.max.toFixed(1),
        result.errors,
        `${scenario.informational ? '(for reference) ' : ''}p95 ≤ ${target} ms: ${met ? 'ok' : 'MISSED'}`,
      ]);
    }
    const heading = `Jobs: ${jobs.toLocaleString('en')} jobs, ${SUPPLIERS.toLocaleString('en')} suppliers, open-loop at ${rate} req/s for ${durationS} s each (latency from the scheduled send time)`;
    const figures = table(
      ['scenario', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'target'],
      rows,
    );
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    console.log(`\n${bold(heading)}`);
    console.log(figures);
    console.log(`load average (1, 5, 15 min): ${load}`);
    if (process.env.BENCH_JOBS_EXPLAIN !== '0') {
      const plans = await explainPlans({
        group,
        childEnv,
        port: port + 1,
        databaseUrl,
        search: searchRequest(0),
      });
      const file = path.join(ROOT, 'docs/bench', `jobs-${jobs}-${new Date().toISOString().slice(0, 10)}.md`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        [
          `# ${heading}`,
          '',
          '`npm run bench -- --jobs` with `BENCH_JOBS_COUNT=' + jobs + '`; written by tools/bench/jobs.mjs.',
          '',
          '```',
          figures,
          '```',
          '',
          `Load average (1, 5, 15 min) at the end: ${load}. Figures from a loaded machine are upper bounds.`,
          '',
          '## Indexes on jobs',
          '',
          '```',
          ...plans.indexes,
          '```',
          '',
          '## Plans of what the api ran (auto_explain: ANALYZE, BUFFERS)',
          '',
          'A second api process with auto_explain in its sessions started (loading its in-memory index of',
          'open jobs), then answered one search (`' +
            searchRequest(0).path +
            '`) and one `GET /jobs/relevant`.',
          'Statements on `jobs` only.',
          '',
          ...plans.entries.flatMap((entry) => ['```', entry, '```', '']),
        ].join('\n'),
      );
      log(`query plans: ${plans.entries.length} statements → ${path.relative(ROOT, file)}`);
    }
    return ok;
  } finally {
    await group.stop();
  }
}

/**
 * The plans of what the api runs for a search and for relevant jobs: a second api process whose
 * sessions load auto_explain (PGOPTIONS; the bench connects as a superuser), one request of each,
 * and the plans PostgreSQL wrote to its log meanwhile.
 */
async function explainPlans({ group, childEnv, port, databaseUrl, search }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let logFile;
  let indexes;
  try {
    const major = (await client.query('SHOW server_version_num')).rows[0].server_version_num.slice(0, 2);
    logFile = process.env.BENCH_PG_LOG ?? `/var/log/postgresql/postgresql-${major}-main.log`;
    indexes = (
      await client.query("SELECT indexdef FROM pg_indexes WHERE tablename = 'jobs' ORDER BY indexname")
    ).rows.map((row) => row.indexdef);
  } finally {
    await client.end();
  }
  if (!existsSync(logFile)) {
    log(`query plans skipped: no PostgreSQL log at ${logFile} (set BENCH_PG_LOG)`);
    return { indexes, entries: [] };
  }
  const from = statSync(logFile).size;
  const { METRICS_PORT: _metrics, ...serverOnly } = childEnv; // one metrics server per port: none here
  const env = {
    ...serverOnly,
    API_PORT: String(port),
    PGOPTIONS: [
      'session_preload_libraries=auto_explain',
      'auto_explain.log_min_duration=0',
      'auto_explain.log_analyze=on',
      'auto_explain.log_buffers=on',
      'auto_explain.log_timing=on',
      'auto_explain.log_nested_statements=on',
    ]
      .map((setting) => `-c ${setting}`)
      .join(' '),
  };
  const api = group.spawn('api-explain', workspaceNode(), [path.join(DIST, 'api/main.js')], {
    env,
    logFile: path.join(LOG_DIR, 'jobs-api-explain.log'),
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${HEALTH_LIVE_PATH}`, { name: 'api-explain', child: api, timeoutMs: 180_000 });
  const token = await login(origin, 'bench-supplier-1@fachwerk.test');
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'de' };
  for (const route of [search.path, '/api/v1/jobs/relevant']) {
    const response = await fetch(`${origin}${route}`, { headers });
    if (!response.ok) throw new Error(`${route} answered ${response.status} in the plans run`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const size = statSync(logFile).size - from;
  const buffer = Buffer.alloc(size);
  const fd = openSync(logFile, 'r');
  try {
    readSync(fd, buffer, 0, size, from);
  } finally {
    closeSync(fd);
  }
  // one entry per "duration: … plan:" record, up to the next log line prefix
  const entries = buffer
    .toString('utf8')
    .split(/\n(?=\d{4}-\d{2}-\d{2} )/)
    .filter((entry) => entry.includes('plan:') && /\bjobs\b/.test(entry))
    .map((entry) => entry.replace(/^\S+ \S+ \S+ \[\d+\] \S+ LOG:\s+/, '').trimEnd());
  return { indexes, entries };
}
