/**
 * Bad-input cases generated from the OpenAPI document the app serves: for every operation with a
 * JSON body or query parameters, per field (missing, wrong-typed, oversized, operator-shaped) and per
 * body (prototype keys, invalid JSON, an array, a wrong content type). A DTO documented with
 * `@ApiProperty` is covered as soon as its route exists.
 */

/** The subset of OpenAPI 3 the generator reads. */
export interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  /** Declared limit of a string field (long HTML bodies declare theirs). */
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** One request of the suite and what a correct answer looks like. */
export interface BadInputCase {
  /** Route as Nest declares it, e.g. "POST /api/v1/auth/login" (the key of ROUTE_POLICY). */
  route: string;
  method: string;
  /** Path under /api/v1 with parameters filled in (`{id}` → a sample). */
  path: string;
  /** Query string without "?" ('' for none). */
  query: string;
  /** Raw body and its content type; undefined = no body. */
  body?: { raw: string; contentType: string };
  /** Human-readable description, e.g. "email: operator {$ne}". */
  label: string;
  /** The field whose name must appear in `errors`; undefined = body-level (the message must say why). */
  field?: string;
  /** A refused content type may answer 415 instead of 400. */
  allow415?: boolean;
}

export const OVERSIZED_STRING = 'x'.repeat(10 * 1024);
const ARRAY_LENGTH = 1000;
const OPERATORS: Record<string, unknown>[] = [{ $ne: '' }, { $gt: '' }];

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(doc, doc.components?.schemas?.[name]);
  }
  if (schema.allOf?.length === 1) return { ...resolve(doc, schema.allOf[0]), ...schema, allOf: undefined };
  return schema;
}

/** A value the field's documentation says is valid (example, enum, default or a typed sample). */
export function sampleValue(doc: OpenApiDocument, raw: Schema | undefined, name = ''): unknown {
  const schema = resolve(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleValue(doc, schema.items)];
    default:
      if (schema.properties) return sampleObject(doc, schema);
      if (schema.format === 'email' || /mail/i.test(name)) return 'bad-input@fachwerk.test';
      if (schema.format === 'uuid' || /id$/i.test(name)) return '00000000-0000-4000-8000-000000000000';
      return 'Fachwerk Probe';
  }
}

export function sampleObject(doc: OpenApiDocument, schema: Schema): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleValue(doc, property, name)]));
}

/** Values of a different JSON type than the field's (number↔string, array↔object, boolean). */
function wrongTyped(schema: Schema): [string, unknown][] {
  const type = schema.type ?? (schema.properties ? 'object' : 'string');
  const all: Record<string, [string, unknown]> = {
    string: ['string', 'not-a-number'],
    number: ['number', 12345],
    boolean: ['boolean', true],
    array: ['array', ['x']],
    object: ['object', { a: 'x' }],
  };
  const own = type === 'integer' ? 'number' : type;
  return Object.entries(all)
    .filter(([key]) => key !== own)
    .map(([, value]) => value);
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...target };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
  } else {
    copy[head] = setPath((copy[head] ?? {}) as Record<string, unknown>, rest, value);
  }
  return copy;
}

/** Leaf and object fields of a body schema as dotted paths (nested DTOs included, depth-limited). */
function fieldsOf(doc: OpenApiDocument, schema: Schema, prefix: string[] = [], depth = 0): { path: string[]; schema: Schema; required: boolean }[] {
  const fields: { path: string[]; schema: Schema; required: boolean }[] = [];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const property = resolve(doc, raw);
    const path = [...prefix, name];
    fields.push({ path, schema: property, required: schema.required?.includes(name) ?? false });
    if (property.properties && depth < 2) fields.push(...fieldsOf(doc, property, path, depth + 1));
  }
  return fields;
}

const json = (value: unknown) => ({ raw: JSON.stringify(value), contentType: 'application/json' });
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

export function fillPath(path: string, parameters: Parameter[], concretePath?: string): string {
  if (concretePath) return concretePath.split('?')[0] ?? concretePath;
  return path.replace(/^\/api\/v1/, '').replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(sampleValue({ paths: {} }, parameter?.schema, name)));
  });
}

/** 10 kB, or one character past a larger declared `maxLength` (e.g. CMS HTML bodies). */
function oversizedString(field: Schema): [string, string] {
  if (field.maxLength !== undefined && field.maxLength >= OVERSIZED_STRING.length)
    return [`oversized string (maxLength ${field.maxLength} + 1)`, 'x'.repeat(field.maxLength + 1)];
  return ['oversized string (10 kB)', OVERSIZED_STRING];
}

function bodyCases(doc: OpenApiDocument, base: Omit<BadInputCase, 'label'>, schema: Schema): BadInputCase[] {
  const valid = sampleObject(doc, schema);
  const cases: BadInputCase[] = [];
  for (const { path, schema: field, required } of fieldsOf(doc, schema)) {
    const name = path.join('.');
    const variants: [string, unknown][] = [
      ...(required ? ([['missing', undefined]] as [string, unknown][]) : []),
      ...wrongTyped(field).map(([type, value]): [string, unknown] => [`wrong type (${type})`, value]),
      oversizedString(field),
      [`oversized array (${ARRAY_LENGTH} elements)`, Array.from({ length: ARRAY_LENGTH }, () => sampleValue(doc, field.items ?? field, name))],
      ...OPERATORS.map((operator): [string, unknown] => [`operator ${JSON.stringify(operator)}`, operator]),
    ];
    for (const [variant, value] of variants) {
      cases.push({ ...base, label: `${name}: ${variant}`, field: name, body: json(setPath(valid, path, value)) });
    }
  }
  const whole: [string, { raw: string; contentType: string }][] = [
    ['body {"__proto__": {"isAdmin": true}}', { raw: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json' }],
    ['body {"constructor": {"prototype": {}}}', { raw: '{"constructor": {"prototype": {"isAdmin": true}}}', contentType: 'application/json' }],
    ['valid fields + "__proto__"', { raw: `${JSON.stringify(valid).slice(0, -1)}${Object.keys(valid).length ? ',' : ''}"__proto__":{"isAdmin":true}}`, contentType: 'application/json' }],
    ['invalid JSON', { raw: '{"email": ', contentType: 'application/json' }],
    ['empty JSON body', { raw: '', contentType: 'application/json' }],
    ['array instead of object', json([valid])],
    ['JSON null', { raw: 'null', contentType: 'application/json' }],
    ['JSON string', json('text')],
  ];
  for (const [label, body] of whole) cases.push({ ...base, label, body });
  cases.push({ ...base, label: 'text/plain body', body: { raw: JSON.stringify(valid), contentType: 'text/plain' }, allow415: true });
  return cases;
}

function queryCases(doc: OpenApiDocument, base: Omit<BadInputCase, 'label'>, parameters: Parameter[]): BadInputCase[] {
  const valid = new URLSearchParams();
  for (const p of parameters) valid.set(p.name, String(sampleValue(doc, p.schema, p.name)));
  const cases: BadInputCase[] = [];
  for (const p of parameters) {
    const schema = resolve(doc, p.schema);
    const others = new URLSearchParams(valid);
    others.delete(p.name);
    const prefix = others.toString() ? `${others.toString()}&` : '';
    const key = encodeURIComponent(p.name);
    const repeated = (n: number) => Array.from({ length: n }, () => `${key}=x`).join('&');
    const variants: [string, string][] = [
      ...(p.required ? ([['missing', '']] as [string, string][]) : []),
      ...(schema.type === 'integer' || schema.type === 'number' ? ([['wrong type (string)', `${key}=not-a-number`]] as [string, string][]) : []),
      ...(schema.type === 'boolean' ? ([['wrong type (string)', `${key}=maybe`]] as [string, string][]) : []),
      ...(schema.enum?.length ? ([['value outside the enum', `${key}=not-in-enum`]] as [string, string][]) : []),
      ['wrong type (array)', repeated(2)],
      ['oversized string (10 kB)', `${key}=${OVERSIZED_STRING}`],
      [`oversized array (${ARRAY_LENGTH} elements)`, repeated(ARRAY_LENGTH)],
      ['wrong type (bracket array)', `${key}[]=x`],
      ...OPERATORS.map((operator): [string, string] => {
        const op = Object.keys(operator)[0] ?? '';
        return [`operator ${op}`, `${key}[${encodeURIComponent(op)}]=`];
      }),
    ];
    for (const [variant, query] of variants) {
      cases.push({ ...base, label: `${p.name}: ${variant}`, field: p.name, query: `${prefix}${query}`.replace(/&$/, '') });
    }
  }
  for (const [label, query] of [
    ['query __proto__[isAdmin]=true', '__proto__[isAdmin]=true'],
    ['query __proto__=x', '__proto__=x'],
    ['query constructor[prototype][isAdmin]=true', 'constructor[prototype][isAdmin]=true'],
  ] as const) {
    cases.push({ ...base, label, query: `${valid.toString()}&${query}` });
  }
  return cases;
}

/**
 * Every bad-input case of the document. `concretePath` gives a route's real path where parameters
 * must name an existing object (from the route policy).
 */
export function badInputCases(doc: OpenApiDocument, concretePath: (route: string) => string | undefined = () => undefined): BadInputCase[] {
  const cases: BadInputCase[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const route = routeKey(method, path);
      const parameters = operation.parameters ?? [];
      const base = { route, method: method.toUpperCase(), path: fillPath(path, parameters, concretePath(route)), query: '' };
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      if (bodySchema) cases.push(...bodyCases(doc, base, resolve(doc, bodySchema)));
      const query = parameters.filter((p) => p.in === 'query');
      if (query.length) cases.push(...queryCases(doc, base, query));
    }
  }
  return cases;
}

/** Whether the 400 names the field: `errors` has it, a nested key under it, or a bracketed variant of it. */
export function namesField(errors: Record<string, unknown> | undefined, field: string): boolean {
  return Object.keys(errors ?? {}).some((key) => key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`));
}
