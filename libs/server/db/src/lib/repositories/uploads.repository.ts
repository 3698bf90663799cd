import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { InjectDb } from '../db.module';
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
}
