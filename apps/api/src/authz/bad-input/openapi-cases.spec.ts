import { badInputCases, namesField, OVERSIZED_STRING, type OpenApiDocument } from './openapi-cases';

const doc: OpenApiDocument = {
  paths: {
    '/api/v1/things/{id}': {
      patch: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingDto' } } } },
      },
    },
    '/api/v1/things': {
      get: { parameters: [{ name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } }] },
    },
    '/api/v1/health': { get: {} },
  },
  components: {
    schemas: {
      ThingDto: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', example: 'Bagger' }, address: { $ref: '#/components/schemas/AddressDto' } },
      },
      AddressDto: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
    },
  },
};

describe('bad-input cases from the OpenAPI document', () => {
  const cases = badInputCases(doc);
  const labels = cases.map((c) => `${c.route} ${c.label}`);

  it('covers only operations with a body or query, under the route key the policy table uses', () => {
    expect(new Set(cases.map((c) => c.route))).toEqual(new Set(['PATCH /api/v1/things/:id', 'GET /api/v1/things']));
    expect(cases.find((c) => c.method === 'PATCH')?.path).toBe('/things/00000000-0000-4000-8000-000000000000');
  });

  it('sends "missing" only for required fields, nested fields by dotted path, and keeps the other fields valid', () => {
    expect(labels).toContain('PATCH /api/v1/things/:id name: missing');
    expect(labels).toContain('PATCH /api/v1/things/:id address.city: missing');
    expect(labels).not.toContain('PATCH /api/v1/things/:id address: missing');
    const operator = cases.find((c) => c.label === 'name: operator {"$ne":""}');
    expect(JSON.parse(operator!.body!.raw)).toEqual({ name: { $ne: '' }, address: { city: 'Fachwerk Probe' } });
    const oversized = cases.find((c) => c.label === 'address.city: oversized string (10 kB)');
    expect(JSON.parse(oversized!.body!.raw).address.city).toBe(OVERSIZED_STRING);
  });

  it('adds body-level cases (prototype keys, invalid JSON, array) and query cases', () => {
    expect(labels).toEqual(
      expect.arrayContaining([
        'PATCH /api/v1/things/:id body {"__proto__": {"isAdmin": true}}',
        'PATCH /api/v1/things/:id invalid JSON',
        'PATCH /api/v1/things/:id array instead of object',
        'GET /api/v1/things page: wrong type (string)',
        'GET /api/v1/things query __proto__=x',
      ]),
    );
    expect(labels).not.toContain('GET /api/v1/things page: missing');
    expect(cases.find((c) => c.label === 'page: oversized array (1000 elements)')?.query.split('&')).toHaveLength(1000);
  });

  it('counts a field as named when errors has it, a nested key or a bracketed variant', () => {
    expect(namesField({ address: ['x'] }, 'address')).toBe(true);
    expect(namesField({ 'address.city': ['x'] }, 'address')).toBe(true);
    expect(namesField({ 'q[$ne]': ['x'] }, 'q')).toBe(true);
    expect(namesField({ qq: ['x'] }, 'q')).toBe(false);
    expect(namesField(undefined, 'q')).toBe(false);
  });
});
