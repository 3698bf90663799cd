import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../client';
import { chatReads, conversations } from '../../schema/chat';
import type { ErasedAccount } from './erased-account';

/**
 * The chats of a deleted account are closed: the other party keeps reading them (with a note that
 * the account was deleted) but nobody can send any more. The account's read marks go; its
 * attachments go with its uploads. Returns the closed conversations with the other party.
 */
export async function closeChatsOf(tx: Tx, account: ErasedAccount, now: Date): Promise<{ id: string; otherPartyId: string }[]> {
  const rows = await tx
    .update(conversations)
    .set({ closedAt: now, updatedAt: now })
    .where(and(or(eq(conversations.clientId, account.id), eq(conversations.supplierId, account.id)), isNull(conversations.closedAt)))
    .returning({ id: conversations.id, clientId: conversations.clientId, supplierId: conversations.supplierId });
  await tx.delete(chatReads).where(eq(chatReads.userId, account.id));
  return rows.map((r) => ({ id: r.id, otherPartyId: r.clientId === account.id ? r.supplierId : r.clientId }));
}
