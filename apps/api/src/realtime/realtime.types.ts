import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, UserType } from '@fachwerk/shared/contracts';

/** What the handshake stores on an authenticated socket. */
export interface SocketData {
  userId: string;
  userType: UserType;
  sessionId: string;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
