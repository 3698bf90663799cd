/**
 * The permits module's calls: the supplier's permit to lend workers (§ 1 (1) sentence 1 AÜG) — filing
 * it (`PUT /permits/me`), its status for others, and the admin's verification or rejection.
 */
import {
  PERMIT_PATHS,
  type PermitStatusResponse,
  type RejectPermitRequest,
  type StaffingPermitRequest,
  type StaffingPermitResponse,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['Permit'] });

/** The permit endpoints (injected into the shell's base API when the account screens load). */
export const permitsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    myPermit: build.query<StaffingPermitResponse | null, void>({
      query: () => PERMIT_PATHS.mine,
      transformResponse: envelopeData<StaffingPermitResponse | null>,
      providesTags: [{ type: 'Permit', id: 'me' }],
    }),
    fileMyPermit: build.mutation<WithMessage<StaffingPermitResponse>, StaffingPermitRequest>({
      query: (body) => ({ url: PERMIT_PATHS.mine, method: 'PUT', body }),
      transformResponse: withMessage<StaffingPermitResponse>,
      invalidatesTags: [{ type: 'Permit', id: 'me' }],
    }),
    supplierPermit: build.query<PermitStatusResponse, string>({
      query: (supplierId) => PERMIT_PATHS.status(supplierId),
      transformResponse: envelopeData<PermitStatusResponse>,
      providesTags: (_r, _e, supplierId) => [{ type: 'Permit', id: supplierId }],
    }),
    adminPermit: build.query<StaffingPermitResponse | null, string>({
      query: (accountId) => PERMIT_PATHS.admin(accountId),
      transformResponse: envelopeData<StaffingPermitResponse | null>,
      providesTags: (_r, _e, accountId) => [{ type: 'Permit', id: accountId }],
    }),
    verifyPermit: build.mutation<WithMessage<StaffingPermitResponse>, string>({
      query: (accountId) => ({ url: PERMIT_PATHS.verify(accountId), method: 'POST', body: {} }),
      transformResponse: withMessage<StaffingPermitResponse>,
      invalidatesTags: (_r, _e, accountId) => [{ type: 'Permit', id: accountId }],
    }),
    rejectPermit: build.mutation<WithMessage<StaffingPermitResponse>, { accountId: string; body: RejectPermitRequest }>({
      query: ({ accountId, body }) => ({ url: PERMIT_PATHS.reject(accountId), method: 'POST', body }),
      transformResponse: withMessage<StaffingPermitResponse>,
      invalidatesTags: (_r, _e, { accountId }) => [{ type: 'Permit', id: accountId }],
    }),
  }),
});

export const {
  useMyPermitQuery,
  useFileMyPermitMutation,
  useSupplierPermitQuery,
  useAdminPermitQuery,
  useVerifyPermitMutation,
  useRejectPermitMutation,
} = permitsApi;
