import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from './client';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

/** The pool survives connections dropped by the server (restart, failover) without crashing the process. */
describe('createDb against a PostgreSQL that drops connections', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let admin: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase('client_drop');
    handle = createDb(database.url, { max: 2 });
    admin = createDb(database.url, { max: 1 });
  });

  afterAll(async () => {
    await handle.close();
    await admin.close();
    await database.drop();
  });

  it('a transaction whose connection is terminated between queries fails, and the pool serves the next query', async () => {
    // without the pool's per-client error listener the terminated client's 'error' event is unhandled
    // and fails this test (in production: crashes the process)
    const transaction = handle.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
      // between two queries of the transaction (as while a job sends its mail), the server drops us
      await admin.db.execute(sql`SELECT pg_terminate_backend(${rows[0]?.pid})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();
    const { rows } = await handle.db.execute<{ ok: number }>(sql`SELECT 1 AS ok`);
    expect(rows[0]?.ok).toBe(1);
  });
});
