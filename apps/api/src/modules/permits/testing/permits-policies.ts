/**
 * Authorization-matrix entries of the AÜG permit routes (spread into apps/api/src/authz/route-policy.ts).
 */
import { randomUUID } from 'node:crypto';
// Types only: route-policy.ts imports this file.
import type { RoutePolicy } from '../../../authz/route-policy';
import { userIdOf } from '../../../testing/marketplace-fixtures';

const unknown = () => randomUUID();
const adminOnUnknownSupplier = (suffix: string, json?: unknown): RoutePolicy => ({
  expect: { anonymous: 401, client: 403, supplier: 403, admin: 404 },
  path: `/admin/accounts/${unknown()}/permit${suffix}`,
  ...(json ? { request: () => ({ json }) } : {}),
});

export const permitsPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/permits/me': { expect: { anonymous: 401, client: 403, supplier: '2xx', admin: 403 } },
  // Filing replaces the permit, so it runs as a disposable supplier; a file that is not the caller's
  // own upload is refused with 400 naming `file` (the role is allowed, the object check answers).
  'PUT /api/v1/permits/me': {
    expect: { anonymous: 401, client: 403, supplier: 400, admin: 403 },
    disposableActor: true,
    request: () => ({ json: { agency: 'BA Test', issuedOn: '2024-01-02', unlimited: true, file: `/api/v1/files/${randomUUID()}` } }),
  },
  'GET /api/v1/suppliers/:id/permit': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/suppliers/${unknown()}/permit`,
    owned: {
      roles: ['supplier'],
      otherOutcome: 404,
      create: async (token) => `/suppliers/${userIdOf(token)}/permit`,
    },
  },
  'GET /api/v1/admin/accounts/:id/permit': adminOnUnknownSupplier(''),
  'POST /api/v1/admin/accounts/:id/permit/verify': adminOnUnknownSupplier('/verify'),
  'POST /api/v1/admin/accounts/:id/permit/reject': adminOnUnknownSupplier('/reject', { reason: 'Kopie unleserlich' }),
});
