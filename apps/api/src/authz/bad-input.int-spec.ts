/**
 * Bad-input suite: every route with a JSON body or query parameters in the OpenAPI document
 * the app serves gets, per field, missing / wrong-typed / oversized / operator-shaped values, and per
 * body prototype keys, invalid JSON, an array and a wrong content type — sent as a role the route
 * allows, so validation is what answers. Expected: 400 naming the field (body-level: a 400 whose
 * message says why), never a 2xx for garbage, never a 5xx.
 */
import { API_DOCS_PATH } from '@fachwerk/shared/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BadInputActors, sendRaw, type ResponseBody } from './bad-input/harness';
import {
  badInputCases,
  namesField,
  type BadInputCase,
  type OpenApiDocument,
} from './bad-input/openapi-cases';
import { ROUTE_POLICY } from './route-policy';

/** Statuses that may legitimately answer before validation (auth, missing object, conflict, size, type, rate). */
const EARLIER_ANSWERS = new Set([401, 403, 404, 409, 413, 415, 429]);
const CONCURRENCY = 4;

let api: TestApi;
let doc: OpenApiDocument;

beforeAll(async () => {
  api = await startTestApi('badinput', { RATE_LIMIT_MAX: '100000' });
  const response = await fetch(`${api.baseUrl}${API_DOCS_PATH}-json`);
  doc = (await response.json()) as OpenApiDocument;
});

afterAll(async () => {
  await api?.close();
});

interface Result {
  testCase: BadInputCase;
  status: number;
  body: ResponseBody;
}

async function send(testCase: BadInputCase, token: string | undefined): Promise<Result> {
  const { status, body } = await sendRaw(api, { ...testCase, token });
  return { testCase, status, body };
}

/** Why an answer is wrong, or undefined when it is a correct refusal. */
function verdict({ testCase, status, body }: Result): string | undefined {
  if (status >= 500) return 'server error';
  if (status < 400) return 'accepted (garbage got through)';
  if (status === 400) {
    if (typeof body === 'string' || !body.message) return '400 without an envelope message';
    if (testCase.field && !namesField(body.errors, testCase.field))
      return `400 does not name "${testCase.field}"`;
    return undefined;
  }
  if (status === 415 && testCase.allow415) return undefined;
  return EARLIER_ANSWERS.has(status) ? undefined : `unexpected ${status}`;
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

interface Run {
  routes: Set<string>;
  results: Result[];
}

/** Sends every case (a few at a time) as the route's actor. */
async function runCases(): Promise<Run> {
  // BAD_INPUT_ONLY=<regex> sends only the cases of the matching routes (a module's own while it is built).
  const only = process.env['BAD_INPUT_ONLY'] ? new RegExp(process.env['BAD_INPUT_ONLY']) : undefined;
  const cases = badInputCases(doc, (route) => ROUTE_POLICY[route]?.path).filter((c) => !only || only.test(c.route));
  const actors = new BadInputActors(api);
  const results: Result[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const testCase = cases[next++]!;
      results.push(await send(testCase, await actors.tokenFor(testCase.route)));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { routes: new Set(cases.map((c) => c.route)), results };
}

const describeResult = ({ testCase, status, body }: Result, why: string) =>
  `${testCase.route} [${testCase.label}] → ${status}: ${why}\n    sent: ${short(testCase.body?.raw ?? `?${testCase.query}`)}\n    got: ${short(body)}`;

describe('bad input', () => {
  let run: Run;

  beforeAll(async () => {
    run = await runCases();
    const statusCounts: Record<number, number> = {};
    for (const { status } of run.results) statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    const earlier = run.results.filter((r) => r.status !== 400 && verdict(r) === undefined);
    if (process.env['BAD_INPUT_VERBOSE'])
      for (const r of run.results) console.log(describeResult(r, verdict(r) ?? 'ok'));
    console.log(
      [
        `bad input: ${run.results.length} requests over ${run.routes.size} routes (${[...run.routes].join(', ')})`,
        `status counts: ${Object.entries(statusCounts)
          .map(([status, count]) => `${status}×${count}`)
          .join(', ')}`,
        `5xx: ${run.results.filter((r) => r.status >= 500).length}`,
        ...(earlier.length
          ? [
              `answered before validation: ${earlier.map((r) => `${r.testCase.route} [${r.testCase.label}] ${r.status}`).join('; ')}`,
            ]
          : []),
      ].join('\n'),
    );
    // Thousands of requests (every field × every variant × every route): give a loaded machine time.
  }, 300_000);

  it('covers every documented route with a body or query, each with a policy entry', () => {
    if (!process.env['BAD_INPUT_ONLY']) expect(run.routes.size).toBeGreaterThan(3);
    // A route without a policy entry fails the authorization matrix too; here its actor would be unknown.
    expect([...run.routes].filter((route) => !ROUTE_POLICY[route])).toEqual([]);
  });

  it('never answers with a 5xx, and no body pollutes Object.prototype', () => {
    const serverErrors = run.results
      .filter((r) => r.status >= 500)
      .map((r) => describeResult(r, 'server error'));
    expect(serverErrors).toEqual([]);
    // The app runs in this process: a body that polluted Object.prototype would show here.
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });

  it('refuses every malformed value with a 400 naming the field (or a 4xx that legitimately answers first)', () => {
    const failures = run.results.flatMap((r) => {
      const why = verdict(r);
      return why && r.status < 500 ? [describeResult(r, why)] : [];
    });
    expect(failures).toEqual([]);
  });
});
