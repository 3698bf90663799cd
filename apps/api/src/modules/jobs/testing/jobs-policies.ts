/**
 * Authorization-matrix entries of the jobs routes (spread into apps/api/src/authz/route-policy.ts).
 * Unknown jobs answer 404 to the roles allowed to act; `owned` posts a real job as a fresh client and
 * checks that its owner gets 2xx and another client 404 (the job's existence is not revealed).
 */
import { randomUUID } from 'node:crypto';
// Types only: route-policy.ts imports this file.
import type { Outcome, RoutePolicy } from '../../../authz/route-policy';
import type { TestApi } from '../../../testing/test-api';

type Expect = RoutePolicy['expect'];
const clientOnly = (client: Outcome): Expect => ({ anonymous: 401, client, supplier: 403, admin: 403 });
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** A valid job request for a service of the catalogue. */
export async function matrixJobBody(call: TestApi['call'], draft = false) {
  const { body } = await call<{ items: { _id: string }[] }>('/services');
  const serviceId = body.data?.items[0]?._id;
  if (!serviceId) throw new Error('no service in the catalogue');
  return {
    type: 'resource',
    title: 'Matrix-Auftrag Elektroinstallation',
    serviceId,
    startDate: inTwoWeeks(),
    hours: 40,
    workersNeeded: 2,
    skills: [],
    languages: [],
    accommodation: false,
    budgetMin: 3500,
    budgetMax: 4500,
    location: { address: 'Domkloster 4, 50667 Köln', state: 'Nordrhein-Westfalen' },
    description: '<p>Matrix</p>',
    experience: 'Medium',
    draft,
  };
}

/** Posts a job as the client of `token`; returns `/jobs/<id><suffix>`. */
async function ownJob(token: string, call: TestApi['call'], suffix = '', draft = false): Promise<string> {
  const { status, body } = await call<{ _id: string }>('/jobs', {
    method: 'POST',
    token,
    json: await matrixJobBody(call, draft),
  });
  if (status !== 201 || !body.data) throw new Error(`posting a job failed with ${status}`);
  return `/jobs/${body.data._id}${suffix}`;
}

/** Client-only routes on one job: unknown → 404 for clients; another client's job → 404. */
const ownedJobRoute = (suffix: string, options: { json?: unknown; draft?: boolean } = {}): RoutePolicy => ({
  expect: clientOnly(404),
  path: `/jobs/${randomUUID()}${suffix}`,
  request: () => (options.json === undefined ? {} : { json: options.json }),
  owned: {
    roles: ['client'],
    create: (token, call) => ownJob(token, call, suffix, options.draft),
    otherOutcome: 404,
  },
});

export const jobsPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/jobs': {
    expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: '2xx' },
    path: '/jobs?q=Elektriker&state=Bayern',
  },
  // Catalogue ids are checked after authorization: an unknown service is 400 for the client (posting is covered by jobs.int-spec.ts).
  'POST /api/v1/jobs': {
    expect: clientOnly(400),
    request: () => ({
      json: {
        type: 'fixedBudget',
        title: 'Matrix-Auftrag',
        serviceId: randomUUID(),
        startDate: inTwoWeeks(),
        hours: 40,
        skills: [],
        languages: [],
        accommodation: false,
        budgetMin: 100,
        budgetMax: 200,
        location: { address: 'Köln', state: 'Nordrhein-Westfalen' },
        description: '<p>x</p>',
        experience: 'Fresher',
      },
    }),
  },
  'GET /api/v1/jobs/mine': { expect: clientOnly('2xx') },
  'GET /api/v1/jobs/saved': { expect: { anonymous: 401, client: 403, supplier: '2xx', admin: 403 } },
  'GET /api/v1/jobs/relevant': { expect: { anonymous: 401, client: 403, supplier: '2xx', admin: 403 } },
  // Reading: an unknown job is 404 for every role; another client's job too.
  'GET /api/v1/jobs/:id': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/jobs/${randomUUID()}`,
    // another client may read an open job (the market), never a draft
    owned: { roles: ['client'], create: (token, call) => ownJob(token, call, '', true), otherOutcome: 404 },
  },
  'PATCH /api/v1/jobs/:id': ownedJobRoute('', { json: { title: 'Matrix-Auftrag geändert' } }),
  'DELETE /api/v1/jobs/:id': ownedJobRoute(''),
  'POST /api/v1/jobs/:id/publish': ownedJobRoute('/publish', { draft: true }),
  'POST /api/v1/jobs/:id/close': ownedJobRoute('/close', { json: {} }),
  // Saving an unknown job is 404 for suppliers; unsaving is idempotent.
  'POST /api/v1/jobs/:id/save': {
    expect: { anonymous: 401, client: 403, supplier: 404, admin: 403 },
    path: `/jobs/${randomUUID()}/save`,
  },
  'DELETE /api/v1/jobs/:id/save': {
    expect: { anonymous: 401, client: 403, supplier: '2xx', admin: 403 },
    path: `/jobs/${randomUUID()}/save`,
  },
  'GET /api/v1/admin/jobs': {
    expect: { anonymous: 401, client: 403, supplier: 403, admin: '2xx' },
    path: '/admin/jobs?status=open',
  },
  'POST /api/v1/admin/jobs/:id/deactivate': {
    expect: { anonymous: 401, client: 403, supplier: 403, admin: 404 },
    path: `/admin/jobs/${randomUUID()}/deactivate`,
    request: () => ({ json: { reason: 'Verstoß gegen die Nutzungsbedingungen' } }),
  },
});
