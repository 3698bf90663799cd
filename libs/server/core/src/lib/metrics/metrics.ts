import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one process (api or worker), served on a port of their own that is never
 * published: not through nginx, not through the Ingress, only to the scraper inside the cluster
 * network (deploy/k8s NetworkPolicy) or on 127.0.0.1. A token can be required on top
 * (`METRICS_TOKEN`, sent as `Authorization: Bearer …`). See deploy/README.md.
 *
 * Every registry carries the process metrics of prom-client (CPU, resident and heap memory, GC,
 * event-loop delay as percentiles from `monitorEventLoopDelay`) labelled with the service.
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // 10 ms sampling resolution: a stall of a CPU-bound request shows in the p99 at once.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  return registry;
}

/** Seconds; from a cached answer (~1 ms) to a slow invoice issue (seconds). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `http_request_duration_seconds{method,route,status_code}`: one observation per answered request,
 * from Fastify's own timer. The route is the matched pattern (`/api/v1/jobs/:id`), never the raw
 * URL, so ids do not create series; requests no route matched count as `unmatched`.
 */
export function registerHttpMetrics(fastify: FastifyInstance, registry: Registry): void {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  // Label lookup once per (method, route, status): the hook itself stays a few hundred nanoseconds.
  const children = new Map<string, ReturnType<typeof histogram.labels>>();
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = histogram.labels(request.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

/** A gauge whose value is read when Prometheus scrapes (sockets, pool sizes). */
export function registerGaugeFunction(
  registry: Registry,
  name: string,
  help: string,
  read: () => number | Promise<number>,
): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(await read());
    },
  });
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

/**
 * Where to serve the metrics, from the environment: `METRICS_PORT` (none: no metrics server, as in
 * the tests), `METRICS_HOST` (default 127.0.0.1; the images set 0.0.0.0 and rely on the network
 * policy), `METRICS_TOKEN` (optional, 16+ characters).
 */
export function metricsServerOptions(env: NodeJS.ProcessEnv = process.env): MetricsServerOptions | undefined {
  const raw = env['METRICS_PORT'];
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('METRICS_PORT must be a port number (0-65535)');
  const token = env['METRICS_TOKEN'] || undefined;
  if (token !== undefined && token.length < 16) throw new Error('METRICS_TOKEN must have at least 16 characters');
  return { port, host: env['METRICS_HOST'] || '127.0.0.1', ...(token ? { token } : {}) };
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Serves `GET /metrics` (Prometheus text format) and nothing else on its own port. */
export async function startMetricsServer(registry: Registry, options: MetricsServerOptions): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (options.token !== undefined && !sameSecret(request.headers.authorization ?? '', `Bearer ${options.token}`)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('unauthorized\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  // Never keeps the process alive on its own.
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
