import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import type { HealthReport } from '@fachwerk/shared/contracts';
import { startTestApi, type TestApi } from '../../testing/test-api';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function waitForRedis(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch {
      // not up yet
    } finally {
      client.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`private redis-server on port ${port} did not start`);
}

let redis: ChildProcess | undefined;
let api: TestApi;

beforeAll(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForRedis(port);
  api = await startTestApi('redisdown', { REDIS_URL: `redis://127.0.0.1:${port}` });
});

afterAll(async () => {
  if (redis && redis.exitCode === null) redis.kill('SIGKILL');
  await api?.close();
});

describe('GET /health with a private Redis', () => {
  it('is 200 while Redis runs and 503 naming Redis and the queue once it stops', async () => {
    const up = await api.call<HealthReport>('/health');
    expect(up.status).toBe(200);
    expect(up.body.data?.checks).toEqual({ database: 'up', redis: 'up', queue: 'up' });

    const exited = once(redis!, 'exit');
    redis!.kill('SIGTERM');
    await exited;

    const down = await api.call<HealthReport>('/health');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: false,
      message: 'Mindestens ein Dienst ist nicht erreichbar.',
      data: { status: 'error', checks: { database: 'up', redis: 'down', queue: 'down' } },
    });
    // Liveness does not depend on Redis.
    expect((await api.call('/health/live')).status).toBe(200);
  });
});
