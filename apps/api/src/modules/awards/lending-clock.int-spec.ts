/**
 * The lending clock per worker and hirer at the route that names workers on a resource award
 * (Arbeitnehmerüberlassung): at most 18 months at the same client, earlier periods counting unless
 * more than three months lie between (§ 1 (1b) AÜG); the § 8 (3) answer asked at naming; the clock
 * (§ 8 (4) equal pay, warning, last day) in the award's answer and on the worker's page.
 * Earlier lending is seeded as award_workers rows of approved awards of the same client.
 */
import { and, eq } from 'drizzle-orm';
import { CONTRACT_PATHS, type AwardResponse, type ContractResponse, type WorkerResponse } from '@fachwerk/shared/contracts';
import { daysInclusive } from '@fachwerk/shared/contracts/rules';
import { awardWorkers, berlinToday, DB, jobs, type Db } from '@fachwerk/server/db';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { createAward, createWorkers } from '../../testing/marketplace-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
let db: Db;
let client: TestAccount;
let supplier: TestAccount;

beforeAll(async () => {
  api = await startTestApi('lending-clock', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  client = await approvedAccount(api, 'client', { prefix: 'lending' });
  supplier = await approvedAccount(api, 'supplier', { prefix: 'lending' });
});

afterAll(async () => {
  await api?.close();
});

/** Moves an award's job (and its bookings) to the period `from`–`to`. */
async function setPeriod(awardId: string, jobId: string, from: string, to: string | null) {
  await db.update(jobs).set({ startDate: from, endDate: to }).where(eq(jobs.id, jobId));
  await db.update(awardWorkers).set({ startDate: from, endDate: to }).where(eq(awardWorkers.awardId, awardId));
}

/** Earlier lending of the worker to the client: an approved resource award over `from`–`to`. */
async function earlierLending(workerId: string, from: string, to: string, clientId = client.id) {
  const { awardId, jobId } = await createAward(db, { clientId, supplierId: supplier.id, status: 'approved', type: 'resource', workerIds: [workerId] });
  await setPeriod(awardId, jobId, from, to);
}

/** A resource award for one worker over `from`–`to`, its contract accepted by both, nobody named yet. */
async function openAward(from: string, to: string | null, type: 'resource' | 'fixedBudget' = 'resource') {
  const { awardId, jobId } = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'awarded', type });
  await setPeriod(awardId, jobId, from, to);
  return awardId;
}

const name = (awardId: string, json: Record<string, unknown>, language = 'de') =>
  api.call<AwardResponse>(`/awards/${awardId}/workers`, { method: 'PUT', token: supplier.token, json, headers: { 'accept-language': language } });

describe('18 months per worker and client (§ 1 (1b) AÜG)', () => {
  it('refuses naming a worker beyond 18 months with the last allowed day, writes nothing, and accepts up to that day', async () => {
    const [anna] = await createWorkers(db, supplier.id, 1, ['Anna Lendt']);
    await earlierLending(anna!, '2028-01-01', '2029-03-31');

    const beyond = await openAward('2029-04-01', '2029-09-30');
    const refused = await name(beyond, { workerIds: [anna], formerEmployeeIds: [] });
    expect([refused.status, refused.body.code]).toEqual([422, 'LENDING_MAXIMUM_EXCEEDED']);
    expect(refused.body.message).toContain('Anna Lendt darf diesem Auftraggeber höchstens bis zum 30.06.2029 überlassen werden');
    expect(refused.body.message).toContain('§ 1 Abs. 1b AÜG');
    const english = await name(beyond, { workerIds: [anna], formerEmployeeIds: [] }, 'en');
    expect(english.body.message).toContain('Anna Lendt may be lent to this client until 30.06.2029 at the latest');
    expect(await db.select().from(awardWorkers).where(eq(awardWorkers.awardId, beyond))).toEqual([]);

    const within = await openAward('2029-04-01', '2029-06-30');
    const named = await name(within, { workerIds: [anna], formerEmployeeIds: [] });
    expect(named.status).toBe(200);
    expect(named.body.data!.workerLending).toEqual([
      {
        workerId: anna,
        formerEmployee: false,
        clock: {
          countingSince: '2028-01-01',
          daysCounted: 0,
          equalPayFrom: '2028-10-01',
          warnFrom: '2029-04-01',
          lastAllowedDay: '2029-06-30',
          warning: false,
        },
      },
    ]);
  });

  it('an interruption of more than three months starts the clock again; exactly three months does not', async () => {
    const [ben] = await createWorkers(db, supplier.id, 1, ['Ben Pause']);
    await earlierLending(ben!, '2028-01-01', '2029-03-31');

    // 1 April – 30 June 2029 is three months: the 15 earlier months count, 12 more are too many
    const afterThreeMonths = await openAward('2029-07-01', '2030-06-30');
    const refused = await name(afterThreeMonths, { workerIds: [ben], formerEmployeeIds: [] });
    expect([refused.status, refused.body.code]).toEqual([422, 'LENDING_MAXIMUM_EXCEEDED']);

    // a day later the gap is longer than three months: the clock starts on the new job's first day
    const afterMore = await openAward('2029-07-02', '2030-06-30');
    const named = await name(afterMore, { workerIds: [ben], formerEmployeeIds: [] });
    expect(named.status).toBe(200);
    expect(named.body.data!.workerLending[0]!.clock).toMatchObject({
      countingSince: '2029-07-02',
      equalPayFrom: '2030-04-02',
      lastAllowedDay: '2031-01-01',
    });
  });

  it('counts only lending to the same client', async () => {
    const other = await approvedAccount(api, 'client', { prefix: 'lending' });
    const [carla] = await createWorkers(db, supplier.id, 1, ['Carla Anders']);
    await earlierLending(carla!, '2028-01-01', '2029-03-31', other.id);
    const award = await openAward('2029-04-01', '2029-12-31');
    expect((await name(award, { workerIds: [carla], formerEmployeeIds: [] })).status).toBe(200);
  });
});

describe('§ 8 (3) AÜG: employed by the client within the last six months', () => {
  it('is required for resource awards, naming the field, and must list named workers only', async () => {
    const [dana, emil] = await createWorkers(db, supplier.id, 2, ['Dana Frage', 'Emil Frage']);
    const award = await openAward('2029-01-01', '2029-01-31');
    const missing = await name(award, { workerIds: [dana] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      formerEmployeeIds: ['Bitte geben Sie für jeden benannten Mitarbeiter an, ob er in den letzten sechs Monaten beim Auftraggeber beschäftigt war (§ 8 Abs. 3 AÜG).'],
    });
    const english = await name(award, { workerIds: [dana] }, 'en');
    expect(english.body.errors).toEqual({
      formerEmployeeIds: ['Please state for each named worker whether they were employed by the client within the last six months (§ 8 (3) AÜG).'],
    });
    const notNamed = await name(award, { workerIds: [dana], formerEmployeeIds: [emil] });
    expect(notNamed.status).toBe(400);
    expect(Object.keys(notNamed.body.errors ?? {})).toEqual(['formerEmployeeIds']);
    expect(await db.select().from(awardWorkers).where(eq(awardWorkers.awardId, award))).toEqual([]);
    // null is the web's "none of them" (its bodies never carry empty lists)
    const none = await name(award, { workerIds: [dana], formerEmployeeIds: null });
    expect(none.status).toBe(200);
    expect((await db.select().from(awardWorkers).where(eq(awardWorkers.awardId, award))).map((row) => row.formerEmployee)).toEqual([false]);
  });

  it('is stored per named worker, shown on the award and in the lending contract', async () => {
    const [fritz] = await createWorkers(db, supplier.id, 1, ['Fritz Zurück']);
    const award = await openAward('2029-02-01', '2029-02-28');
    const named = await name(award, { workerIds: [fritz], formerEmployeeIds: [fritz] });
    expect(named.status).toBe(200);
    expect(named.body.data!.workerLending).toEqual([expect.objectContaining({ workerId: fritz, formerEmployee: true })]);
    const [row] = await db.select().from(awardWorkers).where(and(eq(awardWorkers.awardId, award), eq(awardWorkers.workerId, fritz!)));
    expect(row!.formerEmployee).toBe(true);
    const contract = await api.call<ContractResponse>(CONTRACT_PATHS.one(award), { token: client.token });
    expect(contract.body.data!.current.text).toContain(
      '1. Fritz Zurück – in den letzten sechs Monaten vor der Überlassung beim Entleiher beschäftigt: ja (§ 8 Abs. 3 AÜG',
    );
    // the client reads the same answer on the award
    const seen = await api.call<AwardResponse>(`/awards/${award}`, { token: client.token });
    expect(seen.body.data!.workerLending[0]).toMatchObject({ workerId: fritz, formerEmployee: true });
  });

  it('is not asked for fixed-price work, which has no lending clock', async () => {
    const [gina] = await createWorkers(db, supplier.id, 1, ['Gina Werk']);
    const award = await openAward('2029-03-01', '2029-03-31', 'fixedBudget');
    const named = await name(award, { workerIds: [gina] });
    expect(named.status).toBe(200);
    expect(named.body.data!.workerLending).toEqual([]);
    const [row] = await db.select().from(awardWorkers).where(eq(awardWorkers.awardId, award));
    expect(row!.formerEmployee).toBeNull();
  });
});

describe('the clock on the award and on the worker', () => {
  it('warns from the 15th month and shows the clock per client on the worker (supplier only)', async () => {
    const [hanna] = await createWorkers(db, supplier.id, 1, ['Hanna Uhr']);
    await earlierLending(hanna!, '2025-01-01', '2025-12-31');
    // open-ended work from 1 January 2026: ongoing until today, one uninterrupted period since 2025
    const award = await openAward('2026-01-01', null);
    const named = await name(award, { workerIds: [hanna], formerEmployeeIds: [] });
    expect(named.status).toBe(200);
    const expected = {
      countingSince: '2025-01-01',
      daysCounted: daysInclusive('2025-01-01', berlinToday()),
      equalPayFrom: '2025-10-01',
      warnFrom: '2026-04-01',
      lastAllowedDay: '2026-06-30',
      warning: true,
    };
    expect(named.body.data!.workerLending[0]!.clock).toEqual(expected);

    const page = await api.call<WorkerResponse>(`/workers/${hanna}`, { token: supplier.token });
    expect(page.status).toBe(200);
    expect(page.body.data!.lending).toEqual([{ client: { _id: client.id, companyName: expect.any(String) }, clock: expected }]);
    // a client whose lending ended more than three months ago starts afresh: not shown
    const [ida] = await createWorkers(db, supplier.id, 1, ['Ida Alt']);
    await earlierLending(ida!, '2024-01-01', '2024-06-30');
    expect((await api.call<WorkerResponse>(`/workers/${ida}`, { token: supplier.token })).body.data!.lending).toEqual([]);
    // the team list does not carry it
    const list = await api.call<{ items: WorkerResponse[] }>('/workers?limit=100', { token: supplier.token });
    expect(list.body.data!.items.find((w) => w._id === hanna)).not.toHaveProperty('lending');
  });
});
