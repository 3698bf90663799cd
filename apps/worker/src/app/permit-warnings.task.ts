import { berlinToday, type PermitWarnings } from '@fachwerk/server/db';
import type { StructuredLogger } from '@fachwerk/server/queue';
import { IntervalTask } from './interval-task';

/** How often the worker looks for AÜG permits to warn about (a day's warning may come up to an hour late). */
export const PERMIT_WARNINGS_INTERVAL_MS = 60 * 60_000;

/**
 * Warnings 60 and 14 days before a supplier's AÜG permit expires and the notice on expiry
 * (PermitWarnings in server-db); each once, also with several worker replicas.
 */
export class PermitWarningsTask extends IntervalTask {
  constructor(
    warnings: Pick<PermitWarnings, 'run'>,
    log: StructuredLogger,
    intervalMs = PERMIT_WARNINGS_INTERVAL_MS,
    today: () => string = () => berlinToday(),
  ) {
    super(
      async () => {
        const { warned, expired } = await warnings.run(today());
        if (warned.length || expired.length) log.info({ warned, expired }, 'AÜG permit warnings sent');
      },
      log,
      intervalMs,
      'AÜG permit warnings failed; retried at the next interval',
    );
  }
}
