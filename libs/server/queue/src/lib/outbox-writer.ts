import { Injectable } from '@nestjs/common';
import type { DbOrTx } from '@fachwerk/server/db';
import type { OutboxMessage } from '@fachwerk/shared/contracts';
import { OutboxRepository } from './outbox.repository';

/**
 * What API services use to cause a side effect (mail, PDF): call it inside the transaction of the
 * change, so the message is stored exactly when the change commits. The worker relays it.
 *
 *   await db.transaction(async (tx) => {
 *     await tx.update(accounts)…;
 *     await outbox.enqueue(tx, { queue: 'mail', payload: { to, template: 'generic', locale: 'de', data } });
 *   });
 */
@Injectable()
export class OutboxWriter {
  enqueue(tx: DbOrTx, message: OutboxMessage): Promise<string> {
    return OutboxRepository.insert(tx, message);
  }
}
