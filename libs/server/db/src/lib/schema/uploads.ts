// One row per uploaded file; the bytes live in STORAGE_DIR under `storageKey`.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type { UploadSlot, UploadVisibility } from '@fachwerk/shared/contracts';
import { users } from './accounts';

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    slot: text('slot').$type<UploadSlot>().notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    /** Random file name inside STORAGE_DIR */
    storageKey: text('storage_key').notNull(),
    visibility: text('visibility').$type<UploadVisibility>().notNull().default('private'),
    /**
     * Set for a guest's registration upload (no owner yet): the sign-up that names the file before
     * this moment becomes its owner; unclaimed files are deleted after it.
     */
    claimableUntil: timestamp('claimable_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

export type UploadRow = typeof uploads.$inferSelect;
