/**
 * Generated bad input: for every operation of the OpenAPI document the app serves,
 * fast-check draws invalid values of every input class (control characters, numbers beyond any
 * column, negatives, floats for integers, wrong JSON types, arrays for objects and back, deep
 * nesting, prototype keys) for every path parameter, query parameter and body field, and every body
 * route gets malformed JSON and multipart bodies. Every route also gets lone surrogates and
 * noncharacters in its path, query, body and file name (unsafeTextCases). Seeded, a bounded number
 * of runs per route.
 *
 * Expected: never a 5xx; every case refused with a 4xx (a 400 names the field it is about); and no
 * table changed (row count and row hashes of every table, before and after).
 */
import fc from 'fast-check';
import { API_DOCS_PATH, UPLOAD_FIELD_NAME } from '@fachwerk/shared/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';
import {
  fixedCases,
  INPUT_CLASSES,
  randomCases,
  routeModels,
  unsafeTextCases,
  type GeneratedCase,
  type RouteModel,
} from './bad-input/generated-cases';
import { BadInputActors, changedTables, sendRaw, tableFingerprint, type ResponseBody } from './bad-input/harness';
import { namesField, type OpenApiDocument } from './bad-input/openapi-cases';
import { ROUTE_POLICY } from './route-policy';

/** Fixed seed (override with BAD_INPUT_SEED to explore); runs per route keep the tier fast. */
const SEED = Number(process.env['BAD_INPUT_SEED'] ?? 20261125);
const RUNS_PER_ROUTE = Number(process.env['BAD_INPUT_RUNS'] ?? 12);
const CONCURRENCY = 4;
const ONLY = process.env['BAD_INPUT_ONLY'] ? new RegExp(process.env['BAD_INPUT_ONLY']) : undefined;
/** Statuses that legitimately answer before validation (auth, missing object, conflict, size, type, rate). */
const EARLIER_ANSWERS = new Set([401, 403, 404, 405, 409, 413, 415, 429]);

let api: TestApi;
let addresses = 0;
const nextClientAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
let doc: OpenApiDocument;

beforeAll(async () => {
  api = await startTestApi('badgen', { RATE_LIMIT_MAX: '1000000', TRUST_PROXY: 'true' });
  doc = (await (await fetch(`${api.baseUrl}${API_DOCS_PATH}-json`)).json()) as OpenApiDocument;
});

afterAll(async () => {
  await api?.close();
});

interface Result {
  testCase: GeneratedCase;
  status: number;
  body: ResponseBody;
  ms: number;
}

/** Why an answer is wrong, or undefined when it is a correct refusal. */
function verdict({ testCase, status, body }: Result): string | undefined {
  if (status >= 500) return 'server error';
  if (status < 400) return 'accepted';
  if (status === 400) {
    if (typeof body === 'string' || !body.message) return '400 without an envelope message';
    if (testCase.field && !namesField(body.errors, testCase.field)) return `400 does not name "${testCase.field}"`;
    return undefined;
  }
  return EARLIER_ANSWERS.has(status) ? undefined : `unexpected ${status}`;
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
};
const report = ({ testCase, status, body }: Result, why: string) =>
  `${testCase.route} [${testCase.inputClass}: ${testCase.label}] → ${status}: ${why}\n    got: ${short(body)}`;

interface Run {
  models: RouteModel[];
  results: Result[];
  failures: string[];
  written: string[];
}

async function runRoute(model: RouteModel, token: string | undefined, results: Result[], failures: string[]): Promise<void> {
  const send = async (testCase: GeneratedCase): Promise<Result> => {
    const started = performance.now();
    // A new client address per request (the app trusts the loopback proxy): per-IP limits of
    // public routes (inquiries, registration uploads) must not answer before validation does.
    const headers = { 'x-forwarded-for': nextClientAddress() };
    const { status, body } = await sendRaw(api, { ...testCase, token, headers });
    const result = { testCase, status, body, ms: performance.now() - started };
    results.push(result);
    return result;
  };
  for (const testCase of [...fixedCases(model, UPLOAD_FIELD_NAME), ...unsafeTextCases(doc, model, UPLOAD_FIELD_NAME)]) {
    const result = await send(testCase);
    const why = verdict(result);
    if (why) failures.push(report(result, why));
  }
  const arbitrary = randomCases(doc, model, UPLOAD_FIELD_NAME);
  if (!arbitrary) return;
  let lastFailure: Result | undefined;
  const outcome = await fc.check(
    fc.asyncProperty(arbitrary, async (testCase) => {
      const result = await send(testCase);
      const why = verdict(result);
      if (why) lastFailure = result;
      return why === undefined;
    }),
    { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
  );
  if (outcome.failed && lastFailure) failures.push(report(lastFailure, verdict(lastFailure) ?? 'property failed'));
}

async function runAll(): Promise<Run> {
  // BAD_INPUT_ONLY=<regex> runs only the matching routes (a module's own while it is built); the
  // coverage test then checks the policy entries only.
  const models = routeModels(doc, (route) => ROUTE_POLICY[route]?.path).filter((m) => !ONLY || ONLY.test(m.route));
  const actors = new BadInputActors(api);
  // Every token first: logging in writes sessions, which must happen before the fingerprint.
  const tokens = new Map<string, string | undefined>();
  for (const model of models) tokens.set(model.route, await actors.tokenFor(model.route));
  const before = await tableFingerprint(api);
  const results: Result[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < models.length) {
      const model = models[next++]!;
      await runRoute(model, tokens.get(model.route), results, failures);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const written = changedTables(before, await tableFingerprint(api));
  return { models, results, failures, written };
}

describe('generated bad input (every route of the OpenAPI document)', () => {
  let run: Run;

  beforeAll(async () => {
    run = await runAll();
    const byStatus: Record<number, number> = {};
    const byClass: Record<string, number> = {};
    for (const { status, testCase } of run.results) {
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      byClass[testCase.inputClass] = (byClass[testCase.inputClass] ?? 0) + 1;
    }
    if (process.env['BAD_INPUT_VERBOSE'])
      for (const r of run.results) console.log(`${r.ms.toFixed(0)} ms ${report(r, verdict(r) ?? 'ok')}`);
    console.log(
      [
        `generated bad input (seed ${SEED}, ${RUNS_PER_ROUTE} runs per route): ${run.results.length} requests over ${run.models.length} operations`,
        `classes: ${Object.entries(byClass).map(([c, n]) => `${c}×${n}`).join(', ')}`,
        `statuses: ${Object.entries(byStatus).map(([s, n]) => `${s}×${n}`).join(', ')}`,
      ].join('\n'),
    );
  }, 240_000);

  it('covers every operation of the document, each with a policy entry, and every input class', () => {
    expect(run.models.filter((m) => !ROUTE_POLICY[m.route]).map((m) => m.route)).toEqual([]);
    if (ONLY) return;
    expect(run.models.length).toBeGreaterThan(100);
    const sent = new Set(run.results.map((r) => r.testCase.inputClass));
    expect(INPUT_CLASSES.filter((c) => !sent.has(c))).toEqual([]);
    // Both upload routes (one is public) are declared multipart and get the malformed multipart bodies.
    const multipart = new Set(run.results.filter((r) => r.testCase.location === 'multipart' && r.testCase.route.includes('/uploads')).map((r) => r.testCase.route));
    expect([...multipart].sort()).toEqual(['POST /api/v1/uploads', 'POST /api/v1/uploads/registration']);
  });

  it('never answers with a 5xx', () => {
    expect(run.results.filter((r) => r.status >= 500).map((r) => report(r, 'server error'))).toEqual([]);
  });

  it('refuses every case with a 4xx, a 400 naming the field', () => {
    expect(run.failures).toEqual([]);
  });

  it('writes nothing (every table has the same rows before and after)', () => {
    expect(run.written).toEqual([]);
  });
});
