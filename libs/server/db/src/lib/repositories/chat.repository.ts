import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatBlocker, ChatStatus } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { partyNameSql, users } from '../schema/accounts';
import { chatMessages, chatReads, conversations, type ChatMessageRow, type ConversationRow } from '../schema/chat';
import { applications, awards, jobs, uploadGrants } from '../schema/jobs';
import type { Actor } from './actor';
import { isUuid } from './content-admin.repository';

/** A conversation with what its screens show. */
export interface ConversationView extends ConversationRow {
  jobTitle: string;
  clientName: string;
  supplierName: string;
  awarded: boolean;
}

export interface ConversationFilter {
  status?: ChatStatus;
  blocked?: boolean;
  search?: string;
  jobId?: string;
  page: number;
  limit: number;
}

const clientUser = alias(users, 'chat_client');
const supplierUser = alias(users, 'chat_supplier');
const awardedSql = sql<boolean>`exists (select 1 from ${awards} where ${awards.jobId} = ${conversations.jobId} and ${awards.supplierId} = ${conversations.supplierId})`;

/** Conversations the actor may read: its parties; admins all. */
const visibleTo = (actor: Actor): SQL | undefined =>
  actor.userType === 'admin'
    ? undefined
    : actor.userType === 'client'
      ? eq(conversations.clientId, actor.id)
      : eq(conversations.supplierId, actor.id);

/**
 * Conversations, messages and read marks (life cycle in libs/shared/contracts/src/lib/chat.ts). A send
 * locks its conversation row first, so the messages of one conversation commit in id order (a reader
 * fetching `after` the last id it has never skips one committed later with a smaller id).
 */
@Injectable()
export class ChatRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  private viewQuery(tx: DbOrTx = this.db) {
    return tx
      .select({
        row: conversations,
        jobTitle: jobs.title,
        clientName: partyNameSql(clientUser),
        supplierName: partyNameSql(supplierUser),
        awarded: awardedSql,
      })
      .from(conversations)
      .innerJoin(jobs, eq(jobs.id, conversations.jobId))
      .innerJoin(clientUser, eq(clientUser.id, conversations.clientId))
      .innerJoin(supplierUser, eq(supplierUser.id, conversations.supplierId));
  }

  private static view(r: {
    row: ConversationRow;
    jobTitle: string;
    clientName: string;
    supplierName: string;
    awarded: boolean;
  }): ConversationView {
    return { ...r.row, jobTitle: r.jobTitle, clientName: r.clientName, supplierName: r.supplierName, awarded: r.awarded };
  }

  /** One conversation the actor may read (parties, admins), else null. */
  async findForActor(actor: Actor, id: string, tx: DbOrTx = this.db): Promise<ConversationView | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.viewQuery(tx).where(and(eq(conversations.id, id), visibleTo(actor)));
    return row ? ChatRepository.view(row) : null;
  }

  async list(actor: Actor, filter: ConversationFilter): Promise<{ items: ConversationView[]; total: number }> {
    const search = filter.search?.trim();
    const where = and(
      visibleTo(actor),
      filter.status ? eq(conversations.status, filter.status) : undefined,
      filter.blocked === undefined ? undefined : filter.blocked ? isNotNull(conversations.blockedAt) : isNull(conversations.blockedAt),
      filter.jobId && isUuid(filter.jobId) ? eq(conversations.jobId, filter.jobId) : undefined,
      search
        ? or(
            ilike(jobs.title, `%${escapeLike(search)}%`),
            ilike(partyNameSql(clientUser), `%${escapeLike(search)}%`),
            ilike(partyNameSql(supplierUser), `%${escapeLike(search)}%`),
          )
        : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      this.viewQuery()
        .where(where)
        .orderBy(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`, desc(conversations.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db
        .select({ total: count() })
        .from(conversations)
        .innerJoin(jobs, eq(jobs.id, conversations.jobId))
        .innerJoin(clientUser, eq(clientUser.id, conversations.clientId))
        .innerJoin(supplierUser, eq(supplierUser.id, conversations.supplierId))
        .where(where),
    ]);
    return { items: rows.map(ChatRepository.view), total: totals?.total ?? 0 };
  }

  /** The job (with its client) if the supplier applied to it; what a conversation needs. */
  async applicationOf(
    jobId: string,
    supplierId: string,
    tx: DbOrTx = this.db,
  ): Promise<{ jobId: string; clientId: string; jobTitle: string } | null> {
    if (!isUuid(jobId) || !isUuid(supplierId)) return null;
    const [row] = await tx
      .select({ jobId: jobs.id, clientId: jobs.clientId, jobTitle: jobs.title })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.jobId, jobId), eq(applications.supplierId, supplierId)));
    return row ?? null;
  }

  /**
   * The conversation of a job and supplier, created if missing. `approve` approves it (a client
   * starting it, an award). Returns the row and whether this call created or approved it.
   */
  async ensure(
    tx: Tx,
    input: { jobId: string; clientId: string; supplierId: string; requestedBy: string; approve: boolean },
  ): Promise<{ row: ConversationRow; created: boolean; approvedNow: boolean }> {
    const status: ChatStatus = input.approve ? 'approved' : 'requested';
    const [inserted] = await tx
      .insert(conversations)
      .values({
        jobId: input.jobId,
        clientId: input.clientId,
        supplierId: input.supplierId,
        requestedBy: input.requestedBy,
        status,
        approvedAt: input.approve ? new Date() : null,
      })
      .onConflictDoNothing({ target: [conversations.jobId, conversations.supplierId] })
      .returning();
    if (inserted) return { row: inserted, created: true, approvedNow: input.approve };
    const [existing] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.jobId, input.jobId), eq(conversations.supplierId, input.supplierId)))
      .for('update');
    if (!existing) throw new Error('conversation vanished while ensuring it');
    if (input.approve && existing.status !== 'approved') {
      const approved = await this.approve(tx, existing.id);
      return { row: approved ?? existing, created: false, approvedNow: Boolean(approved) };
    }
    return { row: existing, created: false, approvedNow: false };
  }

  /** requested → approved; null when it was approved already. */
  async approve(tx: Tx, id: string): Promise<ConversationRow | null> {
    const [row] = await tx
      .update(conversations)
      .set({ status: 'approved', approvedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(conversations.id, id), eq(conversations.status, 'requested')))
      .returning();
    return row ?? null;
  }

  async setBlocked(
    tx: Tx,
    id: string,
    block: { by: string; role: ChatBlocker; reason: string | null } | null,
  ): Promise<ConversationRow | null> {
    const [row] = await tx
      .update(conversations)
      .set(
        block
          ? { blockedAt: sql`now()`, blockedById: block.by, blockedByRole: block.role, blockedReason: block.reason, updatedAt: sql`now()` }
          : { blockedAt: null, blockedById: null, blockedByRole: null, blockedReason: null, updatedAt: sql`now()` },
      )
      .where(eq(conversations.id, id))
      .returning();
    return row ?? null;
  }

  /** Locks the conversation for a send (messages of one conversation commit in id order). */
  async lockForSend(tx: Tx, id: string): Promise<ConversationRow | null> {
    const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
    return row ?? null;
  }

  async findByClientMessageId(tx: DbOrTx, conversationId: string, clientMessageId: string): Promise<ChatMessageRow | null> {
    const [row] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientMessageId, clientMessageId)));
    return row ?? null;
  }

  async insertMessage(
    tx: Tx,
    input: Pick<ChatMessageRow, 'conversationId' | 'senderId' | 'clientMessageId' | 'body' | 'attachments' | 'masked'>,
  ): Promise<ChatMessageRow> {
    const [row] = await tx.insert(chatMessages).values(input).returning();
    if (!row) throw new Error('inserting a chat message returned nothing');
    await tx
      .update(conversations)
      .set({ lastMessageId: row.id, lastMessageAt: row.createdAt, updatedAt: sql`now()` })
      .where(eq(conversations.id, input.conversationId));
    // the sender has read what he wrote
    await this.markRead(input.conversationId, input.senderId, row.id, tx);
    return row;
  }

  /** Lets one user read these uploads (a message's attachments for the other party). */
  async grantUploads(tx: Tx, uploadIds: string[], granteeId: string): Promise<void> {
    if (!uploadIds.length) return;
    await tx.insert(uploadGrants).values(uploadIds.map((uploadId) => ({ uploadId, granteeId })));
  }

  /** Messages of a conversation: `after` an id (ascending), `before` an id or the newest (a page back). */
  async messages(
    conversationId: string,
    query: { after?: number; before?: number; limit: number },
  ): Promise<{ items: ChatMessageRow[]; hasMore: boolean }> {
    if (query.after !== undefined) {
      const items = await this.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, query.after)))
        .orderBy(asc(chatMessages.id))
        .limit(query.limit);
      return { items, hasMore: false };
    }
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          query.before !== undefined ? lt(chatMessages.id, query.before) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(query.limit + 1);
    const hasMore = rows.length > query.limit;
    return { items: rows.slice(0, query.limit).reverse(), hasMore };
  }

  async messagesByIds(ids: number[]): Promise<Map<number, ChatMessageRow>> {
    const valid = ids.filter((id) => Number.isSafeInteger(id));
    if (!valid.length) return new Map();
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(inArray(chatMessages.id, valid));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Moves a read mark forward (never back, never past the conversation's last message); the mark now. */
  async markRead(conversationId: string, userId: string, messageId: number, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .insert(chatReads)
      .values({
        conversationId,
        userId,
        lastReadMessageId: sql`least(${messageId}::bigint, coalesce((select ${conversations.lastMessageId} from ${conversations} where ${conversations.id} = ${conversationId}), 0))`,
      })
      .onConflictDoUpdate({
        target: [chatReads.conversationId, chatReads.userId],
        set: {
          lastReadMessageId: sql`greatest(${chatReads.lastReadMessageId}, excluded.last_read_message_id)`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ mark: chatReads.lastReadMessageId });
    return row?.mark ?? 0;
  }

  /** Read marks of conversations for users: `${conversationId}:${userId}` → last read message id. */
  async readMarks(conversationIds: string[]): Promise<Map<string, number>> {
    if (!conversationIds.length) return new Map();
    const rows = await this.db
      .select()
      .from(chatReads)
      .where(inArray(chatReads.conversationId, conversationIds));
    return new Map(rows.map((r) => [`${r.conversationId}:${r.userId}`, r.lastReadMessageId]));
  }

  /** Unread messages of the other party per conversation of the user. */
  async unreadCounts(userId: string, conversationIds?: string[]): Promise<Map<string, number>> {
    const ids = conversationIds?.filter(isUuid);
    if (ids && !ids.length) return new Map();
    const rows = await this.db.execute<{ id: string; unread: string }>(sql`
      SELECT c.id, count(m.id) AS unread
      FROM conversations c
      JOIN chat_messages m ON m.conversation_id = c.id AND m.sender_id <> ${userId}
      LEFT JOIN chat_reads r ON r.conversation_id = c.id AND r.user_id = ${userId}
      WHERE (c.client_id = ${userId} OR c.supplier_id = ${userId})
        AND m.id > coalesce(r.last_read_message_id, 0)
        ${ids ? sql`AND c.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``}
      GROUP BY c.id`);
    return new Map(rows.rows.map((r) => [r.id, Number(r.unread)]));
  }

  async unreadTotal(userId: string): Promise<number> {
    let total = 0;
    for (const n of (await this.unreadCounts(userId)).values()) total += n;
    return total;
  }

  /** Whether the message is still unread by the user (the delayed e-mail copy checks it when it fires). */
  async isUnread(conversationId: string, userId: string, messageId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ mark: chatReads.lastReadMessageId })
      .from(chatReads)
      .where(and(eq(chatReads.conversationId, conversationId), eq(chatReads.userId, userId)));
    return (row?.mark ?? 0) < messageId;
  }

  /**
   * When the delayed e-mail copy of a message fires: null if the recipient read it meanwhile or a mail
   * already covered it; else the burst is claimed (every message up to the conversation's last one
   * counts as mailed) and what the mail says is returned. Run it in the transaction of the notification.
   */
  async claimMailBurst(
    tx: Tx,
    conversationId: string,
    recipientId: string,
    messageId: number,
  ): Promise<{ senderName: string; jobTitle: string; preview: string } | null> {
    await tx.insert(chatReads).values({ conversationId, userId: recipientId }).onConflictDoNothing();
    const [mark] = await tx
      .select()
      .from(chatReads)
      .where(and(eq(chatReads.conversationId, conversationId), eq(chatReads.userId, recipientId)))
      .for('update');
    if (!mark || mark.lastReadMessageId >= messageId || mark.mailedThroughId >= messageId) return null;
    const [info] = await tx
      .select({
        lastMessageId: conversations.lastMessageId,
        jobTitle: jobs.title,
        body: chatMessages.body,
        senderName: partyNameSql(clientUser),
      })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .innerJoin(jobs, eq(jobs.id, conversations.jobId))
      .innerJoin(clientUser, eq(clientUser.id, chatMessages.senderId))
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)));
    if (!info) return null;
    await tx
      .update(chatReads)
      .set({ mailedThroughId: info.lastMessageId ?? messageId })
      .where(and(eq(chatReads.conversationId, conversationId), eq(chatReads.userId, recipientId)));
    const preview = info.body.length > 140 ? `${info.body.slice(0, 139)}…` : info.body;
    return { senderName: info.senderName, jobTitle: info.jobTitle, preview };
  }

  async userNames(ids: string[]): Promise<Map<string, string>> {
    const valid = [...new Set(ids)].filter(isUuid);
    if (!valid.length) return new Map();
    const rows = await this.db
      .select({ id: clientUser.id, name: partyNameSql(clientUser) })
      .from(clientUser)
      .where(inArray(clientUser.id, valid));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
