import type { ChatMessage } from '@fachwerk/shared/contracts';

/** A message the user wrote that the server has not confirmed yet (or refused). */
export interface PendingMessage {
  clientMessageId: string;
  body: string;
  attachments: string[];
  state: 'sending' | 'failed';
  error?: string;
}

/**
 * Merges messages into a timeline: one entry per id (a message that arrives twice — socket event,
 * acknowledgement, catch-up fetch — is kept once), ordered by id (the server's order).
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m._id, m]));
  let changed = false;
  for (const message of incoming) {
    if (!byId.has(message._id)) {
      byId.set(message._id, message);
      changed = true;
    }
  }
  if (!changed) return current as ChatMessage[];
  return [...byId.values()].sort((a, b) => a._id - b._id);
}

/** Pending messages the timeline does not contain yet (confirmed ones drop out by their client id). */
export function stillPending(pending: readonly PendingMessage[], timeline: readonly ChatMessage[]): PendingMessage[] {
  const confirmed = new Set(timeline.map((m) => m.clientMessageId));
  const left = pending.filter((p) => !confirmed.has(p.clientMessageId));
  return left.length === pending.length ? (pending as PendingMessage[]) : left;
}

/** A new client id for a send (the server stores a retry with the same id once). */
export function newClientMessageId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
