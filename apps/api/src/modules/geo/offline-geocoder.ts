import { FEDERAL_STATES, type GeoSuggestion } from '@fachwerk/shared/contracts';
import { foldPlaceName, foldPlaceNameLoose, type Geocoder } from './geocoder';

interface Place extends GeoSuggestion {
  population: number;
  /** folded name, and the folded words after the first (for "Frankfurt (Oder)" ← "oder") */
  keys: string[];
}

/** Parses the dataset rows `postcode|name|stateIndex|lat|long|population`. */
export function parsePlaces(rows: string): Place[] {
  return rows
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [postcode = '', city = '', state = '', lat = '0', long = '0', population = '0'] = row.split('|');
      const folded = [foldPlaceName(city), foldPlaceNameLoose(city)];
      return {
        label: postcode ? `${postcode} ${city}` : city,
        postcode,
        city,
        state: FEDERAL_STATES[Number(state)] ?? null,
        lat: Number(lat),
        long: Number(long),
        population: Number(population),
        keys: [...new Set(folded)],
      };
    });
}

/**
 * The default geocoder: prefix search over the shipped dataset of German places (no network).
 * Digits search postcodes; letters search place names, umlaut-aware; larger places first.
 */
export class OfflineGeocoder implements Geocoder {
  private readonly places: Place[];

  constructor(rows: string) {
    // Larger places first, so the first `limit` matches are the useful ones.
    this.places = parsePlaces(rows).sort((a, b) => b.population - a.population || a.city.localeCompare(b.city, 'de'));
  }

  get size(): number {
    return this.places.length;
  }

  async autocomplete(query: string, limit: number): Promise<GeoSuggestion[]> {
    const q = query.trim();
    if (!q) return [];
    const matches: Place[] = [];
    if (/^\d{1,5}$/.test(q)) {
      for (const place of this.places) if (place.postcode.startsWith(q) && matches.push(place) >= limit) break;
      matches.sort((a, b) => a.postcode.localeCompare(b.postcode));
    } else {
      // A town has one row of its own and one per postcode: by name, each town once (its own row
      // when it has one, which sorts first by population).
      const needles = [...new Set([foldPlaceName(q), foldPlaceNameLoose(q)])];
      const seen = new Set<string>();
      for (const place of this.places) {
        if (!place.keys.some((key) => needles.some((needle) => key.startsWith(needle)))) continue;
        const town = `${place.city}|${place.state}`;
        if (seen.has(town)) continue;
        seen.add(town);
        if (matches.push(place) >= limit) break;
      }
    }
    return matches.map(({ label, postcode, city, state, lat, long }) => ({ label, postcode, city, state, lat, long }));
  }
}
