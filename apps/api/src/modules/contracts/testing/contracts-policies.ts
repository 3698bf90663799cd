/**
 * Authorization-matrix entries of the contract routes of an award (spread into
 * apps/api/src/authz/route-policy.ts). Unknown awards answer 404 to the roles allowed to act; `owned`
 * creates an award of a fresh account and checks that its party gets 2xx and another account of the
 * same role 404.
 */
import { createHash, randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import type { Db } from '@fachwerk/server/db';
// Types only: route-policy.ts imports this file.
import type { RoutePolicy } from '../../../authz/route-policy';
import { createAward, roleOf, userIdByEmail, userIdOf } from '../../../testing/marketplace-fixtures';

const unknown = () => randomUUID();
const parties = { anonymous: 401, client: 404, supplier: 404, admin: 404 } as const;

/** The body that accepts the stand-in version `createAward` stores for the last owned award. */
let acceptBody = { version: 1, sha256: '0'.repeat(64) };

/** A resource award of the token's account (as client or supplier) whose contract awaits both parties. */
async function awardOf(token: string, db: Db): Promise<string> {
  const me = userIdOf(token);
  const clientId = roleOf(token) === 'client' ? me : await userIdByEmail(db, DEMO_ACCOUNTS.client);
  const supplierId = clientId === me ? await userIdByEmail(db, DEMO_ACCOUNTS.supplier) : me;
  const { awardId } = await createAward(db, { clientId, supplierId, status: 'awarded', type: 'resource', contract: 'awaiting' });
  acceptBody = { version: 1, sha256: createHash('sha256').update(`Testvertrag ${awardId}\n`, 'utf8').digest('hex') };
  return awardId;
}

const read = (suffix: string): RoutePolicy => ({
  expect: parties,
  path: `/awards/${unknown()}/contract${suffix}`,
  owned: {
    roles: ['client', 'supplier'],
    otherOutcome: 404,
    create: async (token, _call, db) => `/awards/${await awardOf(token, db)}/contract${suffix}`,
  },
});

export const contractsPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/awards/:id/contract': read(''),
  'GET /api/v1/awards/:id/contract/versions': read('/versions'),
  'GET /api/v1/awards/:id/contract/pdf': read('/pdf'),
  'PUT /api/v1/awards/:id/contract/staffing-terms': {
    expect: { anonymous: 401, client: 404, supplier: 403, admin: 403 },
    path: `/awards/${unknown()}/contract/staffing-terms`,
    request: () => ({
      json: { activity: 'Lager', qualification: 'Staplerschein', workingConditions: '40 h/Woche', comparablePay: 1800 },
    }),
    owned: {
      roles: ['client'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/awards/${await awardOf(token, db)}/contract/staffing-terms`,
    },
  },
  'POST /api/v1/awards/:id/contract/accept': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 403 },
    path: `/awards/${unknown()}/contract/accept`,
    request: () => ({ json: acceptBody }),
    owned: {
      roles: ['client', 'supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/awards/${await awardOf(token, db)}/contract/accept`,
    },
  },
});
