import { Injectable } from '@nestjs/common';
import { userRoom, type ServerToClientEvents } from '@fachwerk/shared/contracts';
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
}
