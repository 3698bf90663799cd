import { jest } from '@jest/globals';
import {
  API_PATHS,
  type AccountProfile,
  CONTRACT_PATHS,
  isBillableAddress,
  WORK_LOG_PATHS,
  type AwardListResponse,
  type ContractResponse,
  type InvoiceListResponse,
  type InvoiceResponse,
  type WorkLogListResponse,
} from '@fachwerk/shared/contracts';
import { isBelowMinimumWage } from '@fachwerk/shared/contracts/rules';
import { DB, type Db } from '@fachwerk/server/db';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../testing/test-api';
import { STAFFING_WORKERS } from './awards-seed';
import { STAFFING_JOB_TITLE } from './jobs-seed';
import { seedWorkLogs } from './work-logs-seed';

/**
 * The demo data's money half on a freshly seeded database, through the real API only: the staffing
 * under way between the demo client and the demo supplier has an accepted contract and a week of
 * approved hours within the working-time act, the client's billing data is complete, and the supplier
 * invoices those hours and issues the invoice (validated with the official rules on the issue path).
 */

let api: TestApi;
let db: Db;
let tokens: DemoTokens;

// Seeding renders the demo invoice's PDF; issuing validates with the official rules.
jest.setTimeout(120_000);

beforeAll(async () => {
  api = await startTestApi('demo-billing');
  db = api.app.get<Db>(DB);
  tokens = await loginDemoUsers(api);
});

afterAll(async () => {
  await api?.close();
});

const ok = async <T>(
  path: string,
  token: string,
  init: { method?: string; json?: unknown } = {},
  status = 200,
): Promise<T> => {
  const response = await api.call<T>(path, { ...init, token });
  if (response.status !== status)
    throw new Error(`${path}: expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data as T;
};

async function staffingAward() {
  const running = await ok<AwardListResponse>(
    `${API_PATHS.awards.list}?status[]=in_progress&limit=100`,
    tokens.supplier,
  );
  const award = running.items.find((a) => a.job.title === STAFFING_JOB_TITLE);
  if (!award)
    throw new Error(`no seeded staffing award among ${running.items.map((a) => a.job.title).join(', ')}`);
  return award;
}

describe('demo data: staffing the supplier can invoice from hours', () => {
  it('the staffing is under way with both named workers and a contract both parties accepted', async () => {
    const award = await staffingAward();
    expect(award).toMatchObject({ status: 'in_progress', slots: 2, job: { type: 'resource' } });
    expect(award.workers.map((w) => w.fullName).sort()).toEqual([...STAFFING_WORKERS].sort());
    // § 8 (3) AÜG: each named worker carries the answer given at naming (none left the client lately)
    expect(award.workerLending.map((w) => w.formerEmployee)).toEqual([false, false]);
    // the rate per hour and worker covers the minimum wage of the whole job period (MiLoG)
    expect(isBelowMinimumWage(award.price, award.job.startDate, award.job.endDate)).toBe(false);

    const contract = await ok<ContractResponse>(CONTRACT_PATHS.one(award._id), tokens.client);
    expect(contract).toMatchObject({ kind: 'lending', status: 'accepted', awaiting: [], missing: [] });
    expect(contract.current.acceptances.map((a) => a.party).sort()).toEqual(['client', 'supplier']);
    // accepted before the work started, and so before any of its hours
    for (const acceptance of contract.current.acceptances) {
      expect(new Date(acceptance.acceptedAt).getTime()).toBeLessThanOrEqual(
        new Date(award.startedAt!).getTime(),
      );
    }
    for (const name of STAFFING_WORKERS) expect(contract.current.text).toContain(name);
  });

  it('a week of approved hours of the two workers, none beyond the working-time act, none invoiced yet', async () => {
    const award = await staffingAward();
    const hours = await ok<WorkLogListResponse>(
      `${WORK_LOG_PATHS.list}?awardId=${award._id}&limit=100`,
      tokens.client,
    );
    expect(hours.items).toHaveLength(10);
    expect(new Set(hours.items.map((h) => h.workerName))).toEqual(new Set(STAFFING_WORKERS));
    expect(new Set(hours.items.map((h) => h.workDate)).size).toBe(5);
    for (const entry of hours.items) {
      // the product's own ArbZG check (§§ 3, 4, 5 ArbZG) finds nothing, and no day is late or billed
      expect(entry).toMatchObject({
        status: 'approved',
        late: false,
        invoiced: false,
        warnings: [],
        workingTimeException: null,
      });
      expect(entry.workDate >= award.job.startDate).toBe(true);
      expect(entry.submittedAt.slice(0, 10)).toBe(entry.workDate);
    }
    // 4 × 8 h + 6 h per worker
    expect(hours.items.reduce((sum, h) => sum + h.netMinutes, 0)).toBe(2 * 38 * 60);
    expect(await seedWorkLogs(db)).toBe('work logs already seeded');
  });

  it('the demo client has the billing data an invoice needs', async () => {
    const me = await ok<AccountProfile>(API_PATHS.accounts.me, tokens.client);
    expect(me.companyName).toBe('Hoffmann Bau GmbH');
    expect(isBillableAddress(me.companyAddress?.trim() || me.address)).toBe(true);
    expect(me.vat).toMatch(/^DE\d{9}$/);
  });

  it('the supplier creates an invoice from the approved hours and issues it; the same hours cannot be billed twice', async () => {
    const award = await staffingAward();
    const draft = await ok<InvoiceResponse>(
      '/invoices',
      tokens.supplier,
      { method: 'POST', json: { awardId: award._id, source: 'hours' } },
      201,
    );
    const rateCents = award.price;
    // a line per worker: 38 h each at the agreed rate, 19 % (staffing is never §13b reverse charge)
    expect(draft.lines.map((l) => [l.quantity, l.unit, l.unitPriceCents, l.vatRate])).toEqual([
      [38, 'HUR', rateCents, 19],
      [38, 'HUR', rateCents, 19],
    ]);
    expect(draft.taxCategory).toBe('standard');
    expect(draft.totals.netCents).toBe(2 * 38 * rateCents);

    const issued = await ok<InvoiceResponse>(`/invoices/${draft._id}/issue`, tokens.supplier, {
      method: 'POST',
    });
    expect(issued).toMatchObject({
      status: 'issued',
      source: 'hours',
      totals: { netCents: 2 * 38 * rateCents },
    });
    expect(issued.number).toMatch(/^RE-\d{4}-\d{5}$/);
    const clientSees = await ok<InvoiceListResponse>('/invoices?status=issued', tokens.client);
    expect(clientSees.items.map((i) => i._id)).toContain(issued._id);
    const billed = await ok<WorkLogListResponse>(
      `${WORK_LOG_PATHS.list}?awardId=${award._id}&limit=100`,
      tokens.supplier,
    );
    expect(billed.items.every((h) => h.invoiced)).toBe(true);

    const again = await api.call('/invoices', {
      method: 'POST',
      token: tokens.supplier,
      json: { awardId: award._id, source: 'hours' },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'INVOICE_NO_APPROVED_HOURS' } });
  });
});
