import { unlink } from 'node:fs/promises';
import { berlinToday, type RetentionErasure } from '@fachwerk/server/db';
import type { StructuredLogger } from '@fachwerk/server/queue';
import { IntervalTask } from './interval-task';
import { storagePath } from './pdf.processor';

/** How often the worker looks for retained records whose statutory period has ended. */
export const RETENTION_ERASURE_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * Erases what the law kept after an account was deleted once its period is over (RetentionErasure),
 * then removes the erased documents from storage. Runs at start and every interval; replicas may run
 * it at once (an erased invoice is no longer a candidate, a missing file is fine).
 */
export class RetentionErasureTask extends IntervalTask {
  constructor(
    erasure: Pick<RetentionErasure, 'run'>,
    storageDir: string,
    log: StructuredLogger,
    intervalMs = RETENTION_ERASURE_INTERVAL_MS,
    today: () => string = () => berlinToday(),
  ) {
    super(
      async () => {
        const { invoiceIds, billingPartiesErased, storageKeys } = await erasure.run(today());
        await Promise.all(storageKeys.map((key) => unlink(storagePath(storageDir, key)).catch(() => undefined)));
        if (invoiceIds.length) log.info({ count: invoiceIds.length, invoiceIds }, 'retained invoices erased after their retention period');
        if (billingPartiesErased) log.info({ count: billingPartiesErased }, "deleted clients' billing data erased: the claims are time-barred");
      },
      log,
      intervalMs,
      'retention erasure failed; retried at the next interval',
    );
  }
}
