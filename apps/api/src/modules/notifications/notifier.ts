import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { NotificationType } from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { insertNotification, users, type DbOrTx } from '@fachwerk/server/db';
import { OutboxWriter } from '@fachwerk/server/queue';

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  /** `{{name}}` parameters of the `notifications.<type>.title|body` texts */
  params?: Record<string, string | number>;
  /** app path the notification opens, e.g. `/apply-job/<jobId>` */
  link?: string;
}

/**
 * The one way a domain event reaches a user: call it inside the transaction of the change. It stores
 * the notification in the recipient's language and queues the e-mail copy in the outbox, so both
 * exist exactly when the change commits; the realtime push follows the commit too (nothing is pushed
 * for a transaction that rolls back). Deleted accounts get nothing.
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly outbox: OutboxWriter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async notify(tx: DbOrTx, input: NotifyInput): Promise<void> {
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
    // Stored and announced (pg_notify) in the caller's transaction: NotificationPush sends
    // `notification:new` and `notification:unread` to the user's sockets once it commits.
    await insertNotification(tx, {
      userId: input.userId,
      type: input.type,
      title,
      body,
      link: input.link ?? null,
    });
    await this.outbox.enqueue(tx, {
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
