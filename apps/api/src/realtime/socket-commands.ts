import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import type { ClientToServerEvents } from '@fachwerk/shared/contracts';
import type { RealtimeSocket } from './realtime.types';

/** Client-to-server events that are not room joins: handled by the module that owns them. */
export type CommandEvent = Exclude<keyof ClientToServerEvents, 'chat:join' | 'chat:leave'>;

/**
 * The handler of a command event: gets the re-checked live actor (the gateway resolves the session
 * before every event and drops the socket of an ended one), the socket and the raw payload (validate
 * it!). What it returns is the acknowledgement, if the client asked for one.
 */
export type CommandHandler = (actor: AuthenticatedUser, socket: RealtimeSocket, payload: unknown) => Promise<unknown>;

/**
 * Registry of socket commands (`chat:send`, `chat:read`, `chat:typing`, meetings later), like
 * RoomAccess for room kinds: the owning module registers its handlers in `onModuleInit`, the gateway
 * binds them to every socket. An event nobody registered is ignored.
 */
@Injectable()
export class SocketCommands {
  private readonly handlers = new Map<CommandEvent, CommandHandler>();

  register(event: CommandEvent, handler: CommandHandler): void {
    if (this.handlers.has(event)) throw new Error(`socket command ${event} registered twice`);
    this.handlers.set(event, handler);
  }

  entries(): [CommandEvent, CommandHandler][] {
    return [...this.handlers.entries()];
  }
}
