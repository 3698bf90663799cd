import { eq } from 'drizzle-orm';
import type { Tx } from '../../client';
import { uploads } from '../../schema/uploads';
import type { ErasedAccount } from './erased-account';

/**
 * Every file the account uploaded (profile picture, documents, its workers' CVs and passports,
 * application and chat attachments, certificates): the rows (and their read grants) are deleted here;
 * the bytes are removed from storage by the caller once the transaction committed, so a rollback
 * never leaves rows pointing at missing files. Returns the storage keys to remove.
 */
export async function deleteUploadsOf(tx: Tx, account: ErasedAccount): Promise<string[]> {
  const rows = await tx.delete(uploads).where(eq(uploads.ownerId, account.id)).returning({ storageKey: uploads.storageKey });
  return rows.map((r) => r.storageKey);
}
