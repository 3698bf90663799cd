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
  'chat:message': (payload: {
    chatId: string;
    messageId: string;
    senderId: string;
    body: string;
    createdAt: string;
  }) => void;
}

export interface ClientToServerEvents {
  'chat:join': (payload: { chatId: string }, ack: (ok: boolean) => void) => void;
  'chat:leave': (payload: { chatId: string }) => void;
}

/** Error messages sent with `connect_error` when the handshake is refused. */
export const SOCKET_AUTH_ERRORS = {
  missing: 'UNAUTHENTICATED',
  expired: 'TOKEN_EXPIRED',
  invalid: 'UNAUTHENTICATED',
} as const;
