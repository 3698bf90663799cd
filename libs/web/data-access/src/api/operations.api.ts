/** The operations module's calls (`apps/api/src/modules/operations`): mails and PDFs that failed every attempt, and their retry. */
import {
  API_PATHS,
  type ApiEnvelope,
  type DeadLetter,
  type DeadLetterListQuery,
  type Paginated,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

const TAG = 'DeadLetters' as const;

/** Admin: mails and PDFs that failed every attempt, and their retry. */
export const deadLettersApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    deadLetters: build.query<Paginated<DeadLetter>, DeadLetterListQuery>({
      query: (params) => ({ url: API_PATHS.admin.deadLetters, params }),
      transformResponse: (envelope: ApiEnvelope<Paginated<DeadLetter>>) => envelopeData(envelope),
      providesTags: [TAG],
    }),
    retryDeadLetter: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: API_PATHS.admin.deadLetterRetry(id), method: 'POST' }),
      transformResponse: (envelope: ApiEnvelope<DeadLetter>) => ({ message: envelope.message }),
      invalidatesTags: (_result, error) => (error ? [] : [TAG]),
    }),
  }),
});

export const { useDeadLettersQuery, useRetryDeadLetterMutation } = deadLettersApi;
