/**
 * Authorization-matrix entries of the change-order routes (spread into
 * apps/api/src/authz/route-policy.ts). Unknown awards and change orders answer 404 to the role allowed
 * to act and 403 to the other roles; `owned` creates a running fixed-price award of a fresh account
 * (with a proposed change order for the decisions) and checks that its party gets 2xx and another
 * account of the same role 404.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { changeOrders, type Db } from '@fachwerk/server/db';
// Types only: route-policy.ts imports this file.
import type { RoutePolicy } from '../../../authz/route-policy';
import { createAward, roleOf, userIdByEmail, userIdOf } from '../../../testing/marketplace-fixtures';

const unknown = () => randomUUID();

/** A fixed-price award in progress between the token's account and the demo account of the other role. */
export async function fixedPriceAwardOf(token: string, db: Db): Promise<{ awardId: string; clientId: string; supplierId: string }> {
  const me = userIdOf(token);
  const clientId = roleOf(token) === 'client' ? me : await userIdByEmail(db, DEMO_ACCOUNTS.client);
  const supplierId = clientId === me ? await userIdByEmail(db, DEMO_ACCOUNTS.supplier) : me;
  const { awardId } = await createAward(db, { clientId, supplierId, status: 'in_progress', type: 'fixedBudget' });
  return { awardId, clientId, supplierId };
}

/** A proposed change order on a new award of the token's account; returns its id. */
async function proposedOf(token: string, db: Db): Promise<string> {
  const { awardId, supplierId } = await fixedPriceAwardOf(token, db);
  const [row] = await db.insert(changeOrders).values({ awardId, amountCents: 25_000, reason: 'Zusätzliche Steckdosen', proposedBy: supplierId }).returning({ id: changeOrders.id });
  if (!row) throw new Error('change order not stored');
  return row.id;
}

const decision = (action: 'accept' | 'decline' | 'withdraw', json?: Record<string, unknown>): RoutePolicy => {
  const party = action === 'withdraw' ? 'supplier' : 'client';
  return {
    expect: { anonymous: 401, client: party === 'client' ? 404 : 403, supplier: party === 'supplier' ? 404 : 403, admin: 403 },
    path: `/change-orders/${unknown()}/${action}`,
    ...(json ? { request: () => ({ json }) } : {}),
    owned: {
      roles: [party],
      otherOutcome: 404,
      create: async (token, _call, db) => `/change-orders/${await proposedOf(token, db)}/${action}`,
    },
  };
};

export const changeOrdersPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/awards/:id/change-orders': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/awards/${unknown()}/change-orders`,
    owned: {
      roles: ['client', 'supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/awards/${(await fixedPriceAwardOf(token, db)).awardId}/change-orders`,
    },
  },
  'POST /api/v1/awards/:id/change-orders': {
    expect: { anonymous: 401, client: 403, supplier: 404, admin: 403 },
    path: `/awards/${unknown()}/change-orders`,
    request: () => ({ json: { amountCents: 50_000, reason: 'Zusätzliche Leitungen im Keller' } }),
    owned: {
      roles: ['supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/awards/${(await fixedPriceAwardOf(token, db)).awardId}/change-orders`,
    },
  },
  'POST /api/v1/change-orders/:id/accept': decision('accept'),
  'POST /api/v1/change-orders/:id/decline': decision('decline', { note: 'Nicht vereinbart' }),
  'POST /api/v1/change-orders/:id/withdraw': decision('withdraw'),
});
