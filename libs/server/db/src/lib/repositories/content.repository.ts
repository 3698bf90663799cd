import { Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { InjectDb } from '../db.module';
import { cmsPages, languages, services, shifts, skills, type CatalogueTable, type CmsPageRow } from '../schema/content';

export interface CatalogueRow {
  id: string;
  key: string;
  nameDe: string;
  nameEn: string | null;
}

export const CATALOGUES = { services, languages, shifts, skills } as const;
export type CatalogueName = keyof typeof CATALOGUES;

/** Read side of the public content (CMS pages and catalogues); only active entries, in sort order. */
@Injectable()
export class ContentRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  listActiveCmsPages(): Promise<CmsPageRow[]> {
    return this.db.select().from(cmsPages).where(eq(cmsPages.active, true)).orderBy(asc(cmsPages.sortOrder), asc(cmsPages.titleDe));
  }

  listActiveCatalogue(name: CatalogueName): Promise<CatalogueRow[]> {
    const table: CatalogueTable = CATALOGUES[name];
    return this.db
      .select({ id: table.id, key: table.key, nameDe: table.nameDe, nameEn: table.nameEn })
      .from(table)
      .where(eq(table.active, true))
      .orderBy(asc(table.sortOrder), asc(table.nameDe));
  }
}
