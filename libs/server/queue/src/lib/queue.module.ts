import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@fachwerk/server/core';
import { OutboxWriter } from './outbox-writer';
import { QueueProducer } from './producer';

export const QUEUE_PRODUCER = Symbol('QUEUE_PRODUCER');

class QueueProducerLifecycle implements OnApplicationShutdown {
  constructor(@Inject(QUEUE_PRODUCER) private readonly producer: QueueProducer) {}
  async onApplicationShutdown(): Promise<void> {
    await this.producer.close();
  }
}

/**
 * For the api: `QueueModule` provides `OutboxWriter` (the only way services cause mails and PDFs);
 * `QueueModule.forRoot(config)` adds the BullMQ `QueueProducer` under `QUEUE_PRODUCER` (health checks).
 */
@Module({ providers: [OutboxWriter], exports: [OutboxWriter] })
export class QueueModule {
  static forRoot(config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>): DynamicModule {
    return {
      module: QueueModule,
      providers: [
        OutboxWriter,
        { provide: QUEUE_PRODUCER, useFactory: () => new QueueProducer(config) },
        QueueProducerLifecycle,
      ],
      exports: [OutboxWriter, QUEUE_PRODUCER],
    };
  }
}
