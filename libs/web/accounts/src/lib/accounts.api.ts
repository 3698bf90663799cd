import {
  API_PATHS,
  type AccountProfile,
  type AdminAccountList,
  type AdminAccountListQuery,
  type ApiEnvelope,
  type AuditLogEntry,
  type ChangePasswordRequest,
  type GeoSuggestion,
  type Paginated,
  type ToolEntry,
  type UserData,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData, profileUpdated } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '@fachwerk/web/data-access/feature-api';
export type { WithMessage } from '@fachwerk/web/data-access/feature-api';
import type { ProfilePatch } from './profile/profile-form';

/** The session's user data as the side menu shows it (ring, name), taken from a fresh profile. */
export const toUserData = (profile: AccountProfile): UserData => ({
  _id: profile._id,
  userType: profile.userType,
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  profilePic: profile.profilePic,
  profilePercentage: profile.profilePercentage,
  approvalStatus: profile.approvalStatus,
  accountStatus: profile.accountStatus,
  language: profile.language,
});

/** Admin actions on an account that answer with the updated profile. */
export type AccountDecision = 'approve' | 'activate' | 'deactivate';

const accountsTagged = baseApi.enhanceEndpoints({ addTagTypes: ['AccountProfile', 'AdminAccounts', 'AuditLog'] });

export const accountsApi = accountsTagged.injectEndpoints({
  endpoints: (build) => ({
    myProfile: build.query<AccountProfile, void>({
      query: () => API_PATHS.accounts.me,
      transformResponse: (envelope: ApiEnvelope<AccountProfile>) => envelopeData(envelope),
      providesTags: ['AccountProfile'],
    }),
    updateMyProfile: build.mutation<WithMessage<AccountProfile>, ProfilePatch & { email?: string; currentPassword?: string }>({
      query: (body) => ({ url: API_PATHS.accounts.me, method: 'PATCH', body }),
      transformResponse: (envelope: ApiEnvelope<AccountProfile>) => withMessage(envelope),
      // the side-menu ring and name read the session: refresh it from the saved profile
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileUpdated(toUserData(data.data)));
          dispatch(accountsApi.util.upsertQueryData('myProfile', undefined, data.data));
        } catch {
          // the form shows the error
        }
      },
      invalidatesTags: ['Me'],
    }),
    exportMyData: build.mutation<unknown, void>({
      query: () => API_PATHS.accounts.export,
      transformResponse: (envelope: ApiEnvelope<unknown>) => envelope.data,
    }),
    changePassword: build.mutation<ApiEnvelope, ChangePasswordRequest>({
      query: (body) => ({ url: API_PATHS.auth.changePassword, method: 'POST', body }),
    }),
    addressSuggestions: build.query<GeoSuggestion[], string>({
      query: (q) => ({ url: API_PATHS.geoAutocomplete, params: { q } }),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<GeoSuggestion[]>) => envelopeData(envelope) ?? [],
    }),
    /** Tools of the given services (supplier tools and equipment); POST because the id list can be long. */
    toolsOfServices: build.query<ToolEntry[], string[]>({
      query: (ids) => ({ url: API_PATHS.toolLists, method: 'POST', body: { ids } }),
      extraOptions: { silent: true },
      transformResponse: (envelope: ApiEnvelope<ToolEntry[]>) => envelopeData(envelope) ?? [],
    }),
    adminAccounts: build.query<AdminAccountList, AdminAccountListQuery>({
      query: (params) => ({ url: API_PATHS.admin.accounts, params }),
      transformResponse: (envelope: ApiEnvelope<AdminAccountList>) => envelopeData(envelope),
      providesTags: ['AdminAccounts'],
    }),
    adminAccount: build.query<AccountProfile, string>({
      query: (id) => API_PATHS.admin.account(id),
      transformResponse: (envelope: ApiEnvelope<AccountProfile>) => envelopeData(envelope),
      providesTags: (_result, _error, id) => [{ type: 'AccountProfile', id }],
    }),
    auditLog: build.query<Paginated<AuditLogEntry>, { targetId: string; page?: number }>({
      query: (params) => ({ url: API_PATHS.admin.auditLog, params }),
      transformResponse: (envelope: ApiEnvelope<Paginated<AuditLogEntry>>) => envelopeData(envelope),
      providesTags: (_result, _error, { targetId }) => [{ type: 'AuditLog', id: targetId }],
    }),
    decideAccount: build.mutation<WithMessage<AccountProfile>, { id: string; action: AccountDecision }>({
      query: ({ id, action }) => ({ url: API_PATHS.admin[action](id), method: 'POST' }),
      transformResponse: (envelope: ApiEnvelope<AccountProfile>) => withMessage(envelope),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AccountProfile', id }, { type: 'AuditLog', id }, 'AdminAccounts'],
    }),
    rejectAccount: build.mutation<WithMessage<AccountProfile>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: API_PATHS.admin.reject(id), method: 'POST', body: { reason } }),
      transformResponse: (envelope: ApiEnvelope<AccountProfile>) => withMessage(envelope),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AccountProfile', id }, { type: 'AuditLog', id }, 'AdminAccounts'],
    }),
  }),
});

export const {
  useMyProfileQuery,
  useToolsOfServicesQuery,
  useUpdateMyProfileMutation,
  useExportMyDataMutation,
  useChangePasswordMutation,
  useAdminAccountsQuery,
  useAdminAccountQuery,
  useAuditLogQuery,
  useDecideAccountMutation,
  useRejectAccountMutation,
} = accountsApi;
