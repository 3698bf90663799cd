import { API_PATHS, type ApiEnvelope, type CommonContentResponse, type Language } from '@fachwerk/shared/contracts';
import { commonContentLoaded } from '../state/common-content.slice';
import { baseApi, envelopeData } from './base-api';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Content lists (§7): public, failures ignored silently; stored in the common-content slice.
     * The argument is the UI language: the API localises the lists by Accept-Language, so a language
     * switch needs its own request (and cache entry).
     */
    commonContent: build.query<CommonContentResponse, Language>({
      query: (language) => ({ url: API_PATHS.content, headers: { 'Accept-Language': language } }),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<CommonContentResponse>) => envelopeData(envelope),
      async onQueryStarted(language, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(commonContentLoaded({ content: data, language }));
        } catch {
          // §8: a failed content fetch is ignored silently.
        }
      },
    }),
  }),
});

export const { useCommonContentQuery } = contentApi;
