import { FEDERAL_STATES, type FederalState, type GeoSuggestion } from '@fachwerk/shared/contracts';
import { DomainError } from '@fachwerk/server/core';
import type { Geocoder } from './geocoder';

interface NominatimPlace {
  display_name?: string;
  lat?: string;
  lon?: string;
  address?: Record<string, string | undefined>;
}

const TIMEOUT_MS = 3000;
const asState = (value: string | undefined): FederalState | null =>
  (FEDERAL_STATES as readonly string[]).includes(value ?? '') ? (value as FederalState) : null;

/** A Nominatim-compatible HTTP service (`GEOCODER_URL`), asked for German addresses only. */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async autocomplete(query: string, limit: number, language: string): Promise<GeoSuggestion[]> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({ q: query, format: 'jsonv2', addressdetails: '1', countrycodes: 'de', limit: String(limit) }).toString();
    let places: NominatimPlace[];
    try {
      const response = await this.fetchImpl(url, {
        headers: { accept: 'application/json', 'accept-language': language, 'user-agent': 'Fachwerk/1 (address autocomplete)' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        // A redirect is not followed (ASVS 5.0 V15.3.2): the configured host answers, or nobody does.
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      places = (await response.json()) as NominatimPlace[];
      if (!Array.isArray(places)) throw new Error('geocoder answered no list');
    } catch {
      throw new DomainError('SERVICE_UNAVAILABLE');
    }
    return places.slice(0, limit).flatMap((place): GeoSuggestion[] => {
      const lat = Number(place.lat);
      const long = Number(place.lon);
      if (!Number.isFinite(lat) || !Number.isFinite(long)) return [];
      const a = place.address ?? {};
      const city = a['city'] ?? a['town'] ?? a['village'] ?? a['municipality'] ?? a['hamlet'] ?? '';
      return [{ label: place.display_name ?? city, postcode: a['postcode'] ?? '', city, state: asState(a['state']), lat, long }];
    });
  }
}
