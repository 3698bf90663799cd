import { Injectable } from '@nestjs/common';
import { count, desc, eq } from 'drizzle-orm';
import type { AuditAction } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { auditLog, type AuditLogRow } from '../schema/identity';
import type { Actor } from './actor';

export interface AuditEntryInput {
  action: AuditAction;
  targetId: string;
  details?: Record<string, unknown>;
}

/** Append-only log of admin actions. Written in the transaction of the action it records. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async record(actor: Actor, entry: AuditEntryInput, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(auditLog).values({ actorId: actor.id, action: entry.action, targetId: entry.targetId, details: entry.details ?? {} });
  }

  async list(filter: { targetId?: string; page: number; limit: number }): Promise<{ items: AuditLogRow[]; total: number }> {
    const where = filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined;
    const [items, [totals]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  /** Entries about one account (its data export). */
  listAboutTarget(targetId: string): Promise<AuditLogRow[]> {
    return this.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.createdAt));
  }
}
