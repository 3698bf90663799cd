import { jest } from '@jest/globals';
import { startTestApi, type TestApi } from '../testing/test-api';
import { apiMetrics } from './metrics';

/**
 * The api's /metrics: on its own port (METRICS_PORT; 0 here picks a free one), never on the public
 * one, with the token when METRICS_TOKEN is set; request histograms per route pattern and status.
 */
const TOKEN = 'metrics-int-token-0123456789';
let api: TestApi;
const saved = { port: process.env['METRICS_PORT'], token: process.env['METRICS_TOKEN'] };

jest.setTimeout(120_000);

beforeAll(async () => {
  process.env['METRICS_PORT'] = '0';
  process.env['METRICS_TOKEN'] = TOKEN;
  api = await startTestApi('metrics');
});

afterAll(async () => {
  await api?.close();
  for (const [name, value] of [['METRICS_PORT', saved.port], ['METRICS_TOKEN', saved.token]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

it('serves request latency per route and status, sockets and process metrics on the metrics port only', async () => {
  expect((await api.call('/health/live')).status).toBe(200);
  expect((await api.call('/notifications/unread-count')).status).toBe(401);
  // Not on the public port.
  expect((await fetch(`${api.baseUrl}/metrics`)).status).toBe(404);

  const port = apiMetrics(api.app)?.server?.port;
  expect(port).toEqual(expect.any(Number));
  const url = `http://127.0.0.1:${port}/metrics`;
  expect((await fetch(url)).status).toBe(401);
  const text = await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  expect(text).toMatch(/^http_request_duration_seconds_count\{service="api",method="GET",route="\/api\/v1\/health\/live",status_code="200"\} [1-9]/m);
  expect(text).toMatch(/^http_request_duration_seconds_count\{service="api",method="GET",route="\/api\/v1\/notifications\/unread-count",status_code="401"\} 1$/m);
  expect(text).toMatch(/^socketio_connected_sockets\{service="api"\} 0$/m);
  expect(text).toMatch(/^einvoice_validation_in_flight\{service="api"\} 0$/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{service="api"\} /m);
  expect(text).toMatch(/^nodejs_heap_size_used_bytes\{service="api"\} /m);
});
