/**
 * Authorization-matrix entries of the awards routes (spread into apps/api/src/authz/route-policy.ts).
 * Unknown objects answer 404 to the roles allowed to act; `owned` creates a real object of a fresh
 * account and checks that its owner gets 2xx and another account of the same role 404.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import type { Db } from '@fachwerk/server/db';
// Types only: route-policy.ts imports this file.
import type { Outcome, RoutePolicy } from '../../../authz/route-policy';
import type { TestApi } from '../../../testing/test-api';
import { grantVerifiedPermit } from '../../../testing/accounts';
import {
  awardFor,
  createApplication,
  createJob,
  createWorkers,
  roleOf,
  userIdByEmail,
  userIdOf,
} from '../../../testing/marketplace-fixtures';

type Expect = RoutePolicy['expect'];
const only = (role: 'client' | 'supplier' | 'admin', outcome: Outcome, others: Outcome = 403): Expect => ({
  anonymous: 401,
  client: role === 'client' ? outcome : others,
  supplier: role === 'supplier' ? outcome : others,
  admin: role === 'admin' ? outcome : others,
});
const unknown = () => randomUUID();

/** A pending application of the demo supplier to a new job of the client; returns its id and the job's. */
async function applicationToClientJob(
  db: Db,
  clientId: string,
): Promise<{ applicationId: string; jobId: string; supplierId: string }> {
  const supplierId = await userIdByEmail(db, DEMO_ACCOUNTS.supplier);
  const job = await createJob(db, clientId, { workersNeeded: 1 });
  const [workerId] = await createWorkers(db, supplierId, 1);
  return {
    applicationId: await createApplication(db, job.id, supplierId, [workerId!]),
    jobId: job.id,
    supplierId,
  };
}

/** A pending application of the supplier (applied through the API, so the route's own writes run). */
async function supplierApplication(token: string, call: TestApi['call'], db: Db): Promise<string> {
  const supplierId = userIdOf(token);
  // resource jobs need a verified AÜG permit (§ 1 (1) AÜG)
  await grantVerifiedPermit(db, supplierId);
  const job = await createJob(db, await userIdByEmail(db, DEMO_ACCOUNTS.client));
  const workerIds = await createWorkers(db, supplierId, 1);
  const { status, body } = await call<{ _id: string }>(`/jobs/${job.id}/applications`, {
    method: 'POST',
    token,
    json: { workerIds, price: 4200, message: 'Matrix-Angebot' },
  });
  if (status !== 201) throw new Error(`apply failed with ${status}: ${JSON.stringify(body)}`);
  return body.data!._id;
}

/** Workers of the last `PUT /awards/{id}/workers` owner, so the policy's body names them. */
let namedWorkers: string[] = [randomUUID()];

export const awardsPolicies = (): Record<string, RoutePolicy> => ({
  'POST /api/v1/jobs/:id/applications': {
    expect: only('supplier', 404),
    path: `/jobs/${unknown()}/applications`,
    request: () => ({ json: { workerIds: [randomUUID()], price: 4000, message: 'Angebot' } }),
  },
  'GET /api/v1/jobs/:id/applications': {
    expect: { anonymous: 401, client: 404, supplier: 403, admin: 404 },
    path: `/jobs/${unknown()}/applications`,
    owned: {
      roles: ['client'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/jobs/${(await createJob(db, userIdOf(token))).id}/applications`,
    },
  },
  'GET /api/v1/jobs/:jobId/suppliers/:supplierId': {
    expect: { anonymous: 401, client: 404, supplier: 403, admin: 404 },
    path: `/jobs/${unknown()}/suppliers/${unknown()}`,
    owned: {
      roles: ['client'],
      otherOutcome: 404,
      create: async (token, _call, db) => {
        const { jobId, supplierId } = await applicationToClientJob(db, userIdOf(token));
        return `/jobs/${jobId}/suppliers/${supplierId}`;
      },
    },
  },
  'GET /api/v1/applications': { expect: only('supplier', '2xx') },
  'GET /api/v1/applications/:id': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/applications/${unknown()}`,
    owned: {
      roles: ['supplier', 'client'],
      otherOutcome: 404,
      create: async (token, call, db) =>
        `/applications/${roleOf(token) === 'client' ? (await applicationToClientJob(db, userIdOf(token))).applicationId : await supplierApplication(token, call, db)}`,
    },
  },
  'POST /api/v1/applications/:id/withdraw': {
    expect: only('supplier', 404),
    path: `/applications/${unknown()}/withdraw`,
    owned: {
      roles: ['supplier'],
      otherOutcome: 404,
      create: async (token, call, db) =>
        `/applications/${await supplierApplication(token, call, db)}/withdraw`,
    },
  },
  'POST /api/v1/applications/:id/award': {
    expect: only('client', 404),
    path: `/applications/${unknown()}/award`,
    request: () => ({ json: {} }),
    owned: {
      roles: ['client'],
      otherOutcome: 404,
      create: async (token, _call, db) =>
        `/applications/${(await applicationToClientJob(db, userIdOf(token))).applicationId}/award`,
    },
  },
  'POST /api/v1/applications/:id/reject': {
    expect: only('client', 404),
    path: `/applications/${unknown()}/reject`,
    request: () => ({ json: { reason: 'Zu teuer' } }),
    owned: {
      roles: ['client'],
      otherOutcome: 404,
      create: async (token, _call, db) =>
        `/applications/${(await applicationToClientJob(db, userIdOf(token))).applicationId}/reject`,
    },
  },
  'GET /api/v1/awards': {
    expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: '2xx' },
    path: '/awards?status[]=awarded&status[]=in_progress',
  },
  'GET /api/v1/awards/:id': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/awards/${unknown()}`,
    owned: {
      roles: ['client', 'supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/awards/${(await awardFor(token, db, 'awarded')).awardId}`,
    },
  },
  'PUT /api/v1/awards/:id/workers': {
    expect: only('supplier', 404),
    path: `/awards/${unknown()}/workers`,
    request: () => ({ json: { workerIds: namedWorkers } }),
    owned: {
      roles: ['supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => {
        namedWorkers = await createWorkers(db, userIdOf(token), 1);
        return `/awards/${(await awardFor(token, db, 'awarded')).awardId}/workers`;
      },
    },
  },
  'POST /api/v1/awards/:id/start': awardStep('supplier', 'start', 'awarded'),
  'POST /api/v1/awards/:id/complete': awardStep('supplier', 'complete', 'in_progress'),
  'POST /api/v1/awards/:id/approve': awardStep('client', 'approve', 'completed'),
  'POST /api/v1/awards/:id/reject-completion': {
    ...awardStep('client', 'reject-completion', 'completed'),
    request: () => ({ json: { reason: 'Die Steckdosen im 2. OG fehlen noch.' } }),
  },
});

function awardStep(
  role: 'client' | 'supplier',
  step: string,
  from: 'awarded' | 'in_progress' | 'completed',
): RoutePolicy {
  return {
    expect: only(role, 404),
    path: `/awards/${unknown()}/${step}`,
    owned: {
      roles: [role],
      otherOutcome: 404,
      create: async (token, _call, db) => `/awards/${(await awardFor(token, db, from)).awardId}/${step}`,
    },
  };
}
