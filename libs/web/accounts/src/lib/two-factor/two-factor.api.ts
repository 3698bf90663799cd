import {
  API_PATHS,
  type ApiEnvelope,
  type RecoveryCodes,
  type TwoFactorConfirmRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['TwoFactor', 'AuditLog'] });

/** The own second factor and an admin's reset of another account's (loaded with the 2FA screens only). */
export const twoFactorApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => API_PATHS.auth.twoFactor.status,
      transformResponse: (envelope: ApiEnvelope<TwoFactorStatus>) => envelopeData(envelope),
      providesTags: ['TwoFactor'],
    }),
    twoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: API_PATHS.auth.twoFactor.setup, method: 'POST' }),
      transformResponse: (envelope: ApiEnvelope<TwoFactorSetup>) => envelopeData(envelope),
    }),
    twoFactorEnable: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: API_PATHS.auth.twoFactor.enable, method: 'POST', body }),
      transformResponse: (envelope: ApiEnvelope<RecoveryCodes>) => envelopeData(envelope),
    }),
    twoFactorDisable: build.mutation<ApiEnvelope, TwoFactorConfirmRequest>({
      query: (body) => ({ url: API_PATHS.auth.twoFactor.disable, method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    renewRecoveryCodes: build.mutation<RecoveryCodes, TwoFactorConfirmRequest>({
      query: (body) => ({ url: API_PATHS.auth.twoFactor.recoveryCodes, method: 'POST', body }),
      transformResponse: (envelope: ApiEnvelope<RecoveryCodes>) => envelopeData(envelope),
    }),
    resetTwoFactor: build.mutation<ApiEnvelope, string>({
      query: (id) => ({ url: API_PATHS.admin.resetTwoFactor(id), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'AuditLog', id }],
    }),
  }),
});
