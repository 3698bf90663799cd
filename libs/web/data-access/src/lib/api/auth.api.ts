import { API_PATHS, type ApiEnvelope, type LoginRequest, type LoginResponse, type UserData } from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from './base-api';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: API_PATHS.auth.login, method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (envelope: ApiEnvelope<LoginResponse>) => envelopeData(envelope),
    }),
    /** Returns the envelope: the flows toast its message. */
    logout: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: API_PATHS.auth.logout, method: 'POST' }),
    }),
    deleteAccount: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: API_PATHS.accounts.me, method: 'DELETE' }),
    }),
    me: build.query<UserData, void>({
      query: () => API_PATHS.auth.me,
      transformResponse: (envelope: ApiEnvelope<UserData>) => envelopeData(envelope),
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useDeleteAccountMutation, useMeQuery } = authApi;
