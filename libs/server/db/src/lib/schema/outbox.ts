// Transactional outbox: see libs/server/queue.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Side effects that must not be lost (mails, PDFs, notifications), written in the same transaction as
 * the change that causes them. The worker's relay moves unrelayed rows to BullMQ (job id = row id);
 * a processor marks the row processed, so a re-delivered job does nothing twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set when the job failed its last attempt (the dead letter); cleared when an admin retries it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_unrelayed_idx')
      .on(t.createdAt)
      .where(sql`${t.relayedAt} IS NULL`),
    index('outbox_dead_letters_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} IS NOT NULL AND ${t.processedAt} IS NULL`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
