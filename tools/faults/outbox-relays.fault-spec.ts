import type { Client } from 'pg';
import { FaultStack, MailSink, enqueueOutbox, mailMessage, unprocessed, waitUntil } from './harness.mjs';

/**
 * Two workers at once, each with its own outbox relay and queue consumers, on one database and one
 * Redis: every side effect happens once. Nothing is killed here, so "once" is exact: no mail twice.
 */
const MAILS = 600;

describe('two outbox relays at once', () => {
  const sink = new MailSink(2592);
  const stack = new FaultStack('two_relays', { smtpPort: 2592 });
  let db: Client;

  beforeAll(async () => {
    await sink.start();
    await stack.prepare();
    db = await stack.db();
  });

  afterAll(async () => {
    await db?.end();
    await stack.stop();
    await sink.stop();
  });

  it('relays and delivers each outbox row exactly once', async () => {
    await Promise.all([stack.start('worker', 'worker-a'), stack.start('worker', 'worker-b')]);
    // rows arrive while both relays poll, in bursts, as api traffic would write them
    const ids: string[] = [];
    for (let burst = 0; burst < 6; burst += 1) {
      ids.push(
        ...(await enqueueOutbox(
          db,
          Array.from({ length: MAILS / 6 }, (_, i) => mailMessage(burst * 1000 + i)),
        )),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await waitUntil(async () => (await unprocessed(db)) === 0, {
      timeoutMs: 180_000,
      what: 'outbox drained',
    });
    await waitUntil(() => sink.total >= MAILS, { timeoutMs: 30_000, what: 'all mails at the sink' });
    // a late duplicate would arrive within a poll or two
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const arrived = sink.byOutboxId();
    console.log(`[faults] two relays: ${MAILS} rows, ${sink.total} mails received, ${arrived.size} distinct`);
    expect(ids.filter((id) => !arrived.has(id))).toEqual([]);
    expect(sink.total).toBe(MAILS);
    expect([...arrived.values()].every((n) => n === 1)).toBe(true);
    // every row is marked relayed once its job is in the queue
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NOT NULL',
    );
    expect(rows[0]?.n).toBe(MAILS);
  });
});
