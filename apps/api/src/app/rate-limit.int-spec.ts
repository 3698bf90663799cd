import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi('ratelimit', { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
});

afterAll(async () => {
  await api?.close();
});

describe('rate limiting (Redis-backed)', () => {
  it('answers 429 RATE_LIMITED with a localised message once the limit is used up', async () => {
    for (let i = 0; i < 3; i += 1) expect((await api.call('/content')).status).toBe(200);
    const limited = await api.call('/content', { headers: { 'accept-language': 'en' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(limited.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const seconds = Number(/(\d+)/.exec(limited.body.message)?.[1]);
    expect(limited.body.data).toEqual({ retryAfterSeconds: seconds });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts the fast /content route too and tells the client its budget', async () => {
    const redis = api.app.get<import('ioredis').Redis>((await import('./redis.module')).REDIS);
    const before = Number(await redis.get(`${api.config.redisPrefix}:rate-limit:ip:127.0.0.1`));
    const { headers } = await api.call('/content');
    expect(headers.get('x-ratelimit-limit')).toBe('3');
    expect(headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(await redis.get(`${api.config.redisPrefix}:rate-limit:ip:127.0.0.1`))).toBe(before + 1);
  });

  it('keeps the counters in Redis under the configured prefix', async () => {
    const redis = api.app.get<import('ioredis').Redis>((await import('./redis.module')).REDIS);
    const keys = await redis.keys(`${api.config.redisPrefix}:rate-limit:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('never limits the health endpoints', async () => {
    for (let i = 0; i < 5; i += 1) expect((await api.call('/health/live')).status).toBe(200);
  });
});
