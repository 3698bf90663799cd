/**
 * Authorization-matrix entries of the meetings routes (spread into apps/api/src/authz/route-policy.ts).
 * Unknown meetings answer 404 to the roles allowed to act; `owned` creates a real meeting of a fresh
 * account with the demo counterpart and checks that its party gets 2xx and another account of the
 * same role 404.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { berlinLocalOf } from '@fachwerk/shared/contracts/meetings';
import { meetings, type Db } from '@fachwerk/server/db';
// Types only: route-policy.ts imports this file.
import type { RoutePolicy } from '../../../authz/route-policy';
import {
  createApplication,
  createJob,
  roleOf,
  userIdByEmail,
  userIdOf,
} from '../../../testing/marketplace-fixtures';

const unknown = () => randomUUID();
const DAY = 24 * 3600_000;
const future = () => ({ date: berlinLocalOf(new Date(Date.now() + 9 * DAY)).date, time: '11:00' });

/** A meeting where the token's account is the client or the supplier (the demo account the other). */
export async function meetingFor(token: string, db: Db, started = false): Promise<string> {
  const me = userIdOf(token);
  const client = roleOf(token) === 'client' ? me : await userIdByEmail(db, DEMO_ACCOUNTS.client);
  const supplier = roleOf(token) === 'supplier' ? me : await userIdByEmail(db, DEMO_ACCOUNTS.supplier);
  const job = await createJob(db, client);
  const applicationId = await createApplication(db, job.id, supplier, []);
  const [row] = await db
    .insert(meetings)
    .values({
      jobId: job.id,
      applicationId,
      clientId: client,
      supplierId: supplier,
      startsAt: new Date(Date.now() + (started ? -DAY : 5 * DAY)),
      durationMinutes: 60,
      mode: 'video',
      videoLink: 'https://meet.example/matrix',
      uid: `${randomUUID()}@fachwerk`,
    })
    .returning({ id: meetings.id });
  if (!row) throw new Error('inserting a meeting returned nothing');
  return row.id;
}

const owned = (roles: ('client' | 'supplier')[], suffix = '', started = false): RoutePolicy['owned'] => ({
  roles,
  otherOutcome: 404,
  create: async (token, _call, db) => `/meetings/${await meetingFor(token, db, started)}${suffix}`,
});

export const meetingsPolicies = (): Record<string, RoutePolicy> => ({
  'GET /api/v1/meetings': {
    expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: '2xx' },
    path: '/meetings?when=upcoming&status=scheduled',
  },
  // An application id that is not the client's: 404 (scheduling itself is covered by meetings.int-spec.ts).
  'POST /api/v1/meetings': {
    expect: { anonymous: 401, client: 404, supplier: 403, admin: 403 },
    request: () => ({
      json: {
        applicationId: unknown(),
        ...future(),
        durationMinutes: 60,
        mode: 'video',
        videoLink: 'https://meet.example/x',
      },
    }),
  },
  'GET /api/v1/meetings/:id': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/meetings/${unknown()}`,
    owned: owned(['client', 'supplier']),
  },
  'GET /api/v1/meetings/:id/calendar.ics': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/meetings/${unknown()}/calendar.ics`,
    owned: owned(['client', 'supplier'], '/calendar.ics'),
  },
  // The supplier accepts the client's invitation.
  'POST /api/v1/meetings/:id/accept': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 403 },
    path: `/meetings/${unknown()}/accept`,
    owned: owned(['supplier'], '/accept'),
  },
  'POST /api/v1/meetings/:id/reschedule': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 403 },
    path: `/meetings/${unknown()}/reschedule`,
    request: () => ({ json: future() }),
    owned: owned(['client', 'supplier'], '/reschedule'),
  },
  'POST /api/v1/meetings/:id/cancel': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: `/meetings/${unknown()}/cancel`,
    request: () => ({ json: { reason: 'Termin passt nicht mehr' } }),
    owned: owned(['client', 'supplier'], '/cancel'),
  },
  'POST /api/v1/meetings/:id/reject-supplier': {
    expect: { anonymous: 401, client: 404, supplier: 403, admin: 403 },
    path: `/meetings/${unknown()}/reject-supplier`,
    request: () => ({ json: { reason: 'Passt nicht' } }),
    owned: owned(['client'], '/reject-supplier', true),
  },
});
