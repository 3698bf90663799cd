import path from 'node:path';
import { PdfProcessor, storagePath } from './pdf.processor';

describe('storagePath', () => {
  it('resolves a key inside the storage directory', () => {
    expect(storagePath('/srv/files', 'invoices/2026/1.pdf')).toBe(
      path.resolve('/srv/files/invoices/2026/1.pdf'),
    );
  });

  it.each(['../etc/passwd', 'a/../../b.pdf', '/etc/passwd', ''])('refuses the key %p', (key) => {
    expect(() => storagePath('/srv/files', key)).toThrow('Invalid storage key');
  });
});

describe('PdfProcessor with invoices', () => {
  const job = (invoiceId: string) => ({ outboxId: 'o1', invoiceId });

  it('hands an issued invoice to the invoice renderer (which stores each invoice once)', async () => {
    const rendered: string[] = [];
    const processor = new PdfProcessor({
      render: async (id: string) => {
        rendered.push(id);
        return rendered.length === 1 ? 'rendered' : 'already-rendered';
      },
    });
    await processor.process(job('inv-1'));
    await processor.process(job('inv-1'));
    expect(rendered).toEqual(['inv-1', 'inv-1']);
  });

  it('fails the job (for a retry) when the invoice is not issued', async () => {
    const processor = new PdfProcessor({ render: async () => 'not-issued' as const });
    await expect(processor.process(job('draft'))).rejects.toThrow('not issued');
  });
});
