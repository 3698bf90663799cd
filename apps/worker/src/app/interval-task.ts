import { describeError, type StructuredLogger } from '@fachwerk/server/queue';

/**
 * A periodic worker job: runs at start and then every interval, one run at a time; failures are
 * logged, never thrown, and retried at the next interval. Several worker replicas may run it at once,
 * so the work itself must be idempotent (conditional updates).
 */
export class IntervalTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly work: () => Promise<void>,
    protected readonly log: StructuredLogger,
    private readonly intervalMs: number,
    /** the warning logged when a run fails */
    private readonly failureMessage: string,
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** One run (skipped while the previous one is still going). */
  async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        await this.work();
      } catch (error) {
        this.log.warn({ err: describeError(error) }, this.failureMessage);
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
