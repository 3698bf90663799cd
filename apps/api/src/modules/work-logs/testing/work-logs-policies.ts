/**
 * Authorization-matrix entries of the work-log routes (spread into apps/api/src/authz/route-policy.ts).
 * Unknown objects answer 404 to the roles allowed to act; `owned` makes a real entry on awarded work of
 * the owner and checks that another account of the same role gets 404. The export's ownership (a file,
 * not JSON) is covered by work-logs.int-spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays } from '@fachwerk/shared/contracts/rules';
import { awards, berlinToday, WorkLogsRepository, type Db } from '@fachwerk/server/db';
// Types only: route-policy.ts imports this file.
import type { Outcome, RoutePolicy } from '../../../authz/route-policy';
import { createWorkers, awardFor } from '../../../testing/marketplace-fixtures';

type Expect = RoutePolicy['expect'];
const only = (role: 'client' | 'supplier', outcome: Outcome): Expect => ({
  anonymous: 401,
  client: role === 'client' ? outcome : 403,
  supplier: role === 'supplier' ? outcome : 403,
  admin: 403,
});
const visible: Expect = { anonymous: 401, client: 404, supplier: 404, admin: 404 };

/** Awarded work in progress of the token's account (client or supplier) with one named worker. */
async function workFor(token: string, db: Db) {
  const { awardId } = await awardFor(token, db, 'in_progress');
  const [award] = await db.select().from(awards).where(eq(awards.id, awardId));
  if (!award) throw new Error(`award ${awardId} missing`);
  const [workerId] = await createWorkers(db, award.supplierId, 1);
  if (!workerId) throw new Error('worker not created');
  return { award, workerId };
}

/** One submitted entry on awarded work of the token's account; returns its id. */
async function workLogFor(token: string, db: Db): Promise<string> {
  const { award, workerId } = await workFor(token, db);
  const repo = new WorkLogsRepository(db);
  const row = await repo.transaction((tx) =>
    repo.insert(tx, {
      awardId: award.id,
      workerId,
      supplierId: award.supplierId,
      clientId: award.clientId,
      workDate: addDays(berlinToday(), -1),
      createdBy: award.supplierId,
      startMinute: 420,
      endMinute: 930,
      breakMinutes: 30,
      netMinutes: 480,
      note: null,
      late: false,
      lateReason: null,
    }),
  );
  return row.id;
}

const times = { start: '07:00', end: '15:00', breakMinutes: 30 };
/** The body of the next POST /work-logs: unknown award until `owned.create` made real work. */
let recordBody: Record<string, unknown> = { ...times, awardId: randomUUID(), workerId: randomUUID(), workDate: '2026-01-05' };
let approveIds: string[] = [randomUUID()];

export const workLogsPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/work-logs': { expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: '2xx' } },
  'GET /api/v1/work-logs/export': {
    expect: visible,
    path: `/work-logs/export?awardId=${randomUUID()}&format=csv`,
  },
  'GET /api/v1/work-logs/:id': {
    expect: visible,
    path: `/work-logs/${randomUUID()}`,
    owned: {
      roles: ['client', 'supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/work-logs/${await workLogFor(token, db)}`,
    },
  },
  'POST /api/v1/work-logs': {
    expect: only('supplier', 404),
    path: '/work-logs',
    request: () => ({ json: recordBody }),
    owned: {
      roles: ['supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => {
        const { award, workerId } = await workFor(token, db);
        recordBody = { ...times, awardId: award.id, workerId, workDate: addDays(berlinToday(), -1) };
        return '/work-logs';
      },
    },
  },
  'PATCH /api/v1/work-logs/:id': {
    expect: only('supplier', 404),
    path: `/work-logs/${randomUUID()}`,
    request: () => ({ json: { ...times, reason: 'Korrektur laut Stundenzettel' } }),
    owned: {
      roles: ['supplier'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/work-logs/${await workLogFor(token, db)}`,
    },
  },
  'POST /api/v1/work-logs/approve': {
    expect: only('client', 404),
    path: '/work-logs/approve',
    request: () => ({ json: { ids: approveIds } }),
    owned: {
      roles: ['client'],
      otherOutcome: 404,
      create: async (token, _call, db) => {
        approveIds = [await workLogFor(token, db)];
        return '/work-logs/approve';
      },
    },
  },
  'POST /api/v1/work-logs/:id/dispute': {
    expect: only('client', 404),
    path: `/work-logs/${randomUUID()}/dispute`,
    request: () => ({ json: { reason: 'Die Zeiten stimmen nicht' } }),
    owned: {
      roles: ['client'],
      otherOutcome: 404,
      create: async (token, _call, db) => `/work-logs/${await workLogFor(token, db)}/dispute`,
    },
  },
});
