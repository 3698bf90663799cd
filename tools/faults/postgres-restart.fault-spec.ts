import type { Client } from 'pg';
import {
  DedicatedPostgres,
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
 * PostgreSQL (its own cluster) restarted under load: while it is away requests get 503, never 500;
 * within 5 s of its return they succeed again; and nothing is half-written (every stored inquiry has
 * its outbox mail, every accepted one is stored, every mail is delivered).
 */
describe('PostgreSQL restart under load', () => {
  const postgres = new DedicatedPostgres(5499);
  const sink = new MailSink(2594);
  let stack: FaultStack;
  let db: Client;

  beforeAll(async () => {
    await postgres.init();
    await sink.start();
    stack = new FaultStack('pg_restart', {
      databaseUrl: postgres.url,
      smtpPort: 2594,
      apiPort: 3294,
      env: { TRUST_PROXY: '127.0.0.1' },
    });
    await stack.prepare();
    await stack.start('api');
    await stack.start('worker');
  });

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await stack?.stop();
    await sink.stop();
    await postgres.destroy();
  });

  it('answers 503 while PostgreSQL is away, recovers within 5 s of its return, and writes nothing half', async () => {
    const load = new Load(`http://127.0.0.1:3294/api/v1`, [
      inquiryRequest,
      healthRequest,
      homeRequest,
      inquiryRequest,
    ]);
    load.start();
    await sleep(3_000);
    const down = Date.now();
    await postgres.stop();
    await sleep(6_000);
    await postgres.start();
    const back = Date.now();
    const firstWrite = await waitUntil(
      () => load.samples.find((s) => s.t > back && s.route === 'POST /inquiries' && s.status === 201)?.t,
      { timeoutMs: 30_000, what: 'a stored inquiry after PostgreSQL returned' },
    );
    await sleep(3_000);
    await load.stop();

    const during = load.statuses(down + 200, back);
    console.log(
      `[faults] PostgreSQL restart: ${load.samples.length} requests; during the outage ${JSON.stringify(during)}; ` +
        `first write ${firstWrite - back} ms after PostgreSQL returned; overall ${JSON.stringify(load.statuses())}`,
    );
    const bad = load.samples.filter((s) => s.status === 0 || (s.status >= 500 && s.status !== 503));
    expect(bad.map((s) => `${s.route} ${s.status}`)).toEqual([]);
    expect(during['POST /inquiries']?.[503]).toBeGreaterThan(0);
    expect(during['GET /health']?.[503]).toBeGreaterThan(0);
    expect(firstWrite - back).toBeLessThanOrEqual(5_000);
    // after the first success, writes keep succeeding
    const after = load.samples.filter((s) => s.t > firstWrite + 500 && s.route === 'POST /inquiries');
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.status === 201)).toBe(true);

    db = await stack.db();
    const accepted = load.samples
      .filter((s) => s.route === 'POST /inquiries' && s.status === 201)
      .map((s) => (s.body as { data: { _id: string } }).data._id);
    const { rows } = await db.query<{ inquiry: string; mails: number }>(
      `SELECT i.id AS inquiry, count(o.id)::int AS mails FROM inquiries i
         LEFT JOIN outbox o ON o.payload->'data'->>'inquiryId' = i.id::text GROUP BY i.id`,
    );
    // every stored inquiry has exactly one mail in the outbox (same transaction), and every accepted one is stored
    expect(rows.filter((r) => r.mails !== 1)).toEqual([]);
    const stored = new Set(rows.map((r) => r.inquiry));
    expect(accepted.filter((id) => !stored.has(id))).toEqual([]);
    await waitUntil(async () => (await unprocessed(db)) === 0, {
      timeoutMs: 120_000,
      what: 'outbox drained',
    });
    expect(sink.byOutboxId().size).toBe(rows.length);
  });
});
