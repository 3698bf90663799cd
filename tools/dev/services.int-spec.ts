import { Redis } from 'ioredis';
import { clearRedisPrefix, ensureDatabase, recreateDatabase } from './services.mjs';
import pg from 'pg';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const ADMIN_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('services against the real PostgreSQL and Redis', () => {
  it('clears exactly the keys under a Redis prefix (real Redis)', async () => {
    const redis = new Redis(REDIS_URL);
    const prefix = `fw-tools-spec-${process.pid}`;
    try {
      await redis.mset(`${prefix}:a`, '1', `${prefix}:b`, '2', `${prefix}x-keep`, '3');
      await redis.set(`other-${prefix}`, 'keep');
      expect(await clearRedisPrefix(REDIS_URL, `${prefix}:`)).toBe(2);
      expect(await redis.exists(`${prefix}:a`, `${prefix}:b`)).toBe(0);
      expect(await redis.get(`${prefix}x-keep`)).toBe('3');
      expect(await redis.get(`other-${prefix}`)).toBe('keep');
      await expect(clearRedisPrefix('redis://127.0.0.1:6379', '')).rejects.toThrow(/refusing/);
    } finally {
      await redis.del(`${prefix}x-keep`, `other-${prefix}`);
      redis.disconnect();
    }
  });

  it('creates a missing database once and recreates it empty', async () => {
    const url = new URL(ADMIN_URL);
    url.pathname = `/fw_tools_spec_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      expect(await ensureDatabase(url.toString())).toBe(true);
      expect(await ensureDatabase(url.toString())).toBe(false);
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      await db.query('CREATE TABLE leftover (id int)');
      await db.end();

      await recreateDatabase(url.toString());
      const fresh = new pg.Client({ connectionString: url.toString() });
      await fresh.connect();
      const { rowCount } = await fresh.query("SELECT 1 FROM pg_tables WHERE tablename = 'leftover'");
      await fresh.end();
      expect(rowCount).toBe(0);
      await expect(recreateDatabase(ADMIN_URL)).rejects.toThrow(/refusing/);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "fw_tools_spec_${process.pid}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
