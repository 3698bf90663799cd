import {
  API_PATHS,
  UPLOAD_FIELD_NAME,
  type ApiEnvelope,
  type GeoSuggestion,
  type UploadResponse,
  type UploadSlot,
} from '@fachwerk/shared/contracts';
import {
  apiBaseUrl,
  baseApi,
  envelopeData,
  selectAccessToken,
  selectLanguage,
  useAppDispatch,
  useAppStore,
} from '@fachwerk/web/data-access';
import { useCallback } from 'react';
import type { AddressSuggestion } from '@fachwerk/web/ui';

/** Place suggestions for the service-area rows (the API's geocoder). */
const teamGeoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    teamPlaceSuggestions: build.query<GeoSuggestion[], string>({
      query: (q) => ({ url: API_PATHS.geoAutocomplete, params: { q } }),
      transformResponse: (envelope: ApiEnvelope<GeoSuggestion[]>) => envelopeData(envelope),
    }),
  }),
});

/** `fetchSuggestions` for the AddressAutocomplete widget: label, city, state, country, lat, long. */
export function usePlaceSuggestions(): (q: string) => Promise<AddressSuggestion[]> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (q: string) => {
      const result = await dispatch(
        teamGeoApi.endpoints.teamPlaceSuggestions.initiate(q, { subscribe: false }),
      );
      return (result.data ?? []).map((s) => ({
        label: s.label,
        lat: s.lat,
        long: s.long,
        city: s.city,
        state: s.state ?? undefined,
        country: 'Deutschland',
      }));
    },
    [dispatch],
  );
}

/**
 * Uploads one file to `POST /uploads?slot=` (multipart field `images`) with progress; resolves to the
 * stored path, rejects with an Error carrying the server's (localised) message.
 */
export function useUploader(): (
  slot: UploadSlot,
) => (file: File, onProgress: (percent: number) => void) => Promise<string> {
  const store = useAppStore();
  return useCallback(
    (slot) => (file, onProgress) =>
      new Promise<string>((resolve, reject) => {
        const state = store.getState();
        const token = selectAccessToken(state);
        const request = new XMLHttpRequest();
        request.open('POST', `${apiBaseUrl()}${API_PATHS.uploads}?slot=${slot}`);
        request.setRequestHeader('Accept', 'application/json');
        request.setRequestHeader('Accept-Language', selectLanguage(state));
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        request.onerror = () => reject(new Error(''));
        request.onload = () => {
          let body: Partial<UploadResponse> = {};
          try {
            body = JSON.parse(request.responseText) as Partial<UploadResponse>;
          } catch {
            // not JSON: the generic message
          }
          if (request.status < 300 && body.status !== false && typeof body.path === 'string')
            resolve(body.path);
          else reject(new Error(body.message ?? ''));
        };
        const form = new FormData();
        form.append(UPLOAD_FIELD_NAME, file);
        request.send(form);
      }),
    [store],
  );
}
