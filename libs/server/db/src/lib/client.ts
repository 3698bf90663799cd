import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool, type PoolConfig } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** A transaction handle; repositories accept `Db | Tx` so callers can compose writes in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  pool: Pool;
  db: Db;
  close(): Promise<void>;
}

/** Opens a pg pool and a Drizzle database over it. */
export function createDb(databaseUrl: string, options: Omit<PoolConfig, 'connectionString'> = {}): DbHandle {
  const pool = new Pool({ connectionString: databaseUrl, max: 10, ...options });
  // An idle client that loses its connection (server restart, DROP DATABASE … WITH FORCE in test
  // teardown) emits 'error' on the pool; unhandled, that would crash the process. The pool already
  // discards the client; the next query opens a new one.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
  });
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
