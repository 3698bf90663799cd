import { Inject, Injectable } from '@nestjs/common';
import { AuditLogRepository, DB, type Db, type OutboxRow } from '@fachwerk/server/db';
import { OutboxRepository, QUEUE_PRODUCER, type QueueProducer } from '@fachwerk/server/queue';
import type { DeadLetter, Paginated, QueueName } from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';

const toDeadLetter = (row: OutboxRow): DeadLetter => {
  const payload = (row.payload ?? {}) as { template?: unknown; to?: unknown };
  return {
    _id: row.id,
    queue: row.queue as QueueName,
    template: typeof payload.template === 'string' ? payload.template : '',
    to: typeof payload.to === 'string' ? payload.to : null,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    failedAt: (row.failedAt ?? row.createdAt).toISOString(),
  };
};

/**
 * Side effects that failed every attempt (the worker marks them on their outbox row): listed for
 * admins, and retried on request with a fresh round of attempts.
 */
@Injectable()
export class DeadLettersService {
  private readonly outbox: OutboxRepository;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(QUEUE_PRODUCER) private readonly producer: QueueProducer,
    private readonly audit: AuditLogRepository,
  ) {
    this.outbox = new OutboxRepository(db);
  }

  async list(query: { queue?: QueueName; page: number; limit: number }): Promise<Paginated<DeadLetter>> {
    const { items, total } = await this.outbox.deadLetters(query);
    return { items: items.map(toDeadLetter), total, page: query.page, limit: query.limit };
  }

  /**
   * Removes the failed job from its queue (a job id BullMQ still knows would not be added again),
   * then clears the failure and unrelays the row in one audited transaction: the worker's relay
   * queues it again under the same id, so a retry clicked twice still sends once.
   */
  async retry(admin: AuthenticatedUser, id: string): Promise<DeadLetter> {
    const row = await this.outbox.find(id);
    if (!row || !row.failedAt || row.processedAt) throw new DomainError('NOT_FOUND');
    const job = await this.producer.queue(row.queue as QueueName).getJob(id);
    if (job && (await job.isFailed())) await job.remove();
    return this.db.transaction(async (tx) => {
      const requeued = await this.outbox.requeueDeadLetter(id, tx);
      if (!requeued) throw new DomainError('NOT_FOUND');
      const letter = toDeadLetter({ ...requeued, failedAt: row.failedAt });
      await this.audit.record(
        admin,
        {
          action: 'retryDeadLetter',
          targetId: id,
          details: { queue: letter.queue, to: letter.to, template: letter.template },
        },
        tx,
      );
      return letter;
    });
  }
}
