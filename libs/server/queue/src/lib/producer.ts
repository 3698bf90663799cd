import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUE_NAMES, type JobOf, type QueueName } from '@fachwerk/shared/contracts';
import { createQueueConnection, queuePrefix, type QueueConnectionConfig } from './connection';

/** Adds jobs to the queues of the contracts' `JobMap`, typed by queue name. */
export interface JobProducer {
  add<Q extends QueueName>(queue: Q, job: JobOf<Q>, options: JobsOptions): Promise<void>;
  /** Removes a waiting or delayed job; false when it is unknown or running. */
  remove(queue: QueueName, jobId: string): Promise<boolean>;
}

/** BullMQ producer over one Redis connection, one `Queue` per name in `QUEUE_NAMES`. */
export class QueueProducer implements JobProducer {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    config: QueueConnectionConfig,
    private readonly connection: Redis = createQueueConnection(config, 'producer'),
  ) {
    const prefix = queuePrefix(config);
    this.queues = Object.fromEntries(
      Object.values(QUEUE_NAMES).map((name) => [
        name,
        new Queue(name, { connection: this.connection, prefix }),
      ]),
    ) as Record<QueueName, Queue>;
  }

  async add<Q extends QueueName>(queue: Q, job: JobOf<Q>, options: JobsOptions): Promise<void> {
    await this.queues[queue].add(queue, job, options);
  }

  async remove(queue: QueueName, jobId: string): Promise<boolean> {
    return (await this.queues[queue].remove(jobId)) === 1;
  }

  /** The BullMQ queue of a name (health checks, tests, admin views). */
  queue(name: QueueName): Queue {
    return this.queues[name];
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((q) => q.close()));
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}
