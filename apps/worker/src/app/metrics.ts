import type { INestApplicationContext } from '@nestjs/common';
import { QUEUE_NAMES } from '@fachwerk/shared/contracts';
import { createMetricsRegistry, metricsServerOptions, startMetricsServer, type MetricsServer } from '@fachwerk/server/core';
import { DB, type Db } from '@fachwerk/server/db';
import { QueueProducer, registerQueueMetrics } from '@fachwerk/server/queue';

/**
 * The worker's metrics: process metrics (event-loop delay, heap, CPU), every BullMQ queue's depth
 * and oldest waiting job, the outbox backlog and its dead letters; served on `METRICS_PORT` when set
 * (see metricsServerOptions in server-core and deploy/README.md).
 */
export async function startWorkerMetrics(app: INestApplicationContext): Promise<MetricsServer | undefined> {
  const options = metricsServerOptions();
  if (!options) return undefined;
  const registry = createMetricsRegistry('worker');
  const producer = app.get(QueueProducer);
  registerQueueMetrics(registry, { queues: Object.values(QUEUE_NAMES).map((name) => producer.queue(name)), db: app.get<Db>(DB) });
  return startMetricsServer(registry, options);
}
