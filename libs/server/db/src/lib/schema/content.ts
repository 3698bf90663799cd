// Owner: api-core. Drizzle tables of the content domain: CMS pages and the bilingual catalogues
// (services, languages, shifts, skills) served by GET /content.
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Fixed keys of the three CMS pages every deployment has (§9 "fixed ids"). */
export const CMS_FIXED_KEYS = ['imprint', 'privacy', 'terms'] as const;
export type CmsFixedKey = (typeof CMS_FIXED_KEYS)[number];

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    fixedKey: text('fixed_key').$type<CmsFixedKey>(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en'),
    /** Sanitised HTML */
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en'),
    isHeader: boolean('is_header').notNull().default(false),
    isFooter: boolean('is_footer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('cms_pages_slug_idx').on(t.slug), uniqueIndex('cms_pages_fixed_key_idx').on(t.fixedKey)],
);

/** Columns shared by the bilingual catalogues. `key` is a stable slug used by the seed. */
const catalogueColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

export const services = pgTable('services', catalogueColumns(), (t) => [uniqueIndex('services_key_idx').on(t.key)]);
export const languages = pgTable('languages', catalogueColumns(), (t) => [uniqueIndex('languages_key_idx').on(t.key)]);
export const shifts = pgTable('shifts', catalogueColumns(), (t) => [uniqueIndex('shifts_key_idx').on(t.key)]);
export const skills = pgTable('skills', catalogueColumns(), (t) => [uniqueIndex('skills_key_idx').on(t.key)]);

export type CatalogueTable = typeof services | typeof languages | typeof shifts | typeof skills;
export type CmsPageRow = typeof cmsPages.$inferSelect;
