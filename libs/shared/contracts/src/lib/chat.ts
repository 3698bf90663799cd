import type { Paginated } from './api';

/**
 * Chat between a job's client and a supplier who applied. One conversation per job and
 * supplier: a supplier asks (`requested`), the client approves, starts it himself or awards the
 * application (`approved`). Only approved, unblocked conversations take messages. Messages carry a
 * client-generated id (idempotent sends) and a server id that orders them.
 */
export const CHAT_STATUSES = ['requested', 'approved'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Who blocked a conversation: one of its parties or an admin. */
export const CHAT_BLOCKERS = ['client', 'supplier', 'admin'] as const;
export type ChatBlocker = (typeof CHAT_BLOCKERS)[number];

export const CHAT_LIMITS = {
  messageMax: 5_000,
  attachmentsMax: 5,
  /** messages per page of GET /chats/{id}/messages */
  pageDefault: 30,
  pageMax: 100,
  reasonMax: 500,
  /** the e-mail copy of a new message waits this long and is sent only if it is still unread */
  mailDelayMs: 10 * 60 * 1000,
} as const;

export const CHAT_PATHS = {
  /** GET the caller's conversations (admins: all, with filters); POST start or request one */
  list: '/chats',
  /** GET the caller's unread messages in total (menu badge) */
  unread: '/chats/unread-count',
  one: (id: string) => `/chats/${id}`,
  /** GET ?after=|before= a message id; POST send (REST twin of the socket's chat:send) */
  messages: (id: string) => `/chats/${id}/messages`,
  /** POST {messageId}: read up to this message */
  read: (id: string) => `/chats/${id}/read`,
  /** POST (client): requested → approved */
  approve: (id: string) => `/chats/${id}/approve`,
  /** POST {reason?} (parties; admins with a reason) */
  block: (id: string) => `/chats/${id}/block`,
  /** POST {reason?} (who blocked; admins any, with a reason) */
  unblock: (id: string) => `/chats/${id}/unblock`,
} as const;

/** One stored message. `_id` grows with every message of the platform (ordering, paging, read state). */
export interface ChatMessage {
  _id: number;
  chatId: string;
  /** the sender's id for this send (idempotency key, unique per conversation) */
  clientMessageId: string;
  senderId: string;
  body: string;
  /** `/api/v1/files/<id>` paths, opened through the guarded file route */
  attachments: string[];
  /** path → file name uploaded under */
  fileNames: Record<string, string>;
  /** e-mail addresses or phone numbers were hidden (before an award) */
  masked: boolean;
  createdAt: string;
}

export interface ChatParty {
  _id: string;
  name: string;
}

export interface ChatSummary {
  _id: string;
  jobId: string;
  jobTitle: string;
  client: ChatParty;
  supplier: ChatParty;
  status: ChatStatus;
  /** an award exists for this job and supplier (contact details are no longer masked) */
  awarded: boolean;
  blocked: boolean;
  blockedBy: ChatBlocker | null;
  /** admins and the party who blocked see the reason */
  blockedReason: string | null;
  blockedAt: string | null;
  /** a party deleted its account: the conversation stays readable for the other one, nobody can send */
  closed: boolean;
  closedAt: string | null;
  lastMessage: ChatMessage | null;
  /** messages of the other side after the caller's read mark (0 for admins) */
  unread: number;
  /** the other party's read mark (read receipts) */
  otherReadId: number | null;
  /** what the caller may do now */
  canSend: boolean;
  canApprove: boolean;
  canBlock: boolean;
  canUnblock: boolean;
  createdAt: string;
  updatedAt: string;
}

export type ChatList = Paginated<ChatSummary> & { unreadTotal: number };

/** GET /chats query: admins filter all conversations; parties see their own. */
export interface ChatListQuery {
  page?: number;
  limit?: number;
  status?: ChatStatus;
  blocked?: boolean;
  /** job title or party name */
  search?: string;
  jobId?: string;
}

/** POST /chats: a supplier asks about a job he applied to; a client starts one with such a supplier. */
export interface StartChatRequest {
  jobId: string;
  /** required for clients: the supplier who applied */
  supplierId?: string;
}

export interface SendMessageRequest {
  clientMessageId: string;
  body?: string;
  attachments?: string[];
}

export interface ChatMessagesQuery {
  after?: number;
  before?: number;
  limit?: number;
}

export interface ChatMessagePage {
  items: ChatMessage[];
  /** older messages exist before the first item (paging back) */
  hasMore: boolean;
}

export interface ReadChatRequest {
  messageId: number;
}

export interface BlockChatRequest {
  reason?: string;
}

export interface ChatUnreadCount {
  total: number;
}

/** `data-testid`s of the chat screens (web and e2e). */
export const CHAT_TEST_IDS = {
  list: 'chat-list',
  listItem: 'chat-list-item',
  unread: 'chat-unread',
  menuBadge: 'chat-menu-badge',
  timeline: 'chat-timeline',
  message: 'chat-message',
  pending: 'chat-message-pending',
  composer: 'chat-composer',
  send: 'chat-send',
  typing: 'chat-typing',
  blockedBanner: 'chat-blocked',
  closedBanner: 'chat-closed',
  maskedNote: 'chat-masked-note',
  readReceipt: 'chat-read-receipt',
  approve: 'chat-approve',
  block: 'chat-block',
  unblock: 'chat-unblock',
  loadOlder: 'chat-load-older',
  entry: 'chat-entry',
} as const;
