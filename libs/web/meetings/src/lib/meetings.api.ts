import { MEETING_PATHS } from '@fachwerk/shared/contracts/meetings';
import {
  REGISTRABLE_USER_TYPES,
  type AccountProfile,
  type AdminAccountList,
  type AdminAccountListItem,
  type ApiEnvelope,
  type ApplicationResponse,
  type CancelMeetingRequest,
  type MeetingChangeResponse,
  type MeetingListQuery,
  type MeetingListResponse,
  type MeetingResponse,
  type RejectSupplierRequest,
  type RescheduleMeetingRequest,
  type ScheduleMeetingRequest,
} from '@fachwerk/shared/contracts';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '@fachwerk/web/data-access/feature-api';

/** Suggestions per account type in the admin's account filter. */
const ACCOUNT_OPTIONS_PER_TYPE = 10;

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['Meetings', 'Applications'] });
const CHANGED = ['Meetings', 'Notifications'] as const;

/** The meetings endpoints (injected into the shell's base API when the meetings chunk loads). */
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
    /** The application a schedule link names (`/meetings?schedule=<id>`). */
    meetingApplication: build.query<ApplicationResponse, string>({
      query: (id) => API_PATHS.applications.one(id),
      transformResponse: (envelope: ApiEnvelope<ApplicationResponse>) => envelopeData(envelope),
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
    /**
     * Admin: clients and suppliers whose name or e-mail contains `search` (GET /admin/accounts, once
     * per account type), for the meetings' account filter.
     */
    meetingAccountOptions: build.query<AdminAccountListItem[], string>({
      async queryFn(search, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          REGISTRABLE_USER_TYPES.map((type) =>
            baseQuery({
              url: API_PATHS.admin.accounts,
              params: {
                type,
                limit: ACCOUNT_OPTIONS_PER_TYPE,
                ...(search.trim() ? { search: search.trim() } : {}),
              },
            }),
          ),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return {
          data: answers.flatMap((answer) => envelopeData(answer.data as ApiEnvelope<AdminAccountList>).items),
        };
      },
    }),
    /** Admin: one account (the name of the account a filter names after a reload). */
    meetingAccount: build.query<AccountProfile, string>({
      query: (id) => API_PATHS.admin.account(id),
      transformResponse: (envelope: ApiEnvelope<AccountProfile>) => envelopeData(envelope),
    }),
  }),
});

export const {
  useMeetingsQuery,
  useMeetingQuery,
  useMeetingApplicationQuery,
  useScheduleMeetingMutation,
  useAcceptMeetingMutation,
  useRescheduleMeetingMutation,
  useCancelMeetingMutation,
  useRejectMeetingSupplierMutation,
  useMeetingAccountOptionsQuery,
  useMeetingAccountQuery,
} = meetingsApi;
