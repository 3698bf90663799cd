import { Injectable } from '@nestjs/common';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';

/** Uploaded bytes in a local directory (STORAGE_DIR) under random names; the interface hides where. */
@Injectable()
export class FileStorage {
  private readonly root: string;

  constructor(@InjectConfig() config: Pick<AppConfig, 'storageDir'>) {
    this.root = path.resolve(config.storageDir);
  }

  /** Stores the bytes under a new random key and returns it. */
  async put(buffer: Buffer, ext: string): Promise<string> {
    const key = `${randomBytes(16).toString('hex')}.${ext}`;
    await mkdir(this.root, { recursive: true });
    await writeFile(this.pathOf(key), buffer, { flag: 'wx' });
    return key;
  }

  /** The whole file: uploads are at most 5 MB, and a buffer lets Fastify set the length itself. */
  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch(() => undefined);
  }

  private pathOf(key: string): string {
    // Keys are generated here; refuse anything that could leave the directory anyway.
    if (!/^[a-f0-9]{32}\.[a-z0-9]+$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }
}
