import { createHash } from 'node:crypto';
// Types only: the db and queue libs are injected by the worker (and the seed), not imported here.
import type { DbOrTx, InvoiceRecordsRepository } from '@fachwerk/server/db';
import type { OutboxMessage } from '@fachwerk/shared/contracts';
import type { InvoiceDocument } from './invoice-document';
import { formatCents, formatIsoDate } from './invoice-format';
import { renderInvoiceDocuments } from './invoice-render';
import { invoiceFileName, type InvoiceFileStore } from './invoice-store';

const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

export type RenderOutcome = 'rendered' | 'already-rendered' | 'not-issued';

/**
 * Renders an issued invoice's documents from its frozen content: the ZUGFeRD PDF (PDF/A-3 with
 * factur-x.xml, dated with the issue time) and the XRechnung CII XML, stores both with their SHA-256
 * and, on the first store only, queues the mail to the recipient with both attached. A re-delivered
 * job finds the documents stored and does nothing (no second file set, no second mail).
 */
export class InvoiceDocumentRenderer {
  constructor(
    private readonly records: Pick<InvoiceRecordsRepository, 'findById' | 'documents' | 'storeDocuments' | 'users'>,
    private readonly store: InvoiceFileStore,
    private readonly publicUrl: string,
    /** `OutboxRepository.insert`: queues a message in the caller's transaction. */
    private readonly enqueue: (tx: DbOrTx, message: OutboxMessage) => Promise<unknown>,
  ) {}

  async render(invoiceId: string): Promise<RenderOutcome> {
    const invoice = await this.records.findById(invoiceId);
    const document = (invoice?.content as { document?: InvoiceDocument } | undefined)?.document;
    if (!invoice || invoice.status === 'draft' || !invoice.number || !document) return 'not-issued';
    if ((await this.records.documents([invoice.id])).length >= 2) return 'already-rendered';

    const fileName = invoiceFileName(invoice.number);
    const { pdf, xml } = await renderInvoiceDocuments(document, 'de', invoice.issuedAt ?? new Date());
    const base = `invoices/${invoice.id}/${fileName}`;
    await this.store.write(`${base}.pdf`, pdf);
    await this.store.write(`${base}.xml`, xml);
    const stored = await this.records.storeDocuments(
      invoice.id,
      [
        { format: 'pdf', storageKey: `${base}.pdf`, sha256: sha256(pdf), sizeBytes: pdf.length },
        { format: 'xml', storageKey: `${base}.xml`, sha256: sha256(xml), sizeBytes: Buffer.byteLength(xml) },
      ],
      async (tx) => {
        const [recipient] = await this.records.users([invoice.recipientId], tx);
        if (!recipient || recipient.deletedAt) return;
        const link = invoice.issuerKind === 'platform' ? '/invoice/list' : `/invoice-view/${invoice.id}`;
        await this.enqueue(tx, {
          queue: 'mail',
          payload: {
            to: recipient.email,
            template: 'invoice-issued',
            locale: recipient.language,
            data: {
              name: recipient.firstName,
              number: invoice.number,
              supplierName: document.seller.name,
              amount: formatCents(invoice.grossCents, recipient.language).replace(/\u00a0/g, ' '),
              dueDate: formatIsoDate(document.dueDate, recipient.language),
              actionUrl: new URL(link, this.publicUrl).toString(),
            },
            attachments: [
              { filename: `${fileName}.pdf`, storageKey: `${base}.pdf`, contentType: 'application/pdf' },
              { filename: `${fileName}.xml`, storageKey: `${base}.xml`, contentType: 'application/xml' },
            ],
          },
        });
      },
    );
    return stored ? 'rendered' : 'already-rendered';
  }
}
