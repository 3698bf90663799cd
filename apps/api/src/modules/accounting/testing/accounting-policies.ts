/**
 * Authorization-matrix entries of the accounting routes (spread into apps/api/src/authz/route-policy.ts).
 * A client's buyer profile and its jobs' references are the client's alone (another client's job is
 * 404); the bookkeeping settings and exports are suppliers' and always read only the caller's own
 * invoices (accounting.int-spec.ts shows another supplier's export does not contain them). The DATEV
 * export of the demo supplier, which has no DATEV numbers, is 409 DATEV_SETTINGS_INCOMPLETE; its
 * success is covered by accounting.int-spec.ts. Periods lie before any seeded invoice, so the other
 * exports answer 2xx with empty lists.
 */
import { randomUUID } from 'node:crypto';
// Types only: route-policy.ts imports this file.
import type { Outcome, RoutePolicy } from '../../../authz/route-policy';
import { createJob, userIdOf } from '../../../testing/marketplace-fixtures';

type Expect = RoutePolicy['expect'];
const only = (role: 'client' | 'supplier', outcome: Outcome): Expect => ({
  anonymous: 401,
  client: role === 'client' ? outcome : 403,
  supplier: role === 'supplier' ? outcome : 403,
  admin: 403,
});
const period = '?from=2020-01-01&to=2020-01-31';

const ownJob: RoutePolicy['owned'] = {
  roles: ['client'],
  otherOutcome: 404,
  create: async (token, _call, db) => `/accounting/jobs/${(await createJob(db, userIdOf(token))).id}/buyer-reference`,
};

export const accountingPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/accounting/buyer-profile': { expect: only('client', '2xx') },
  'PATCH /api/v1/accounting/buyer-profile': { expect: only('client', '2xx'), request: () => ({ json: { buyerReference: 'Matrix' } }) },
  'GET /api/v1/accounting/jobs/:id/buyer-reference': { expect: only('client', 404), path: `/accounting/jobs/${randomUUID()}/buyer-reference`, owned: ownJob },
  'PUT /api/v1/accounting/jobs/:id/buyer-reference': {
    expect: only('client', 404),
    path: `/accounting/jobs/${randomUUID()}/buyer-reference`,
    request: () => ({ json: { leitwegId: '04011000-1234512345-06', buyerReference: null } }),
    owned: ownJob,
  },
  'GET /api/v1/accounting/settings': { expect: only('supplier', '2xx') },
  'PATCH /api/v1/accounting/settings': { expect: only('supplier', '2xx'), request: () => ({ json: { chart: 'SKR03' } }) },
  'GET /api/v1/accounting/exports/datev.zip': { expect: only('supplier', 409), path: `/accounting/exports/datev.zip${period}` },
  'GET /api/v1/accounting/exports/archive.zip': { expect: only('supplier', '2xx'), path: `/accounting/exports/archive.zip${period}` },
  'GET /api/v1/accounting/exports/invoices.csv': { expect: only('supplier', '2xx'), path: `/accounting/exports/invoices.csv${period}` },
  'GET /api/v1/accounting/exports/open-items.csv': { expect: only('supplier', '2xx'), path: '/accounting/exports/open-items.csv?at=2020-01-31' },
  'GET /api/v1/accounting/exports/payments.csv': { expect: only('supplier', '2xx'), path: `/accounting/exports/payments.csv${period}` },
});
