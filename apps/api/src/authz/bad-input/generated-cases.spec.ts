import fc from 'fast-check';
import { FORBIDDEN_CONTROLS, fixedCases, randomCases, routeModels, toJson } from './generated-cases';
import type { OpenApiDocument } from './openapi-cases';

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
    '/api/v1/files': {
      post: { requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } } },
    },
  },
  components: {
    schemas: {
      ThingDto: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          count: { type: 'integer', minimum: 0, maximum: 10 },
          place: { type: 'object', properties: { city: { type: 'string' } } },
          parts: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } },
        },
      },
    },
  },
};

describe('generated bad-input cases', () => {
  const models = routeModels(doc);

  it('reads every operation, its parameters, JSON body and multipart declaration', () => {
    expect(models.map((m) => `${m.route} json=${m.jsonBody !== undefined} multipart=${m.multipart}`)).toEqual([
      'PATCH /api/v1/things/:id json=true multipart=false',
      'GET /api/v1/things json=false multipart=false',
      'POST /api/v1/files json=false multipart=true',
    ]);
  });

  it('writes numbers JSON cannot (1e400) and prototype keys as raw JSON', () => {
    const sample = fc.sample(randomCases(doc, models[0]!, 'images')!, { seed: 1, numRuns: 400 });
    const raws = sample.flatMap((c) => (c.body ? [c.body.raw] : []));
    expect(raws.some((raw) => /:1e400|:-1e400/.test(raw))).toBe(true);
    expect(raws.some((raw) => raw.includes('{"__proto__":{"isAdmin":true}}'))).toBe(true);
    expect(toJson({ a: 1 })).toBe('{"a":1}');
  });

  it('varies nested fields and the first item of arrays of objects, and names them', () => {
    const sample = fc.sample(randomCases(doc, models[0]!, 'images')!, { seed: 2, numRuns: 400 });
    const fields = new Set(sample.map((c) => c.field));
    for (const field of ['name', 'count', 'place', 'place.city', 'parts', 'parts.0.label']) expect(fields).toContain(field);
  });

  it('never uses tab, LF or CR as a forbidden control character (multi-line fields accept them)', () => {
    expect(FORBIDDEN_CONTROLS.filter((c) => '\t\n\r'.includes(c))).toEqual([]);
    expect(FORBIDDEN_CONTROLS).toContain('\u0000');
    expect(FORBIDDEN_CONTROLS).toContain('\u0085');
  });

  it('sends every malformed multipart body to a route declared multipart, none to a GET', () => {
    expect(fixedCases(models[2]!, 'images').filter((c) => c.inputClass === 'malformed multipart').length).toBeGreaterThanOrEqual(10);
    expect(fixedCases(models[1]!, 'images')).toEqual([]);
  });
});
