import path from 'node:path';
import { storagePath } from './pdf.processor';

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
