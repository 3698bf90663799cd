import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { outbox, type Db, type DbOrTx, type OutboxRow } from '@fachwerk/server/db';
import type { OutboxMessage } from '@fachwerk/shared/contracts';

/** Postgres "lock_not_available": another worker holds the row (FOR UPDATE NOWAIT). */
const LOCK_NOT_AVAILABLE = '55P03';

/** How long a delivery waits for an outbox row another transaction holds. */
const ROW_LOCK_WAIT = '3s';

export class OutboxRowBusyError extends Error {
  constructor(readonly outboxId: string) {
    super(`Outbox row ${outboxId} is being processed by another worker`);
    this.name = 'OutboxRowBusyError';
  }
}

export type ProcessOutcome = 'processed' | 'already-processed' | 'missing';

/** Writes and reads the transactional outbox. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a message in the caller's transaction; returns the row id (the future job id). */
  static async insert(tx: DbOrTx, message: OutboxMessage): Promise<string> {
    const [row] = await tx
      .insert(outbox)
      .values({ queue: message.queue, payload: message.payload })
      .returning({ id: outbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return row.id;
  }

  /**
   * Runs `relay` on up to `limit` unrelayed rows, oldest first, locked with FOR UPDATE SKIP LOCKED so
   * two workers never relay the same row at once; the ids `relay` returns are marked relayed in the
   * same transaction.
   */
  async relayBatch(limit: number, relay: (rows: OutboxRow[]) => Promise<string[]>): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(isNull(outbox.relayedAt))
        .orderBy(asc(outbox.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const relayed = await relay(rows);
      for (const id of relayed) {
        await tx
          .update(outbox)
          .set({ relayedAt: sql`now()` })
          .where(eq(outbox.id, id));
      }
      return relayed.length;
    });
  }

  /**
   * Runs a side effect at most once per row: the row is locked while `work` runs, skipped when already
   * processed, and marked processed in the same transaction once `work` succeeds. The lock waits a
   * little (ROW_LOCK_WAIT): the relay holds its rows for the moment it takes to queue them, and a job
   * taken in that moment must not spend an attempt; a parallel delivery of the same job that holds
   * the row longer fails with OutboxRowBusyError and is retried.
   */
  async processOnce(outboxId: string, work: () => Promise<void>): Promise<ProcessOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${ROW_LOCK_WAIT}'`));
        const [row] = await tx
          .select({ processedAt: outbox.processedAt })
          .from(outbox)
          .where(eq(outbox.id, outboxId))
          .for('update');
        if (!row) return 'missing';
        if (row.processedAt) return 'already-processed';
        await work();
        await tx
          .update(outbox)
          .set({ processedAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null })
          .where(and(eq(outbox.id, outboxId), isNull(outbox.processedAt)));
        return 'processed';
      });
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (code === LOCK_NOT_AVAILABLE) throw new OutboxRowBusyError(outboxId);
      throw error;
    }
  }

  /** Counts a failed attempt and keeps its error on the row. */
  async recordFailure(outboxId: string, message: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError: message.slice(0, 2000) })
      .where(eq(outbox.id, outboxId));
  }

  /** The job failed its last attempt: the row becomes a dead letter (listed for admins) until retried. */
  async markFailed(outboxId: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ failedAt: sql`now()` })
      .where(and(eq(outbox.id, outboxId), isNull(outbox.processedAt)));
  }

  /** Dead letters, newest failure first. */
  async deadLetters(filter: {
    queue?: string;
    page: number;
    limit: number;
  }): Promise<{ items: OutboxRow[]; total: number }> {
    const where = and(
      isNotNull(outbox.failedAt),
      isNull(outbox.processedAt),
      filter.queue ? eq(outbox.queue, filter.queue) : undefined,
    );
    const [items, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.failedAt), desc(outbox.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(outbox).where(where),
    ]);
    return { items, total: totalRow?.total ?? 0 };
  }

  /**
   * Gives a dead letter a fresh round of attempts: the failure is cleared and the row is unrelayed,
   * so the relay queues it again under its own id (the caller removes the failed job first).
   * Returns the row, or undefined when it is no dead letter (never failed, already delivered, retried).
   */
  async requeueDeadLetter(outboxId: string, tx: DbOrTx = this.db): Promise<OutboxRow | undefined> {
    const [row] = await tx
      .update(outbox)
      .set({ failedAt: null, relayedAt: null, attempts: 0, lastError: null })
      .where(and(eq(outbox.id, outboxId), isNotNull(outbox.failedAt), isNull(outbox.processedAt)))
      .returning();
    return row;
  }

  async find(outboxId: string): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(outbox).where(eq(outbox.id, outboxId));
    return row;
  }
}
