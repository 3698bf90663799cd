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
  // A client checked out of the pool but between queries (a transaction waiting on SMTP, say) that
  // loses its connection emits 'error' on itself, where the pool listens only while the client is
  // idle in the pool: without this listener a PostgreSQL restart crashes the process. The error is
  // not lost: the client's next query fails, the transaction rolls back and the pool discards it.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`PostgreSQL connection lost while checked out: ${error.message}`);
    });
  });
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
