import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NominatimGeocoder } from './nominatim-geocoder';

/** A local Nominatim-compatible fake: answers /search like the real service. */
let server: Server;
let baseUrl: string;
let lastRequest: IncomingMessage | undefined;
let answer: { status: number; body: unknown; location?: string } = { status: 200, body: [] };
let requests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request;
    requests += 1;
    response.writeHead(answer.status, { 'content-type': 'application/json', ...(answer.location ? { location: answer.location } : {}) });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('NominatimGeocoder', () => {
  it('asks for German addresses with details and maps them to suggestions', async () => {
    answer = {
      status: 200,
      body: [
        { display_name: 'Marienplatz, 80331 München, Bayern, Deutschland', lat: '48.137', lon: '11.575', address: { postcode: '80331', city: 'München', state: 'Bayern' } },
        { display_name: 'Dorf', lat: '50.1', lon: '9.2', address: { village: 'Dorf', state: 'Unbekannt' } },
        { display_name: 'no coordinates', address: {} },
      ],
    };
    const found = await new NominatimGeocoder(baseUrl).autocomplete('Marienplatz München', 10, 'en');
    const url = new URL(lastRequest!.url!, baseUrl);
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'Marienplatz München', format: 'jsonv2', countrycodes: 'de', limit: '10' });
    expect(lastRequest!.headers['accept-language']).toBe('en');
    expect(found).toEqual([
      { label: 'Marienplatz, 80331 München, Bayern, Deutschland', postcode: '80331', city: 'München', state: 'Bayern', lat: 48.137, long: 11.575 },
      { label: 'Dorf', postcode: '', city: 'Dorf', state: null, lat: 50.1, long: 9.2 },
    ]);
  });

  it('reports SERVICE_UNAVAILABLE when the service fails or is unreachable', async () => {
    answer = { status: 500, body: { error: 'down' } };
    await expect(new NominatimGeocoder(baseUrl).autocomplete('x', 10, 'de')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(new NominatimGeocoder('http://127.0.0.1:9').autocomplete('x', 10, 'de')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('does not follow a redirect, even to a host that would answer', async () => {
    answer = { status: 302, body: {}, location: `${baseUrl}/search?q=elsewhere` };
    requests = 0;
    await expect(new NominatimGeocoder(baseUrl).autocomplete('x', 10, 'de')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(requests).toBe(1);
  });
});
