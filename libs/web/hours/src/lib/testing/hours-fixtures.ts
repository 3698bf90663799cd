import type { AwardResponse, WorkLogResponse } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import type { FetchCall } from '@fachwerk/web/data-access/testing';
import { award, ok, pathOf, withContent, worker } from '@fachwerk/web/data-access/testing/market';
import { berlinToday } from '../format';

/** Test data of the hours screen's specs (never imported by a page). */
export const monday = weekOf(addDays(berlinToday(), -7)).from;

/** A submitted entry of Anna Arbeit on last week's Monday, 07:00–15:30 with a 30-minute break. */
export const workLog = (overrides: Partial<WorkLogResponse> = {}): WorkLogResponse => ({
  _id: 'wl-1',
  awardId: 'award-1',
  workerId: 'w-1',
  workerName: 'Anna Arbeit',
  workDate: monday,
  start: '07:00',
  end: '15:30',
  breakMinutes: 30,
  netMinutes: 480,
  note: null,
  status: 'submitted',
  late: false,
  lateReason: null,
  workingTimeException: null,
  disputeReason: null,
  version: 1,
  submittedAt: '2026-11-20T17:00:00.000Z',
  reviewedAt: null,
  autoApproveAt: '2026-11-27T17:00:00.000Z',
  invoiced: false,
  warnings: [],
  ...overrides,
});

/**
 * The API of award-1 (in progress, Anna Arbeit and Bernd Bau named; `awarded` changes it) answering
 * the week's entries with `items`; every write goes to `write` (by default approved).
 */
export const hoursApi = ({
  items,
  write,
  awarded = {},
  profile = { address: 'Hauptstr. 1, 10115 Berlin', vat: 'DE123456789' },
}: {
  items: WorkLogResponse[];
  write?: (call: FetchCall) => Response | Promise<Response>;
  awarded?: Partial<AwardResponse>;
  /** the signed-in account's profile (GET /accounts/me): complete billing data unless given */
  profile?: { address?: string; companyAddress?: string; vat?: string };
}) =>
  withContent((call: FetchCall) => {
    const path = pathOf(call);
    if (path === '/accounts/me' && call.method === 'GET') return ok(profile);
    if (path === '/awards/award-1')
      return ok(award({ status: 'in_progress', workers: [worker('w-1', 'Anna Arbeit'), worker('w-2', 'Bernd Bau')], ...awarded }));
    if (path.startsWith('/work-logs') && call.method === 'GET') return ok({ items, total: items.length, page: 1, limit: 100 });
    return write ? write(call) : ok({ approved: items.length }, 'Freigegeben');
  });

/** The non-GET calls as `METHOD /path body`. */
export const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${pathOf(c)} ${c.body ?? ''}`.trim());
