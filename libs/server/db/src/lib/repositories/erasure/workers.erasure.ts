import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../client';
import { workers } from '../../schema/workers';
import type { ErasedAccount } from './erased-account';

/**
 * A deleted supplier's team: every worker's personal data (name, e-mail, birth date, nationality,
 * passport/ID number, phone, CV and other document paths, experience, references) is erased and the
 * worker marked deleted. The row stays because past awards and recorded hours name it by id; the
 * uploaded files themselves go with the account's uploads. Returns how many workers were erased.
 */
export async function eraseWorkersOf(tx: Tx, account: ErasedAccount, now: Date): Promise<number> {
  if (account.userType !== 'supplier') return 0;
  const rows = await tx
    .update(workers)
    .set({
      fullName: '',
      email: null,
      profile: {},
      serviceType: sql`'{}'::uuid[]`,
      languageSpoken: sql`'{}'::uuid[]`,
      availability: 'free',
      deletedAt: sql`coalesce(${workers.deletedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(workers.supplierId, account.id))
    .returning({ id: workers.id });
  return rows.length;
}
