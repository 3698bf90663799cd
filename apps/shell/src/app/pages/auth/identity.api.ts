import {
  API_PATHS,
  type ApiEnvelope,
  type AuthProvidersResponse,
  type ClientRegistrationRequest,
  type EmailVerifyRequest,
  type ForgotPasswordRequest,
  type GeoSuggestion,
  type LoginResponse,
  type OAuthCompleteRequest,
  type OAuthExchangeRequest,
  type RegistrationResponse,
  type ResendCodeRequest,
  type ResetPasswordRequest,
  type SupplierRegistrationRequest,
  type ToolEntry,
  type UploadResponse,
  type UploadSlot,
  type VerifyOtpRequest,
  type VerifyOtpResponse,
} from '@fachwerk/shared/contracts';
import { apiBaseUrl, baseApi, envelopeData, type AppStore } from '@fachwerk/web/data-access';

/** Identity endpoints of the guest screens, injected into the shell's one API (all public). */
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
    /** Tools of the chosen services (`POST /tools/lists`); the wizard hides the field when this fails. */
    toolLists: build.query<ToolEntry[], string[]>({
      query: (ids) => ({ url: API_PATHS.toolLists, method: 'POST', body: { ids } }),
      extraOptions: { public: true, silent: true },
      transformResponse: (e: ApiEnvelope<ToolEntry[] | { items: ToolEntry[] }>) => {
        const data = envelopeData(e);
        return Array.isArray(data) ? data : (data?.items ?? []);
      },
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
  useToolListsQuery,
} = identityApi;

/** Address suggestions for AddressAutocomplete from `GET /geo/autocomplete?q=`. */
export function geoSuggestions(store: AppStore) {
  return async (query: string) => {
    const language = store.getState().session.language;
    const response = await fetch(
      new Request(`${apiBaseUrl()}${API_PATHS.geoAutocomplete}?q=${encodeURIComponent(query)}`, {
        headers: { Accept: 'application/json', 'Accept-Language': language },
      }),
    );
    if (!response.ok) return [];
    const envelope = (await response.json()) as ApiEnvelope<GeoSuggestion[] | { items: GeoSuggestion[] }>;
    const data = envelope.data;
    const list = Array.isArray(data) ? data : (data?.items ?? []);
    return list.map((s) => ({
      label: s.label,
      lat: s.lat,
      long: s.long,
      city: s.city,
      state: s.state ?? undefined,
      country: 'DE',
    }));
  };
}

/**
 * `POST /uploads?slot=` (multipart field `images`) with upload progress; resolves to the stored path,
 * rejects with the server's message (status false, 4xx).
 */
export function uploadFile(slot: UploadSlot, token: string | null, language: string) {
  return (file: File, onProgress: (percent: number) => void) =>
    new Promise<string>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      // a guest (registration wizard) uploads a document the sign-up then claims
      xhr.open(
        'POST',
        token
          ? `${apiBaseUrl()}${API_PATHS.uploads}?slot=${slot}`
          : `${apiBaseUrl()}${API_PATHS.registrationUploads}`,
      );
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Accept-Language', language);
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
      xhr.onerror = () => reject(new Error(''));
      xhr.onload = () => {
        let body: Partial<UploadResponse> & { data?: Partial<UploadResponse> } = {};
        try {
          body = JSON.parse(xhr.responseText) as typeof body;
        } catch {
          /* not JSON: the widget shows the network message */
        }
        const path = body.path ?? body.data?.path;
        if (xhr.status < 300 && body.status !== false && path) resolve(path);
        else reject(new Error(body.message ?? ''));
      };
      const form = new FormData();
      form.append('images', file);
      xhr.send(form);
    });
}
