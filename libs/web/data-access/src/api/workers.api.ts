/**
 * The workers module's calls (`apps/api/src/modules/workers`): a supplier's team.
 */
import {
  API_PATHS,
  type WorkerAvailability,
  type WorkerListQuery,
  type WorkerListResponse,
  type WorkerRequest,
  type WorkerResponse,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';
import { MARKET_TAG_TYPES, type Query } from './market-tags';
export type { WithMessage } from '../lib/feature-api/with-message';

export const workersApi = baseApi.enhanceEndpoints({ addTagTypes: MARKET_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    workers: build.query<WorkerListResponse, WorkerListQuery>({
      query: (params) => ({ url: API_PATHS.workers.list, params: params as Query }),
      transformResponse: envelopeData<WorkerListResponse>,
      providesTags: ['Workers'],
    }),
    worker: build.query<WorkerResponse, string>({
      query: (id) => API_PATHS.workers.one(id),
      transformResponse: envelopeData<WorkerResponse>,
      providesTags: ['Workers'],
    }),
    createWorker: build.mutation<WithMessage<WorkerResponse>, WorkerRequest>({
      query: (body) => ({ url: API_PATHS.workers.list, method: 'POST', body }),
      transformResponse: withMessage<WorkerResponse>,
      invalidatesTags: ['Workers', 'Dashboard'],
    }),
    updateWorker: build.mutation<WithMessage<WorkerResponse>, { id: string; body: Partial<WorkerRequest> }>({
      query: ({ id, body }) => ({ url: API_PATHS.workers.one(id), method: 'PATCH', body }),
      transformResponse: withMessage<WorkerResponse>,
      invalidatesTags: ['Workers'],
    }),
    deleteWorker: build.mutation<WithMessage<null>, string>({
      query: (id) => ({ url: API_PATHS.workers.one(id), method: 'DELETE' }),
      transformResponse: withMessage<null>,
      invalidatesTags: ['Workers', 'Dashboard'],
    }),
    setWorkerAvailability: build.mutation<
      WithMessage<WorkerResponse>,
      { id: string; availability: WorkerAvailability }
    >({
      query: ({ id, availability }) => ({
        url: API_PATHS.workers.availability(id),
        method: 'PATCH',
        body: { availability },
      }),
      transformResponse: withMessage<WorkerResponse>,
      invalidatesTags: ['Workers', 'Dashboard'],
    }),
  }),
});

export const {
  useWorkersQuery,
  useWorkerQuery,
  useCreateWorkerMutation,
  useUpdateWorkerMutation,
  useDeleteWorkerMutation,
  useSetWorkerAvailabilityMutation,
} = workersApi;
