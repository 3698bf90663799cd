import { unlink } from 'node:fs/promises';
import type { AccountExportRecords } from '@fachwerk/server/db';
import type { StructuredLogger } from '@fachwerk/server/queue';
import { IntervalTask } from './interval-task';
import { storagePath } from './pdf.processor';

/** How often the worker removes the files of expired data exports. */
export const ACCOUNT_EXPORT_EXPIRY_INTERVAL_MS = 60 * 60_000;

/**
 * Removes the ZIP of every data export past its expiry (the row stays, so the account sees
 * "expired"); the api refuses the download from the expiry on, whether the file is gone yet or not.
 */
export class AccountExportExpiryTask extends IntervalTask {
  constructor(
    records: Pick<AccountExportRecords, 'releaseExpired'>,
    storageDir: string,
    log: StructuredLogger,
    intervalMs = ACCOUNT_EXPORT_EXPIRY_INTERVAL_MS,
    now: () => Date = () => new Date(),
  ) {
    super(
      async () => {
        const keys = await records.releaseExpired(now());
        await Promise.all(keys.map((key) => unlink(storagePath(storageDir, key)).catch(() => undefined)));
        if (keys.length) log.info({ count: keys.length }, 'expired account exports removed');
      },
      log,
      intervalMs,
      'account export expiry failed; retried at the next interval',
    );
  }
}
