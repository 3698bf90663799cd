import type { ApiEnvelope, ContentListQuery, Language, Paginated } from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

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

const TAG = 'AdminContent' as const;

/**
 * Admin reads and writes of every content kind, injected into the shell's API. A write invalidates
 * its list and the public common content, which the API also refreshes in its cache.
 */
export const adminContentApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    adminContentList: build.query<Paginated<unknown>, AdminListArgs>({
      query: ({ path, query, language }) => ({
        url: path,
        params: { ...query },
        headers: { 'Accept-Language': language },
      }),
      transformResponse: (envelope: ApiEnvelope<Paginated<unknown>>) => envelopeData(envelope),
      providesTags: (_result, _error, { tag }) => [{ type: TAG, id: tag }],
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
      invalidatesTags: (_result, error, { tag }) => (error ? [] : [{ type: TAG, id: tag }, 'Content']),
    }),
    adminContentUpdate: build.mutation<AdminWriteResult, AdminWriteArgs>({
      query: ({ path, body }) => ({ url: path, method: 'PATCH', body }),
      transformResponse: (envelope: ApiEnvelope<unknown>) => ({
        message: envelope.message,
        data: envelope.data,
      }),
      invalidatesTags: (_result, error, { tag }) => (error ? [] : [{ type: TAG, id: tag }, 'Content']),
    }),
    adminContentDelete: build.mutation<AdminWriteResult, AdminWriteArgs>({
      query: ({ path }) => ({ url: path, method: 'DELETE' }),
      transformResponse: (envelope: ApiEnvelope<unknown>) => ({
        message: envelope.message,
        data: envelope.data,
      }),
      invalidatesTags: (_result, error, { tag }) => (error ? [] : [{ type: TAG, id: tag }, 'Content']),
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
