import { Injectable } from '@nestjs/common';
import { eq, isNull, type SQL } from 'drizzle-orm';
import type { ActiveFilter, Language, Paginated } from '@fachwerk/shared/contracts';
import { DomainError } from '@fachwerk/server/core';
import { cmsPages, ContentAdminRepository, type ContentTableName } from '@fachwerk/server/db';
import { CmsErrorCode } from './cms.errors';
import type { ContentResource } from './content-resources';
import { ContentService } from './content.service';
import type { ContentListQueryDto } from './dto/content-admin.dto';
import { type Viewer } from '../../common/viewer';

const ACTIVE: Record<ActiveFilter, boolean | undefined> = { all: undefined, active: true, inactive: false };

/** PostgreSQL unique violation, also when Drizzle wraps the driver error. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

// A resource of any table; the generic methods below keep the row, entry and input types together.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource = ContentResource<any, any, any>;
type EntryOf<R> = R extends ContentResource<ContentTableName, infer E, unknown> ? E : never;
type InputOf<R> = R extends ContentResource<ContentTableName, unknown, infer I> ? I : never;

/**
 * List, read, create, update and delete of every admin-managed content kind. Guests and non-admins
 * see active entries only; every write invalidates the Redis content cache so the next read is fresh.
 */
@Injectable()
export class ContentAdminService {
  constructor(
    private readonly repository: ContentAdminRepository,
    private readonly content: ContentService,
  ) {}

  async list<R extends AnyResource>(resource: R, query: ContentListQueryDto, viewer: Viewer, where?: SQL): Promise<Paginated<EntryOf<R>>> {
    const active = viewer.admin ? ACTIVE[query.status ?? 'all'] : true;
    const { rows, total } = await this.repository.list(resource.table, { search: query.search, active, page: query.page, limit: query.limit, where });
    return { items: rows.map((row) => resource.toEntry(row, viewer.language)), total, page: query.page, limit: query.limit };
  }

  async get<R extends AnyResource>(resource: R, id: string, viewer: Viewer): Promise<EntryOf<R>> {
    const row = await this.repository.findById(resource.table, id);
    if (!row || (!viewer.admin && !row.active)) throw new DomainError(CmsErrorCode.NotFound);
    return resource.toEntry(row, viewer.language);
  }

  async create<R extends AnyResource>(resource: R, input: InputOf<R>, language: Language, extra: Record<string, unknown> = {}): Promise<EntryOf<R>> {
    const row = await this.write(resource, () => this.repository.insert(resource.table, { ...resource.toValues(input), ...extra }));
    return resource.toEntry(row, language);
  }

  async update<R extends AnyResource>(resource: R, id: string, input: Partial<InputOf<R>>, language: Language): Promise<EntryOf<R>> {
    const row = await this.write(resource, () => this.repository.update(resource.table, id, resource.toValues(input)));
    if (!row) throw new DomainError(CmsErrorCode.NotFound);
    return resource.toEntry(row, language);
  }

  async remove(resource: AnyResource, id: string): Promise<void> {
    if (resource.table === 'cmsPages') return this.removeCmsPage(id);
    if (!(await this.repository.remove(resource.table, id))) throw new DomainError(CmsErrorCode.NotFound);
    await this.content.invalidate();
  }

  /** The three fixed pages (imprint, privacy, terms) stay: deleting one is a 409. */
  private async removeCmsPage(id: string): Promise<void> {
    if (await this.repository.remove('cmsPages', id, isNull(cmsPages.fixedKey))) return this.content.invalidate();
    const page = await this.repository.findById('cmsPages', id);
    if (!page) throw new DomainError(CmsErrorCode.NotFound);
    throw new DomainError(CmsErrorCode.FixedPage);
  }

  /** Runs a write, reports a taken unique value on its field, and invalidates the cache. */
  private async write<T>(resource: AnyResource, run: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      if (isUniqueViolation(error) && resource.uniqueField) {
        throw DomainError.field(resource.uniqueField, 'validation.unique');
      }
      throw error;
    }
    await this.content.invalidate();
    return result;
  }

  /** Number of tools per service, for the services list. */
  toolCounts(serviceIds: string[]): Promise<Map<string, number>> {
    return this.repository.toolCounts(serviceIds);
  }

  async serviceExists(id: string): Promise<boolean> {
    return (await this.repository.findById('services', id)) !== null;
  }

  /** Tools of these services (active ones only for non-admins), in list order. */
  toolsOfServices(ids: string[], viewer: Viewer) {
    return this.repository.toolsOfServices(ids, !viewer.admin);
  }

  /** Active CMS page by slug. */
  async cmsPageBySlug(slug: string) {
    const [row] = await this.repository.all('cmsPages', { where: eq(cmsPages.slug, slug), active: true });
    if (!row) throw new DomainError(CmsErrorCode.NotFound);
    return row;
  }

  /** Active entries of a table in list order (home page, sitemap). */
  allActive<N extends ContentTableName>(table: N, where?: SQL) {
    return this.repository.all(table, { active: true, where });
  }
}

