/**
 * Look-ups the supplier's job screens need beside the marketplace endpoints: place suggestions for
 * the distance search (the API's geocoder) and the tool names of a job's trade. Injected lazily with
 * the pages that use them; endpoint names are prefixed so they never collide with other libraries'.
 */
import { API_PATHS, type ApiEnvelope, type GeoSuggestion, type ToolEntry } from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

export const supplierLookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    jobSearchPlaces: build.query<GeoSuggestion[], string>({
      query: (q) => ({ url: API_PATHS.geoAutocomplete, params: { q } }),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<GeoSuggestion[]>) => envelopeData(envelope) ?? [],
    }),
    /** Tools of the given services (POST /tools/lists {ids}); silent: names are a nicety. */
    jobServiceTools: build.query<ToolEntry[], string[]>({
      query: (ids) => ({ url: API_PATHS.toolLists, method: 'POST', body: { ids } }),
      extraOptions: { silent: true },
      transformResponse: (envelope: ApiEnvelope<ToolEntry[]>) => envelopeData(envelope) ?? [],
    }),
  }),
});

export const { useJobServiceToolsQuery } = supplierLookupsApi;
