/**
 * Content and catalogues. Public reads return texts in the request
 * language (`name`, `title`, …); admin reads add both languages (`nameDe`, `nameEn`, …) for editing.
 */
import type { Paginated } from './api';

export const CATALOGUE_KINDS = ['services', 'languages', 'shifts', 'skills'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Filter of admin lists; non-admins always get active items only. */
export const ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

/** Query of every admin list: `search` matches the texts in both languages. */
export interface ContentListQuery {
  search?: string;
  status?: ActiveFilter;
  page?: number;
  limit?: number;
}

interface AdminFields {
  _id: string;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** services, languages, shifts, skills */
export interface CatalogueEntry extends AdminFields {
  name: string;
  nameDe: string;
  nameEn: string;
  /** services only: number of tools */
  toolCount?: number;
}
export interface CatalogueEntryInput {
  nameDe: string;
  nameEn: string;
  isActive?: boolean;
  sortOrder?: number;
}

export interface ToolEntry extends AdminFields {
  serviceId: string;
  name: string;
  nameDe: string;
  nameEn: string;
}
export type ToolEntryInput = CatalogueEntryInput;
/** POST /tools/lists */
export interface ToolListsRequest {
  ids: string[];
}

export const FIXED_CMS_KEYS = ['imprint', 'privacy', 'terms'] as const;
export type FixedCmsKey = (typeof FIXED_CMS_KEYS)[number];

export interface CmsPageEntry extends AdminFields {
  slug: string;
  title: string;
  titleDe: string;
  titleEn: string;
  /** sanitised HTML in the request language */
  description: string;
  descriptionDe: string;
  descriptionEn: string;
  isHeader: boolean;
  isFooter: boolean;
  /** set for the three fixed entries, which cannot be deleted */
  fixedKey: FixedCmsKey | null;
  metaDescription: string;
  metaDescriptionDe: string;
  metaDescriptionEn: string;
}
export interface CmsPageInput {
  slug: string;
  titleDe: string;
  titleEn: string;
  descriptionDe: string;
  descriptionEn: string;
  metaDescriptionDe?: string;
  metaDescriptionEn?: string;
  isHeader?: boolean;
  isFooter?: boolean;
  isActive?: boolean;
  sortOrder?: number;
}

export const FAQ_AUDIENCES = ['client', 'supplier', 'all'] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];
export interface FaqEntry extends AdminFields {
  audience: FaqAudience;
  question: string;
  questionDe: string;
  questionEn: string;
  /** sanitised HTML */
  answer: string;
  answerDe: string;
  answerEn: string;
}
export interface FaqInput {
  audience: FaqAudience;
  questionDe: string;
  questionEn: string;
  answerDe: string;
  answerEn: string;
  isActive?: boolean;
  sortOrder?: number;
}

export interface TestimonialEntry extends AdminFields {
  authorName: string;
  company: string;
  quote: string;
  quoteDe: string;
  quoteEn: string;
  /** 1–5 */
  rating: number;
  /** path from POST /uploads (slot images), or null */
  photo: string | null;
}
export interface TestimonialInput {
  authorName: string;
  company: string;
  quoteDe: string;
  quoteEn: string;
  rating: number;
  photo?: string | null;
  isActive?: boolean;
  sortOrder?: number;
}

export interface LogoEntry extends AdminFields {
  name: string;
  /** path from POST /uploads (slot images) */
  image: string;
  link: string | null;
}
export interface LogoInput {
  name: string;
  image: string;
  link?: string | null;
  isActive?: boolean;
  sortOrder?: number;
}

export interface HomeSlide extends AdminFields {
  title: string;
  titleDe: string;
  titleEn: string;
  subtitle: string;
  subtitleDe: string;
  subtitleEn: string;
  image: string | null;
  /** internal path the call to action opens, e.g. /get-started */
  ctaLink: string;
}
export interface HomeSlideInput {
  titleDe: string;
  titleEn: string;
  subtitleDe: string;
  subtitleEn: string;
  image?: string | null;
  ctaLink: string;
  isActive?: boolean;
  sortOrder?: number;
}

/** GET /home: everything the public home page shows, active items only, in the request language. */
export interface HomeResponse {
  slides: HomeSlide[];
  services: (CatalogueEntry & { tools: ToolEntry[] })[];
  testimonials: TestimonialEntry[];
  logos: LogoEntry[];
}

/** POST /inquiries (contact form) */
export interface InquiryRequest {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  subject: string;
  message: string;
}

/** Longest value of each contact-form field, for the API's checks and the form's alike. */
export const INQUIRY_LIMITS = { name: 120, email: 254, phone: 40, company: 120, subject: 200, message: 5000 } as const satisfies Record<
  keyof InquiryRequest,
  number
>;

export type ContentPage<T> = Paginated<T>;

/**
 * Uploads: `POST /uploads?slot=<UploadSlot>[&visibility=public]`, multipart field `images`, at most
 * UPLOAD_MAX_BYTES, type checked by content. Answer `UploadResponse` whose `path` is `/api/v1/files/<id>`.
 * Private files are served to their owner and admins only; `visibility=public` (admins only) is for
 * content images such as testimonial photos and logos.
 */
/**
 * Guests upload registration documents (slot `documents`) with `POST /uploads/registration`; the
 * sign-up naming the returned path within REGISTRATION_UPLOAD_TTL_HOURS becomes the file's owner.
 * Until then nobody but admins can read it. At most REGISTRATION_UPLOADS_PER_HOUR per IP.
 */
export const REGISTRATION_UPLOAD_TTL_HOURS = 24;
export const REGISTRATION_UPLOADS_PER_HOUR = 20;
/** Registration fields that take a guest upload. */
export const REGISTRATION_UPLOAD_FIELDS = ['resume', 'certificate'] as const;

export const UPLOAD_VISIBILITIES = ['private', 'public'] as const;
export type UploadVisibility = (typeof UPLOAD_VISIBILITIES)[number];
