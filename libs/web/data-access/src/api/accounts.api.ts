/**
 * The accounts module's calls (`apps/api/src/modules/accounts`): the own profile, its data export and
 * the account's deletion. Part of the main entry: the shell's session end deletes the account.
 */
import { useMemo } from 'react';
import {
  API_PATHS,
  missingBillingData,
  type BillingDataField,
  type AccountExportResponse,
  type AccountProfile,
  type ApiEnvelope,
  type DeleteAccountRequest,
  type UpdateProfileRequest,
  type UserData,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '../lib/api/base-api';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
import { profileUpdated } from '../lib/session/session.slice';

/** A profile PATCH body: every field may be left out, or cleared with null. */
export type ProfilePatch = { [K in keyof UpdateProfileRequest]: UpdateProfileRequest[K] | null };

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

export const accountsApi = baseApi.enhanceEndpoints({ addTagTypes: ['AccountProfile', 'AccountExport'] }).injectEndpoints({
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
    /** The latest data export (null before the first); the ZIP itself comes through `useAuthorizedFile`. */
    myDataExport: build.query<AccountExportResponse | null, void>({
      query: () => API_PATHS.accounts.export,
      transformResponse: (envelope: ApiEnvelope<AccountExportResponse | null>) => envelope.data ?? null,
      providesTags: ['AccountExport'],
    }),
    /** Asks the worker for a new export (or answers the one in preparation). */
    requestDataExport: build.mutation<WithMessage<AccountExportResponse>, void>({
      query: () => ({ url: API_PATHS.accounts.export, method: 'POST' }),
      transformResponse: (envelope: ApiEnvelope<AccountExportResponse>) => withMessage(envelope),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountsApi.util.upsertQueryData('myDataExport', undefined, data.data));
        } catch {
          // the card shows the error
        }
      },
    }),
    /** The current password is asked again (re-authentication). */
    deleteAccount: build.mutation<ApiEnvelope, DeleteAccountRequest>({
      query: (body) => ({ url: API_PATHS.accounts.me, method: 'DELETE', body }),
    }),
  }),
});

export const { useMyProfileQuery, useUpdateMyProfileMutation, useMyDataExportQuery, useRequestDataExportMutation, useDeleteAccountMutation } = accountsApi;

/**
 * What an invoice to the signed-in client needs and its profile lacks (`missingBillingData`: an address
 * with postcode and city, the VAT id for § 13b UStG); empty while the profile loads or when skipped.
 */
export function useMissingBillingData(skip = false): BillingDataField[] {
  const { data } = useMyProfileQuery(undefined, { skip });
  return useMemo(() => (data ? missingBillingData(data) : []), [data]);
}
