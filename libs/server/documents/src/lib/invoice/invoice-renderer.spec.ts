import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InvoiceDocumentRow, InvoiceRow, UserRow } from '@fachwerk/server/db';
import type { OutboxMessage } from '@fachwerk/shared/contracts';
import { renderXRechnungCii } from './invoice-render';
import { InvoiceDocumentRenderer } from './invoice-renderer';
import { InvoiceFileStore } from './invoice-store';
import { standardInvoice } from './testing/invoice-fixtures';

jest.setTimeout(60_000);

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

/** The repository's contract in memory: documents stored once per invoice (the primary key), `inTx` only then. */
class FakeRecords {
  stored: InvoiceDocumentRow[] = [];
  constructor(private readonly invoice: InvoiceRow) {}
  async findById(id: string) {
    return id === this.invoice.id ? this.invoice : null;
  }
  async documents(ids: string[]) {
    return this.stored.filter((row) => ids.includes(row.invoiceId));
  }
  async storeDocuments(invoiceId: string, rows: Omit<InvoiceDocumentRow, 'invoiceId' | 'createdAt'>[], inTx?: (tx: never) => Promise<void>) {
    if (this.stored.some((row) => row.invoiceId === invoiceId)) return false;
    this.stored.push(...rows.map((row) => ({ ...row, invoiceId, createdAt: new Date() })));
    await inTx?.('tx' as never);
    return true;
  }
  async users() {
    return [{ id: 'client', email: 'kunde@bauherr.test', firstName: 'Eva', language: 'de', deletedAt: null } as unknown as UserRow];
  }
}

describe('InvoiceDocumentRenderer (worker pdf queue)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fachwerk-render-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const issued = async (): Promise<InvoiceRow> => {
    const document = standardInvoice();
    return {
      id: '6f1c1f6e-1111-4aaa-8bbb-000000000001',
      issuerId: 'supplier',
      recipientId: 'client',
      status: 'issued',
      kind: 'invoice',
      issuerKind: 'supplier',
      number: document.number,
      issuedAt: new Date('2026-11-25T10:00:00Z'),
      grossCents: 100,
      documentsHash: sha256(await renderXRechnungCii(document)),
      content: { document },
    } as unknown as InvoiceRow;
  };

  it('renders PDF and XML once, stores them with their SHA-256 and queues one mail with both attached', async () => {
    const invoice = await issued();
    const records = new FakeRecords(invoice);
    const mails: OutboxMessage[] = [];
    const renderer = new InvoiceDocumentRenderer(records, new InvoiceFileStore(dir), 'https://fachwerk.test', async (_tx, message) => mails.push(message));

    await expect(renderer.render(invoice.id)).resolves.toBe('rendered');
    // A re-delivered job (retry after a crash, a second relay) changes nothing.
    await expect(renderer.render(invoice.id)).resolves.toBe('already-rendered');

    expect(records.stored.map((row) => row.format).sort()).toEqual(['pdf', 'xml']);
    for (const row of records.stored) {
      const content = fs.readFileSync(path.join(dir, row.storageKey));
      expect(row.sha256).toBe(sha256(content));
      expect(row.sizeBytes).toBe(content.length);
    }
    const xml = records.stored.find((row) => row.format === 'xml')!;
    // The stored XML is the one whose hash was frozen when the invoice was issued.
    expect(xml.sha256).toBe(invoice.documentsHash);
    expect(fs.readFileSync(path.join(dir, records.stored.find((row) => row.format === 'pdf')!.storageKey)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      queue: 'mail',
      payload: {
        to: 'kunde@bauherr.test',
        template: 'invoice-issued',
        data: { number: 'RE-2026-00042', actionUrl: `https://fachwerk.test/invoice-view/${invoice.id}` },
        attachments: [
          { filename: 'RE-2026-00042.pdf', contentType: 'application/pdf' },
          { filename: 'RE-2026-00042.xml', contentType: 'application/xml' },
        ],
      },
    });
  });

  it('refuses an invoice that is not issued', async () => {
    const draft = { ...(await issued()), status: 'draft', number: null } as InvoiceRow;
    const renderer = new InvoiceDocumentRenderer(new FakeRecords(draft), new InvoiceFileStore(dir), 'https://fachwerk.test', async () => undefined);
    await expect(renderer.render(draft.id)).resolves.toBe('not-issued');
  });
});
