/**
 * Authorization-matrix entries of the invoice routes (spread into apps/api/src/authz/route-policy.ts).
 * Unknown invoices answer 404 to every role allowed to ask; `owned` creates a real invoice of a fresh
 * account and checks that its owner gets 2xx and another account of the same role 404 (a client never
 * sees another client's invoices, a supplier only its own). Issuing and the downloads need a complete
 * profile and the worker: their success and ownership are covered by invoices.int-spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { eq } from 'drizzle-orm';
import { invoicePayments, invoices, type Db } from '@fachwerk/server/db';
// Types only: route-policy.ts imports this file.
import type { Outcome, RoutePolicy } from '../../../authz/route-policy';
import { createAward, roleOf, userIdByEmail, userIdOf } from '../../../testing/marketplace-fixtures';
import { createInvoice } from './invoice-fixtures';

type Expect = RoutePolicy['expect'];
const only = (role: 'client' | 'supplier' | 'admin', outcome: Outcome): Expect => ({
  anonymous: 401,
  client: role === 'client' ? outcome : 403,
  supplier: role === 'supplier' ? outcome : 403,
  admin: role === 'admin' ? outcome : 403,
});
const loggedIn = (outcome: Outcome): Expect => ({ anonymous: 401, client: outcome, supplier: outcome, admin: outcome });

/** An invoice where the token's account is the supplier (issuer) or the client (recipient). */
async function invoiceOf(token: string, db: Db, status: 'draft' | 'issued'): Promise<string> {
  const me = userIdOf(token);
  const supplier = roleOf(token) === 'supplier' ? me : await userIdByEmail(db, DEMO_ACCOUNTS.supplier);
  const client = roleOf(token) === 'client' ? me : await userIdByEmail(db, DEMO_ACCOUNTS.client);
  return (await createInvoice(db, { issuerId: supplier, recipientId: client, status })).id;
}

/** An issued invoice of the token's supplier with a payment its client reported: `<invoiceId>/payments/<paymentId>`. */
async function reportedPaymentOf(token: string, db: Db): Promise<string> {
  const invoiceId = await invoiceOf(token, db, 'issued');
  const client = await userIdByEmail(db, DEMO_ACCOUNTS.client);
  const [payment] = await db
    .insert(invoicePayments)
    .values({ invoiceId, amountCents: 100, paidOn: '2026-01-05', recordedById: client, recordedByRole: 'client', status: 'reported' })
    .returning({ id: invoicePayments.id });
  if (!payment) throw new Error('the reported payment was not written');
  await db.update(invoices).set({ paidCents: 100 }).where(eq(invoices.id, invoiceId));
  return `${invoiceId}/payments/${payment.id}`;
}

const owned = (roles: ('client' | 'supplier')[], status: 'draft' | 'issued', suffix = ''): RoutePolicy['owned'] => ({
  roles,
  otherOutcome: 404,
  create: async (token, _call, db) => `/invoices/${await invoiceOf(token, db, status)}${suffix}`,
});

/** The award of the last `POST /invoices` owner, so the policy's body names it. */
let ownAwardId: string = randomUUID();
const period = '?from=2026-01-01&to=2026-12-31';

export const invoicesPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/invoices': { expect: loggedIn('2xx'), path: '/invoices?status=issued&payment=unpaid&page=1&limit=5' },
  'POST /api/v1/invoices': {
    expect: only('supplier', 404),
    request: () => ({ json: { awardId: ownAwardId, source: 'award' } }),
    owned: {
      roles: ['supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => {
        const client = await userIdByEmail(db, DEMO_ACCOUNTS.client);
        ownAwardId = (await createAward(db, { clientId: client, supplierId: userIdOf(token), status: 'in_progress' })).awardId;
        return '/invoices';
      },
    },
  },
  'GET /api/v1/invoices/settings': { expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: 403 } },
  'PATCH /api/v1/invoices/settings': {
    expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: 403 },
    request: () => ({ json: { defaultPaymentDays: 14 } }),
  },
  'GET /api/v1/invoices/:id': { expect: loggedIn(404), path: `/invoices/${randomUUID()}`, owned: owned(['supplier', 'client'], 'issued') },
  'PATCH /api/v1/invoices/:id': {
    expect: only('supplier', 404),
    path: `/invoices/${randomUUID()}`,
    request: () => ({ json: { notes: 'Matrix' } }),
    owned: owned(['supplier'], 'draft'),
  },
  'POST /api/v1/invoices/:id/issue': { expect: only('supplier', 404), path: `/invoices/${randomUUID()}/issue` },
  'POST /api/v1/invoices/:id/cancel': {
    expect: only('supplier', 404),
    path: `/invoices/${randomUUID()}/cancel`,
    owned: owned(['supplier'], 'issued', '/cancel'),
  },
  'POST /api/v1/invoices/:id/payment': {
    expect: only('client', 404),
    path: `/invoices/${randomUUID()}/payment`,
    request: () => ({ json: { amountCents: 100 } }),
    owned: owned(['client'], 'issued', '/payment'),
  },
  'POST /api/v1/invoices/:id/payments/:paymentId/confirm': {
    expect: only('supplier', 404),
    path: `/invoices/${randomUUID()}/payments/${randomUUID()}/confirm`,
    owned: { roles: ['supplier'], otherOutcome: 404, create: async (token, _call, db) => `/invoices/${await reportedPaymentOf(token, db)}/confirm` },
  },
  'POST /api/v1/invoices/:id/payments/:paymentId/contest': {
    expect: only('supplier', 404),
    path: `/invoices/${randomUUID()}/payments/${randomUUID()}/contest`,
    request: () => ({ json: { reason: 'Kein Zahlungseingang' } }),
    owned: { roles: ['supplier'], otherOutcome: 404, create: async (token, _call, db) => `/invoices/${await reportedPaymentOf(token, db)}/contest` },
  },
  'GET /api/v1/invoices/:id/messages': {
    expect: loggedIn(404),
    path: `/invoices/${randomUUID()}/messages`,
    owned: owned(['supplier', 'client'], 'issued', '/messages'),
  },
  'POST /api/v1/invoices/:id/messages': {
    expect: loggedIn(404),
    path: `/invoices/${randomUUID()}/messages`,
    request: () => ({ json: { body: 'Bitte um Prüfung.' } }),
    owned: owned(['supplier', 'client'], 'issued', '/messages'),
  },
  'GET /api/v1/invoices/:id/pdf': { expect: loggedIn(404), path: `/invoices/${randomUUID()}/pdf` },
  'GET /api/v1/invoices/:id/xml': { expect: loggedIn(404), path: `/invoices/${randomUUID()}/xml` },
  'GET /api/v1/admin/invoices/fee-report': { expect: only('admin', '2xx'), path: `/admin/invoices/fee-report${period}` },
  'GET /api/v1/admin/invoices/export.csv': { expect: only('admin', '2xx'), path: `/admin/invoices/export.csv${period}` },
});
