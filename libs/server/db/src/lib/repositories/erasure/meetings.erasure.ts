import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { ACTIVE_MEETING_STATUSES } from '@fachwerk/shared/contracts/meetings';
import type { Tx } from '../../client';
import { meetings } from '../../schema/meetings';
import type { ErasedAccount } from './erased-account';

/** The account's meetings still to come (scheduled, proposed or accepted): the deletion cancels each. */
export async function futureMeetingIdsOf(tx: Tx, account: ErasedAccount, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        or(eq(meetings.clientId, account.id), eq(meetings.supplierId, account.id)),
        inArray(meetings.status, [...ACTIVE_MEETING_STATUSES]),
        gt(meetings.startsAt, now),
      ),
    );
  return rows.map((r) => r.id);
}
