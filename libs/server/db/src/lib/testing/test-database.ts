import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../migrate';

const BASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function urlFor(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one integration suite (`fw_test_<label>_<random>`), against the
 * real PostgreSQL. Call `drop()` in afterAll.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const safe = label.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 30);
  const name = `fw_test_${safe}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = urlFor(name);
  await runMigrations(url);
  return {
    url,
    name,
    drop: () =>
      admin(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}
