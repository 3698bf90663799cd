import { Injectable } from '@nestjs/common';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import type { DbOrTx } from '@fachwerk/server/db';
import { notifyUser, type NotifyInput } from '@fachwerk/server/queue';

export type { NotifyInput } from '@fachwerk/server/queue';

/**
 * The one way a domain event reaches a user: call it inside the transaction of the change. It stores
 * the notification in the recipient's language and queues the e-mail copy in the outbox, so both
 * exist exactly when the change commits; the realtime push (`notification:new`, `notification:unread`)
 * follows the commit too, through pg_notify and NotificationPush — nothing is pushed for a
 * transaction that rolls back. Deleted accounts get nothing. (Worker code calls `notifyUser`.)
 */
@Injectable()
export class Notifier {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  notify(tx: DbOrTx, input: NotifyInput): Promise<void> {
    return notifyUser(tx, input, this.config.api.publicUrl);
  }
}
