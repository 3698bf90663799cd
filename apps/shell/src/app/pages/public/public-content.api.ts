import './catalogue';
import {
  API_PATHS,
  PAGE_LIMIT_MAX,
  type ApiEnvelope,
  type CmsPageEntry,
  type ContentPage,
  type FaqAudience,
  type FaqEntry,
  type HomeResponse,
  type InquiryRequest,
  type Language,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

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
