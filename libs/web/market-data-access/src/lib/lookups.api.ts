/**
 * Look-ups the job screens need beside the marketplace endpoints: place suggestions from the API's
 * (public) geocoder, for the job form's address and the supplier search's distance filter, and the
 * tools of a job's trade. Injected lazily with the pages that use them; endpoint names are prefixed
 * so they never clash with other libraries' injections into the same base API.
 */
import { API_PATHS, type ApiEnvelope, type GeoSuggestion, type ToolEntry } from '@fachwerk/shared/contracts';
import { baseApi, envelopeData } from '@fachwerk/web/data-access';

export const jobLookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    jobPlaceSuggestions: build.query<GeoSuggestion[], string>({
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

export const { useJobServiceToolsQuery } = jobLookupsApi;

/** A geocoder suggestion in the shape the AddressAutocomplete widget (web/ui) takes. */
export const toAddressSuggestion = (s: GeoSuggestion) => ({
  label: s.label,
  lat: s.lat,
  long: s.long,
  city: s.city,
  state: s.state ?? undefined,
});
