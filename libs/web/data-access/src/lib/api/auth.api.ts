import {
  API_PATHS,
  isUserType,
  type ApiEnvelope,
  type DeleteAccountRequest,
  type LoginRequest,
  type LoginResponse,
  type TwoFactorChallenge,
  type UserData,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData, type ApiError } from './base-api';

/** A right password of an account with a second factor: the challenge of the second step instead of a session. */
export interface SecondStepAnswer extends TwoFactorChallenge {
  secondStep: 'TOTP_REQUIRED' | 'TOTP_ENROLMENT_REQUIRED';
}
export type LoginAnswer = LoginResponse | SecondStepAnswer;
export const isSecondStep = (answer: LoginAnswer): answer is SecondStepAnswer => 'secondStep' in answer;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginRequest>({
      query: (body) => ({ url: API_PATHS.auth.login, method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (envelope: ApiEnvelope<LoginResponse | TwoFactorChallenge>) =>
        envelope.code === 'TOTP_REQUIRED' || envelope.code === 'TOTP_ENROLMENT_REQUIRED'
          ? { ...(envelope.data as TwoFactorChallenge), secondStep: envelope.code }
          : (envelopeData(envelope) as LoginResponse),
    }),
    /** Returns the envelope: the flows toast its message. */
    logout: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: API_PATHS.auth.logout, method: 'POST' }),
    }),
    /** The current password is asked again (re-authentication). */
    deleteAccount: build.mutation<ApiEnvelope, DeleteAccountRequest>({
      query: (body) => ({ url: API_PATHS.accounts.me, method: 'DELETE', body }),
    }),
    me: build.query<UserData, void>({
      query: () => API_PATHS.auth.me,
      transformResponse: (envelope: ApiEnvelope<UserData>) => envelopeData(envelope),
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useDeleteAccountMutation, useMeQuery } = authApi;

/**
 * The session a login of a not-yet-approved account still returns (status true with the not-approved
 * message, §8): the caller stores it, so the redirect to /profile the API layer schedules finds a user.
 */
export function notApprovedSession(error: unknown): LoginResponse | null {
  const apiError = error as Partial<ApiError> | null;
  if (apiError?.code !== 'ACCOUNT_NOT_APPROVED') return null;
  const data = apiError.data as Partial<LoginResponse> | null | undefined;
  return data && typeof data.accessToken === 'string' && isUserType(data.userData?.userType) ? (data as LoginResponse) : null;
}
