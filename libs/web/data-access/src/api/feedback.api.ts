/**
 * The feedback module's calls (`apps/api/src/modules/feedback`): feedback on awarded work, a
 * supplier's feedback and the admin's moderation.
 */
import {
  API_PATHS,
  type FeedbackRequest,
  type FeedbackResponse,
  type FeedbackVisibilityRequest,
  type Paginated,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
import { MARKET_TAG_TYPES } from './market-tags';
export type { WithMessage } from '../lib/feature-api/with-message';

export const feedbackApi = baseApi.enhanceEndpoints({ addTagTypes: MARKET_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    writeFeedback: build.mutation<WithMessage<FeedbackResponse>, { awardId: string; body: FeedbackRequest }>({
      query: ({ awardId, body }) => ({ url: API_PATHS.awards.feedback(awardId), method: 'POST', body }),
      transformResponse: withMessage<FeedbackResponse>,
      invalidatesTags: ['Awards', 'Feedback', 'Dashboard'],
    }),
    supplierFeedback: build.query<
      Paginated<FeedbackResponse>,
      { supplierId: string; page?: number; limit?: number }
    >({
      query: ({ supplierId, ...params }) => ({ url: API_PATHS.supplierFeedback(supplierId), params }),
      transformResponse: envelopeData<Paginated<FeedbackResponse>>,
      providesTags: ['Feedback'],
    }),
    adminFeedback: build.query<
      Paginated<FeedbackResponse>,
      { hidden?: boolean; rating?: number; page?: number; limit?: number }
    >({
      query: (params) => ({ url: API_PATHS.adminFeedback.list, params }),
      transformResponse: envelopeData<Paginated<FeedbackResponse>>,
      providesTags: ['Feedback'],
    }),
    setFeedbackVisibility: build.mutation<
      WithMessage<FeedbackResponse>,
      { id: string; body: FeedbackVisibilityRequest }
    >({
      query: ({ id, body }) => ({ url: API_PATHS.adminFeedback.one(id), method: 'PATCH', body }),
      transformResponse: withMessage<FeedbackResponse>,
      invalidatesTags: ['Feedback', 'Dashboard'],
    }),
  }),
});

export const {
  useWriteFeedbackMutation,
  useSupplierFeedbackQuery,
  useAdminFeedbackQuery,
  useSetFeedbackVisibilityMutation,
} = feedbackApi;
