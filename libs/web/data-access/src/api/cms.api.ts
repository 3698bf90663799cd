/**
 * The cms module's calls (`apps/api/src/modules/cms`): the common content lists, the public site's
 * pages (home, CMS pages, FAQs, contact inquiry), the admin's content reads and writes, and the tool
 * lists of services. Part of the main entry: every page reads the common content.
 */
import {
  API_PATHS,
  PAGE_LIMIT_MAX,
  type ApiEnvelope,
  type CmsPageEntry,
  type CommonContentResponse,
  type ContentListQuery,
  type ContentPage,
  type FaqAudience,
  type FaqEntry,
  type HomeResponse,
  type InquiryRequest,
  type Language,
  type Paginated,
  type ToolEntry,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '../lib/api/base-api';
import { commonContentLoaded } from '../lib/state/common-content.slice';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Content lists (§7): public, failures ignored silently; stored in the common-content slice.
     * The argument is the UI language: the API localises the lists by Accept-Language, so a language
     * switch needs its own request (and cache entry).
     */
    commonContent: build.query<CommonContentResponse, Language>({
      query: (language) => ({ url: API_PATHS.content, headers: { 'Accept-Language': language } }),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<CommonContentResponse>) => envelopeData(envelope),
      async onQueryStarted(language, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(commonContentLoaded({ content: data, language }));
        } catch {
          // §8: a failed content fetch is ignored silently.
        }
      },
    }),
  }),
});

export const { useCommonContentQuery } = contentApi;

/** Every public read carries the UI language: the API localises texts, so a switch is its own cache entry. */
const localised = (url: string, language: Language, params?: Record<string, unknown>) => ({
  url,
  params,
  headers: { 'Accept-Language': language },
});

/**
 * Public-site endpoints (content issue): public (no token), and silent on errors because each page
 * shows its own error state with a retry instead of a toast.
 */
export const publicContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    home: build.query<HomeResponse, Language>({
      query: (language) => localised(API_PATHS.home, language),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<HomeResponse>) => envelopeData(envelope),
    }),
    cmsPageBySlug: build.query<CmsPageEntry, { slug: string; language: Language }>({
      query: ({ slug, language }) => localised(API_PATHS.cmsPageBySlug(encodeURIComponent(slug)), language),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<CmsPageEntry>) => envelopeData(envelope),
    }),
    publicFaqs: build.query<FaqEntry[], { audience: Exclude<FaqAudience, 'all'>; language: Language }>({
      query: ({ audience, language }) => localised(API_PATHS.faqs, language, { audience, limit: PAGE_LIMIT_MAX }),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<ContentPage<FaqEntry>>) => envelopeData(envelope).items,
    }),
    /** Contact form (sendInquiry): errors come back to the form, which shows them at the fields. */
    sendInquiry: build.mutation<string, { body: InquiryRequest; language: Language }>({
      query: ({ body, language }) => ({ url: API_PATHS.inquiries, method: 'POST', body, headers: { 'Accept-Language': language } }),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope) => envelope.message,
    }),
  }),
});

export const { useHomeQuery, useCmsPageBySlugQuery, usePublicFaqsQuery, useSendInquiryMutation } = publicContentApi;

/** Tools of the given services (`POST /tools/lists {ids}`, POST because the id list can be long); silent: names are a nicety. */
export const toolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    toolLists: build.query<ToolEntry[], string[]>({
      query: (ids) => ({ url: API_PATHS.toolLists, method: 'POST', body: { ids } }),
      extraOptions: { public: true, silent: true },
      transformResponse: (e: ApiEnvelope<ToolEntry[]>) => envelopeData(e) ?? [],
    }),
  }),
});

export const { useToolListsQuery } = toolsApi;

/** Admin list request: the list path, its query, and the UI language (names come back localised). */
export interface AdminListArgs {
  tag: string;
  path: string;
  query: ContentListQuery;
  language: Language;
}

export interface AdminWriteArgs {
  tag: string;
  path: string;
  body?: Record<string, unknown>;
}

/** The envelope's message (for the success toast) and the entry. */
export interface AdminWriteResult {
  message: string;
  data: unknown;
}

const ADMIN_CONTENT_TAG = 'AdminContent' as const;

/**
 * Admin reads and writes of every content kind, injected into the shell's API. A write invalidates
 * its list and the public common content, which the API also refreshes in its cache.
 */
export const adminContentApi = baseApi.enhanceEndpoints({ addTagTypes: [ADMIN_CONTENT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    adminContentList: build.query<Paginated<unknown>, AdminListArgs>({
      query: ({ path, query, language }) => ({
        url: path,
        params: { ...query },
        headers: { 'Accept-Language': language },
      }),
      transformResponse: (envelope: ApiEnvelope<Paginated<unknown>>) => envelopeData(envelope),
      providesTags: (_result, _error, { tag }) => [{ type: ADMIN_CONTENT_TAG, id: tag }],
    }),
    adminContentEntry: build.query<unknown, { path: string; language: Language }>({
      query: ({ path, language }) => ({ url: path, headers: { 'Accept-Language': language } }),
      transformResponse: (envelope: ApiEnvelope<unknown>) => envelopeData(envelope),
    }),
    adminContentCreate: build.mutation<AdminWriteResult, AdminWriteArgs>({
      query: ({ path, body }) => ({ url: path, method: 'POST', body }),
      transformResponse: (envelope: ApiEnvelope<unknown>) => ({
        message: envelope.message,
        data: envelope.data,
      }),
      invalidatesTags: (_result, error, { tag }) => (error ? [] : [{ type: ADMIN_CONTENT_TAG, id: tag }, 'Content']),
    }),
    adminContentUpdate: build.mutation<AdminWriteResult, AdminWriteArgs>({
      query: ({ path, body }) => ({ url: path, method: 'PATCH', body }),
      transformResponse: (envelope: ApiEnvelope<unknown>) => ({
        message: envelope.message,
        data: envelope.data,
      }),
      invalidatesTags: (_result, error, { tag }) => (error ? [] : [{ type: ADMIN_CONTENT_TAG, id: tag }, 'Content']),
    }),
    adminContentDelete: build.mutation<AdminWriteResult, AdminWriteArgs>({
      query: ({ path }) => ({ url: path, method: 'DELETE' }),
      transformResponse: (envelope: ApiEnvelope<unknown>) => ({
        message: envelope.message,
        data: envelope.data,
      }),
      invalidatesTags: (_result, error, { tag }) => (error ? [] : [{ type: ADMIN_CONTENT_TAG, id: tag }, 'Content']),
    }),
  }),
});

export const {
  useAdminContentListQuery,
  useAdminContentEntryQuery,
  useAdminContentCreateMutation,
  useAdminContentUpdateMutation,
  useAdminContentDeleteMutation,
} = adminContentApi;
