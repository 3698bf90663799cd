import {
  type ApiEnvelope,
  type RecoveryCodes,
  type TwoFactorConfirmRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['TwoFactor', 'AuditLog'] });

/** The own second factor and an admin's reset of another account's (loaded with the 2FA screens only). */
export const twoFactorApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => TWO_FACTOR_PATHS.status,
      transformResponse: (envelope: ApiEnvelope<TwoFactorStatus>) => envelopeData(envelope),
      providesTags: ['TwoFactor'],
    }),
    twoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: TWO_FACTOR_PATHS.setup, method: 'POST' }),
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
