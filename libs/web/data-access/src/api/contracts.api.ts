/**
 * The contracts module's calls (`apps/api/src/modules/contracts`): the contract every award creates
 * (Arbeitnehmerüberlassungsvertrag or Werkvertrag), its versions, the client's staffing terms and the
 * acceptance of a version by either party. The PDF is fetched with the session's token
 * (`@fachwerk/web/data-access/authorized-file`, `CONTRACT_PATHS.pdf`), not through RTK Query.
 */
import {
  CONTRACT_PATHS,
  type AcceptContractRequest,
  type ContractResponse,
  type ContractVersionListResponse,
  type StaffingTermsRequest,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
import { MARKET_TAG_TYPES } from './market-tags';

const tagged = baseApi.enhanceEndpoints({ addTagTypes: [...MARKET_TAG_TYPES, 'Contract'] });

/** A new version or an acceptance changes the contract, the award card (gate) and the notifications. */
const changed = (awardId: string) => [{ type: 'Contract' as const, id: awardId }, 'Awards' as const, 'Dashboard' as const, 'Notifications' as const];

/** The contract endpoints (injected into the shell's base API when the awards chunk loads). */
export const contractsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    awardContract: build.query<ContractResponse, string>({
      query: (awardId) => CONTRACT_PATHS.one(awardId),
      transformResponse: envelopeData<ContractResponse>,
      // 'Awards' too: naming workers (awards.api) makes a new version, which must be the one accepted
      providesTags: (_r, _e, awardId) => [{ type: 'Contract', id: awardId }, 'Awards'],
    }),
    contractVersions: build.query<ContractVersionListResponse, { awardId: string; page?: number; limit?: number }>({
      query: ({ awardId, ...params }) => ({ url: CONTRACT_PATHS.versions(awardId), params }),
      transformResponse: envelopeData<ContractVersionListResponse>,
      providesTags: (_r, _e, { awardId }) => [{ type: 'Contract', id: awardId }],
    }),
    saveStaffingTerms: build.mutation<WithMessage<ContractResponse>, { awardId: string; body: StaffingTermsRequest }>({
      query: ({ awardId, body }) => ({ url: CONTRACT_PATHS.staffingTerms(awardId), method: 'PUT', body }),
      transformResponse: withMessage<ContractResponse>,
      invalidatesTags: (_r, _e, { awardId }) => changed(awardId),
    }),
    acceptContract: build.mutation<WithMessage<ContractResponse>, { awardId: string; body: AcceptContractRequest }>({
      query: ({ awardId, body }) => ({ url: CONTRACT_PATHS.accept(awardId), method: 'POST', body }),
      transformResponse: withMessage<ContractResponse>,
      invalidatesTags: (_r, _e, { awardId }) => changed(awardId),
    }),
  }),
});

export const { useAwardContractQuery, useContractVersionsQuery, useSaveStaffingTermsMutation, useAcceptContractMutation } =
  contractsApi;
