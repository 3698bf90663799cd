// The suppliers' AÜG permits (schema/permits.ts). The supplier's own row is read and written by its
// id only (the actor's); admins act on an account's row; every status change is conditional.
import { Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { staffingPermits, type StaffingPermitRow } from '../schema/permits';

export interface PermitFiling {
  agency: string;
  issuedOn: string;
  unlimited: boolean;
  validUntil: string | null;
  file: string;
}

@Injectable()
export class PermitsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async ofSupplier(supplierId: string, tx: DbOrTx = this.db): Promise<StaffingPermitRow | null> {
    const [row] = await tx.select().from(staffingPermits).where(eq(staffingPermits.supplierId, supplierId)).limit(1);
    return row ?? null;
  }

  /** The permits of several suppliers in one query (lists showing each supplier's status); none for an empty list. */
  async ofSuppliers(supplierIds: readonly string[]): Promise<StaffingPermitRow[]> {
    if (!supplierIds.length) return [];
    return this.db.select().from(staffingPermits).where(inArray(staffingPermits.supplierId, [...new Set(supplierIds)]));
  }

  /** Files or replaces the supplier's permit: pending again, warnings start afresh. */
  async file(tx: Tx, supplierId: string, filing: PermitFiling): Promise<StaffingPermitRow> {
    const reset = {
      ...filing,
      status: 'pending' as const,
      rejectionReason: null,
      verifiedAt: null,
      verifiedBy: null,
      warnedDays: null,
      expiredNotifiedAt: null,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(staffingPermits)
      .values({ supplierId, ...reset })
      .onConflictDoUpdate({ target: staffingPermits.supplierId, set: reset })
      .returning();
    return row!;
  }

  /** pending → verified or rejected; null when the permit is not pending (any more). */
  async decide(
    tx: Tx,
    supplierId: string,
    decision: { status: 'verified'; adminId: string } | { status: 'rejected'; adminId: string; reason: string },
  ): Promise<StaffingPermitRow | null> {
    const [row] = await tx
      .update(staffingPermits)
      .set(
        decision.status === 'verified'
          ? { status: 'verified', verifiedAt: new Date(), verifiedBy: decision.adminId, rejectionReason: null, updatedAt: new Date() }
          : { status: 'rejected', verifiedAt: null, verifiedBy: decision.adminId, rejectionReason: decision.reason, updatedAt: new Date() },
      )
      .where(and(eq(staffingPermits.supplierId, supplierId), eq(staffingPermits.status, 'pending')))
      .returning();
    return row ?? null;
  }

  /** Verified limited permits whose last day is at most `horizon` (ISO) — candidates for a warning or the expiry notice. */
  async expiringBy(horizon: string): Promise<StaffingPermitRow[]> {
    return this.db
      .select()
      .from(staffingPermits)
      .where(
        and(
          eq(staffingPermits.status, 'verified'),
          eq(staffingPermits.unlimited, false),
          isNotNull(staffingPermits.validUntil),
          lte(staffingPermits.validUntil, horizon),
          isNull(staffingPermits.expiredNotifiedAt),
        ),
      );
  }

  /** Claims the warning at `days` (60, 14) once: only if no warning at that or a smaller threshold was sent. */
  async claimWarning(tx: Tx, id: string, days: number): Promise<boolean> {
    const rows = await tx
      .update(staffingPermits)
      .set({ warnedDays: days })
      .where(and(eq(staffingPermits.id, id), or(isNull(staffingPermits.warnedDays), gt(staffingPermits.warnedDays, days))))
      .returning({ id: staffingPermits.id });
    return rows.length > 0;
  }

  /** Claims the expiry notice once (the permit's last day lies before `today`). */
  async claimExpired(tx: Tx, id: string, today: string): Promise<boolean> {
    const rows = await tx
      .update(staffingPermits)
      .set({ expiredNotifiedAt: sql`now()` })
      .where(and(eq(staffingPermits.id, id), isNull(staffingPermits.expiredNotifiedAt), lt(staffingPermits.validUntil, today)))
      .returning({ id: staffingPermits.id });
    return rows.length > 0;
  }
}
