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
    const address = splitAddress(q);
    if (address) {
      // a typed street is kept; postcode, town, state and coordinates come from the dataset
      const places = await this.lookup(address.place, limit);
      return places.map((place) => ({ ...place, label: `${address.street}, ${place.label}` }));
    }
    return this.lookup(q, limit);
  }

  private async lookup(q: string, limit: number): Promise<GeoSuggestion[]> {
    const [, postcode, town = ''] = /^(\d{5})\s+(\S.*)$/.exec(q) ?? [];
    if (postcode) {
      // "80331 München": that postcode (the town as typed narrows it when the postcode has several)
      const exact = this.places.filter((p) => p.postcode === postcode);
      const named = exact.filter((p) => p.keys.some((key) => key.startsWith(foldPlaceName(town))));
      return (named.length ? named : exact).slice(0, limit).map(({ label, postcode: pc, city, state, lat, long }) => ({ label, postcode: pc, city, state, lat, long }));
    }
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

/**
 * A full address as people type it — "Hauptstraße 5, 80331 München", "Hauptstraße 5, München",
 * "Hauptstraße 5 80331" — split into the street part (kept as typed) and the place part the dataset
 * knows. Null when the text is a place alone (a postcode or a town name).
 */
export function splitAddress(text: string): { street: string; place: string } | null {
  const [, before = '', postcodePart = ''] = /^(.*?\S)[\s,]+(\d{5}(?:\s+\S.*)?)$/.exec(text) ?? [];
  if (postcodePart && /\p{L}/u.test(before)) return { street: before.replace(/,$/, '').trim(), place: postcodePart.trim() };
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const street = text.slice(0, comma).trim();
    const place = text.slice(comma + 1).trim();
    if (street && place && /\p{L}/u.test(place)) return { street, place };
  }
  return null;
}
