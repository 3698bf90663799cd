import type {
  CatalogueEntry,
  CatalogueEntryInput,
  CatalogueKind,
  CmsPageEntry,
  CmsPageInput,
  FaqEntry,
  FaqInput,
  HomeSlide,
  HomeSlideInput,
  Language,
  LogoEntry,
  LogoInput,
  TestimonialEntry,
  TestimonialInput,
  ToolEntry,
  ToolEntryInput,
} from '@fachwerk/shared/contracts';
import type { ContentInsert, ContentRow, ContentTableName } from '@fachwerk/server/db';
import { sanitiseHtml } from '../../common/html-sanitiser';

/**
 * How one kind of admin-managed content maps between its table row, the contract entry (texts in the
 * request language plus both languages for editing) and the admin's input (HTML sanitised here).
 */
export interface ContentResource<N extends ContentTableName, E, I> {
  table: N;
  toEntry(row: ContentRow<N>, language: Language): E;
  toValues(input: Partial<I>): Partial<ContentInsert<N>>;
  /** Input field that holds a unique value (reported by name when taken). */
  uniqueField?: keyof I & string;
}

interface ManagedRow {
  id: string;
  active: boolean;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

const managedFields = (row: ManagedRow) => ({
  _id: row.id,
  isActive: row.active,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Picks the text of the language; German is the fallback when the English text is missing. */
export const pick = (language: Language, de: string, en: string | null | undefined): string =>
  language === 'en' && en ? en : de;

/** Copies the given keys that are present, renaming `isActive` to the column `active`. */
function present<I extends object>(input: Partial<I>, keys: (keyof I)[], html: (keyof I)[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const value = input[key];
    if (value === undefined) continue;
    values[key === 'isActive' ? 'active' : (key as string)] = html.includes(key) && typeof value === 'string' ? sanitiseHtml(value) : value;
  }
  return values;
}

const MANAGED_INPUT = ['isActive', 'sortOrder'] as const;

export type CatalogueResource = ContentResource<CatalogueKind, CatalogueEntry, CatalogueEntryInput>;

export const catalogueResource = (kind: CatalogueKind): CatalogueResource => ({
  table: kind,
  toEntry: (row, language) => ({ ...managedFields(row), name: pick(language, row.nameDe, row.nameEn), nameDe: row.nameDe, nameEn: row.nameEn ?? '' }),
  toValues: (input) => present(input, ['nameDe', 'nameEn', ...MANAGED_INPUT]),
});

export const toolResource: ContentResource<'tools', ToolEntry, ToolEntryInput & { serviceId?: string }> = {
  table: 'tools',
  toEntry: (row, language) => ({
    ...managedFields(row),
    serviceId: row.serviceId,
    name: pick(language, row.nameDe, row.nameEn),
    nameDe: row.nameDe,
    nameEn: row.nameEn ?? '',
  }),
  toValues: (input) => present(input, ['nameDe', 'nameEn', 'serviceId', ...MANAGED_INPUT]),
};

export const cmsPageResource: ContentResource<'cmsPages', CmsPageEntry, CmsPageInput> = {
  table: 'cmsPages',
  uniqueField: 'slug',
  toEntry: (row, language) => ({
    ...managedFields(row),
    slug: row.slug,
    title: pick(language, row.titleDe, row.titleEn),
    titleDe: row.titleDe,
    titleEn: row.titleEn ?? '',
    description: pick(language, row.descriptionDe, row.descriptionEn),
    descriptionDe: row.descriptionDe,
    descriptionEn: row.descriptionEn ?? '',
    isHeader: row.isHeader,
    isFooter: row.isFooter,
    fixedKey: row.fixedKey ?? null,
    metaDescription: pick(language, row.metaDescriptionDe, row.metaDescriptionEn),
    metaDescriptionDe: row.metaDescriptionDe,
    metaDescriptionEn: row.metaDescriptionEn,
  }),
  toValues: (input) =>
    present(
      input,
      ['slug', 'titleDe', 'titleEn', 'descriptionDe', 'descriptionEn', 'metaDescriptionDe', 'metaDescriptionEn', 'isHeader', 'isFooter', ...MANAGED_INPUT],
      ['descriptionDe', 'descriptionEn'],
    ),
};

export const faqResource: ContentResource<'faqs', FaqEntry, FaqInput> = {
  table: 'faqs',
  toEntry: (row, language) => ({
    ...managedFields(row),
    audience: row.audience,
    question: pick(language, row.questionDe, row.questionEn),
    questionDe: row.questionDe,
    questionEn: row.questionEn,
    answer: pick(language, row.answerDe, row.answerEn),
    answerDe: row.answerDe,
    answerEn: row.answerEn,
  }),
  toValues: (input) => present(input, ['audience', 'questionDe', 'questionEn', 'answerDe', 'answerEn', ...MANAGED_INPUT], ['answerDe', 'answerEn']),
};

export const testimonialResource: ContentResource<'testimonials', TestimonialEntry, TestimonialInput> = {
  table: 'testimonials',
  toEntry: (row, language) => ({
    ...managedFields(row),
    authorName: row.authorName,
    company: row.company,
    quote: pick(language, row.quoteDe, row.quoteEn),
    quoteDe: row.quoteDe,
    quoteEn: row.quoteEn,
    rating: row.rating,
    photo: row.photo,
  }),
  toValues: (input) => present(input, ['authorName', 'company', 'quoteDe', 'quoteEn', 'rating', 'photo', ...MANAGED_INPUT]),
};

export const logoResource: ContentResource<'logos', LogoEntry, LogoInput> = {
  table: 'logos',
  toEntry: (row) => ({ ...managedFields(row), name: row.name, image: row.image, link: row.link }),
  toValues: (input) => present(input, ['name', 'image', 'link', ...MANAGED_INPUT]),
};

export const homeSlideResource: ContentResource<'homeSlides', HomeSlide, HomeSlideInput> = {
  table: 'homeSlides',
  toEntry: (row, language) => ({
    ...managedFields(row),
    title: pick(language, row.titleDe, row.titleEn),
    titleDe: row.titleDe,
    titleEn: row.titleEn,
    subtitle: pick(language, row.subtitleDe, row.subtitleEn),
    subtitleDe: row.subtitleDe,
    subtitleEn: row.subtitleEn,
    image: row.image,
    ctaLink: row.ctaLink,
  }),
  toValues: (input) => present(input, ['titleDe', 'titleEn', 'subtitleDe', 'subtitleEn', 'image', 'ctaLink', ...MANAGED_INPUT]),
};
