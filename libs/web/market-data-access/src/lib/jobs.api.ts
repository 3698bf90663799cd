/**
 * RTK Query endpoints of the marketplace (jobs, applications, awards, workers, feedback,
 * notifications), injected into the shell's base API. One file so every screen shares cache entries
 * and tags; screens add endpoints here (owner: the web lead) rather than in their own files.
 */
import {
  API_PATHS,
  type AdminJobsQuery,
  type ApiEnvelope,
  type ApplicationResponse,
  type ApplyRequest,
  type AwardListQuery,
  type AwardListResponse,
  type AwardRequest,
  type AwardResponse,
  type FeedbackRequest,
  type FeedbackResponse,
  type FeedbackVisibilityRequest,
  type JobApplicationsResponse,
  type JobPatchRequest,
  type JobRequest,
  type JobResponse,
  type JobSearchQuery,
  type JobSearchResponse,
  type MyApplicationsResponse,
  type MyJobsQuery,
  type MyJobsResponse,
  type NameWorkersRequest,
  type NotificationListResponse,
  type Paginated,
  type RelevantJobsResponse,
  type SavedJobsResponse,
  type SupplierDetailsResponse,
  type WorkerAvailability,
  type WorkerListQuery,
  type WorkerListResponse,
  type WorkerRequest,
  type WorkerResponse,
  type ApplicationStatus,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '@fachwerk/web/data-access/feature-api';
export type { WithMessage } from '@fachwerk/web/data-access/feature-api';

const data = <T>(envelope: ApiEnvelope<T>): T => envelopeData(envelope);

/** Query objects go out as query strings by the base API (bracket arrays, empty values dropped). */
type Query = Record<string, unknown>;

const tagged = baseApi.enhanceEndpoints({
  addTagTypes: ['Jobs', 'Job', 'Applications', 'Awards', 'Workers', 'Feedback', 'Dashboard', 'SavedJobs'],
});
const MARKET = ['Jobs', 'Job', 'Applications', 'Awards', 'Dashboard', 'Notifications', 'SavedJobs'] as const;

export const jobsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    // ── jobs ──
    searchJobs: build.query<JobSearchResponse, JobSearchQuery>({
      query: (params) => ({ url: API_PATHS.jobs.list, params: params as Query }),
      transformResponse: data<JobSearchResponse>,
      providesTags: ['Jobs'],
    }),
    myJobs: build.query<MyJobsResponse, MyJobsQuery>({
      query: (params) => ({ url: API_PATHS.jobs.mine, params: params as Query }),
      transformResponse: data<MyJobsResponse>,
      providesTags: ['Jobs'],
    }),
    adminJobs: build.query<MyJobsResponse, AdminJobsQuery>({
      query: (params) => ({ url: API_PATHS.adminJobs.list, params: params as Query }),
      transformResponse: data<MyJobsResponse>,
      providesTags: ['Jobs'],
    }),
    job: build.query<JobResponse, string>({
      query: (id) => API_PATHS.jobs.one(id),
      transformResponse: data<JobResponse>,
      providesTags: (_r, _e, id) => [{ type: 'Job', id }],
    }),
    createJob: build.mutation<WithMessage<JobResponse>, JobRequest>({
      query: (body) => ({ url: API_PATHS.jobs.list, method: 'POST', body }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET],
    }),
    updateJob: build.mutation<WithMessage<JobResponse>, { id: string; body: JobPatchRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.jobs.one(id), method: 'PATCH', body }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET],
    }),
    deleteJob: build.mutation<WithMessage<null>, string>({
      query: (id) => ({ url: API_PATHS.jobs.one(id), method: 'DELETE' }),
      transformResponse: withMessage<null>,
      invalidatesTags: [...MARKET],
    }),
    publishJob: build.mutation<WithMessage<JobResponse>, string>({
      query: (id) => ({ url: API_PATHS.jobs.publish(id), method: 'POST' }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET],
    }),
    closeJob: build.mutation<WithMessage<JobResponse>, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: API_PATHS.jobs.close(id),
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET],
    }),
    deactivateJob: build.mutation<WithMessage<JobResponse>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: API_PATHS.adminJobs.deactivate(id),
        method: 'POST',
        body: { reason },
      }),
      transformResponse: withMessage<JobResponse>,
      invalidatesTags: [...MARKET],
    }),
    savedJobs: build.query<SavedJobsResponse, { page?: number; limit?: number }>({
      query: (params) => ({ url: API_PATHS.jobs.saved, params }),
      transformResponse: data<SavedJobsResponse>,
      providesTags: ['SavedJobs'],
    }),
    saveJob: build.mutation<WithMessage<null>, { id: string; saved: boolean }>({
      query: ({ id, saved }) => ({ url: API_PATHS.jobs.save(id), method: saved ? 'POST' : 'DELETE' }),
      transformResponse: withMessage<null>,
      invalidatesTags: (_r, _e, { id }) => ['SavedJobs', 'Jobs', 'Dashboard', { type: 'Job', id }],
    }),
    relevantJobs: build.query<RelevantJobsResponse, { page?: number; limit?: number }>({
      query: (params) => ({ url: API_PATHS.jobs.relevant, params }),
      transformResponse: data<RelevantJobsResponse>,
      providesTags: ['Jobs'],
    }),
    // ── applications ──
    jobApplications: build.query<
      JobApplicationsResponse,
      { jobId: string; status?: ApplicationStatus; page?: number; limit?: number }
    >({
      query: ({ jobId, ...params }) => ({ url: API_PATHS.jobs.applications(jobId), params }),
      transformResponse: data<JobApplicationsResponse>,
      providesTags: ['Applications'],
    }),
    myApplications: build.query<
      MyApplicationsResponse,
      { status?: ApplicationStatus; page?: number; limit?: number }
    >({
      query: (params) => ({ url: API_PATHS.applications.mine, params }),
      transformResponse: data<MyApplicationsResponse>,
      providesTags: ['Applications'],
    }),
    supplierDetails: build.query<SupplierDetailsResponse, { jobId: string; supplierId: string }>({
      query: ({ jobId, supplierId }) => API_PATHS.jobs.supplierDetails(jobId, supplierId),
      transformResponse: data<SupplierDetailsResponse>,
      providesTags: ['Applications'],
    }),
    apply: build.mutation<WithMessage<ApplicationResponse>, { jobId: string; body: ApplyRequest }>({
      query: ({ jobId, body }) => ({ url: API_PATHS.jobs.applications(jobId), method: 'POST', body }),
      transformResponse: withMessage<ApplicationResponse>,
      invalidatesTags: (_r, _e, { jobId }) => [...MARKET, { type: 'Job', id: jobId }],
    }),
    withdrawApplication: build.mutation<WithMessage<ApplicationResponse>, string>({
      query: (id) => ({ url: API_PATHS.applications.withdraw(id), method: 'POST' }),
      transformResponse: withMessage<ApplicationResponse>,
      invalidatesTags: [...MARKET],
    }),
    awardApplication: build.mutation<WithMessage<AwardResponse>, { id: string; body?: AwardRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.applications.award(id), method: 'POST', body: body ?? {} }),
      transformResponse: withMessage<AwardResponse>,
      invalidatesTags: [...MARKET],
    }),
    rejectApplication: build.mutation<WithMessage<ApplicationResponse>, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: API_PATHS.applications.reject(id),
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      transformResponse: withMessage<ApplicationResponse>,
      invalidatesTags: [...MARKET],
    }),
    // ── awarded work ──
    awards: build.query<AwardListResponse, AwardListQuery>({
      query: (params) => ({ url: API_PATHS.awards.list, params: params as Query }),
      transformResponse: data<AwardListResponse>,
      providesTags: ['Awards'],
    }),
    award: build.query<AwardResponse, string>({
      query: (id) => API_PATHS.awards.one(id),
      transformResponse: data<AwardResponse>,
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
      invalidatesTags: [...MARKET, 'Workers'],
    }),
    writeFeedback: build.mutation<WithMessage<FeedbackResponse>, { awardId: string; body: FeedbackRequest }>({
      query: ({ awardId, body }) => ({ url: API_PATHS.awards.feedback(awardId), method: 'POST', body }),
      transformResponse: withMessage<FeedbackResponse>,
      invalidatesTags: ['Awards', 'Feedback', 'Dashboard'],
    }),
    supplierFeedback: build.query<
      Paginated<FeedbackResponse>,
      { supplierId: string; page?: number; limit?: number }
    >({
      query: ({ supplierId, ...params }) => ({ url: API_PATHS.supplierFeedback(supplierId), params }),
      transformResponse: data<Paginated<FeedbackResponse>>,
      providesTags: ['Feedback'],
    }),
    adminFeedback: build.query<
      Paginated<FeedbackResponse>,
      { hidden?: boolean; rating?: number; page?: number; limit?: number }
    >({
      query: (params) => ({ url: API_PATHS.adminFeedback.list, params }),
      transformResponse: data<Paginated<FeedbackResponse>>,
      providesTags: ['Feedback'],
    }),
    setFeedbackVisibility: build.mutation<
      WithMessage<FeedbackResponse>,
      { id: string; body: FeedbackVisibilityRequest }
    >({
      query: ({ id, body }) => ({ url: API_PATHS.adminFeedback.one(id), method: 'PATCH', body }),
      transformResponse: withMessage<FeedbackResponse>,
      invalidatesTags: ['Feedback', 'Dashboard'],
    }),
    // ── team ──
    workers: build.query<WorkerListResponse, WorkerListQuery>({
      query: (params) => ({ url: API_PATHS.workers.list, params: params as Query }),
      transformResponse: data<WorkerListResponse>,
      providesTags: ['Workers'],
    }),
    worker: build.query<WorkerResponse, string>({
      query: (id) => API_PATHS.workers.one(id),
      transformResponse: data<WorkerResponse>,
      providesTags: ['Workers'],
    }),
    createWorker: build.mutation<WithMessage<WorkerResponse>, WorkerRequest>({
      query: (body) => ({ url: API_PATHS.workers.list, method: 'POST', body }),
      transformResponse: withMessage<WorkerResponse>,
      invalidatesTags: ['Workers', 'Dashboard'],
    }),
    updateWorker: build.mutation<WithMessage<WorkerResponse>, { id: string; body: Partial<WorkerRequest> }>({
      query: ({ id, body }) => ({ url: API_PATHS.workers.one(id), method: 'PATCH', body }),
      transformResponse: withMessage<WorkerResponse>,
      invalidatesTags: ['Workers'],
    }),
    deleteWorker: build.mutation<WithMessage<null>, string>({
      query: (id) => ({ url: API_PATHS.workers.one(id), method: 'DELETE' }),
      transformResponse: withMessage<null>,
      invalidatesTags: ['Workers', 'Dashboard'],
    }),
    setWorkerAvailability: build.mutation<
      WithMessage<WorkerResponse>,
      { id: string; availability: WorkerAvailability }
    >({
      query: ({ id, availability }) => ({
        url: API_PATHS.workers.availability(id),
        method: 'PATCH',
        body: { availability },
      }),
      transformResponse: withMessage<WorkerResponse>,
      invalidatesTags: ['Workers', 'Dashboard'],
    }),
    // ── notifications (the dashboard's call is in engagement/dashboard.api.ts) ──
    /** `language`: the UI language; the API renders the texts in it, and a switch is a new cache entry. */
    notifications: build.query<
      NotificationListResponse,
      { unread?: boolean; page?: number; limit?: number; language: string }
    >(
      {
        query: ({ language, ...params }) => ({
          url: API_PATHS.notifications.list,
          params,
          headers: { 'Accept-Language': language },
        }),
        transformResponse: data<NotificationListResponse>,
        providesTags: ['Notifications'],
      },
    ),
    markNotificationRead: build.mutation<WithMessage<null>, string>({
      query: (id) => ({ url: API_PATHS.notifications.read(id), method: 'POST' }),
      transformResponse: withMessage<null>,
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<WithMessage<null>, void>({
      query: () => ({ url: API_PATHS.notifications.readAll, method: 'POST' }),
      transformResponse: withMessage<null>,
      invalidatesTags: ['Notifications'],
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
  useWriteFeedbackMutation,
  useSupplierFeedbackQuery,
  useAdminFeedbackQuery,
  useSetFeedbackVisibilityMutation,
  useWorkersQuery,
  useWorkerQuery,
  useCreateWorkerMutation,
  useUpdateWorkerMutation,
  useDeleteWorkerMutation,
  useSetWorkerAvailabilityMutation,
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = jobsApi;
