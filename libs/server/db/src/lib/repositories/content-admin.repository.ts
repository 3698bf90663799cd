import { Injectable } from '@nestjs/common';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import {
  cmsPages,
  faqs,
  homeSlides,
  inquiries,
  languages,
  logos,
  services,
  shifts,
  skills,
  testimonials,
  tools,
  type InquiryRow,
} from '../schema/content';

/**
 * The admin-managed content tables with what lists need: the name column (second sort key after
 * `sortOrder`) and the columns `search` matches (both languages).
 */
export const CONTENT_TABLES = {
  services: { table: services, name: services.nameDe, search: [services.nameDe, services.nameEn] },
  languages: { table: languages, name: languages.nameDe, search: [languages.nameDe, languages.nameEn] },
  shifts: { table: shifts, name: shifts.nameDe, search: [shifts.nameDe, shifts.nameEn] },
  skills: { table: skills, name: skills.nameDe, search: [skills.nameDe, skills.nameEn] },
  tools: { table: tools, name: tools.nameDe, search: [tools.nameDe, tools.nameEn] },
  cmsPages: { table: cmsPages, name: cmsPages.titleDe, search: [cmsPages.titleDe, cmsPages.titleEn, cmsPages.slug] },
  faqs: { table: faqs, name: faqs.questionDe, search: [faqs.questionDe, faqs.questionEn] },
  testimonials: { table: testimonials, name: testimonials.authorName, search: [testimonials.authorName, testimonials.company] },
  logos: { table: logos, name: logos.name, search: [logos.name] },
  homeSlides: { table: homeSlides, name: homeSlides.titleDe, search: [homeSlides.titleDe, homeSlides.titleEn] },
} as const;

export type ContentTableName = keyof typeof CONTENT_TABLES;
type TableOf<N extends ContentTableName> = (typeof CONTENT_TABLES)[N]['table'];
export type ContentRow<N extends ContentTableName> = TableOf<N>['$inferSelect'];
export type ContentInsert<N extends ContentTableName> = TableOf<N>['$inferInsert'];

export interface ContentListSpec {
  search?: string;
  /** true: active only, false: inactive only, undefined: all */
  active?: boolean;
  page: number;
  limit: number;
  /** Extra condition, e.g. the service of a tool list or an FAQ audience. */
  where?: SQL;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path id that is no UUID cannot exist; checking it first keeps PostgreSQL from raising a 500. */
export const isUuid = (value: string): boolean => UUID.test(value);

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Generic list/read/write of the admin-managed content tables; ordering is `sortOrder`, then name. */
@Injectable()
export class ContentAdminRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  private spec<N extends ContentTableName>(name: N) {
    // The union of table types is too wide for Drizzle's generics; every table shares the columns used here.
    return CONTENT_TABLES[name] as unknown as {
      table: TableOf<'services'>;
      name: PgColumn;
      search: PgColumn[];
    };
  }

  private conditions(name: ContentTableName, query: Omit<ContentListSpec, 'page' | 'limit'>): SQL | undefined {
    const { table, search } = this.spec(name);
    const parts: (SQL | undefined)[] = [query.where];
    if (query.active !== undefined) parts.push(eq(table.active, query.active));
    const term = query.search?.trim();
    if (term) parts.push(or(...search.map((column) => ilike(column, likePattern(term)))));
    return and(...parts);
  }

  async list<N extends ContentTableName>(name: N, query: ContentListSpec): Promise<{ rows: ContentRow<N>[]; total: number }> {
    const { table, name: nameColumn } = this.spec(name);
    const where = this.conditions(name, query);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(table)
        .where(where)
        .orderBy(asc(table.sortOrder), asc(nameColumn), asc(table.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ total: count() }).from(table).where(where),
    ]);
    return { rows: rows as ContentRow<N>[], total: Number(totals[0]?.total ?? 0) };
  }

  /** Every matching row in list order (for small public lists such as the home page). */
  async all<N extends ContentTableName>(name: N, query: Omit<ContentListSpec, 'page' | 'limit'>): Promise<ContentRow<N>[]> {
    const { table, name: nameColumn } = this.spec(name);
    const rows = await this.db
      .select()
      .from(table)
      .where(this.conditions(name, query))
      .orderBy(asc(table.sortOrder), asc(nameColumn), asc(table.id));
    return rows as ContentRow<N>[];
  }

  async findById<N extends ContentTableName>(name: N, id: string): Promise<ContentRow<N> | null> {
    if (!isUuid(id)) return null;
    const { table } = this.spec(name);
    const [row] = await this.db.select().from(table).where(eq(table.id, id)).limit(1);
    return (row as ContentRow<N> | undefined) ?? null;
  }

  async insert<N extends ContentTableName>(name: N, values: ContentInsert<N>, db: DbOrTx = this.db): Promise<ContentRow<N>> {
    const { table } = this.spec(name);
    const [row] = await db
      .insert(table)
      .values(values as never)
      .returning();
    return row as ContentRow<N>;
  }

  /** Updates and returns the row, or null when it does not exist. */
  async update<N extends ContentTableName>(name: N, id: string, values: Partial<ContentInsert<N>>): Promise<ContentRow<N> | null> {
    if (!isUuid(id)) return null;
    const { table } = this.spec(name);
    const [row] = await this.db
      .update(table)
      .set({ ...(values as object), updatedAt: sql`now()` } as never)
      .where(eq(table.id, id))
      .returning();
    return (row as ContentRow<N> | undefined) ?? null;
  }

  /** Deletes the row when it exists and `guard` (if given) holds; returns whether a row was deleted. */
  async remove(name: ContentTableName, id: string, guard?: SQL): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { table } = this.spec(name);
    const deleted = await this.db
      .delete(table)
      .where(and(eq(table.id, id), guard))
      .returning({ id: table.id });
    return deleted.length > 0;
  }

  /** Active tools of these services, in list order. */
  toolsOfServices(serviceIds: string[], activeOnly: boolean) {
    const ids = serviceIds.filter(isUuid);
    if (ids.length === 0) return Promise.resolve([]);
    return this.all('tools', { where: inArray(tools.serviceId, ids), active: activeOnly ? true : undefined });
  }

  /** Number of tools per service id. */
  async toolCounts(serviceIds: string[]): Promise<Map<string, number>> {
    const ids = serviceIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ serviceId: tools.serviceId, total: count() })
      .from(tools)
      .where(inArray(tools.serviceId, ids))
      .groupBy(tools.serviceId);
    return new Map(rows.map((r) => [r.serviceId, Number(r.total)]));
  }
}

export type NewInquiry = typeof inquiries.$inferInsert;

/** Contact inquiries; `create` runs the caller's work (the outbox mail) in the same transaction. */
@Injectable()
export class InquiriesRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  create<T>(values: NewInquiry, inSameTransaction: (tx: DbOrTx, row: InquiryRow) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(inquiries).values(values).returning();
      return inSameTransaction(tx, row as InquiryRow);
    });
  }
}
