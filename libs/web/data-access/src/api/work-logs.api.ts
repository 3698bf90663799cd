/** The work-logs module's calls (`apps/api/src/modules/work-logs`). */
import {
  WORK_LOG_PATHS,
  type ApiEnvelope,
  type WorkLogApproveRequest,
  type WorkLogApproveResponse,
  type WorkLogCorrectionRequest,
  type WorkLogCreateRequest,
  type WorkLogDetailResponse,
  type WorkLogListQuery,
  type WorkLogListResponse,
  type WorkLogResponse,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['WorkLogs'] });
const CHANGED = ['WorkLogs', 'Notifications'] as const;

/** The work-log endpoints (injected into the shell's base API when the hours chunk loads). */
export const workLogsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    workLogs: build.query<WorkLogListResponse, WorkLogListQuery>({
      query: (params) => ({ url: WORK_LOG_PATHS.list, params: params as Record<string, unknown> }),
      transformResponse: (envelope: ApiEnvelope<WorkLogListResponse>) => envelopeData(envelope),
      providesTags: ['WorkLogs'],
    }),
    workLog: build.query<WorkLogDetailResponse, string>({
      query: (id) => WORK_LOG_PATHS.one(id),
      transformResponse: (envelope: ApiEnvelope<WorkLogDetailResponse>) => envelopeData(envelope),
      providesTags: ['WorkLogs'],
    }),
    recordWorkLog: build.mutation<WithMessage<WorkLogResponse>, WorkLogCreateRequest>({
      query: (body) => ({ url: WORK_LOG_PATHS.list, method: 'POST', body }),
      transformResponse: withMessage<WorkLogResponse>,
      invalidatesTags: [...CHANGED],
    }),
    correctWorkLog: build.mutation<WithMessage<WorkLogResponse>, { id: string; body: WorkLogCorrectionRequest }>({
      query: ({ id, body }) => ({ url: WORK_LOG_PATHS.one(id), method: 'PATCH', body }),
      transformResponse: withMessage<WorkLogResponse>,
      invalidatesTags: [...CHANGED],
    }),
    approveWorkLogs: build.mutation<WithMessage<WorkLogApproveResponse>, WorkLogApproveRequest>({
      query: (body) => ({ url: WORK_LOG_PATHS.approve, method: 'POST', body }),
      transformResponse: withMessage<WorkLogApproveResponse>,
      invalidatesTags: [...CHANGED],
    }),
    disputeWorkLog: build.mutation<WithMessage<WorkLogResponse>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: WORK_LOG_PATHS.dispute(id), method: 'POST', body: { reason } }),
      transformResponse: withMessage<WorkLogResponse>,
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const {
  useWorkLogsQuery,
  useWorkLogQuery,
  useRecordWorkLogMutation,
  useCorrectWorkLogMutation,
  useApproveWorkLogsMutation,
  useDisputeWorkLogMutation,
} = workLogsApi;
