// Change orders (Nachträge) of an award: stored, listed, decided. Writes run inside the caller's
// transaction after it locked the award row (AwardsRepository.lockAward), the same lock the invoice
// issue takes (InvoiceRecordsRepository.lockAwardForBilling), so a decision and an issue on one award
// queue up.
import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { ChangeOrderStatus } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { changeOrders, type ChangeOrderRow } from '../schema/change-orders';
import { isUuid } from './content-admin.repository';

/** The accepted change orders of an award, oldest first: what raises the value the award may bill. */
export function acceptedChangeOrdersOf(tx: DbOrTx, awardId: string): Promise<ChangeOrderRow[]> {
  return tx
    .select()
    .from(changeOrders)
    .where(and(eq(changeOrders.awardId, awardId), eq(changeOrders.status, 'accepted')))
    .orderBy(asc(changeOrders.decidedAt), asc(changeOrders.id));
}

@Injectable()
export class ChangeOrdersRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Every change order of an award, newest first. */
  listForAward(awardId: string, tx: DbOrTx = this.db): Promise<ChangeOrderRow[]> {
    return tx.select().from(changeOrders).where(eq(changeOrders.awardId, awardId)).orderBy(desc(changeOrders.createdAt), desc(changeOrders.id));
  }

  /** The accepted change orders of an award (see `acceptedChangeOrdersOf`). */
  accepted(awardId: string, tx: DbOrTx = this.db): Promise<ChangeOrderRow[]> {
    return acceptedChangeOrdersOf(tx, awardId);
  }

  async countForAward(tx: DbOrTx, awardId: string): Promise<number> {
    const [row] = await tx.select({ total: count() }).from(changeOrders).where(eq(changeOrders.awardId, awardId));
    return row?.total ?? 0;
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<ChangeOrderRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await tx.select().from(changeOrders).where(eq(changeOrders.id, id));
    return row ?? null;
  }

  async create(tx: Tx, values: { awardId: string; amountCents: number; reason: string; proposedBy: string }): Promise<ChangeOrderRow> {
    const [row] = await tx.insert(changeOrders).values(values).returning();
    if (!row) throw new Error('change order not stored');
    return row;
  }

  /**
   * Decides a proposed change order (accepted, declined, withdrawn): a conditional update of the
   * `proposed` row, so it succeeds once. Null when it was no longer proposed.
   */
  async decide(tx: Tx, id: string, status: Exclude<ChangeOrderStatus, 'proposed'>, note: string | null): Promise<ChangeOrderRow | null> {
    const now = new Date();
    const [row] = await tx
      .update(changeOrders)
      .set({ status, decidedAt: now, decisionNote: note, updatedAt: now })
      .where(and(eq(changeOrders.id, id), eq(changeOrders.status, 'proposed')))
      .returning();
    return row ?? null;
  }
}
