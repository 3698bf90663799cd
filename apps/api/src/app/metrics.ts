import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import {
  createMetricsRegistry,
  metricsServerOptions,
  registerGaugeFunction,
  registerHttpMetrics,
  startMetricsServer,
  type MetricsServer,
} from '@fachwerk/server/core';
import { einvoiceValidationPoolIfStarted } from '@fachwerk/server/documents';
import { RealtimeGateway } from '../realtime/realtime.gateway';

interface ApiMetrics {
  registry: Registry;
  server?: MetricsServer;
}

const byApp = new WeakMap<object, ApiMetrics>();

/** Before the routes: the request histogram hook (see registerHttpMetrics). */
export function registerApiRequestMetrics(fastify: FastifyInstance): Registry {
  const registry = createMetricsRegistry('api');
  registerHttpMetrics(fastify, registry);
  return registry;
}

/**
 * After init: the gauges read from the running app (sockets of this process, the e-invoice
 * validation pool), then the metrics port when `METRICS_PORT` is set (see metricsServerOptions),
 * closed with the app.
 */
export async function startApiMetrics(app: NestFastifyApplication, registry: Registry): Promise<void> {
  const gateway = app.get(RealtimeGateway, { strict: false });
  registerGaugeFunction(registry, 'socketio_connected_sockets', 'Socket.IO connections open on this process.', () => gateway.server?.engine?.clientsCount ?? 0);
  registerGaugeFunction(registry, 'einvoice_validation_in_flight', 'E-invoice validations running or waiting in this process’s pool.', () => einvoiceValidationPoolIfStarted()?.stats().inFlight ?? 0);
  registerGaugeFunction(registry, 'einvoice_validation_refused', 'E-invoice validations refused (pool full, 503) since the pool started.', () => einvoiceValidationPoolIfStarted()?.stats().refused ?? 0);
  const metrics: ApiMetrics = { registry };
  byApp.set(app, metrics);
  const options = metricsServerOptions();
  if (!options) return;
  const server = await startMetricsServer(registry, options);
  metrics.server = server;
  app.getHttpAdapter().getInstance().addHook('onClose', async () => server.close());
}

/** The app's metrics (registry and, when started, the metrics port), e.g. for tests. */
export function apiMetrics(app: NestFastifyApplication): ApiMetrics | undefined {
  return byApp.get(app);
}
