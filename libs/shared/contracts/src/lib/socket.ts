import type { ChatMessage, ChatSummary } from './chat';
import type { ErrorCode } from './errors';

/** Socket.IO contracts: path, rooms and typed event maps. */
export const SOCKET_PATH = '/socket.io';
export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;
/** Every socket of one login session: ended together when the session ends (logout, password change, …). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface NotificationEvent {
  _id: string;
  title: string;
  body: string;
  link?: string;
  createdAt: string;
}

export interface ServerToClientEvents {
  /** Sent once after a successful handshake. */
  'session:ready': (payload: { userId: string; userType: string }) => void;
  'notification:new': (payload: NotificationEvent) => void;
  'notification:unread': (payload: { count: number }) => void;
  /** a stored message, to the conversation's room (every replica), after it was persisted */
  'chat:message': (payload: ChatMessage) => void;
  /** a party read up to `messageId` (read receipts), to the conversation's room */
  'chat:read': (payload: ChatReadEvent) => void;
  /** a party is typing (or stopped), to the others in the conversation's room */
  'chat:typing': (payload: { chatId: string; userId: string; typing: boolean }) => void;
  /** to a user's own sockets: unread messages of one conversation and in total (menu badge) */
  'chat:unread': (payload: { chatId: string; unread: number; total: number }) => void;
  /** to both parties: status or block state changed; refetch the conversation */
  'chat:updated': (payload: Pick<ChatSummary, '_id' | 'status' | 'blocked' | 'blockedBy'>) => void;
}

export interface ChatReadEvent {
  chatId: string;
  userId: string;
  messageId: number;
}

/** What a socket send answers once the message is stored (or why not). */
export type ChatSendAck =
  | { ok: true; message: ChatMessage }
  | { ok: false; code: ErrorCode; message: string; errors?: Record<string, string[]> };

export interface ChatSendPayload {
  chatId: string;
  /** the sender's id for this message: a retry with the same id is stored once */
  clientMessageId: string;
  body?: string;
  attachments?: string[];
}

export interface ClientToServerEvents {
  'chat:join': (payload: { chatId: string }, ack: (ok: boolean) => void) => void;
  'chat:leave': (payload: { chatId: string }) => void;
  /** store a message; acked after it is persisted */
  'chat:send': (payload: ChatSendPayload, ack: (result: ChatSendAck) => void) => void;
  /** read up to a message (joined rooms only) */
  'chat:read': (payload: { chatId: string; messageId: number }, ack?: (ok: boolean) => void) => void;
  /** typing indicator (joined rooms only, not stored) */
  'chat:typing': (payload: { chatId: string; typing: boolean }) => void;
}

/** Error messages sent with `connect_error` when the handshake is refused. */
export const SOCKET_AUTH_ERRORS = {
  missing: 'UNAUTHENTICATED',
  expired: 'TOKEN_EXPIRED',
  invalid: 'UNAUTHENTICATED',
} as const;
