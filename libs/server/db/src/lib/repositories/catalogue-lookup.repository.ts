import { Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { InjectDb } from '../db.module';
import { CATALOGUES, type CatalogueName } from './content.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks that ids chosen in a form name active catalogue entries (registration, profile). */
@Injectable()
export class CatalogueLookupRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The ids among `ids` that are not an active entry of the catalogue. */
  async missingActive(name: CatalogueName, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const wellFormed = unique.filter((id) => UUID.test(id));
    if (wellFormed.length === 0) return unique;
    const table = CATALOGUES[name];
    const found = await this.db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, wellFormed), eq(table.active, true)));
    const present = new Set(found.map((row) => row.id));
    return unique.filter((id) => !present.has(id));
  }
}
