// Drizzle tables of the chat: one conversation per job and supplier, its
// messages (ordered by a growing id; a client-generated id makes sends idempotent) and each party's
// read mark (unread counts).
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type { ChatBlocker, ChatStatus } from '@fachwerk/shared/contracts';
import { users } from './accounts';
import { jobs } from './jobs';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ChatStatus>().notNull().default('requested'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedById: uuid('blocked_by_id').references(() => users.id, { onDelete: 'set null' }),
    blockedByRole: text('blocked_by_role').$type<ChatBlocker>(),
    blockedReason: text('blocked_reason'),
    /** a party deleted its account: the conversation stays readable for the other one and takes no messages */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** one conversation per job and supplier (the client is the job's) */
    uniqueIndex('conversations_job_supplier_idx').on(t.jobId, t.supplierId),
    index('conversations_client_idx').on(t.clientId, t.lastMessageAt),
    index('conversations_supplier_idx').on(t.supplierId, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** grows with every message: the order of a conversation, its paging and the read marks */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the sender's id for the send: a retry with the same id finds the stored message */
    clientMessageId: text('client_message_id').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** e-mail addresses or phone numbers were replaced (sent before an award) */
    masked: boolean('masked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_id_idx').on(t.conversationId, t.clientMessageId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/** A party's read mark: every message up to `lastReadMessageId` counts as read. */
export const chatReads = pgTable(
  'chat_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /** the e-mail copy covered every message up to this one (one mail per burst of unread messages) */
    mailedThroughId: bigint('mailed_through_id', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_reads_user_idx').on(t.userId)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
