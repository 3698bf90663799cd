/**
 * The admin-accounts module's calls (`apps/api/src/modules/admin-accounts`): the account list, one
 * account, its audit log and the admin's decisions.
 */
import {
  API_PATHS,
  REGISTRABLE_USER_TYPES,
  type AccountProfile,
  type AdminAccountList,
  type AdminAccountListItem,
  type AdminAccountListQuery,
  type ApiEnvelope,
  type AuditLogEntry,
  type Paginated,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
export type { WithMessage } from '../lib/feature-api/with-message';

/** Admin actions on an account that answer with the updated profile. */
export type AccountDecision = 'approve' | 'activate' | 'deactivate';

/** Suggestions per account type in the admin's account filter. */
const ACCOUNT_OPTIONS_PER_TYPE = 10;

export const adminAccountsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AccountProfile', 'AdminAccounts', 'AuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
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
    /**
     * Clients and suppliers whose name or e-mail contains `search` (GET /admin/accounts, once per
     * account type), for the meetings' account filter.
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
    /** One account's name (the account a meetings filter names after a reload); no cache tags. */
    meetingAccount: build.query<AccountProfile, string>({
      query: (id) => API_PATHS.admin.account(id),
      transformResponse: (envelope: ApiEnvelope<AccountProfile>) => envelopeData(envelope),
    }),
  }),
});

export const {
  useAdminAccountsQuery,
  useAdminAccountQuery,
  useAuditLogQuery,
  useDecideAccountMutation,
  useRejectAccountMutation,
  useMeetingAccountOptionsQuery,
  useMeetingAccountQuery,
} = adminAccountsApi;
