/**
 * Property-based bad input, generated from the OpenAPI document the app serves: for every
 * operation, fast-check draws values of the input classes below for every path parameter, query
 * parameter and JSON body field (nested objects and array items included), and every route that
 * takes a body also gets malformed bodies (JSON and, where the document declares it, multipart).
 * A route added to the app is covered as soon as it is in the document.
 *
 * Every drawn value is invalid whatever the field's other rules are (a control character, a number
 * beyond what any column holds, a JSON type the schema does not allow…), so a correct API refuses
 * each request with a 4xx and writes nothing.
 */
import fc from 'fast-check';
import {
  fillPath,
  METHODS,
  resolve,
  routeKey,
  sampleObject,
  sampleValue,
  type OpenApiDocument,
  type Parameter,
  type Schema,
} from './openapi-cases';

export const INPUT_CLASSES = [
  'control characters',
  'line breaks',
  'huge number',
  'negative number',
  'float for integer',
  'wrong type',
  'array for object',
  'object for array',
  'deep nesting',
  'prototype key',
  'malformed body',
  'malformed multipart',
  'lone surrogate',
  'noncharacter',
] as const;
export type InputClass = (typeof INPUT_CLASSES)[number];

export type Location = 'path' | 'query' | 'body' | 'multipart';

export interface GeneratedCase {
  /** "METHOD /api/v1/path/:param", the key of ROUTE_POLICY. */
  route: string;
  method: string;
  /** Path under /api/v1, encoded. */
  path: string;
  /** Query string without "?". */
  query: string;
  body?: { raw: string; contentType?: string };
  inputClass: InputClass;
  location: Location;
  /** e.g. `location.lat ← 1e400` */
  label: string;
  /** When the answer is a 400, its `errors` must name this field; undefined: a body-level refusal. */
  field?: string;
}

/** The parts of one operation the generator varies, around a valid-looking request. */
export interface RouteModel {
  route: string;
  method: string;
  /** Concrete path under /api/v1 (the policy's, so ids name existing objects where it matters). */
  path: string;
  /** Template path under /api/v1 with `{param}` placeholders. */
  template: string;
  query: URLSearchParams;
  pathParams: Parameter[];
  queryParams: Parameter[];
  jsonBody?: Schema;
  multipart: boolean;
}

/** C0 and C1 control characters that no text field accepts (tab, LF and CR are checked apart). */
export const FORBIDDEN_CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
].map((code) => String.fromCharCode(code));

const INT4_MAX = 2 ** 31 - 1;

/** A JSON fragment written as is (numbers JSON.stringify cannot write, prototype keys, deep nesting). */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text with RawJson values spliced in. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i: string) => raws[Number(i)] ?? 'null');
}

const describe = (value: unknown) => {
  const text = value instanceof RawJson ? value.text : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

const controlString = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...FORBIDDEN_CONTROLS), fc.string({ maxLength: 6 }))
  .map(([before, control, after]) => `${before}${control}${after}`);
const lineBreakString = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\n', '\r', '\t', '\r\n'), fc.string({ maxLength: 6 }))
  .map(([before, control, after]) => `x${before}${control}${after}`);
const depth = fc.integer({ min: 40, max: 3000 });
const deepJson = fc.oneof(
  depth.map((d) => new RawJson(`${'{"a":'.repeat(d)}1${'}'.repeat(d)}`)),
  depth.map((d) => new RawJson(`${'['.repeat(d)}${']'.repeat(d)}`)),
);
const prototypeJson = fc.constantFrom(
  new RawJson('{"__proto__":{"isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
);
const nonNumericString = fc.constantFrom('abc', 'zwölf', '', ' ', '1,5', 'NaN', 'Infinity', '0x1A', '1e3');

type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

const typeOf = (schema: Schema): FieldType => {
  if (schema.type === 'integer' || schema.type === 'number' || schema.type === 'boolean' || schema.type === 'array')
    return schema.type;
  if (schema.type === 'object' || schema.properties) return 'object';
  if (schema.items) return 'array';
  return 'string';
};

/** Numbers no field of the type accepts: beyond int4 (integers), beyond the safe range or the declared maximum. */
function hugeNumbers(schema: Schema, type: FieldType): fc.Arbitrary<unknown> {
  const beyondMax =
    schema.maximum !== undefined ? [fc.integer({ min: 1, max: 1_000_000 }).map((n) => (schema.maximum as number) + n)] : [];
  const beyondAll = [
    fc.constantFrom(1e308, -1e308, 2 ** 63, 2 ** 53 + 2),
    fc.constantFrom(new RawJson('1e400'), new RawJson('-1e400'), new RawJson('123456789012345678901234567890')),
  ];
  const beyondInt4 = type === 'integer' ? [fc.constantFrom(INT4_MAX + 1, -INT4_MAX - 2, 2 ** 40)] : [];
  return fc.oneof(...beyondMax, ...beyondInt4, ...beyondAll);
}

type Draw = fc.Arbitrary<{ inputClass: InputClass; value: unknown }>;
const draw = (inputClass: InputClass, values: fc.Arbitrary<unknown>): Draw => values.map((value) => ({ inputClass, value }));

/** Per JSON field: values of every class that the field's schema certainly refuses. */
function jsonFieldDraws(doc: OpenApiDocument, schema: Schema): Draw[] {
  const type = typeOf(schema);
  const numeric = type === 'integer' || type === 'number';
  const draws: Draw[] = [
    draw('control characters', controlString),
    draw('huge number', hugeNumbers(schema, type)),
    draw('deep nesting', deepJson),
    draw('prototype key', prototypeJson),
  ];
  if (!numeric) draws.push(draw('negative number', fc.integer({ min: -1_000_000_000, max: -1 })));
  else if (schema.minimum !== undefined && schema.minimum >= 0)
    draws.push(draw('negative number', fc.oneof(fc.integer({ min: -1_000_000_000, max: -1 }), fc.constant(-0.5))));
  if (type === 'integer')
    draws.push(draw('float for integer', fc.double({ min: 0.001, max: 1000, noNaN: true }).filter((n) => !Number.isInteger(n))));
  const wrong: fc.Arbitrary<unknown>[] = [];
  if (type !== 'string') wrong.push(fc.constantFrom('text', 'zwölf'));
  if (!numeric && type !== 'boolean') wrong.push(fc.integer());
  if (numeric) wrong.push(nonNumericString);
  if (type !== 'boolean') wrong.push(fc.boolean());
  draws.push(draw('wrong type', fc.oneof(...wrong)));
  if (type === 'object') draws.push(draw('array for object', fc.constant([sampleObject(doc, schema)])));
  else if (type !== 'array') draws.push(draw('array for object', fc.array(fc.string(), { minLength: 1, maxLength: 3 })));
  if (type === 'array') {
    const item = resolve(doc, schema.items);
    draws.push(draw('object for array', fc.constant(typeOf(item) === 'object' ? sampleObject(doc, item) : { 0: sampleValue(doc, item) })));
  } else if (type !== 'object') {
    draws.push(draw('object for array', fc.constant({ value: 'x' })));
  }
  return draws;
}

interface JsonField {
  path: (string | number)[];
  schema: Schema;
}

/** Every field of a body schema: nested objects and the first item of arrays of objects, to depth 3. */
function jsonFields(doc: OpenApiDocument, schema: Schema, prefix: (string | number)[] = [], level = 0): JsonField[] {
  const fields: JsonField[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const property = resolve(doc, raw);
    const path = [...prefix, name];
    fields.push({ path, schema: property });
    if (level >= 3) continue;
    if (property.properties) fields.push(...jsonFields(doc, property, path, level + 1));
    const item = property.type === 'array' ? resolve(doc, property.items) : undefined;
    if (item?.properties) fields.push(...jsonFields(doc, item, [...path, 0], level + 1));
  }
  return fields;
}

function setIn(target: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const copy = Array.isArray(target) ? [...(target as unknown[])] : [];
    copy[head] = setIn(copy[head] ?? {}, rest, value);
    return copy;
  }
  const copy = { ...((target ?? {}) as Record<string, unknown>) };
  copy[head] = setIn(copy[head], rest, value);
  return copy;
}

const rawQueryDraws = (param: Parameter, schema: Schema): Draw[] => {
  const type = typeOf(schema);
  const numeric = type === 'integer' || type === 'number' || schema.minimum !== undefined || schema.maximum !== undefined;
  const key = encodeURIComponent(param.name);
  const enc = (value: string) => `${key}=${encodeURIComponent(value)}`;
  const draws: Draw[] = [
    draw('control characters', controlString.map(enc)),
    draw('line breaks', lineBreakString.map(enc)),
    draw('deep nesting', depth.map((d) => `${key}${'[a]'.repeat(Math.min(d, 200))}=1`)),
    draw('prototype key', fc.constantFrom(`__proto__[${key}]=1`, `${key}[__proto__]=1`, `constructor[prototype][${key}]=1`)),
    draw('object for array', fc.constantFrom(`${key}[a]=1`, `${key}[0][x]=1`)),
  ];
  if (numeric) {
    const beyond = [
      fc.constantFrom('1e400', '-1e400', '99999999999999999999999', String(2 ** 53 + 2), String(INT4_MAX + 1), String(-INT4_MAX - 2), '1e308'),
      ...(schema.maximum !== undefined ? [fc.integer({ min: 1, max: 1_000_000 }).map((n) => String((schema.maximum as number) + n))] : []),
    ];
    draws.push(draw('huge number', fc.oneof(...beyond).map(enc)));
    draws.push(draw('wrong type', nonNumericString.filter((s) => s !== '' && s !== ' ').map(enc)));
    if (schema.minimum !== undefined && schema.minimum >= 0)
      draws.push(draw('negative number', fc.integer({ min: -1_000_000_000, max: -1 }).map((n) => enc(String(n)))));
    if (type === 'integer' || param.name === 'page' || param.name === 'limit')
      draws.push(draw('float for integer', fc.constantFrom('1.5', '2.25', '0.1').map(enc)));
  }
  return draws;
};

/**
 * Query cases whose refusal is certain: control characters, and for numeric parameters numbers
 * beyond any range, non-numbers and negatives below a declared minimum. The other classes (a string
 * parameter given `x[a]=1`) may be read as another harmless value; they only must not fail or write.
 */
const QUERY_MUST_REFUSE = new Set<InputClass>(['control characters', 'line breaks', 'huge number', 'wrong type', 'negative number', 'float for integer']);

/** Values of a path parameter: control characters, numbers, dots and slashes, overlong. */
const pathDraws: Draw[] = [
  draw('control characters', controlString.map(encodeURIComponent)),
  draw('line breaks', lineBreakString.map(encodeURIComponent)),
  draw('huge number', fc.constantFrom('1e400', '99999999999999999999999', String(2 ** 53 + 2), String(INT4_MAX + 1))),
  draw('negative number', fc.integer({ max: -1 }).map(String)),
  draw('float for integer', fc.constantFrom('1.5', '0.25')),
  draw('wrong type', fc.constantFrom('%E0%A4%A', '..%2F..%2Fetc', '%25', 'x'.repeat(5000), '%C0%AE')),
  draw('prototype key', fc.constantFrom('__proto__', 'constructor', 'prototype')),
];

/**
 * Text that is not Unicode text (the text guard, server/core text-guard.ts). Lone surrogates travel
 * only in JSON (`"\ud800"`): a URL or a multipart header carries bytes, and the bytes of a surrogate
 * are invalid UTF-8 that decodes to U+FFFD. Noncharacters travel everywhere.
 */
export const LONE_SURROGATES = ['\ud800', 'ab\udfff', '\udc00x', 'x\ud83d'];
export const NONCHARACTERS = ['\ufffe', 'a\uffff', '\ufdd0', 'x\ufdef', '\u{1fffe}', '\u{10ffff}'];

/**
 * The unsafe-text cases every run sends for every route, whatever the draws: each class in the first
 * path parameter, the first query parameter (or an undeclared `q`, which the guard reads as well),
 * the first body field (or an undeclared `note` for a body route without one), and a multipart file
 * name. Each is refused with a 400 naming its field.
 */
export function unsafeTextCases(doc: OpenApiDocument, model: RouteModel, uploadField: string): GeneratedCase[] {
  const base = { route: model.route, method: model.method, path: model.path, query: model.query.toString() };
  const cases: GeneratedCase[] = [];
  const pick = <T>(values: readonly T[], salt: number) => values[(model.route.length + salt) % values.length] as T;
  const nonchar = pick(NONCHARACTERS, 0);
  const surrogate = pick(LONE_SURROGATES, 1);
  const pathParam = model.pathParams[0];
  if (pathParam)
    cases.push({
      ...base,
      path: withPathParam(model, pathParam.name, encodeURIComponent(nonchar)),
      inputClass: 'noncharacter',
      location: 'path',
      label: `path ${pathParam.name} ← ${describe(nonchar)}`,
      field: pathParam.name,
    });
  const queryName = model.queryParams[0]?.name ?? 'q';
  const others = new URLSearchParams(model.query);
  others.delete(queryName);
  others.append(queryName, nonchar);
  cases.push({ ...base, query: others.toString(), inputClass: 'noncharacter', location: 'query', label: `query ${queryName} ← ${describe(nonchar)}`, field: queryName });
  if (hasBody(model) && !model.multipart) {
    const valid = model.jsonBody ? sampleObject(doc, model.jsonBody) : {};
    const field = model.jsonBody ? jsonFields(doc, model.jsonBody)[0]?.path : undefined;
    const path = field ?? ['note'];
    const name = path.join('.');
    for (const [inputClass, value] of [['lone surrogate', surrogate], ['noncharacter', nonchar]] as const)
      cases.push({
        ...base,
        body: { raw: toJson(setIn(valid, path, value)), contentType: 'application/json' },
        inputClass,
        location: 'body',
        label: `${name} ← ${describe(value)}`,
        field: name,
      });
  }
  if (model.multipart) {
    const b = 'fwunsafetextboundary';
    const raw = [`--${b}`, `Content-Disposition: form-data; name="${uploadField}"; filename="a${nonchar}.csv"`, 'Content-Type: text/csv', '', 'name;stunden', `--${b}--`, ''].join(CRLF);
    cases.push({ ...base, body: { raw, contentType: `multipart/form-data; boundary=${b}` }, inputClass: 'noncharacter', location: 'multipart', label: `file name ← ${describe(nonchar)}`, field: uploadField });
  }
  return cases;
}

/** Malformed bodies every route that reads a body must refuse (4xx), whatever its fields. */
export function malformedJsonBodies(): { label: string; raw: string; contentType?: string }[] {
  return [
    { label: 'invalid JSON', raw: '{"a": ', contentType: 'application/json' },
    { label: 'truncated JSON string', raw: '{"a": "\\u00', contentType: 'application/json' },
    { label: 'NUL in JSON', raw: '{"a": "\u0000"', contentType: 'application/json' },
    { label: 'JSON with trailing garbage', raw: '{} {}', contentType: 'application/json' },
    { label: 'empty JSON body', raw: '', contentType: 'application/json' },
    { label: 'top-level __proto__', raw: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { label: 'JSON with charset utf-16', raw: '{}', contentType: 'application/json; charset=utf-16' },
    { label: 'text/plain body', raw: '{}', contentType: 'text/plain' },
    { label: 'XML body', raw: '<a/>', contentType: 'application/xml' },
    { label: 'form body', raw: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    { label: 'body without content type', raw: '{}' },
  ];
}

const CRLF = '\r\n';

/** Malformed multipart bodies (for routes the document says take multipart, and every other body route). */
export function malformedMultipartBodies(fieldName: string): { label: string; raw: string; contentType: string; field?: string }[] {
  const b = 'fwbadinputboundary';
  const part = (name: string, filename: string | undefined, content: string) =>
    [
      `--${b}`,
      `Content-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`,
      ...(filename === undefined ? [] : ['Content-Type: text/csv']),
      '',
      content,
    ].join(CRLF);
  const csv = 'name;stunden\nAnna;8\n';
  const type = `multipart/form-data; boundary=${b}`;
  return [
    { label: 'multipart without boundary', raw: `${part(fieldName, 'a.csv', csv)}${CRLF}--${b}--${CRLF}`, contentType: 'multipart/form-data' },
    { label: 'multipart with an empty boundary', raw: `--${CRLF}${CRLF}`, contentType: 'multipart/form-data; boundary=' },
    { label: 'multipart boundary not in the body', raw: 'just some text', contentType: type },
    { label: 'multipart truncated inside a part', raw: part(fieldName, 'a.csv', csv).slice(0, -4), contentType: type },
    { label: 'multipart without the closing boundary', raw: `${part(fieldName, 'a.csv', csv)}${CRLF}`, contentType: type },
    { label: 'multipart part without headers', raw: `--${b}${CRLF}${CRLF}data${CRLF}--${b}--${CRLF}`, contentType: type },
    { label: 'multipart malformed part header', raw: `--${b}${CRLF}Content-Disposition form-data name=${CRLF}${CRLF}x${CRLF}--${b}--${CRLF}`, contentType: type },
    { label: 'multipart empty body', raw: '', contentType: type },
    { label: `multipart file under another field name`, raw: `${part('file', 'a.csv', csv)}${CRLF}--${b}--${CRLF}`, contentType: type, field: fieldName },
    { label: 'multipart with a text field only', raw: `${part(fieldName, undefined, 'text')}${CRLF}--${b}--${CRLF}`, contentType: type, field: fieldName },
    {
      label: 'multipart with two files',
      raw: `${part(fieldName, 'a.csv', csv)}${CRLF}${part(fieldName, 'b.csv', csv)}${CRLF}--${b}--${CRLF}`,
      contentType: type,
      field: fieldName,
    },
    {
      label: 'multipart file name with a control character',
      raw: `${part(fieldName, 'a\u0000b.csv', csv)}${CRLF}--${b}--${CRLF}`,
      contentType: type,
      field: fieldName,
    },
  ];
}

/** The operations of the document as route models (parameters filled from the policy's concrete path). */
export function routeModels(doc: OpenApiDocument, concretePath: (route: string) => string | undefined = () => undefined): RouteModel[] {
  const models: RouteModel[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const route = routeKey(method, template);
      const parameters = operation.parameters ?? [];
      const concrete = concretePath(route);
      const query = new URLSearchParams();
      for (const p of parameters.filter((q) => q.in === 'query' && q.required))
        query.set(p.name, String(sampleValue(doc, p.schema, p.name)));
      for (const [key, value] of new URLSearchParams(concrete?.split('?')[1] ?? '')) query.set(key, value);
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      models.push({
        route,
        method: method.toUpperCase(),
        path: fillPath(template, parameters, concrete),
        template: template.replace(/^\/api\/v1/, ''),
        query,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        jsonBody: jsonSchema ? resolve(doc, jsonSchema) : undefined,
        multipart: content['multipart/form-data'] !== undefined,
      });
    }
  }
  return models;
}

const hasBody = (model: RouteModel) => model.method !== 'GET';

/** The request with one path parameter replaced (other segments as in the concrete path). */
function withPathParam(model: RouteModel, name: string, encoded: string): string {
  const templateSegments = model.template.split('/');
  const segments = model.path.split('/');
  const index = templateSegments.indexOf(`{${name}}`);
  if (index < 0 || segments.length !== templateSegments.length) return model.path;
  segments[index] = encoded;
  return segments.join('/');
}

/**
 * The random cases of one route: an arbitrary that picks a place (path parameter, query parameter,
 * body field) and a value of a class that place certainly refuses. Undefined when the route has no input.
 */
export function randomCases(doc: OpenApiDocument, model: RouteModel, uploadField: string): fc.Arbitrary<GeneratedCase> | undefined {
  const base = { route: model.route, method: model.method, path: model.path, query: model.query.toString() };
  const options: fc.Arbitrary<GeneratedCase>[] = [];
  for (const param of model.pathParams) {
    options.push(
      fc.oneof(...pathDraws).map(({ inputClass, value }) => ({
        ...base,
        path: withPathParam(model, param.name, String(value)),
        inputClass,
        location: 'path' as const,
        label: `path ${param.name} ← ${describe(value)}`,
      })),
    );
  }
  for (const param of model.queryParams) {
    const schema = resolve(doc, param.schema);
    const others = new URLSearchParams(model.query);
    others.delete(param.name);
    const prefix = others.toString() ? `${others.toString()}&` : '';
    options.push(
      fc.oneof(...rawQueryDraws(param, schema)).map(({ inputClass, value }) => ({
        ...base,
        query: `${prefix}${String(value)}`,
        inputClass,
        location: 'query' as const,
        label: `query ${String(value).slice(0, 80)}`,
        field: QUERY_MUST_REFUSE.has(inputClass) ? param.name : undefined,
      })),
    );
  }
  if (model.jsonBody) {
    const schema = model.jsonBody;
    const valid = sampleObject(doc, schema);
    for (const field of jsonFields(doc, schema)) {
      const name = field.path.join('.');
      options.push(
        fc.oneof(...jsonFieldDraws(doc, field.schema)).map(({ inputClass, value }) => ({
          ...base,
          body: { raw: toJson(setIn(valid, field.path, value)), contentType: 'application/json' },
          inputClass,
          location: 'body' as const,
          label: `${name} ← ${describe(value)}`,
          // A prototype key or a nesting deeper than the parser allows is refused for the whole body.
          field: inputClass === 'prototype key' ? undefined : name,
        })),
      );
    }
  }
  const bodies = model.multipart ? [] : malformedBodyCases(model, uploadField);
  if (bodies.length) options.push(fc.constantFrom(...bodies));
  return options.length ? fc.oneof(...options) : undefined;
}

/** Bodies refused by every route that takes a body, whether or not it reads one (the parser refuses them). */
const REFUSED_ANYWHERE = new Set([
  'invalid JSON',
  'truncated JSON string',
  'NUL in JSON',
  'JSON with trailing garbage',
  'empty JSON body',
  'top-level __proto__',
  'JSON with charset utf-16',
  'text/plain body',
  'XML body',
  'form body',
]);

/**
 * The malformed bodies of one route. A route that reads no body would act on a well-formed one
 * it ignores, so it only gets bodies the parser itself refuses; a route the document declares
 * multipart gets every malformed multipart body.
 */
export function malformedBodyCases(model: RouteModel, uploadField: string): GeneratedCase[] {
  if (!hasBody(model)) return [];
  const base = { route: model.route, method: model.method, path: model.path, query: model.query.toString() };
  const readsBody = model.jsonBody !== undefined || model.multipart;
  const json: GeneratedCase[] = malformedJsonBodies()
    .filter(({ label }) => (readsBody ? !(model.multipart && label === 'body without content type') : REFUSED_ANYWHERE.has(label)))
    .map(({ label, raw, contentType }) => ({ ...base, body: { raw, contentType }, inputClass: 'malformed body', location: 'body', label }));
  const multipart: GeneratedCase[] = malformedMultipartBodies(uploadField)
    .filter(({ field }) => model.multipart || (model.jsonBody !== undefined && field === undefined))
    .map(({ label, raw, contentType, field }) => ({
      ...base,
      body: { raw, contentType },
      inputClass: 'malformed multipart',
      location: 'multipart',
      label,
      field: model.multipart ? field : undefined,
    }));
  return [...json, ...multipart];
}

/**
 * The cases every run sends: for routes declared multipart all malformed bodies (they are few);
 * elsewhere one invalid JSON body (the others are drawn among the random cases).
 */
export function fixedCases(model: RouteModel, uploadField: string): GeneratedCase[] {
  const all = malformedBodyCases(model, uploadField);
  return model.multipart ? all : all.filter((c) => c.label === 'invalid JSON');
}
