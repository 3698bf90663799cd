import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import {
  FaultStack,
  MailSink,
  enqueueOutbox,
  mailMessage,
  pdfMessage,
  unprocessed,
  waitUntil,
} from './harness.mjs';

/**
 * kill -9 of the worker while 1,000 mails and 200 PDFs are queued, then a new worker: every mail
 * reaches the mail server (counted by the outbox id in its Message-ID) and every PDF exists once.
 *
 * Exactly-once over SMTP across a SIGKILL is bounded by physics: a mail the server accepted in the
 * instant before the worker could commit "processed" is sent again by the next worker, with the same
 * Message-ID (receiving servers and mail clients drop such a duplicate). The test therefore asserts
 * no loss, and at most as many re-sends as mails were in flight when the worker died (its mail
 * concurrency), and reports the figure.
 */
const MAILS = 1_000;
const PDFS = 200;
const MAIL_CONCURRENCY = 5;

describe('worker killed mid-queue', () => {
  const sink = new MailSink(2591);
  const stack = new FaultStack('worker_kill', { smtpPort: 2591, apiPort: 3291 });
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

  it('delivers every mail and renders every PDF after kill -9 and a restart', async () => {
    const mailIds = await enqueueOutbox(
      db,
      Array.from({ length: MAILS }, (_, i) => mailMessage(i)),
    );
    const pdfIds = await enqueueOutbox(
      db,
      Array.from({ length: PDFS }, (_, i) => pdfMessage(i, 'fault')),
    );
    expect(mailIds).toHaveLength(MAILS);

    await stack.start('worker');
    // kill in the middle of the run, while mails are being sent and PDFs rendered
    await waitUntil(() => sink.total >= 250, { timeoutMs: 120_000, what: '250 mails sent' });
    await stack.kill('worker');
    const beforeRestart = { mails: sink.total, pending: await unprocessed(db) };
    expect(beforeRestart.pending).toBeGreaterThan(0);

    await stack.start('worker');
    await waitUntil(async () => (await unprocessed(db)) === 0, {
      timeoutMs: 240_000,
      what: 'outbox drained',
    });
    await waitUntil(() => sink.byOutboxId().size >= MAILS, {
      timeoutMs: 30_000,
      what: 'all mails at the sink',
    });

    const arrived = sink.byOutboxId();
    const lost = mailIds.filter((id) => !arrived.has(id));
    const foreign = [...arrived.keys()].filter((id) => !mailIds.includes(id));
    const duplicated = [...arrived.values()].filter((n) => n > 1).length;
    console.log(
      `[faults] worker kill: ${MAILS} mails, killed after ${beforeRestart.mails} sent (${beforeRestart.pending} outbox rows pending); ` +
        `arrived ${arrived.size} distinct, lost ${lost.length}, re-sent ${duplicated}; ${PDFS} PDFs`,
    );
    expect(lost).toEqual([]);
    expect(foreign).toEqual([]);
    expect(duplicated).toBeLessThanOrEqual(MAIL_CONCURRENCY);

    // every PDF once: the file exists, is a whole PDF, and no temp file is left behind
    const dir = path.join(stack.storageDir, 'fault');
    const files = readdirSync(dir);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.pdf'))).toHaveLength(PDFS);
    for (let i = 0; i < PDFS; i += 1) {
      const file = path.join(dir, `doc-${i}.pdf`);
      expect(existsSync(file)).toBe(true);
      const pdf = readFileSync(file);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    }
    expect(pdfIds).toHaveLength(PDFS);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NOT NULL AND id = ANY($1::uuid[])',
      [[...mailIds, ...pdfIds]],
    );
    expect(rows[0]?.n).toBe(MAILS + PDFS);
  });
});
