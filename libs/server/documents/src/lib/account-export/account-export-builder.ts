import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
// Types only: the db lib is injected by the worker (and the api's tests), not imported here.
import type { AccountExportRecords, AccountRows, DbOrTx } from '@fachwerk/server/db';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VALID_HOURS,
  type AccountExportManifest,
  type Language,
  type OutboxMessage,
} from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import type { InvoiceFileStore } from '../invoice/invoice-store';

export type AccountExportOutcome = 'built' | 'not-pending';

/** A name safe inside a ZIP on every system: no directories, no control or reserved characters. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').replace(/^\.+/, '_').slice(0, 120) || 'file';

const berlinTime = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(date);

/**
 * Prepares one data export (Art. 15 and 20 DSGVO): every section of `collectAccountData` as
 * `data/<table>.json`, the account's uploaded files and its invoices' PDFs and XMLs under `files/`,
 * and `manifest.json` naming all of them. The ZIP is streamed to a temporary file (one stored file in
 * memory at a time) and renamed into place under a random key; then, in one transaction, the row
 * becomes ready with its expiry and the mail with the link is queued. A row that is no longer
 * pending (done before, account deleted meanwhile) leaves nothing behind.
 */
export class AccountExportBuilder {
  constructor(
    private readonly records: Pick<AccountExportRecords, 'pending' | 'collect' | 'markReady' | 'recipient' | 'transaction'>,
    private readonly store: InvoiceFileStore,
    private readonly publicUrl: string,
    /** `OutboxRepository.insert`: queues a message in the caller's transaction. */
    private readonly enqueue: (tx: DbOrTx, message: OutboxMessage) => Promise<unknown>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async build(exportId: string): Promise<AccountExportOutcome> {
    const pending = await this.records.pending(exportId);
    if (!pending) return 'not-pending';
    const data = await this.records.collect(pending.userId);
    const storageKey = `${randomBytes(16).toString('hex')}.zip`;
    const target = this.store.pathOf(storageKey);
    const sizeBytes = await this.writeZip(target, exportId, pending.userId, data);

    const readyAt = this.now();
    const expiresAt = new Date(readyAt.getTime() + ACCOUNT_EXPORT_VALID_HOURS * 3_600_000);
    const marked = await this.records.transaction(async (tx) => {
      if (!(await this.records.markReady(tx, exportId, { storageKey, sizeBytes, readyAt, expiresAt }))) return false;
      const recipient = await this.records.recipient(pending.userId);
      if (recipient) await this.enqueue(tx, this.readyMail(recipient, exportId, expiresAt));
      return true;
    });
    if (!marked) {
      await rm(target, { force: true });
      return 'not-pending';
    }
    return 'built';
  }

  private readyMail(recipient: { email: string; firstName: string; language: Language }, exportId: string, expiresAt: Date): OutboxMessage {
    const language = recipient.language;
    const subject = translate(language, 'server.accounts.exportReadySubject');
    return {
      queue: 'mail',
      payload: {
        to: recipient.email,
        template: 'generic',
        locale: language,
        data: {
          name: recipient.firstName,
          subject,
          body: translate(language, 'server.accounts.exportReadyBody', { expiresAt: berlinTime(expiresAt, language) }),
          // the profile page downloads it with the account's session: the link alone opens nothing
          actionUrl: new URL(`/profile?export=${exportId}#data-export`, this.publicUrl).toString(),
        },
      },
    };
  }

  /** Streams the ZIP to `target` (through a temporary file); returns its size. */
  private async writeZip(target: string, exportId: string, accountId: string, data: Record<string, AccountRows>): Promise<number> {
    const temp = `${target}.${process.pid}.tmp`;
    const handle = await open(temp, 'wx');
    let written = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const done = new Promise<void>((resolve, reject) => {
      const zip = new Zip((error, chunk, final) => {
        if (error) return reject(error);
        written += chunk.length;
        writing = writing.then(() => handle.write(chunk));
        if (final) writing.then(() => resolve(), reject);
      });
      this.fill(zip, exportId, accountId, data, () => writing).catch(reject);
    });
    try {
      await done;
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temp, target);
    return written;
  }

  private async fill(zip: Zip, exportId: string, accountId: string, data: Record<string, AccountRows>, flushed: () => Promise<unknown>) {
    const addJson = (name: string, value: unknown) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(strToU8(JSON.stringify(value, null, 2)), true);
    };
    const manifest: AccountExportManifest = {
      format: ACCOUNT_EXPORT_FORMAT,
      exportId,
      accountId,
      createdAt: this.now().toISOString(),
      sections: {},
      files: [],
      missingFiles: [],
    };
    for (const [table, rows] of Object.entries(data)) {
      const file = `data/${table}.json`;
      addJson(file, rows);
      manifest.sections[table] = { file, rows: rows.length };
    }
    for (const { path: name, storageKey } of storedFiles(data)) {
      const content = await this.store.read(storageKey).catch(() => undefined);
      if (!content) {
        manifest.missingFiles.push(storageKey);
        continue;
      }
      // Uploads and PDFs are compressed already: stored as they are.
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(content, true);
      manifest.files.push({ path: name, source: storageKey, sizeBytes: content.length });
      await flushed();
    }
    addJson('manifest.json', manifest);
    zip.end();
  }
}

/** The stored files the sections name: the account's uploads and its invoices' documents. */
export function storedFiles(data: Record<string, AccountRows>): { path: string; storageKey: string }[] {
  const files: { path: string; storageKey: string }[] = [];
  for (const row of data['uploads'] ?? []) {
    const upload = row as { id: string; storageKey: string; originalName: string };
    files.push({ path: `files/uploads/${upload.id}-${safeName(upload.originalName)}`, storageKey: upload.storageKey });
  }
  for (const row of data['invoice_documents'] ?? []) {
    const document = row as { invoiceId: string; storageKey: string };
    files.push({ path: `files/invoices/${document.invoiceId}/${safeName(path.basename(document.storageKey))}`, storageKey: document.storageKey });
  }
  return files;
}
