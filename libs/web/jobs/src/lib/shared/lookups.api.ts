/**
 * Look-ups the job form needs besides the marketplace endpoints: address suggestions from the API's
 * geocoder and the tools of a service. Names are prefixed so they never clash with other libs'
 * injections into the same base API.
 */
import { API_PATHS, type ApiEnvelope, type GeoSuggestion, type ToolEntry } from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

export const jobLookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    jobAddressSuggestions: build.query<GeoSuggestion[], string>({
      query: (q) => ({ url: API_PATHS.geoAutocomplete, params: { q } }),
      extraOptions: { silent: true },
      transformResponse: (envelope: ApiEnvelope<GeoSuggestion[]>) => envelopeData(envelope) ?? [],
    }),
    jobServiceTools: build.query<ToolEntry[], string>({
      query: (serviceId) => ({ url: API_PATHS.toolLists, method: 'POST', body: { ids: [serviceId] } }),
      extraOptions: { silent: true },
      transformResponse: (envelope: ApiEnvelope<ToolEntry[]>) => envelopeData(envelope) ?? [],
    }),
  }),
});

export const { useJobServiceToolsQuery } = jobLookupsApi;
