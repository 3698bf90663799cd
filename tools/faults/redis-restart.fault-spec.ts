import type { Client } from 'pg';
import {
  DedicatedRedis,
  FaultStack,
  Load,
  MailSink,
  healthRequest,
  homeRequest,
  inquiryRequest,
  sleep,
  unprocessed,
  waitUntil,
} from './harness.mjs';

/**
 * Redis (its own redis-server, append-only) restarted under load: the api's readiness says "not
 * ready" while Redis is away and recovers by itself, users never get a 500, and no queued job is lost.
 */
describe('Redis restart under load', () => {
  const redis = new DedicatedRedis(6391);
  const sink = new MailSink(2593);
  const stack = new FaultStack('redis_restart', {
    redisUrl: redis.url,
    smtpPort: 2593,
    apiPort: 3293,
    env: { TRUST_PROXY: '127.0.0.1' },
  });
  let db: Client;

  beforeAll(async () => {
    await redis.start();
    await sink.start();
    await stack.prepare();
    db = await stack.db();
    await stack.start('api');
    await stack.start('worker');
  });

  afterAll(async () => {
    await db?.end();
    await stack.stop();
    await sink.stop();
    await redis.destroy();
  });

  it('reports not ready while Redis is away, never answers 500, recovers, and loses no job', async () => {
    const load = new Load(`http://127.0.0.1:3293/api/v1`, [inquiryRequest, healthRequest, homeRequest]);
    load.start();
    await sleep(3_000);
    const down = Date.now();
    await redis.stop();
    await sleep(6_000);
    const back = Date.now();
    await redis.start();
    const recovered = await waitUntil(
      () =>
        load.samples.some((s) => s.t > back && s.route === 'GET /health' && s.status === 200) && Date.now(),
      { timeoutMs: 30_000, what: 'health 200 after Redis returned' },
    );
    await sleep(3_000);
    await load.stop();

    const during = load.statuses(down + 500, back);
    const all = load.statuses();
    console.log(
      `[faults] Redis restart: ${load.samples.length} requests; during the outage ${JSON.stringify(during)}; ` +
        `ready again ${recovered - back} ms after Redis returned; overall ${JSON.stringify(all)}`,
    );
    // never a 500 (nor any 5xx but 503, nor a dropped connection)
    const bad = load.samples.filter((s) => s.status === 0 || (s.status >= 500 && s.status !== 503));
    expect(bad.map((s) => `${s.route} ${s.status}`)).toEqual([]);
    // readiness reported the outage and came back by itself
    expect(during['GET /health']?.[503]).toBeGreaterThan(0);
    expect(during['GET /health']?.[200]).toBeUndefined();

    // every accepted inquiry has its mail: queued, and delivered once Redis is back
    const accepted = load.samples
      .filter((s) => s.route === 'POST /inquiries' && s.status === 201)
      .map((s) => (s.body as { data: { _id: string } }).data._id);
    expect(accepted.length).toBeGreaterThan(10);
    await waitUntil(async () => (await unprocessed(db)) === 0, {
      timeoutMs: 120_000,
      what: 'outbox drained',
    });
    const { rows } = await db.query<{ inquiry: string; outbox: string }>(
      `SELECT i.id AS inquiry, o.id AS outbox FROM inquiries i JOIN outbox o ON o.payload->'data'->>'inquiryId' = i.id::text`,
    );
    const mailOf = new Map(rows.map((r) => [r.inquiry, r.outbox]));
    expect(accepted.filter((id) => !mailOf.has(id))).toEqual([]);
    const arrived = sink.byOutboxId();
    expect(accepted.filter((id) => !arrived.has(mailOf.get(id) as string))).toEqual([]);
  });
});
