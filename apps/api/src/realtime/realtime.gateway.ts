import { Inject, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { SOCKET_PATH, userRoom } from '@fachwerk/shared/contracts';
import { authenticateHandshake } from './socket-auth';
import type { RealtimeServer, RealtimeSocket } from './realtime.types';

export const REALTIME_JWT = Symbol('REALTIME_JWT');

/** Longest timer Node accepts; tokens living longer are not cut off by a timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The Socket.IO gateway: a handshake without a valid access token is refused (`connect_error` with a
 * `SOCKET_AUTH_ERRORS` message); an accepted socket joins its user's room, receives `session:ready`
 * and is disconnected when its token expires.
 */
@WebSocketGateway({ path: SOCKET_PATH })
export class RealtimeGateway implements OnGatewayInit<RealtimeServer>, OnGatewayConnection<RealtimeSocket> {
  @WebSocketServer() server!: RealtimeServer;
  private readonly logger = new Logger('RealtimeGateway');

  constructor(@Inject(REALTIME_JWT) private readonly jwt: JwtService) {}

  afterInit(server: RealtimeServer): void {
    server.use((socket, next) => {
      const result = authenticateHandshake(socket.handshake, this.jwt);
      if (!result.ok) {
        const error = Object.assign(new Error(result.error), { data: { code: result.error } });
        return next(error);
      }
      socket.data = {
        userId: result.claims.sub,
        userType: result.claims.userType,
        sessionId: result.claims.sid,
      };
      if (result.expiresAt !== undefined) {
        const timer = setTimeout(
          () => socket.disconnect(true),
          Math.min(Math.max(result.expiresAt - Date.now(), 0), MAX_TIMER_MS),
        );
        timer.unref();
        socket.once('disconnect', () => clearTimeout(timer));
      }
      next();
    });
  }

  async handleConnection(socket: RealtimeSocket): Promise<void> {
    const { userId, userType } = socket.data;
    await socket.join(userRoom(userId));
    socket.emit('session:ready', { userId, userType });
    this.logger.debug(`socket ${socket.id} joined ${userRoom(userId)}`);
  }
}
