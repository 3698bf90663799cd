import { Inject, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import {
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import {
  chatRoom,
  SOCKET_AUTH_ERRORS,
  SOCKET_PATH,
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
} from '@fachwerk/shared/contracts';
import { actorOfClaims, SESSION_VALIDATOR, type AuthenticatedUser, type SessionValidator } from '@fachwerk/server/core';
import { RoomAccess, type RoomKind } from './room-access';
import { SocketCommands } from './socket-commands';
import { authenticateHandshake } from './socket-auth';
import type { RealtimeServer, RealtimeSocket, SocketData } from './realtime.types';

export const REALTIME_JWT = Symbol('REALTIME_JWT');

/** Longest timer Node accepts; tokens living longer are not cut off by a timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every client-to-server event that names a room: its kind, the room id in the payload, the room name
 * and whether it joins or leaves. A new event (meetings, sending a message) is one more line here, and
 * gets the same check: live session, approval, and the room kind's RoomAccess policy.
 */
type RoomEvent = 'chat:join' | 'chat:leave';
const ROOM_EVENTS: {
  [E in RoomEvent]: {
    kind: RoomKind;
    roomId: (payload: Parameters<ClientToServerEvents[E]>[0] | undefined) => unknown;
    room: (id: string) => string;
    action: 'join' | 'leave';
  };
} = {
  'chat:join': { kind: 'chat', roomId: (p) => p?.chatId, room: chatRoom, action: 'join' },
  'chat:leave': { kind: 'chat', roomId: (p) => p?.chatId, room: chatRoom, action: 'leave' },
};

/**
 * The Socket.IO gateway. The handshake is checked exactly as a REST request is: the access token's
 * signature and expiry, then the same `actorOfClaims` → SessionValidator path as JwtStrategy (session
 * row live and not revoked, account active). A refused handshake gets `connect_error` with a
 * `SOCKET_AUTH_ERRORS` message. An accepted socket joins its user's and its session's rooms (so the
 * session's end can disconnect it on every replica, see RealtimeService), receives `session:ready`
 * and is disconnected when its token expires. Each room event re-resolves the session first.
 */
@WebSocketGateway({ path: SOCKET_PATH })
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<RealtimeSocket> {
  @WebSocketServer() server!: RealtimeServer;
  private readonly logger = new Logger('RealtimeGateway');
  private sessionValidator?: SessionValidator;

  constructor(
    @Inject(REALTIME_JWT) private readonly jwt: JwtService,
    private readonly moduleRef: ModuleRef,
    private readonly rooms: RoomAccess,
    private readonly commands: SocketCommands,
  ) {}

  /** The auth module's SessionValidator (looked up, not imported: the auth module imports this one). */
  private get sessions(): SessionValidator {
    this.sessionValidator ??= this.moduleRef.get<SessionValidator>(SESSION_VALIDATOR, { strict: false });
    return this.sessionValidator;
  }

  afterInit(server: RealtimeServer): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: Error) => next(error),
      );
    });
  }

  private async authenticate(socket: RealtimeSocket): Promise<void> {
    const refuse = (message: string) => Object.assign(new Error(message), { data: { code: message } });
    const result = authenticateHandshake(socket.handshake, this.jwt);
    if (!result.ok) throw refuse(result.error);
    let actor: AuthenticatedUser | null;
    try {
      actor = await actorOfClaims(result.claims, this.sessions);
    } catch (error) {
      this.logger.warn(`socket handshake: session check failed: ${(error as Error).message}`);
      actor = null;
    }
    if (!actor) throw refuse(SOCKET_AUTH_ERRORS.invalid);
    socket.data = { userId: actor.id, userType: actor.userType, sessionId: actor.sessionId };
    if (result.expiresAt !== undefined) {
      const timer = setTimeout(
        () => socket.disconnect(true),
        Math.min(Math.max(result.expiresAt - Date.now(), 0), MAX_TIMER_MS),
      );
      timer.unref();
      socket.once('disconnect', () => clearTimeout(timer));
    }
  }

  async handleConnection(socket: RealtimeSocket): Promise<void> {
    const { userId, userType, sessionId } = socket.data;
    for (const event of Object.keys(ROOM_EVENTS) as RoomEvent[]) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        void this.onRoomEvent(socket, event, payload, typeof ack === 'function' ? (ack as (ok: boolean) => void) : undefined);
      });
    }
    for (const [event, handler] of this.commands.entries()) {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        void this.onCommand(socket, event, handler, payload, typeof ack === 'function' ? (ack as (result: unknown) => void) : undefined);
      });
    }
    // A recovered socket (connection-state recovery) got its rooms back; joining again is harmless.
    await socket.join([userRoom(userId), sessionRoom(sessionId)]);
    socket.emit('session:ready', { userId, userType });
    this.logger.debug(`socket ${socket.id} joined ${userRoom(userId)}`);
  }

  /** A room event: live session (else the socket is dropped), well-formed id, the kind's policy; acked with the outcome. */
  private async onRoomEvent(
    socket: RealtimeSocket,
    event: RoomEvent,
    payload: unknown,
    ack: ((ok: boolean) => void) | undefined,
  ): Promise<void> {
    const spec = ROOM_EVENTS[event as RoomEvent];
    let allowed = false;
    try {
      const actor = await this.liveActor(socket.data);
      if (!actor) {
        socket.disconnect(true);
        return;
      }
      const id = spec.roomId(payload as never);
      if (typeof id === 'string' && UUID.test(id)) {
        if (spec.action === 'leave') {
          await socket.leave(spec.room(id));
          allowed = true;
        } else if (await this.rooms.mayAct(actor, spec.kind, id)) {
          await socket.join(spec.room(id));
          allowed = true;
        }
      }
    } catch (error) {
      this.logger.warn(`socket ${socket.id} ${event}: ${(error as Error).message}`);
    }
    ack?.(allowed);
  }

  /** A command event: live session (else the socket is dropped), then the owning module's handler. */
  private async onCommand(
    socket: RealtimeSocket,
    event: string,
    handler: (actor: AuthenticatedUser, socket: RealtimeSocket, payload: unknown) => Promise<unknown>,
    payload: unknown,
    ack: ((result: unknown) => void) | undefined,
  ): Promise<void> {
    try {
      const actor = await this.liveActor(socket.data);
      if (!actor) {
        socket.disconnect(true);
        return;
      }
      const result = await handler(actor, socket, payload);
      ack?.(result);
    } catch (error) {
      this.logger.warn(`socket ${socket.id} ${event}: ${(error as Error).message}`);
      ack?.({ ok: false, code: 'INTERNAL', message: 'INTERNAL' });
    }
  }

  private liveActor(data: SocketData): Promise<AuthenticatedUser | null> {
    return actorOfClaims({ sub: data.userId, sid: data.sessionId, userType: data.userType }, this.sessions);
  }
}
