/**
 * The geo module's call (`apps/api/src/modules/geo`): place suggestions from the API's (public)
 * geocoder, for every address field (registration, profile, job form, team, supplier search). The one
 * geocoder client of the web; part of the main entry, as the shell's registration uses it too.
 */
import { API_PATHS, type ApiEnvelope, type GeoSuggestion } from '@fachwerk/shared/contracts';
import { useCallback } from 'react';
import { baseApi, envelopeData } from '../lib/api/base-api';
import { useAppDispatch } from '../lib/store';

export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeSuggestions: build.query<GeoSuggestion[], string>({
      query: (q) => ({ url: API_PATHS.geoAutocomplete, params: { q } }),
      extraOptions: { public: true, silent: true },
      transformResponse: (envelope: ApiEnvelope<GeoSuggestion[]>) => envelopeData(envelope) ?? [],
    }),
  }),
});

/** A place suggestion in the shape the kit's AddressAutocomplete takes (its `AddressSuggestion`). */
export interface PlaceSuggestion {
  label: string;
  lat: number;
  long: number;
  city?: string;
  postcode?: string;
  state?: string;
  country?: string;
}

/** A geocoder suggestion as a `PlaceSuggestion`; `country` names the country when the form stores it. */
export const toAddressSuggestion = (s: GeoSuggestion, country?: string): PlaceSuggestion => ({
  label: s.label,
  lat: s.lat,
  long: s.long,
  city: s.city,
  postcode: s.postcode,
  state: s.state ?? undefined,
  ...(country ? { country } : {}),
});

/**
 * The suggestion provider of an address field: asks the geocoder (no cache subscription, failures
 * give no suggestions) and maps the answer with `toAddressSuggestion`.
 */
export function usePlaceSuggestions(country?: string): (query: string) => Promise<PlaceSuggestion[]> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (query: string) => {
      const result = await dispatch(geoApi.endpoints.placeSuggestions.initiate(query, { subscribe: false }));
      return (result.data ?? []).map((s) => toAddressSuggestion(s, country));
    },
    [dispatch, country],
  );
}
