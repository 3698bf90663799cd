import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';

/** Arbitrary constant: the pg advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 727_1948;

/** Folder of the committed SQL migrations; overridable for bundles that copy it elsewhere. */
export function migrationsFolder(): string {
  return process.env['MIGRATIONS_DIR'] ?? path.resolve(process.cwd(), 'libs/server/db/migrations');
}

/** Applies pending migrations under an advisory lock, so two instances starting at once do not race. */
export async function runMigrations(databaseUrl: string, folder = migrationsFolder()): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

/** Creates the database of a URL if it does not exist (connects to the `postgres` database to do so). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-zA-Z0-9_]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}
