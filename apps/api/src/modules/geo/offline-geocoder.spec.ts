import { DE_PLACES_ROWS } from './data/de-places.data';
import { foldPlaceName } from './geocoder';
import { OfflineGeocoder } from './offline-geocoder';

const FIXTURE = ['80331|München|1|48.1374|11.5755|1260391', '80333|München|1|48.1450|11.5700|1260391', '20095|Hamburg|5|53.55|9.99|1739117',
  '|Münchberg|1|50.19|11.79|10000', '|Frankfurt (Oder)|3|52.34|14.55|51691', '|Essen|9|51.45|7.01|593085', '|Mülheim an der Ruhr|9|51.43|6.88|170000'].join('\n');

describe('OfflineGeocoder', () => {
  const geocoder = new OfflineGeocoder(FIXTURE);

  it('finds places by name prefix regardless of case and umlaut spelling, larger places first', async () => {
    for (const q of ['münch', 'MÜNCH', 'muench', 'munch']) {
      const cities = (await geocoder.autocomplete(q, 10)).map((s) => s.city);
      // each town once by name, however many postcodes it has
      expect(cities).toEqual(['München', 'Münchberg']);
    }
  });

  it('finds postcodes by prefix, in postcode order, with state and coordinates', async () => {
    const found = await geocoder.autocomplete('803', 10);
    expect(found).toEqual([
      { label: '80331 München', postcode: '80331', city: 'München', state: 'Bayern', lat: 48.1374, long: 11.5755 },
      { label: '80333 München', postcode: '80333', city: 'München', state: 'Bayern', lat: 48.145, long: 11.57 },
    ]);
    expect(await geocoder.autocomplete('9', 10)).toEqual([]);
  });

  it('keeps a typed street and takes postcode, town, state and coordinates from the dataset', async () => {
    const bavaria = { postcode: '80331', city: 'München', state: 'Bayern', lat: 48.1374, long: 11.5755 };
    expect(await geocoder.autocomplete('Marienplatz 8, 80331 München', 10)).toEqual([
      { label: 'Marienplatz 8, 80331 München', ...bavaria },
    ]);
    expect(await geocoder.autocomplete('Marienplatz 8 80331', 10)).toEqual([{ label: 'Marienplatz 8, 80331 München', ...bavaria }]);
    // a town name after a comma: its postcodes' town, the street kept
    const byTown = await geocoder.autocomplete('Große Elbstraße 1, Hamburg', 10);
    expect(byTown).toEqual([
      { label: 'Große Elbstraße 1, 20095 Hamburg', postcode: '20095', city: 'Hamburg', state: 'Hamburg', lat: 53.55, long: 9.99 },
    ]);
    // a place the dataset does not know: nothing to take the postcode from
    expect(await geocoder.autocomplete('Hauptstraße 1, Atlantis', 10)).toEqual([]);
  });

  it('returns at most the limit and nothing for a blank query', async () => {
    expect(await geocoder.autocomplete('m', 2)).toHaveLength(2);
    expect(await geocoder.autocomplete('   ', 10)).toEqual([]);
  });

  it('folds ß and accents', () => {
    expect(foldPlaceName('Großenhain')).toBe('grossenhain');
    expect(foldPlaceName('  Kötzting  ')).toBe('koetzting');
  });
});

describe('shipped German places dataset', () => {
  const geocoder = new OfflineGeocoder(DE_PLACES_ROWS);

  it('covers Germany: thousands of places in all 16 federal states', async () => {
    expect(geocoder.size).toBeGreaterThan(5000);
    const [munich] = await geocoder.autocomplete('Münche', 1);
    expect(munich).toMatchObject({ city: 'München', state: 'Bayern' });
    expect(munich!.lat).toBeCloseTo(48.14, 1);
    const [cologne] = await geocoder.autocomplete('koln', 1);
    expect(cologne).toMatchObject({ city: 'Köln', state: 'Nordrhein-Westfalen' });
    const [duesseldorf] = await geocoder.autocomplete('duesseld', 1);
    expect(duesseldorf).toMatchObject({ city: 'Düsseldorf' });
  });

  it('has the German postcodes: each finds its town with state and position', async () => {
    const expected: [string, string, string, number, number][] = [
      ['50667', 'Köln', 'Nordrhein-Westfalen', 50.94, 6.96],
      ['10115', 'Berlin', 'Berlin', 52.52, 13.4],
      ['01067', 'Dresden', 'Sachsen', 51.05, 13.74],
      ['20095', 'Hamburg', 'Hamburg', 53.55, 10.0],
    ];
    for (const [postcode, city, state, lat, long] of expected) {
      const [found] = await geocoder.autocomplete(postcode, 1);
      expect(found).toMatchObject({ postcode, city, state, label: `${postcode} ${city}` });
      expect(Math.abs(found!.lat! - lat)).toBeLessThan(0.2);
      expect(Math.abs(found!.long! - long)).toBeLessThan(0.2);
    }
    // a village below 1,000 inhabitants is only known by its postcode, placed in its postcode area
    const [village] = await geocoder.autocomplete('99998', 5);
    expect(village).toMatchObject({ postcode: '99998', state: 'Thüringen' });
    expect(Math.abs(village!.lat! - 51.1)).toBeLessThan(0.6);
    const postcodes = new Set(DE_PLACES_ROWS.split('\n').map((row) => row.split('|')[0]).filter(Boolean));
    expect(postcodes.size).toBeGreaterThan(7500); // of about 8,200 German postcodes
  });
});
