import Fastify from 'fastify';
import { createMetricsRegistry, metricsServerOptions, registerGaugeFunction, registerHttpMetrics, startMetricsServer } from './metrics';

const TOKEN = 'scrape-token-0123456789';

describe('metrics', () => {
  it('counts requests per route pattern and status, serves them only on /metrics with the token', async () => {
    const registry = createMetricsRegistry('api');
    const fastify = Fastify();
    registerHttpMetrics(fastify, registry);
    fastify.get('/jobs/:id', async (request, reply) => ((request.params as { id: string }).id === 'gone' ? reply.code(404).send({}) : { ok: true }));
    let sockets = 3;
    registerGaugeFunction(registry, 'socketio_connected_sockets', 'open sockets', () => sockets);
    await fastify.inject({ url: '/jobs/1' });
    await fastify.inject({ url: '/jobs/2' });
    await fastify.inject({ url: '/jobs/gone' });
    await fastify.inject({ url: '/nowhere/42' });

    const server = await startMetricsServer(registry, { host: '127.0.0.1', port: 0, token: TOKEN });
    try {
      const url = `http://127.0.0.1:${server.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      sockets = 5;
      const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      // One series per pattern and status: the ids are not labels; what no route matched is `unmatched`.
      expect(text).toContain('http_request_duration_seconds_count{service="api",method="GET",route="/jobs/:id",status_code="200"} 2');
      expect(text).toContain('http_request_duration_seconds_count{service="api",method="GET",route="/jobs/:id",status_code="404"} 1');
      expect(text).toContain('http_request_duration_seconds_count{service="api",method="GET",route="unmatched",status_code="404"} 1');
      expect(text).not.toMatch(/route="\/jobs\/1"/);
      expect(text).toContain('socketio_connected_sockets{service="api"} 5');
      for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total']) {
        expect(text).toMatch(new RegExp(`^${name}\\{service="api"\\} `, 'm'));
      }
    } finally {
      await server.close();
      await fastify.close();
    }
  });

  it('reads its port, host and token from the environment, and serves nothing without a port', () => {
    expect(metricsServerOptions({})).toBeUndefined();
    expect(metricsServerOptions({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsServerOptions({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN })).toEqual({ port: 9464, host: '0.0.0.0', token: TOKEN });
    expect(() => metricsServerOptions({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => metricsServerOptions({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
