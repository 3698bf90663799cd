import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Rendered invoice documents under STORAGE_DIR (written by the worker, served by the api). Keys are
 * relative paths (`invoices/<id>/<number>.pdf`); a key that climbs out of the directory is refused.
 * Writes go through a temporary file and a rename, so a reader never sees half a document.
 */
export class InvoiceFileStore {
  private readonly root: string;

  constructor(storageDir: string) {
    this.root = path.resolve(storageDir);
  }

  pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!key || path.isAbsolute(key) || !target.startsWith(this.root + path.sep)) throw new Error(`invalid storage key "${key}"`);
    return target;
  }

  async write(key: string, content: Buffer | string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, content);
    await rename(temp, target);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }
}

/** A file name from an invoice number: `RE-2026/00042` → `RE-2026_00042`. */
export const invoiceFileName = (number: string): string => number.replace(/[^A-Za-z0-9._-]/g, '_');
