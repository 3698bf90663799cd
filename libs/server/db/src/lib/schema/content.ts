// Drizzle tables of the content domain: CMS pages, the bilingual catalogues
// (services with their tools, languages, shifts, skills), FAQs, testimonials, logos, home slides and
// contact inquiries. `key` columns are stable slugs the seed uses to stay idempotent; entries an admin
// creates get a random key.
import { randomUUID } from 'node:crypto';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type { FaqAudience, Language } from '@fachwerk/shared/contracts';

/** Fixed keys of the three CMS pages every deployment has (§9 "fixed ids"). */
export const CMS_FIXED_KEYS = ['imprint', 'privacy', 'terms'] as const;
export type CmsFixedKey = (typeof CMS_FIXED_KEYS)[number];

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Columns every admin-managed content row has. */
const managed = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key')
    .notNull()
    .$defaultFn(() => randomUUID()),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
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
    metaDescriptionDe: text('meta_description_de').notNull().default(''),
    metaDescriptionEn: text('meta_description_en').notNull().default(''),
    isHeader: boolean('is_header').notNull().default(false),
    isFooter: boolean('is_footer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cms_pages_slug_idx').on(t.slug),
    uniqueIndex('cms_pages_fixed_key_idx').on(t.fixedKey),
  ],
);

/** Columns shared by the bilingual catalogues. */
const catalogueColumns = () => ({
  ...managed(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en'),
});

export const services = pgTable('services', catalogueColumns(), (t) => [
  uniqueIndex('services_key_idx').on(t.key),
]);
export const languages = pgTable('languages', catalogueColumns(), (t) => [
  uniqueIndex('languages_key_idx').on(t.key),
]);
export const shifts = pgTable('shifts', catalogueColumns(), (t) => [uniqueIndex('shifts_key_idx').on(t.key)]);
export const skills = pgTable('skills', catalogueColumns(), (t) => [uniqueIndex('skills_key_idx').on(t.key)]);

/** Tools and equipment of one service (trade). */
export const tools = pgTable(
  'tools',
  {
    ...catalogueColumns(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('tools_service_key_idx').on(t.serviceId, t.key),
    index('tools_service_idx').on(t.serviceId),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    ...managed(),
    audience: text('audience').$type<FaqAudience>().notNull(),
    questionDe: text('question_de').notNull(),
    questionEn: text('question_en').notNull(),
    /** Sanitised HTML */
    answerDe: text('answer_de').notNull(),
    answerEn: text('answer_en').notNull(),
  },
  (t) => [uniqueIndex('faqs_key_idx').on(t.key)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    ...managed(),
    authorName: text('author_name').notNull(),
    company: text('company').notNull(),
    quoteDe: text('quote_de').notNull(),
    quoteEn: text('quote_en').notNull(),
    rating: integer('rating').notNull(),
    photo: text('photo'),
  },
  (t) => [uniqueIndex('testimonials_key_idx').on(t.key)],
);

export const logos = pgTable(
  'logos',
  {
    ...managed(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    link: text('link'),
  },
  (t) => [uniqueIndex('logos_key_idx').on(t.key)],
);

export const homeSlides = pgTable(
  'home_slides',
  {
    ...managed(),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleDe: text('subtitle_de').notNull(),
    subtitleEn: text('subtitle_en').notNull(),
    image: text('image'),
    ctaLink: text('cta_link').notNull(),
  },
  (t) => [uniqueIndex('home_slides_key_idx').on(t.key)],
);

/** Contact-form inquiries; each is also mailed to the support address through the outbox. */
export const inquiries = pgTable('inquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  company: text('company'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').$type<Language>().notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CatalogueTable = typeof services | typeof languages | typeof shifts | typeof skills;
export type CmsPageRow = typeof cmsPages.$inferSelect;
export type ToolRow = typeof tools.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type LogoRow = typeof logos.$inferSelect;
export type HomeSlideRow = typeof homeSlides.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;
