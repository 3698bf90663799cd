import { Injectable } from '@nestjs/common';
import { isApprovedActor, type AuthenticatedUser } from '@fachwerk/server/core';

/** Kinds of rooms a client may ask to act on (join, leave, send to); chat and meetings plug in here. */
export type RoomKind = 'chat' | 'meeting';

/** Who may act on one room of a kind: registered by the module that owns those objects. */
export interface RoomAccessPolicy {
  mayAct(actor: AuthenticatedUser, roomId: string): Promise<boolean>;
}

/**
 * The check behind every client-to-server socket event that names a room or object: the actor must
 * be approved (the REST approval rule: pending accounts only get their notifications) and the room's
 * owner module must say yes. A kind nobody registered is refused (fail closed). The chat and meetings
 * modules call `register('chat', …)` from their `onModuleInit`.
 */
@Injectable()
export class RoomAccess {
  private readonly policies = new Map<RoomKind, RoomAccessPolicy>();

  register(kind: RoomKind, policy: RoomAccessPolicy): void {
    if (this.policies.has(kind)) throw new Error(`room access policy for ${kind} registered twice`);
    this.policies.set(kind, policy);
  }

  async mayAct(actor: AuthenticatedUser, kind: RoomKind, roomId: string): Promise<boolean> {
    const policy = this.policies.get(kind);
    if (!policy || !isApprovedActor(actor)) return false;
    return policy.mayAct(actor, roomId);
  }
}
