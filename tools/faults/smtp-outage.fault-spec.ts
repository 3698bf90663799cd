import type { Client } from 'pg';
import { generateSync } from 'otplib';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@fachwerk/shared/contracts';
import { DEMO_ADMIN_TOTP_SECRET, TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';
import {
  FaultStack,
  MailSink,
  apiCall,
  enqueueOutbox,
  mailMessage,
  sleep,
  unprocessed,
  waitUntil,
} from './harness.mjs';

/**
 * The SMTP server is down for two minutes while mails keep coming: they are retried with backoff
 * (MAIL_ATTEMPTS, default 8: 2 s, 4 s … 128 s) and all delivered once it is back, none lost. Past
 * MAIL_ATTEMPTS a mail becomes a dead letter that admins see (GET /admin/dead-letters) and retry.
 */
const OUTAGE_MS = Number(process.env['FAULT_SMTP_OUTAGE_MS'] ?? 120_000);

describe('SMTP server down', () => {
  const sink = new MailSink(2595);
  const stack = new FaultStack('smtp_outage', { smtpPort: 2595, apiPort: 3295 });
  const baseUrl = 'http://127.0.0.1:3295/api/v1';
  let db: Client;

  beforeAll(async () => {
    await sink.start();
    await stack.prepare({ seed: true });
    db = await stack.db();
    await stack.start('api');
    await stack.start('worker');
  });

  afterAll(async () => {
    await db?.end();
    await stack.stop();
    await sink.stop();
  });

  it(`retries through a ${OUTAGE_MS / 1000} s outage and delivers every mail afterwards`, async () => {
    const before = await enqueueOutbox(
      db,
      Array.from({ length: 50 }, (_, i) => mailMessage(i)),
    );
    await waitUntil(() => before.every((id) => sink.byOutboxId().has(id)), {
      timeoutMs: 60_000,
      what: 'first 50 mails',
    });

    await sink.stop();
    const down = Date.now();
    // mails keep coming during the outage
    const during: string[] = [];
    for (let burst = 0; burst < 5; burst += 1) {
      during.push(
        ...(await enqueueOutbox(
          db,
          Array.from({ length: 20 }, (_, i) => mailMessage(1000 + burst * 20 + i)),
        )),
      );
      await sleep(OUTAGE_MS / 5);
    }
    const failedWhileDown = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NULL AND attempts > 0',
    );
    await sink.start();
    const back = Date.now();
    await waitUntil(async () => (await unprocessed(db)) === 0, {
      timeoutMs: 300_000,
      intervalMs: 1_000,
      what: 'outbox drained',
    });
    const drained = Date.now();

    const arrived = sink.byOutboxId();
    console.log(
      `[faults] SMTP down ${Math.round((back - down) / 1000)} s: ${during.length} mails sent meanwhile, ` +
        `${failedWhileDown.rows[0]?.n} with failed attempts; all delivered ${Math.round((drained - back) / 1000)} s after it returned; ` +
        `${arrived.size} distinct of ${before.length + during.length}, ${sink.duplicates} duplicates`,
    );
    expect(failedWhileDown.rows[0]?.n).toBeGreaterThan(0);
    expect([...before, ...during].filter((id) => !arrived.has(id))).toEqual([]);
    expect(sink.duplicates).toBe(0);
    const dead = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE failed_at IS NOT NULL',
    );
    expect(dead.rows[0]?.n).toBe(0);
  });

  it('turns a mail into a dead letter past MAIL_ATTEMPTS; an admin sees it and retries it into the mailbox', async () => {
    // a worker that gives up after two attempts, while the mail server is down
    await stack.group.stop();
    await sink.stop();
    await stack.start('api');
    await stack.start('worker', 'worker-2', { MAIL_ATTEMPTS: '2' });
    const ids = await enqueueOutbox(
      db,
      Array.from({ length: 3 }, (_, i) => mailMessage(5000 + i)),
    );
    await waitUntil(
      async () =>
        (
          await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM outbox WHERE failed_at IS NOT NULL AND id = ANY($1::uuid[])',
            [ids],
          )
        ).rows[0]?.n === 3,
      { timeoutMs: 60_000, what: 'three dead letters' },
    );

    // admins have a second factor: the seeded demo admin's code, computed like an authenticator app
    const first = await apiCall(baseUrl, '/auth/login', {
      method: 'POST',
      json: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'admin' },
    });
    const { challenge } = (first.body as { data: { challenge: string } }).data;
    const login = await apiCall(baseUrl, TWO_FACTOR_PATHS.login, {
      method: 'POST',
      json: { challenge, code: generateSync({ secret: DEMO_ADMIN_TOTP_SECRET }) },
    });
    const token = (login.body as { data?: { accessToken?: string } }).data?.accessToken;
    expect(token).toBeTruthy();
    const list = await apiCall(baseUrl, '/admin/dead-letters?queue=mail', { token });
    const letters = (list.body as { data: { items: { _id: string; attempts: number; lastError: string }[] } })
      .data.items;
    expect(letters.map((l) => l._id).sort()).toEqual([...ids].sort());
    expect(letters.every((l) => l.attempts === 2 && l.lastError.length > 0)).toBe(true);

    await sink.start();
    for (const id of ids)
      expect(
        (await apiCall(baseUrl, `/admin/dead-letters/${id}/retry`, { method: 'POST', token })).status,
      ).toBe(200);
    await waitUntil(() => ids.every((id) => sink.byOutboxId().has(id)), {
      timeoutMs: 60_000,
      what: 'retried mails delivered',
    });
    expect(ids.map((id) => sink.byOutboxId().get(id))).toEqual([1, 1, 1]);
    const after = await apiCall(baseUrl, '/admin/dead-letters', { token });
    expect((after.body as { data: { total: number } }).data.total).toBe(0);
  });
});
