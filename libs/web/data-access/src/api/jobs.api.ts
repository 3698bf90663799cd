/**
 * The jobs module's calls (`apps/api/src/modules/jobs`): search, the own and the admin's job lists,
 * one job and its life cycle, saved and relevant jobs.
 */
import {
  API_PATHS,
  type AdminJobsQuery,
  type JobPatchRequest,
  type JobRequest,
  type JobResponse,
  type JobSearchQuery,
  type JobSearchResponse,
  type MyJobsQuery,
  type MyJobsResponse,
  type RelevantJobsResponse,
  type SavedJobsResponse,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
import { MARKET_TAG_TYPES, MARKET_TAGS, type Query } from './market-tags';
export type { WithMessage } from '../lib/feature-api/with-message';

export const jobsApi = baseApi.enhanceEndpoints({ addTagTypes: MARKET_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    searchJobs: build.query<JobSearchResponse, JobSearchQuery>({
      query: (params) => ({ url: API_PATHS.jobs.list, params: params as Query }),
      transformResponse: envelopeData<JobSearchResponse>,
      providesTags: ['Jobs'],
    }),
    myJobs: build.query<MyJobsResponse, MyJobsQuery>({
      query: (params) => ({ url: API_PATHS.jobs.mine, params: params as Query }),
      transformResponse: envelopeData<MyJobsResponse>,
      providesTags: ['Jobs'],
    }),
    adminJobs: build.query<MyJobsResponse, AdminJobsQuery>({
      query: (params) => ({ url: API_PATHS.adminJobs.list, params: params as Query }),
      transformResponse: envelopeData<MyJobsResponse>,
      providesTags: ['Jobs'],
    }),
    job: build.query<JobResponse, string>({
      query: (id) => API_PATHS.jobs.one(id),
      transformResponse: envelopeData<JobResponse>,
      providesTags: (_r, _e, id) => [{ type: 'Job', id }],
    }),
    createJob: build.mutation<WithMessage<JobResponse>, JobRequest>({
      query: (body) => ({ url: API_PATHS.jobs.list, method: 'POST', body }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    updateJob: build.mutation<WithMessage<JobResponse>, { id: string; body: JobPatchRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.jobs.one(id), method: 'PATCH', body }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    deleteJob: build.mutation<WithMessage<null>, string>({
      query: (id) => ({ url: API_PATHS.jobs.one(id), method: 'DELETE' }),
      transformResponse: withMessage<null>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    publishJob: build.mutation<WithMessage<JobResponse>, string>({
      query: (id) => ({ url: API_PATHS.jobs.publish(id), method: 'POST' }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    closeJob: build.mutation<WithMessage<JobResponse>, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: API_PATHS.jobs.close(id),
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    deactivateJob: build.mutation<WithMessage<JobResponse>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: API_PATHS.adminJobs.deactivate(id),
        method: 'POST',
        body: { reason },
      }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    savedJobs: build.query<SavedJobsResponse, { page?: number; limit?: number }>({
      query: (params) => ({ url: API_PATHS.jobs.saved, params }),
      transformResponse: envelopeData<SavedJobsResponse>,
      providesTags: ['SavedJobs'],
    }),
    saveJob: build.mutation<WithMessage<null>, { id: string; saved: boolean }>({
      query: ({ id, saved }) => ({ url: API_PATHS.jobs.save(id), method: saved ? 'POST' : 'DELETE' }),
      transformResponse: withMessage<null>,
      invalidatesTags: (_r, _e, { id }) => ['SavedJobs', 'Jobs', 'Dashboard', { type: 'Job', id }],
    }),
    relevantJobs: build.query<RelevantJobsResponse, { page?: number; limit?: number }>({
      query: (params) => ({ url: API_PATHS.jobs.relevant, params }),
      transformResponse: envelopeData<RelevantJobsResponse>,
      providesTags: ['Jobs'],
    }),
  }),
});

export const {
  useSearchJobsQuery,
  useMyJobsQuery,
  useAdminJobsQuery,
  useJobQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useDeleteJobMutation,
  usePublishJobMutation,
  useCloseJobMutation,
  useDeactivateJobMutation,
  useSavedJobsQuery,
  useSaveJobMutation,
  useRelevantJobsQuery,
} = jobsApi;
