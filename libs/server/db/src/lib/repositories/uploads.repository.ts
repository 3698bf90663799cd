import { Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { users } from '../schema/accounts';
import { uploadGrants } from '../schema/jobs';
import { uploads, type UploadRow } from '../schema/uploads';
import { isUuid } from './content-admin.repository';

export type NewUpload = typeof uploads.$inferInsert;

/** Upload rows. Who may read a file is decided by the uploads service (owner, admin, public). */
@Injectable()
export class UploadsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async insert(values: NewUpload): Promise<UploadRow> {
    const [row] = await this.db.insert(uploads).values(values).returning();
    return row as UploadRow;
  }

  async findById(id: string): Promise<UploadRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return row ?? null;
  }

  /** The original file names of these uploads, by id (unknown ids are left out). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const candidates = [...new Set(ids)].filter(isUuid);
    if (!candidates.length) return new Map();
    const rows = await this.db
      .select({ id: uploads.id, name: uploads.originalName })
      .from(uploads)
      .where(inArray(uploads.id, candidates));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Of these upload ids, the ones `ownerId` uploaded (the one ownership query for file references). */
  async ownedBy(ownerId: string, ids: readonly string[], tx: DbOrTx = this.db): Promise<string[]> {
    const candidates = [...new Set(ids)].filter(isUuid);
    if (!candidates.length || !isUuid(ownerId)) return [];
    const rows = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, candidates), eq(uploads.ownerId, ownerId)));
    return rows.map((row) => row.id);
  }

  /**
   * A new account takes over the guest uploads its registration names: only ownerless files still
   * within their claim window. Returns the ids actually claimed (others were unknown, expired or taken).
   */
  async claimForRegistration(tx: DbOrTx, ids: string[], ownerId: string): Promise<string[]> {
    const candidates = ids.filter(isUuid);
    if (!candidates.length) return [];
    const rows = await tx
      .update(uploads)
      .set({ ownerId, claimableUntil: null })
      .where(
        and(inArray(uploads.id, candidates), isNull(uploads.ownerId), gt(uploads.claimableUntil, new Date())),
      )
      .returning({ id: uploads.id });
    return rows.map((row) => row.id);
  }

  /** Removes up to `limit` guest uploads nobody claimed in time; returns their storage keys. */
  async deleteExpiredUnclaimed(limit: number): Promise<string[]> {
    const expired = this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.ownerId), lt(uploads.claimableUntil, new Date())))
      .limit(limit);
    const rows = await this.db
      .delete(uploads)
      .where(inArray(uploads.id, expired))
      .returning({ storageKey: uploads.storageKey });
    return rows.map((row) => row.storageKey);
  }

  /**
   * Whether a read grant lets this user read the upload: one for the user, or one for the role of
   * the user (e.g. a job's documents for every supplier). Deleted accounts get nothing.
   */
  async isGranted(uploadId: string, userId: string): Promise<boolean> {
    if (!isUuid(uploadId) || !isUuid(userId)) return false;
    const [row] = await this.db
      .select({ id: uploadGrants.id })
      .from(uploadGrants)
      .innerJoin(users, and(eq(users.id, userId), isNull(users.deletedAt)))
      .where(
        and(
          eq(uploadGrants.uploadId, uploadId),
          or(
            eq(uploadGrants.granteeId, userId),
            and(isNull(uploadGrants.granteeId), sql`${uploadGrants.granteeRole} = ${users.userType}`),
          ),
        ),
      )
      .limit(1);
    return Boolean(row);
  }
}
