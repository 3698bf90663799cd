import type { AppConfig } from '@fachwerk/server/core';
import {
  berlinToday,
  notifications,
  users,
  type DbOrTx,
  type JobExpiry,
  type JobNotifier,
} from '@fachwerk/server/db';
import { describeError, OutboxRepository, type StructuredLogger } from '@fachwerk/server/queue';
import { translate } from '@fachwerk/shared/i18n/server';
import { eq } from 'drizzle-orm';

/** How often the worker closes jobs whose start date has passed with nobody awarded. */
export const JOB_EXPIRY_INTERVAL_MS = 15 * 60_000;

/**
 * The worker's way to reach a user, like the API's Notifier: the notification in the recipient's
 * language and the e-mail copy through the outbox, both in the caller's transaction.
 */
export class WorkerNotifier implements JobNotifier {
  constructor(private readonly config: AppConfig) {}

  async notify(tx: DbOrTx, input: Parameters<JobNotifier['notify']>[1]): Promise<void> {
    const [user] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user || user.deletedAt) return;
    const params = input.params ?? {};
    const title = translate(user.language, `notifications.${input.type}.title`, params);
    const body = translate(user.language, `notifications.${input.type}.body`, params);
    await tx
      .insert(notifications)
      .values({ userId: input.userId, type: input.type, title, body, link: input.link ?? null });
    await OutboxRepository.insert(tx, {
      queue: 'mail',
      payload: {
        to: user.email,
        template: 'generic',
        locale: user.language,
        data: {
          name: user.firstName,
          subject: title,
          body,
          actionUrl: new URL(input.link ?? '/notification', this.config.api.publicUrl).toString(),
        },
      },
    });
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
