import { API_PATHS, type ApiEnvelope, type CommonContentResponse } from '@fachwerk/shared/contracts';
import { commonContentLoaded } from '../state/common-content.slice';
import { baseApi, envelopeData } from './base-api';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Content lists (§7): public, failures ignored silently; stored in the common-content slice. */
    commonContent: build.query<CommonContentResponse, void>({
      query: () => API_PATHS.content,
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<CommonContentResponse>) => envelopeData(envelope),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(commonContentLoaded(data));
        } catch {
          // §8: a failed content fetch is ignored silently.
        }
      },
    }),
  }),
});

export const { useCommonContentQuery } = contentApi;
