/**
 * The change-orders module's calls (`apps/api/src/modules/change-orders`): the change orders
 * (Nachträge) of a fixed-price award with its billable value, the supplier's proposal and withdrawal,
 * the client's acceptance and refusal.
 */
import {
  CHANGE_ORDER_PATHS,
  type ChangeOrderListResponse,
  type ChangeOrderResponse,
  type DeclineChangeOrderRequest,
  type ProposeChangeOrderRequest,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
import { MARKET_TAG_TYPES } from './market-tags';

const tagged = baseApi.enhanceEndpoints({ addTagTypes: [...MARKET_TAG_TYPES, 'ChangeOrders'] });

/** A proposal or a decision changes the award's list and billable value, and the other side's notifications. */
const changed = (awardId: string) => [{ type: 'ChangeOrders' as const, id: awardId }, 'Notifications' as const];

/** The change-order endpoints (injected into the shell's base API when the awards chunk loads). */
export const changeOrdersApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    changeOrders: build.query<ChangeOrderListResponse, string>({
      query: (awardId) => CHANGE_ORDER_PATHS.list(awardId),
      transformResponse: envelopeData<ChangeOrderListResponse>,
      providesTags: (_r, _e, awardId) => [{ type: 'ChangeOrders', id: awardId }],
    }),
    proposeChangeOrder: build.mutation<WithMessage<ChangeOrderResponse>, { awardId: string; body: ProposeChangeOrderRequest }>({
      query: ({ awardId, body }) => ({ url: CHANGE_ORDER_PATHS.list(awardId), method: 'POST', body }),
      transformResponse: withMessage<ChangeOrderResponse>,
      invalidatesTags: (_r, _e, { awardId }) => changed(awardId),
    }),
    decideChangeOrder: build.mutation<
      WithMessage<ChangeOrderResponse>,
      { awardId: string; id: string; decision: 'accept' | 'decline' | 'withdraw'; body?: DeclineChangeOrderRequest }
    >({
      query: ({ id, decision, body }) => ({ url: CHANGE_ORDER_PATHS[decision](id), method: 'POST', body: body ?? {} }),
      transformResponse: withMessage<ChangeOrderResponse>,
      // a decision refused as already made (409) also makes the list stale
      invalidatesTags: (_r, _e, { awardId }) => changed(awardId),
    }),
  }),
});

export const { useChangeOrdersQuery, useProposeChangeOrderMutation, useDecideChangeOrderMutation } = changeOrdersApi;
