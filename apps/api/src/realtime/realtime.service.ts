import { Injectable } from '@nestjs/common';
import { sessionRoom, userRoom, type ServerToClientEvents } from '@fachwerk/shared/contracts';
import { RealtimeGateway } from './realtime.gateway';

/** Pushes typed events to users; with the Redis streams adapter this reaches sockets on every api replica. */
@Injectable()
export class RealtimeService {
  constructor(private readonly gateway: RealtimeGateway) {}

  emitToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.gateway.server.to(userRoom(userId)).emit(event, ...payload);
  }

  /** Emits to every socket in a room (a conversation's `chatRoom(id)`), on every replica. */
  emitToRoom<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.gateway.server?.to(room).emit(event, ...payload);
  }

  /**
   * Whether a socket of the user is connected to THIS replica. For events every replica learns of by
   * itself (e.g. a PostgreSQL NOTIFY), so each replica serves only its own sockets.
   */
  hasLocalSockets(userId: string): boolean {
    return (this.gateway.server?.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0;
  }

  /** Emits to the user's sockets on this replica only (see `hasLocalSockets`). */
  emitToLocalUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.gateway.server.local.to(userRoom(userId)).emit(event, ...payload);
  }

  /**
   * Ends the sockets of one session (logout, refresh-token reuse) on every replica: the adapter
   * carries the disconnect to the replicas that hold them. Call it after the revocation committed,
   * so a reconnect is refused by the handshake.
   */
  disconnectSession(sessionId: string): void {
    this.gateway.server?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /**
   * Ends every socket of a user on every replica (deactivation, password reset, account deletion),
   * or all but those of `exceptSessionId` (a password change keeps the session that made it).
   */
  disconnectUser(userId: string, exceptSessionId?: string): void {
    const sockets = this.gateway.server?.in(userRoom(userId));
    (exceptSessionId ? sockets?.except(sessionRoom(exceptSessionId)) : sockets)?.disconnectSockets(true);
  }
}
