import type { AppConfig } from '@fachwerk/server/core';
import { berlinToday, type DbOrTx, type JobExpiry, type JobNotifier } from '@fachwerk/server/db';
import { describeError, notifyUser, type StructuredLogger } from '@fachwerk/server/queue';

/** How often the worker closes jobs whose start date has passed with nobody awarded. */
export const JOB_EXPIRY_INTERVAL_MS = 15 * 60_000;

/**
 * The worker's way to reach a user: the shared `notifyUser` (the same one the API's Notifier wraps),
 * with the public URL from the worker's config for the e-mail's link.
 */
export class WorkerNotifier implements JobNotifier {
  constructor(private readonly config: AppConfig) {}

  notify(tx: DbOrTx, input: Parameters<JobNotifier['notify']>[1]): Promise<void> {
    return notifyUser(tx, input, this.config.api.publicUrl);
  }
}

/**
 * Runs job expiry at start and then every interval; one run at a time. Several worker replicas may
 * run it at once: the conditional update closes each job exactly once.
 */
export class JobExpiryTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly expiry: Pick<JobExpiry, 'run'>,
    private readonly log: StructuredLogger,
    private readonly intervalMs = JOB_EXPIRY_INTERVAL_MS,
    private readonly today: () => string = () => berlinToday(),
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** One run (skipped while the previous one is still going); failures are logged, never thrown. */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        const closed = await this.expiry.run(this.today());
        if (closed.length) this.log.info({ count: closed.length, jobIds: closed }, 'expired jobs closed');
      } catch (error) {
        this.log.warn({ err: describeError(error) }, 'job expiry failed; retried at the next interval');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
