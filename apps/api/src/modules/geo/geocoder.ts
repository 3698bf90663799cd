import type { GeoSuggestion } from '@fachwerk/shared/contracts';

/** Address autocomplete behind one interface: the offline dataset or a Nominatim-compatible service. */
export interface Geocoder {
  /** At most `limit` suggestions for a postcode prefix or a place-name prefix. */
  autocomplete(query: string, limit: number, language: string): Promise<GeoSuggestion[]>;
}

export const GEOCODER = Symbol('GEOCODER');
export const GEO_SUGGESTION_LIMIT = 10;

/** Folds case, umlauts and accents so "Muenchen", "munchen" and "München" compare equal. */
export function foldPlaceName(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Second fold without the "ae/oe/ue" transcription, so "Munchen" (umlaut dropped) finds München too. */
export function foldPlaceNameLoose(value: string): string {
  return value.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();
}
