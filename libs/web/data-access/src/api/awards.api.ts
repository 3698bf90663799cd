/**
 * The awards module's calls (`apps/api/src/modules/awards`): applications to a job and their
 * decisions, awarded work and its named workers and transitions.
 */
import {
  API_PATHS,
  type ApplicationResponse,
  type ApplicationStatus,
  type ApplyRequest,
  type AwardListQuery,
  type AwardListResponse,
  type AwardRequest,
  type AwardResponse,
  type JobApplicationsResponse,
  type MyApplicationsResponse,
  type NameWorkersRequest,
  type SupplierDetailsResponse,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
import { MARKET_TAG_TYPES, MARKET_TAGS, type Query } from './market-tags';
export type { WithMessage } from '../lib/feature-api/with-message';

export const awardsApi = baseApi.enhanceEndpoints({ addTagTypes: MARKET_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    jobApplications: build.query<
      JobApplicationsResponse,
      { jobId: string; status?: ApplicationStatus; page?: number; limit?: number }
    >({
      query: ({ jobId, ...params }) => ({ url: API_PATHS.jobs.applications(jobId), params }),
      transformResponse: envelopeData<JobApplicationsResponse>,
      providesTags: ['Applications'],
    }),
    myApplications: build.query<
      MyApplicationsResponse,
      { status?: ApplicationStatus; page?: number; limit?: number }
    >({
      query: (params) => ({ url: API_PATHS.applications.mine, params }),
      transformResponse: envelopeData<MyApplicationsResponse>,
      providesTags: ['Applications'],
    }),
    supplierDetails: build.query<SupplierDetailsResponse, { jobId: string; supplierId: string }>({
      query: ({ jobId, supplierId }) => API_PATHS.jobs.supplierDetails(jobId, supplierId),
      transformResponse: envelopeData<SupplierDetailsResponse>,
      providesTags: ['Applications'],
    }),
    apply: build.mutation<WithMessage<ApplicationResponse>, { jobId: string; body: ApplyRequest }>({
      query: ({ jobId, body }) => ({ url: API_PATHS.jobs.applications(jobId), method: 'POST', body }),
      transformResponse: withMessage<ApplicationResponse>,
      invalidatesTags: (_r, _e, { jobId }) => [...MARKET_TAGS, { type: 'Job', id: jobId }],
    }),
    withdrawApplication: build.mutation<WithMessage<ApplicationResponse>, string>({
      query: (id) => ({ url: API_PATHS.applications.withdraw(id), method: 'POST' }),
      transformResponse: withMessage<ApplicationResponse>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    awardApplication: build.mutation<WithMessage<AwardResponse>, { id: string; body?: AwardRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.applications.award(id), method: 'POST', body: body ?? {} }),
      transformResponse: withMessage<AwardResponse>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    rejectApplication: build.mutation<WithMessage<ApplicationResponse>, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: API_PATHS.applications.reject(id),
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      transformResponse: withMessage<ApplicationResponse>,
      invalidatesTags: [...MARKET_TAGS],
    }),
    awards: build.query<AwardListResponse, AwardListQuery>({
      query: (params) => ({ url: API_PATHS.awards.list, params: params as Query }),
      transformResponse: envelopeData<AwardListResponse>,
      providesTags: ['Awards'],
    }),
    award: build.query<AwardResponse, string>({
      query: (id) => API_PATHS.awards.one(id),
      transformResponse: envelopeData<AwardResponse>,
      providesTags: ['Awards'],
    }),
    nameWorkers: build.mutation<WithMessage<AwardResponse>, { id: string; body: NameWorkersRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.awards.workers(id), method: 'PUT', body }),
      transformResponse: withMessage<AwardResponse>,
      invalidatesTags: ['Awards', 'Workers', 'Dashboard'],
    }),
    awardTransition: build.mutation<
      WithMessage<AwardResponse>,
      { id: string; action: 'start' | 'complete' | 'approve' | 'rejectCompletion'; reason?: string }
    >({
      query: ({ id, action, reason }) => ({
        url: API_PATHS.awards[action](id),
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      transformResponse: withMessage<AwardResponse>,
      invalidatesTags: [...MARKET_TAGS, 'Workers'],
    }),
    /** The application a meeting's schedule link names (`/meetings?schedule=<id>`); no cache tags. */
    meetingApplication: build.query<ApplicationResponse, string>({
      query: (id) => API_PATHS.applications.one(id),
      transformResponse: envelopeData<ApplicationResponse>,
    }),
  }),
});

export const {
  useJobApplicationsQuery,
  useMyApplicationsQuery,
  useSupplierDetailsQuery,
  useApplyMutation,
  useWithdrawApplicationMutation,
  useAwardApplicationMutation,
  useRejectApplicationMutation,
  useAwardsQuery,
  useAwardQuery,
  useNameWorkersMutation,
  useAwardTransitionMutation,
  useMeetingApplicationQuery,
} = awardsApi;
