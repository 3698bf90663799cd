/**
 * The auth module's calls (`apps/api/src/modules/auth`): login and session, the guest screens'
 * identity endpoints (sign-up, e-mail code, password reset, OAuth), the login's second step, the
 * own second factor and the own signed-in devices. Part of the main entry: the shell's guards and login need it on every page.
 */
import {
  API_PATHS,
  isUserType,
  type ActiveSession,
  type ApiEnvelope,
  type AuthProvidersResponse,
  type ChangePasswordRequest,
  type ClientRegistrationRequest,
  type EmailVerifyRequest,
  type EndSessionsRequest,
  type EndSessionsResult,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type OAuthCompleteRequest,
  type OAuthExchangeRequest,
  type RecoveryCodes,
  type RegistrationResponse,
  type ResendCodeRequest,
  type ResetPasswordRequest,
  type SupplierRegistrationRequest,
  type TwoFactorChallenge,
  type TwoFactorConfirmRequest,
  type TwoFactorEnrolmentLogin,
  type TwoFactorLoginEnableRequest,
  type TwoFactorLoginRequest,
  type TwoFactorSetup,
  type TwoFactorSetupRequest,
  type TwoFactorStatus,
  type UserData,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
} from '@fachwerk/shared/contracts';
import { TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';
import { baseApi, envelopeData, type ApiError } from '../lib/api/base-api';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';

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
    me: build.query<UserData, void>({
      query: () => API_PATHS.auth.me,
      transformResponse: (envelope: ApiEnvelope<UserData>) => envelopeData(envelope),
      providesTags: ['Me'],
    }),
    changePassword: build.mutation<ApiEnvelope, ChangePasswordRequest>({
      query: (body) => ({ url: API_PATHS.auth.changePassword, method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useMeQuery, useChangePasswordMutation } = authApi;

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

/** Identity endpoints of the guest screens (all public). */
export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signupClient: build.mutation<RegistrationResponse, ClientRegistrationRequest>({
      query: (body) => ({ url: API_PATHS.auth.signup('client'), method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (e: ApiEnvelope<RegistrationResponse>) => envelopeData(e),
    }),
    signupSupplier: build.mutation<RegistrationResponse, SupplierRegistrationRequest>({
      query: (body) => ({ url: API_PATHS.auth.signup('supplier'), method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (e: ApiEnvelope<RegistrationResponse>) => envelopeData(e),
    }),
    /** The page shows the outcome itself (silent): wrong, expired and rate-limited codes stay beside the input. */
    emailVerify: build.mutation<ApiEnvelope<LoginResponse>, EmailVerifyRequest>({
      query: (body) => ({ url: API_PATHS.auth.emailVerify, method: 'POST', body }),
      extraOptions: { public: true, silent: true },
    }),
    resendCode: build.mutation<ApiEnvelope<RegistrationResponse>, ResendCodeRequest>({
      query: (body) => ({ url: API_PATHS.auth.resendCode, method: 'POST', body }),
      extraOptions: { public: true, silent: true },
    }),
    forgotPassword: build.mutation<ApiEnvelope, ForgotPasswordRequest>({
      query: (body) => ({ url: API_PATHS.auth.forgotPassword, method: 'POST', body }),
      extraOptions: { public: true, silent: true },
    }),
    verifyOtp: build.mutation<VerifyOtpResponse, VerifyOtpRequest>({
      query: (body) => ({ url: API_PATHS.auth.verifyOtp, method: 'POST', body }),
      extraOptions: { public: true, silent: true },
      transformResponse: (e: ApiEnvelope<VerifyOtpResponse>) => envelopeData(e),
    }),
    resetPassword: build.mutation<ApiEnvelope, ResetPasswordRequest>({
      query: (body) => ({ url: API_PATHS.auth.resetPassword, method: 'POST', body }),
      extraOptions: { public: true, silent: true },
    }),
    authProviders: build.query<AuthProvidersResponse['providers'], void>({
      query: () => API_PATHS.auth.providers,
      extraOptions: { public: true, silent: true },
      transformResponse: (e: ApiEnvelope<AuthProvidersResponse>) => envelopeData(e)?.providers ?? [],
    }),
    oauthExchange: build.mutation<LoginResponse, OAuthExchangeRequest>({
      query: (body) => ({ url: API_PATHS.auth.oauthExchange, method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (e: ApiEnvelope<LoginResponse>) => envelopeData(e),
    }),
    oauthComplete: build.mutation<LoginResponse, OAuthCompleteRequest>({
      query: (body) => ({ url: API_PATHS.auth.oauthComplete, method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (e: ApiEnvelope<LoginResponse>) => envelopeData(e),
    }),
  }),
});

export const {
  useSignupClientMutation,
  useSignupSupplierMutation,
  useEmailVerifyMutation,
  useResendCodeMutation,
  useForgotPasswordMutation,
  useVerifyOtpMutation,
  useResetPasswordMutation,
  useAuthProvidersQuery,
  useOauthExchangeMutation,
  useOauthCompleteMutation,
} = identityApi;

/** The login's second-step endpoints (public: the challenge proves the password step). */
export const loginSecondStepApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    loginSecondFactor: build.mutation<LoginResponse, TwoFactorLoginRequest>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.login, method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (envelope: ApiEnvelope<LoginResponse>) => envelopeData(envelope),
    }),
    loginTwoFactorSetup: build.mutation<TwoFactorSetup, { challenge: string }>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.loginSetup, method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (envelope: ApiEnvelope<TwoFactorSetup>) => envelopeData(envelope),
    }),
    loginTwoFactorEnable: build.mutation<TwoFactorEnrolmentLogin, TwoFactorLoginEnableRequest>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.loginEnable, method: 'POST', body }),
      extraOptions: { public: true },
      transformResponse: (envelope: ApiEnvelope<TwoFactorEnrolmentLogin>) => envelopeData(envelope),
    }),
  }),
});

/** The own second factor and an admin's reset of another account's. */
export const twoFactorApi = baseApi.enhanceEndpoints({ addTagTypes: ['TwoFactor', 'AuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => TWO_FACTOR_PATHS.status,
      transformResponse: (envelope: ApiEnvelope<TwoFactorStatus>) => envelopeData(envelope),
      providesTags: ['TwoFactor'],
    }),
    twoFactorSetup: build.mutation<TwoFactorSetup, TwoFactorSetupRequest>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.setup, method: 'POST', body }),
      transformResponse: (envelope: ApiEnvelope<TwoFactorSetup>) => envelopeData(envelope),
    }),
    twoFactorEnable: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.enable, method: 'POST', body }),
      transformResponse: (envelope: ApiEnvelope<RecoveryCodes>) => envelopeData(envelope),
    }),
    twoFactorDisable: build.mutation<ApiEnvelope, TwoFactorConfirmRequest>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.disable, method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    renewRecoveryCodes: build.mutation<RecoveryCodes, TwoFactorConfirmRequest>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.recoveryCodes, method: 'POST', body }),
      transformResponse: (envelope: ApiEnvelope<RecoveryCodes>) => envelopeData(envelope),
    }),
    resetTwoFactor: build.mutation<ApiEnvelope, string>({
      query: (id) => ({ url: TWO_FACTOR_PATHS.adminReset(id), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'AuditLog', id }],
    }),
  }),
});

/** The own signed-in devices (ASVS 5.0 V7.5.2): the live sessions, and ending one or all others with the password again. */
export const sessionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['ActiveSessions'] }).injectEndpoints({
  endpoints: (build) => ({
    activeSessions: build.query<ActiveSession[], void>({
      query: () => API_PATHS.auth.sessions,
      transformResponse: (envelope: ApiEnvelope<ActiveSession[]>) => envelopeData(envelope),
      providesTags: ['ActiveSessions'],
    }),
    endSession: build.mutation<WithMessage<EndSessionsResult>, EndSessionsRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: API_PATHS.auth.endSession(id), method: 'POST', body }),
      transformResponse: (envelope: ApiEnvelope<EndSessionsResult>) => withMessage(envelope),
      invalidatesTags: ['ActiveSessions'],
    }),
    endOtherSessions: build.mutation<WithMessage<EndSessionsResult>, EndSessionsRequest>({
      query: (body) => ({ url: API_PATHS.auth.endOtherSessions, method: 'POST', body }),
      transformResponse: (envelope: ApiEnvelope<EndSessionsResult>) => withMessage(envelope),
      invalidatesTags: ['ActiveSessions'],
    }),
  }),
});

export const { useActiveSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
