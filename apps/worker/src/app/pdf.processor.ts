import path from 'node:path';
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
 * Renders an issued invoice's documents with the invoice renderer: ZUGFeRD PDF + XRechnung XML from
 * its frozen content, stored once with their hashes (a re-delivered job finds them and does nothing).
 */
export class PdfProcessor implements JobProcessor<'pdf'> {
  readonly queue = 'pdf' as const;
  readonly concurrency = 2;

  constructor(private readonly invoices: Pick<InvoiceDocumentRenderer, 'render'>) {}

  async process(job: PdfJob): Promise<void> {
    const outcome = await this.invoices.render(job.invoiceId);
    if (outcome === 'not-issued') throw new Error(`invoice ${job.invoiceId} is not issued`);
  }
}
