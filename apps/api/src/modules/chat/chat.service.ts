import { Injectable, Logger } from '@nestjs/common';
import {
  chatRoom,
  type ChatBlocker,
  type ChatList,
  type ChatMessage,
  type ChatMessagePage,
  type ChatSummary,
} from '@fachwerk/shared/contracts';
import { CHAT_LIMITS } from '@fachwerk/shared/contracts/chat';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import {
  AuditLogRepository,
  ChatRepository,
  type ChatMessageRow,
  type ConversationRow,
  type ConversationView,
} from '@fachwerk/server/db';
import { OutboxRepository } from '@fachwerk/server/queue';
import { FileNames, FileReferenceValidator } from '../../common/file-references';
import { RealtimeService } from '../../realtime';
import { Notifier } from '../notifications';
import { maskBeforeAward, maskFileNameBeforeAward } from '../../common/contact-masking';
import type { BlockChatDto, ChatListQueryDto, ChatMessagesQueryDto, SendMessageDto, StartChatDto } from './dto/chat.dto';

const notFound = () => new DomainError('NOT_FOUND');
const isParty = (actor: AuthenticatedUser, c: ConversationRow) => actor.id === c.clientId || actor.id === c.supplierId;
const otherParty = (actor: { id: string }, c: ConversationRow) => (actor.id === c.clientId ? c.supplierId : c.clientId);

/**
 * The chat (contracts: chat.ts, socket.ts). Every change is stored first and pushed after its commit:
 * messages to the conversation's room (every api replica, through the Redis streams adapter), unread
 * counts and state changes to the parties' own sockets. REST and the socket's `chat:send` share
 * `send`, so both are idempotent by the sender's `clientMessageId` and both refuse a blocked
 * conversation with CHAT_BLOCKED (the §8 text).
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger('ChatService');

  constructor(
    private readonly chats: ChatRepository,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
    private readonly files: FileReferenceValidator,
    private readonly fileNames: FileNames,
    private readonly realtime: RealtimeService,
  ) {}

  // ── reading ─────────────────────────────────────────────────────────────────────────────────

  async list(actor: AuthenticatedUser, query: ChatListQueryDto): Promise<ChatList> {
    const { items, total } = await this.chats.list(actor, query);
    const [summaries, unreadTotal] = await Promise.all([
      this.summaries(actor, items),
      actor.userType === 'admin' ? Promise.resolve(0) : this.chats.unreadTotal(actor.id),
    ]);
    return { items: summaries, total, page: query.page, limit: query.limit, unreadTotal };
  }

  async unreadCount(actor: AuthenticatedUser): Promise<{ total: number }> {
    return { total: actor.userType === 'admin' ? 0 : await this.chats.unreadTotal(actor.id) };
  }

  async one(actor: AuthenticatedUser, id: string): Promise<ChatSummary> {
    const [summary] = await this.summaries(actor, [await this.visible(actor, id)]);
    if (!summary) throw notFound();
    return summary;
  }

  async messages(actor: AuthenticatedUser, id: string, query: ChatMessagesQueryDto): Promise<ChatMessagePage> {
    const chat = await this.visible(actor, id);
    const { items, hasMore } = await this.chats.messages(chat.id, query);
    return { items: await this.present(items, () => chat.awarded), hasMore };
  }

  /** RoomAccess policy of the `chat` room kind: the parties and admins (read-only) may join. */
  async mayJoin(actor: AuthenticatedUser, id: string): Promise<boolean> {
    return (await this.chats.findForActor(actor, id)) !== null;
  }

  // ── starting and approving ──────────────────────────────────────────────────────────────────

  /**
   * A supplier asks about a job he applied to (requested, the client is notified); a client starts
   * one with a supplier who applied to his job (approved at once). Asking again returns the same one.
   */
  async start(actor: AuthenticatedUser, input: StartChatDto): Promise<{ chat: ChatSummary; created: boolean }> {
    const supplierId = actor.userType === 'supplier' ? actor.id : input.supplierId;
    if (actor.userType === 'client' && !supplierId) throw DomainError.field('supplierId', 'server.chat.supplierRequired');
    const application = supplierId ? await this.chats.applicationOf(input.jobId, supplierId) : null;
    if (!supplierId || !application || (actor.userType === 'client' && application.clientId !== actor.id))
      throw notFound();
    const approve = actor.userType === 'client';
    const result = await this.chats.transaction(async (tx) => {
      const ensured = await this.chats.ensure(tx, {
        jobId: application.jobId,
        clientId: application.clientId,
        supplierId,
        requestedBy: actor.id,
        approve,
      });
      const names = await this.chats.userNames([actor.id]);
      const params = { companyName: names.get(actor.id) ?? '', jobTitle: application.jobTitle };
      const link = `/messages/chat/${ensured.row.id}`;
      if (ensured.created && !approve)
        await this.notifier.notify(tx, { userId: application.clientId, type: 'chatRequested', params, link });
      if (ensured.approvedNow)
        await this.notifier.notify(tx, { userId: supplierId, type: 'chatApproved', params, link });
      return ensured;
    });
    if (result.approvedNow) this.pushUpdated(result.row);
    return { chat: await this.one(actor, result.row.id), created: result.created };
  }

  async approve(actor: AuthenticatedUser, id: string): Promise<ChatSummary> {
    const chat = await this.visible(actor, id);
    if (chat.clientId !== actor.id) throw new DomainError('FORBIDDEN');
    const approved = await this.chats.transaction(async (tx) => {
      const row = await this.chats.approve(tx, chat.id);
      if (row) {
        const names = await this.chats.userNames([actor.id]);
        await this.notifier.notify(tx, {
          userId: chat.supplierId,
          type: 'chatApproved',
          params: { companyName: names.get(actor.id) ?? '', jobTitle: chat.jobTitle },
          link: `/messages/chat/${chat.id}`,
        });
      }
      return row;
    });
    if (approved) this.pushUpdated(approved);
    return this.one(actor, chat.id);
  }

  // ── blocking ────────────────────────────────────────────────────────────────────────────────

  /** A party blocks the other side; an admin blocks any conversation with a reason (audited). */
  async block(actor: AuthenticatedUser, id: string, input: BlockChatDto): Promise<ChatSummary> {
    const chat = await this.visible(actor, id);
    const admin = actor.userType === 'admin';
    if (admin && !input.reason) throw DomainError.field('reason', 'server.chat.adminReasonRequired');
    const role: ChatBlocker = admin ? 'admin' : actor.id === chat.clientId ? 'client' : 'supplier';
    const row = await this.chats.transaction(async (tx) => {
      const blocked = await this.chats.setBlocked(tx, chat.id, { by: actor.id, role, reason: input.reason || null });
      if (admin) await this.audit.record(actor, { action: 'blockChat', targetId: chat.id, details: { reason: input.reason } }, tx);
      return blocked;
    });
    if (row) this.pushUpdated(row);
    return this.one(actor, chat.id);
  }

  /** Who blocked it (a party its own block) or an admin (any, with a reason) lifts a block. */
  async unblock(actor: AuthenticatedUser, id: string, input: BlockChatDto): Promise<ChatSummary> {
    const chat = await this.visible(actor, id);
    const admin = actor.userType === 'admin';
    if (!chat.blockedAt) return this.one(actor, chat.id);
    if (!admin && (chat.blockedByRole === 'admin' || chat.blockedById !== actor.id))
      throw new DomainError('CHAT_UNBLOCK_NOT_ALLOWED');
    if (admin && !input.reason) throw DomainError.field('reason', 'server.chat.adminReasonRequired');
    const row = await this.chats.transaction(async (tx) => {
      const unblocked = await this.chats.setBlocked(tx, chat.id, null);
      if (admin)
        await this.audit.record(actor, { action: 'unblockChat', targetId: chat.id, details: { reason: input.reason } }, tx);
      return unblocked;
    });
    if (row) this.pushUpdated(row);
    return this.one(actor, chat.id);
  }

  // ── messages ────────────────────────────────────────────────────────────────────────────────

  /**
   * Stores a message once per `clientMessageId` (a retry answers the stored one) and pushes it after
   * the commit. The conversation row is locked for the send, so its messages commit in id order.
   */
  async send(actor: AuthenticatedUser, id: string, input: SendMessageDto): Promise<{ message: ChatMessage; created: boolean }> {
    const chat = await this.visible(actor, id);
    if (!isParty(actor, chat)) throw new DomainError('FORBIDDEN');
    const recipientId = otherParty(actor, chat);
    const body = (input.body ?? '').trim();
    const attachments = input.attachments ?? [];
    const { row, created } = await this.chats.transaction(async (tx) => {
      const locked = await this.chats.lockForSend(tx, chat.id);
      if (!locked) throw notFound();
      const existing = await this.chats.findByClientMessageId(tx, chat.id, input.clientMessageId);
      if (existing) return { row: existing, created: false };
      if (locked.closedAt) throw new DomainError('CHAT_CLOSED');
      if (locked.blockedAt) throw new DomainError('CHAT_BLOCKED');
      if (locked.status !== 'approved') throw new DomainError('CHAT_NOT_APPROVED');
      if (!body && !attachments.length) throw DomainError.field('body', 'server.chat.messageEmpty');
      const uploadIds = await this.files.assertOwnFiles(actor.id, [{ field: 'attachments', value: attachments }], { tx });
      await this.chats.grantUploads(tx, uploadIds, recipientId);
      const masking = maskBeforeAward(body, chat.awarded);
      const inserted = await this.chats.insertMessage(tx, {
        conversationId: chat.id,
        senderId: actor.id,
        clientMessageId: input.clientMessageId,
        body: masking.text,
        attachments,
        masked: masking.masked,
      });
      // The e-mail copy, if the recipient has not read it 10 minutes later (one mail per burst).
      await OutboxRepository.insert(tx, {
        queue: 'chat-mail',
        payload: {
          conversationId: chat.id,
          recipientId,
          messageId: inserted.id,
          runAt: new Date(inserted.createdAt.getTime() + CHAT_LIMITS.mailDelayMs).toISOString(),
        },
      });
      return { row: inserted, created: true };
    });
    const [message] = await this.present([row], () => chat.awarded);
    if (!message) throw notFound();
    if (created) {
      this.realtime.emitToRoom(chatRoom(chat.id), 'chat:message', message);
      void this.pushUnread(recipientId, chat.id);
    }
    return { message, created };
  }

  /** Moves the caller's read mark forward; pushes the read receipt and the caller's unread counts. */
  async read(actor: AuthenticatedUser, id: string, messageId: number): Promise<{ messageId: number }> {
    const chat = await this.visible(actor, id);
    if (!isParty(actor, chat)) throw new DomainError('FORBIDDEN');
    const mark = await this.chats.markRead(chat.id, actor.id, messageId);
    this.realtime.emitToRoom(chatRoom(chat.id), 'chat:read', { chatId: chat.id, userId: actor.id, messageId: mark });
    void this.pushUnread(actor.id, chat.id);
    return { messageId: mark };
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────────

  private async visible(actor: AuthenticatedUser, id: string): Promise<ConversationView> {
    const chat = await this.chats.findForActor(actor, id);
    if (!chat) throw notFound();
    return chat;
  }

  private pushUpdated(row: ConversationRow): void {
    const payload = { _id: row.id, status: row.status, blocked: row.blockedAt !== null, blockedBy: row.blockedByRole ?? null };
    this.realtime.emitToUser(row.clientId, 'chat:updated', payload);
    this.realtime.emitToUser(row.supplierId, 'chat:updated', payload);
  }

  private async pushUnread(userId: string, chatId: string): Promise<void> {
    try {
      const counts = await this.chats.unreadCounts(userId);
      let total = 0;
      for (const n of counts.values()) total += n;
      this.realtime.emitToUser(userId, 'chat:unread', { chatId, unread: counts.get(chatId) ?? 0, total });
    } catch (error) {
      this.logger.warn(`unread counts not pushed: ${(error as Error).message}`);
    }
  }

  /** Messages as the API answers them; before the award the attachments' file names are masked like bodies. */
  private async present(rows: ChatMessageRow[], awarded: (conversationId: string) => boolean): Promise<ChatMessage[]> {
    const names = await this.fileNames.of(rows.flatMap((r) => r.attachments));
    const nameOf = (r: ChatMessageRow, path: string): [string, string][] => {
      const name = names[path];
      return name ? [[path, maskFileNameBeforeAward(name, awarded(r.conversationId))]] : [];
    };
    return rows.map((r) => ({
      _id: r.id,
      chatId: r.conversationId,
      clientMessageId: r.clientMessageId,
      senderId: r.senderId,
      body: r.body,
      attachments: r.attachments,
      fileNames: Object.fromEntries(r.attachments.flatMap((p) => nameOf(r, p))),
      masked: r.masked,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private async summaries(actor: AuthenticatedUser, views: ConversationView[]): Promise<ChatSummary[]> {
    if (!views.length) return [];
    const ids = views.map((v) => v.id);
    const admin = actor.userType === 'admin';
    const [lastRows, unread, marks] = await Promise.all([
      this.chats.messagesByIds(views.flatMap((v) => (v.lastMessageId ? [v.lastMessageId] : []))),
      admin ? Promise.resolve(new Map<string, number>()) : this.chats.unreadCounts(actor.id, ids),
      this.chats.readMarks(ids),
    ]);
    const awardedChats = new Set(views.filter((v) => v.awarded).map((v) => v.id));
    const lastMessages = new Map((await this.present([...lastRows.values()], (id) => awardedChats.has(id))).map((m) => [m._id, m]));
    return views.map((v) => {
      const party = isParty(actor, v);
      const blocked = v.blockedAt !== null;
      const closed = v.closedAt !== null;
      const other = party ? otherParty(actor, v) : null;
      return {
        _id: v.id,
        jobId: v.jobId,
        jobTitle: v.jobTitle,
        client: { _id: v.clientId, name: v.clientName },
        supplier: { _id: v.supplierId, name: v.supplierName },
        status: v.status,
        awarded: v.awarded,
        blocked,
        blockedBy: v.blockedByRole ?? null,
        blockedReason: admin || v.blockedById === actor.id ? v.blockedReason : null,
        blockedAt: v.blockedAt?.toISOString() ?? null,
        closed,
        closedAt: v.closedAt?.toISOString() ?? null,
        lastMessage: (v.lastMessageId && lastMessages.get(v.lastMessageId)) || null,
        unread: unread.get(v.id) ?? 0,
        otherReadId: other ? (marks.get(`${v.id}:${other}`) ?? null) : null,
        canSend: party && v.status === 'approved' && !blocked && !closed,
        canApprove: actor.id === v.clientId && v.status === 'requested' && !closed,
        canBlock: (party || admin) && !blocked && !closed,
        canUnblock: blocked && !closed && (admin || (v.blockedByRole !== 'admin' && v.blockedById === actor.id)),
        createdAt: v.createdAt.toISOString(),
        updatedAt: v.updatedAt.toISOString(),
      };
    });
  }
}
