// Data exports an account asked for (Art. 15 and 20 DSGVO): one ZIP each, prepared by the worker,
// stored under STORAGE_DIR until it expires, downloadable only by the account.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type { AccountExportState } from '@fachwerk/shared/contracts';
import { users } from './accounts';

export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `requested` until the worker stored the ZIP (`ready`); `failed` after its last attempt */
    status: text('status').$type<Exclude<AccountExportState, 'expired'>>().notNull().default('requested'),
    /** key below STORAGE_DIR (`exports/<id>.zip`); cleared when the file is removed after expiry */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('account_exports_user_idx').on(t.userId, t.requestedAt),
    index('account_exports_expires_idx').on(t.expiresAt),
    // one export in preparation per account: a second request finds it instead of queueing another
    uniqueIndex('account_exports_one_requested_idx').on(t.userId).where(sql`${t.status} = 'requested'`),
  ],
);

export type AccountExportRow = typeof accountExports.$inferSelect;
