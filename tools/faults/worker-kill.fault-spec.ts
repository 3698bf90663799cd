import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import {
  FaultStack,
  MailSink,
  enqueueOutbox,
  issuedInvoiceCopies,
  mailMessage,
  pdfMessage,
  unprocessed,
  waitUntil,
} from './harness.mjs';

/**
 * kill -9 of the worker while 1,000 mails and 200 issued invoices' documents are queued, then a new
 * worker: every mail reaches the mail server (counted by the outbox id in its Message-ID), every
 * invoice has its PDF and XML once, and every invoice's own mail to its recipient went out as well.
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
    // the demo data: its issued invoices are the originals the rendering jobs copy
    await stack.prepare({ seed: true });
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
    const invoiceIds = await issuedInvoiceCopies(db, PDFS);
    const pdfIds = await enqueueOutbox(db, invoiceIds.map(pdfMessage));
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
    // besides the test's mails: each rendered invoice's mail to its recipient (queued by the renderer)
    // and what the demo seed queued; every one of them is an outbox row of the mail queue
    const { rows: outboxRows } = await db.query<{ id: string; queue: string; invoice: boolean }>(
      `SELECT id, queue, payload->>'template' = 'invoice-issued' AS invoice FROM outbox`,
    );
    const mailRows = outboxRows.filter((r) => r.queue === 'mail');
    const outboxMails = new Set(mailRows.map((r) => r.id));
    await waitUntil(() => [...outboxMails].every((id) => sink.byOutboxId().has(id)), {
      timeoutMs: 30_000,
      what: 'every queued mail at the sink',
    });
    const arrived = sink.byOutboxId();
    const lost = [...outboxMails].filter((id) => !arrived.has(id));
    // a mail the sink got that no outbox row asked for (other queues, e.g. chat copies, send mail too)
    const queued = new Set(outboxRows.map((r) => r.id));
    const foreign = [...arrived.keys()].filter((id) => !queued.has(id));
    const duplicated = [...arrived.values()].filter((n) => n > 1).length;
    console.log(
      `[faults] worker kill: ${MAILS} mails, killed after ${beforeRestart.mails} sent (${beforeRestart.pending} outbox rows pending); ` +
        `arrived ${arrived.size} distinct of ${outboxMails.size} queued, lost ${lost.length}, re-sent ${duplicated}; ${PDFS} invoices rendered`,
    );
    expect(mailIds.every((id) => outboxMails.has(id))).toBe(true);
    expect(lost).toEqual([]);
    expect(foreign).toEqual([]);
    expect(duplicated).toBeLessThanOrEqual(MAIL_CONCURRENCY);
    expect(mailRows.filter((r) => r.invoice).length).toBeGreaterThanOrEqual(PDFS);

    // every invoice's documents once: two rows, the files whole, no temp file left behind
    const { rows: docs } = await db.query<{ invoice_id: string; format: string; storage_key: string }>(
      'SELECT invoice_id, format, storage_key FROM invoice_documents WHERE invoice_id = ANY($1::uuid[])',
      [invoiceIds],
    );
    expect(docs).toHaveLength(2 * PDFS);
    expect(new Set(docs.map((d) => d.invoice_id)).size).toBe(PDFS);
    const invoiceDir = path.join(stack.storageDir, 'invoices');
    const files = readdirSync(invoiceDir, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    for (const doc of docs) {
      const content = readFileSync(path.join(stack.storageDir, doc.storage_key));
      if (doc.format === 'pdf') {
        expect(content.subarray(0, 5).toString()).toBe('%PDF-');
        expect(content.subarray(-6).toString()).toContain('%%EOF');
      } else expect(content.toString()).toContain('</rsm:CrossIndustryInvoice>');
    }
    expect(pdfIds).toHaveLength(PDFS);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE processed_at IS NOT NULL AND id = ANY($1::uuid[])',
      [[...mailIds, ...pdfIds]],
    );
    expect(rows[0]?.n).toBe(MAILS + PDFS);
  });
});
