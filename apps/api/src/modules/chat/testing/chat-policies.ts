/**
 * Authorization-matrix entries of the chat routes (spread into apps/api/src/authz/route-policy.ts).
 * Unknown conversations answer 404 to every role allowed to act; `owned` creates a conversation of a
 * fresh account (as its client or its supplier) and checks that the owner gets 2xx and another
 * account of the same role 404.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { conversations, type Db } from '@fachwerk/server/db';
// Types only: route-policy.ts imports this file.
import type { RoutePolicy } from '../../../authz/route-policy';
import { createApplication, createJob, createWorkers, roleOf, userIdByEmail, userIdOf } from '../../../testing/marketplace-fixtures';

/** A conversation of the token's account: as the client with the demo supplier, or as the supplier with the demo client. */
async function ownConversation(token: string, db: Db, options: { blockedByOwner?: boolean; requested?: boolean } = {}) {
  const owner = userIdOf(token);
  const isClient = roleOf(token) === 'client';
  const clientId = isClient ? owner : await userIdByEmail(db, DEMO_ACCOUNTS.client);
  const supplierId = isClient ? await userIdByEmail(db, DEMO_ACCOUNTS.supplier) : owner;
  const job = await createJob(db, clientId, { type: 'fixedBudget', workersNeeded: 1 });
  await createApplication(db, job.id, supplierId, await createWorkers(db, supplierId, 1));
  const [row] = await db
    .insert(conversations)
    .values({
      jobId: job.id,
      clientId,
      supplierId,
      requestedBy: supplierId,
      status: options.requested ? 'requested' : 'approved',
      ...(options.blockedByOwner
        ? { blockedAt: new Date(), blockedById: owner, blockedByRole: isClient ? 'client' : 'supplier' }
        : {}),
    })
    .returning({ id: conversations.id });
  return row!.id;
}

const owned = (
  suffix: string,
  roles: ('client' | 'supplier')[] = ['client', 'supplier'],
  options: Parameters<typeof ownConversation>[2] = {},
): RoutePolicy['owned'] => ({
  roles,
  otherOutcome: 404,
  create: async (token, _call, db) => `/chats/${await ownConversation(token, db, options)}${suffix}`,
});

const unknownChat = (suffix: string) => `/chats/${randomUUID()}${suffix}`;

export const chatPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/chats': {
    expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: '2xx' },
    path: '/chats?status=approved&blocked=false&search=Elektro',
  },
  'GET /api/v1/chats/unread-count': { expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: '2xx' } },
  // A job nobody applied to: 404 for the parties' roles, admins do not start chats.
  'POST /api/v1/chats': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 403 },
    request: () => ({ json: { jobId: randomUUID(), supplierId: randomUUID() } }),
  },
  'GET /api/v1/chats/:id': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: unknownChat(''),
    owned: owned(''),
  },
  'GET /api/v1/chats/:id/messages': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: unknownChat('/messages?limit=10'),
    owned: owned('/messages'),
  },
  'POST /api/v1/chats/:id/messages': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 403 },
    path: unknownChat('/messages'),
    request: () => ({ json: { clientMessageId: randomUUID(), body: 'Guten Tag, passt der Termin?' } }),
    owned: owned('/messages'),
  },
  'POST /api/v1/chats/:id/read': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 403 },
    path: unknownChat('/read'),
    request: () => ({ json: { messageId: 1 } }),
    owned: owned('/read'),
  },
  'POST /api/v1/chats/:id/approve': {
    expect: { anonymous: 401, client: 404, supplier: 403, admin: 403 },
    path: unknownChat('/approve'),
    owned: owned('/approve', ['client'], { requested: true }),
  },
  'POST /api/v1/chats/:id/block': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: unknownChat('/block'),
    request: () => ({ json: { reason: 'Matrix' } }),
    owned: owned('/block'),
  },
  'POST /api/v1/chats/:id/unblock': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: unknownChat('/unblock'),
    request: () => ({ json: { reason: 'Matrix' } }),
    owned: owned('/unblock', ['client', 'supplier'], { blockedByOwner: true }),
  },
});
