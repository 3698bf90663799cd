import { createQueueConnection, queuePrefix } from './connection';

const config = { redisUrl: 'redis://127.0.0.1:6399/2', redisPrefix: 'fw_unit' };

describe('createQueueConnection', () => {
  it('gives workers a connection that retries blocking commands forever (BullMQ requirement)', () => {
    const redis = createQueueConnection(config, 'worker');
    redis.disconnect();
    expect(redis.options.maxRetriesPerRequest).toBeNull();
    expect(redis.options).toMatchObject({ host: '127.0.0.1', port: 6399, db: 2 });
  });

  it('lets producers fail fast while Redis is down', () => {
    const redis = createQueueConnection(config, 'producer');
    redis.disconnect();
    expect(redis.options).toMatchObject({ maxRetriesPerRequest: 1, enableOfflineQueue: false });
  });

  it('uses REDIS_PREFIX as the BullMQ prefix', () => {
    expect(queuePrefix(config)).toBe('fw_unit');
  });
});
