import { MEETING_PATHS } from '@fachwerk/shared/contracts/meetings';
import {
  type ApiEnvelope,
  type CancelMeetingRequest,
  type MeetingChangeResponse,
  type MeetingListQuery,
  type MeetingListResponse,
  type MeetingResponse,
  type RejectSupplierRequest,
  type RescheduleMeetingRequest,
  type ScheduleMeetingRequest,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['Meetings', 'Applications'] });
const CHANGED = ['Meetings', 'Notifications'] as const;

/**
 * The meetings module's calls (`apps/api/src/modules/meetings`), injected into the shell's base API
 * when the meetings chunk loads.
 */
export const meetingsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    meetings: build.query<MeetingListResponse, MeetingListQuery>({
      query: (params) => ({ url: MEETING_PATHS.list, params: params as Record<string, unknown> }),
      transformResponse: (envelope: ApiEnvelope<MeetingListResponse>) => envelopeData(envelope),
      providesTags: ['Meetings'],
    }),
    meeting: build.query<MeetingResponse, string>({
      query: (id) => MEETING_PATHS.one(id),
      transformResponse: (envelope: ApiEnvelope<MeetingResponse>) => envelopeData(envelope),
      providesTags: ['Meetings'],
    }),
    scheduleMeeting: build.mutation<WithMessage<MeetingChangeResponse>, ScheduleMeetingRequest>({
      query: (body) => ({ url: MEETING_PATHS.list, method: 'POST', body }),
      transformResponse: withMessage<MeetingChangeResponse>,
      invalidatesTags: [...CHANGED],
    }),
    acceptMeeting: build.mutation<WithMessage<MeetingChangeResponse>, string>({
      query: (id) => ({ url: MEETING_PATHS.accept(id), method: 'POST', body: {} }),
      transformResponse: withMessage<MeetingChangeResponse>,
      invalidatesTags: [...CHANGED],
    }),
    rescheduleMeeting: build.mutation<
      WithMessage<MeetingChangeResponse>,
      { id: string; body: RescheduleMeetingRequest }
    >({
      query: ({ id, body }) => ({ url: MEETING_PATHS.reschedule(id), method: 'POST', body }),
      transformResponse: withMessage<MeetingChangeResponse>,
      invalidatesTags: [...CHANGED],
    }),
    cancelMeeting: build.mutation<WithMessage<MeetingResponse>, { id: string; body: CancelMeetingRequest }>({
      query: ({ id, body }) => ({ url: MEETING_PATHS.cancel(id), method: 'POST', body }),
      transformResponse: withMessage<MeetingResponse>,
      invalidatesTags: [...CHANGED],
    }),
    rejectMeetingSupplier: build.mutation<
      WithMessage<MeetingResponse>,
      { id: string; body: RejectSupplierRequest }
    >({
      query: ({ id, body }) => ({ url: MEETING_PATHS.rejectSupplier(id), method: 'POST', body }),
      transformResponse: withMessage<MeetingResponse>,
      invalidatesTags: [...CHANGED, 'Applications'],
    }),
  }),
});

export const {
  useMeetingsQuery,
  useMeetingQuery,
  useScheduleMeetingMutation,
  useAcceptMeetingMutation,
  useRescheduleMeetingMutation,
  useCancelMeetingMutation,
  useRejectMeetingSupplierMutation,
} = meetingsApi;
