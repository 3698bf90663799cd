import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPdf } from '@fachwerk/server/documents';
import type { PdfJob } from '@fachwerk/shared/contracts';
import type { InvoiceDocumentRenderer } from '@fachwerk/server/documents';
import type { JobProcessor } from './processor';

/** Resolves a storage key inside the storage directory; keys that climb out of it are refused. */
export function storagePath(storageDir: string, storageKey: string): string {
  const root = path.resolve(storageDir);
  const target = path.resolve(root, storageKey);
  if (!storageKey || path.isAbsolute(storageKey) || !target.startsWith(root + path.sep)) {
    throw new Error(`Invalid storage key "${storageKey}"`);
  }
  return target;
}

/**
 * Renders the PDF and writes it to `STORAGE_DIR/<storageKey>` (via a temp file, so readers never see
 * half a file). An issued invoice (`template: 'invoice'` with `data.invoiceId`) goes to the invoice
 * renderer: ZUGFeRD PDF + XRechnung XML from its frozen content, stored once with their hashes.
 */
export class PdfProcessor implements JobProcessor<'pdf'> {
  readonly queue = 'pdf' as const;
  readonly concurrency = 2;

  constructor(
    private readonly storageDir: string,
    private readonly invoices?: Pick<InvoiceDocumentRenderer, 'render'>,
  ) {}

  async process(job: PdfJob): Promise<void> {
    const invoiceId = job.data['invoiceId'];
    if (job.template === 'invoice' && typeof invoiceId === 'string') {
      if (!this.invoices) throw new Error('invoice rendering is not configured');
      const outcome = await this.invoices.render(invoiceId);
      if (outcome === 'not-issued') throw new Error(`invoice ${invoiceId} is not issued`);
      return;
    }
    const target = storagePath(this.storageDir, job.storageKey);
    const pdf = await renderPdf(job.template, job.locale, job.data);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${job.outboxId}.tmp`;
    await writeFile(temp, pdf);
    await rename(temp, target);
  }
}
