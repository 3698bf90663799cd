/**
 * The contract of an award through the API: made at the award (AÜ-Vertrag for resource jobs with the
 * § 12 (1) AÜG items, Werkvertrag for fixed-price jobs), completed by the client's staffing terms, a new
 * version per change, accepted by both (name, time, hash), the other side notified; and the gate:
 * naming workers, starting and logging hours wait for the current version's acceptance by both.
 */
import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_PATHS,
  type ApplicationResponse,
  type AwardResponse,
  type ContractResponse,
  type ContractVersionListResponse,
  type UserType,
} from '@fachwerk/shared/contracts';
import { berlinToday, DB, notifications, type Db } from '@fachwerk/server/db';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { acceptContract } from '../../testing/contract-steps';
import { createAward, createJob, createWorkers } from '../../testing/marketplace-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';

jest.setTimeout(120_000);

let api: TestApi;
let db: Db;

beforeAll(async () => {
  api = await startTestApi('contracts', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  // starting the API (migrations, seed) may take minutes on a loaded machine
}, 300_000);

afterAll(async () => {
  await api?.close();
});

const account = (role: UserType, language: 'de' | 'en' = 'de', companyName?: string) =>
  approvedAccount(api, role, { prefix: 'contracts', language, ...(companyName ? { companyName } : {}) });

const call = <T = unknown>(path: string, token: string, method = 'GET', json?: unknown, language?: string) =>
  api.call<T>(path, { method, token, ...(json === undefined ? {} : { json }), ...(language ? { headers: { 'accept-language': language } } : {}) });

const TERMS = {
  activity: 'Kommissionieren mit Handscanner im Hochregallager',
  qualification: 'Fachkraft für Lagerlogistik, Staplerschein',
  workingConditions: '38,5 Stunden pro Woche im Zweischichtbetrieb, Schichtzulage 10 %',
  comparablePay: 1850,
};

const notificationTypes = async (userId: string, type: string) =>
  (await db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)))).length;

/** A resource job of a new client awarded through the API to a new supplier with `workers` proposed. */
async function awardedResourceJob(workers = 1) {
  const client = await account('client', 'de', 'Lagerhaus Nord GmbH');
  const supplier = await account('supplier', 'en', 'Krüger Personal GmbH');
  const team = await createWorkers(db, supplier.id, workers, ['Jörg Müßig', 'Ayşe Yılmaz'].slice(0, workers));
  const job = await createJob(db, client.id, { workersNeeded: workers, title: 'Lagerhelfer Inventur', startDate: '2027-03-01', endDate: '2027-03-31' });
  const applied = await call<ApplicationResponse>(`/jobs/${job.id}/applications`, supplier.token, 'POST', { workerIds: team, price: 3200, message: 'Bereit.' });
  expect(applied.status).toBe(201);
  const awarded = await call<AwardResponse>(`/applications/${applied.body.data!._id}/award`, client.token, 'POST', {});
  expect(awarded.status).toBe(200);
  return { client, supplier, team, awardId: awarded.body.data!._id };
}

describe('the contract of a resource job (Arbeitnehmerüberlassungsvertrag)', () => {
  let client: TestAccount;
  let supplier: TestAccount;
  let team: string[];
  let awardId: string;

  beforeAll(async () => {
    ({ client, supplier, team, awardId } = await awardedResourceJob());
  });

  it('is made at the award, called an Arbeitnehmerüberlassung, and waits for the client’s staffing terms', async () => {
    const { status, body } = await call<ContractResponse>(CONTRACT_PATHS.one(awardId), supplier.token);
    expect(status).toBe(200);
    const contract = body.data!;
    expect(contract).toMatchObject({ kind: 'lending', status: 'incomplete', awaiting: ['client', 'supplier'], staffingTerms: null });
    expect(contract.missing).toEqual(expect.arrayContaining(['activity', 'qualification', 'workingConditions', 'comparablePay']));
    expect(contract.current.text).toContain('ARBEITNEHMERÜBERLASSUNGSVERTRAG');
    expect(contract.current.text).toContain('im Wege der Arbeitnehmerüberlassung');
    expect(contract.current.text).toContain('Zeitraum: 01.03.2027 bis 31.03.2027');
    expect(contract.current.sha256).toBe(createHash('sha256').update(contract.current.text, 'utf8').digest('hex'));

    const early = await call(CONTRACT_PATHS.accept(awardId), supplier.token, 'POST', { version: 1, sha256: contract.current.sha256 }, 'en');
    expect([early.status, early.body.code]).toEqual([409, 'CONTRACT_INCOMPLETE']);
    expect(early.body.message).toContain('the client must enter the activity');
    // Workers are named only under an accepted contract.
    const naming = await call(`/awards/${awardId}/workers`, supplier.token, 'PUT', { workerIds: team, formerEmployeeIds: [] });
    expect([naming.status, naming.body.code]).toEqual([409, 'CONTRACT_INCOMPLETE']);
    // Only the award's client enters the terms; others do not see the contract.
    expect((await call(CONTRACT_PATHS.staffingTerms(awardId), supplier.token, 'PUT', TERMS)).status).toBe(403);
    const stranger = await account('client');
    expect((await call(CONTRACT_PATHS.staffingTerms(awardId), stranger.token, 'PUT', TERMS)).status).toBe(404);
    expect((await call(CONTRACT_PATHS.one(awardId), stranger.token)).status).toBe(404);
  });

  it('takes the staffing terms as a new version, and an acceptance needs the current version and hash', async () => {
    const bad = await call(CONTRACT_PATHS.staffingTerms(awardId), client.token, 'PUT', { ...TERMS, activity: '  ' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['activity']);

    const put = await call<ContractResponse>(CONTRACT_PATHS.staffingTerms(awardId), client.token, 'PUT', TERMS);
    expect(put.status).toBe(200);
    const v2 = put.body.data!;
    expect(v2).toMatchObject({ status: 'awaitingAcceptance', staffingTerms: TERMS, current: { version: 2, reason: 'staffingTerms' } });
    expect(v2.missing).toEqual(['workers']);
    expect(v2.current.text).toContain('Erforderliche berufliche Qualifikation: Fachkraft für Lagerlogistik, Staplerschein');
    expect(v2.current.text).toContain('Arbeitsentgelt eines vergleichbaren Arbeitnehmers: 18,50');
    expect(await notificationTypes(supplier.id, 'contractRevised')).toBe(1);
    // The same terms again make no new version.
    expect((await call<ContractResponse>(CONTRACT_PATHS.staffingTerms(awardId), client.token, 'PUT', TERMS)).body.data!.current.version).toBe(2);

    const stale = await call(CONTRACT_PATHS.accept(awardId), client.token, 'POST', { version: 1, sha256: v2.current.sha256 });
    expect([stale.status, stale.body.code]).toEqual([409, 'CONTRACT_VERSION_CHANGED']);
    const wrongHash = await call(CONTRACT_PATHS.accept(awardId), client.token, 'POST', { version: 2, sha256: 'a'.repeat(64) });
    expect(wrongHash.body.code).toBe('CONTRACT_VERSION_CHANGED');

    const byClient = await call<ContractResponse>(CONTRACT_PATHS.accept(awardId), client.token, 'POST', { version: 2, sha256: v2.current.sha256 });
    expect(byClient.status).toBe(200);
    expect(byClient.body.data!.awaiting).toEqual(['supplier']);
    expect(await notificationTypes(supplier.id, 'contractAccepted')).toBe(1);
    // Accepting twice records nothing new and tells nobody again.
    await call(CONTRACT_PATHS.accept(awardId), client.token, 'POST', { version: 2, sha256: v2.current.sha256 });
    expect(await notificationTypes(supplier.id, 'contractAccepted')).toBe(1);

    const naming = await call(`/awards/${awardId}/workers`, supplier.token, 'PUT', { workerIds: team, formerEmployeeIds: [] }, 'en');
    expect([naming.status, naming.body.code]).toEqual([409, 'CONTRACT_AWAITS_SUPPLIER']);
    expect(naming.body.message).toBe(
      'The service provider has not accepted the contract (version 2) yet. Workers can be named, work started and hours logged only after that.',
    );

    const bySupplier = await call<ContractResponse>(CONTRACT_PATHS.accept(awardId), supplier.token, 'POST', { version: 2, sha256: v2.current.sha256 });
    expect(bySupplier.body.data).toMatchObject({ status: 'accepted', awaiting: [] });
    expect(bySupplier.body.data!.current.acceptances).toEqual([
      expect.objectContaining({ party: 'client', sha256: v2.current.sha256, name: expect.stringContaining('Lagerhaus Nord GmbH') }),
      expect.objectContaining({ party: 'supplier', sha256: v2.current.sha256, name: expect.stringContaining('Krüger Personal GmbH') }),
    ]);
    expect(await notificationTypes(client.id, 'contractAccepted')).toBe(1);
  });

  it('names the workers in a new version that both must accept again before the work starts', async () => {
    const named = await call<AwardResponse>(`/awards/${awardId}/workers`, supplier.token, 'PUT', { workerIds: team, formerEmployeeIds: [] });
    expect(named.status).toBe(200);
    const contract = (await call<ContractResponse>(CONTRACT_PATHS.one(awardId), client.token)).body.data!;
    expect(contract).toMatchObject({ status: 'awaitingAcceptance', awaiting: ['client', 'supplier'], missing: [], current: { version: 3, reason: 'workers' } });
    expect(contract.current.text).toContain('1. Jörg Müßig');

    const start = await call(`/awards/${awardId}/start`, supplier.token, 'POST', {});
    expect([start.status, start.body.code]).toEqual([409, 'CONTRACT_AWAITS_BOTH']);
    expect(start.body.message).toContain('Der Vertrag (Fassung 3) ist noch von keiner Seite angenommen');

    await acceptContract(api, awardId, { client: client.token, supplier: supplier.token });
    expect((await call(`/awards/${awardId}/start`, supplier.token, 'POST', {})).status).toBe(200);

    const versions = await call<ContractVersionListResponse>(`${CONTRACT_PATHS.versions(awardId)}?limit=2`, client.token);
    expect(versions.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(versions.body.data!.items.map((v) => [v.version, v.reason, v.acceptances.length])).toEqual([
      [3, 'workers', 2],
      [2, 'staffingTerms', 2],
    ]);
  });

  it('downloads the PDF of the current or an earlier version with its hash', async () => {
    const current = (await call<ContractResponse>(CONTRACT_PATHS.one(awardId), supplier.token)).body.data!;
    for (const [query, sha] of [['', current.current.sha256], ['?version=1', undefined]] as const) {
      const response = await fetch(`${api.baseUrl}/api/v1${CONTRACT_PATHS.pdf(awardId)}${query}`, { headers: { authorization: `Bearer ${client.token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      if (sha) expect(response.headers.get('x-content-sha256')).toBe(sha);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain('/FontFile2');
    }
    const missing = await fetch(`${api.baseUrl}/api/v1${CONTRACT_PATHS.pdf(awardId)}?version=9`, { headers: { authorization: `Bearer ${client.token}` } });
    expect(missing.status).toBe(404);
  });
});

describe('the contract of a fixed-price job (Werkvertrag)', () => {
  it('is complete at the award, has no staffing terms and is accepted by both', async () => {
    const client = await account('client');
    const supplier = await account('supplier');
    const [worker] = await createWorkers(db, supplier.id, 1);
    const job = await createJob(db, client.id, { type: 'fixedBudget', workersNeeded: 1, title: 'Dachrinne erneuern' });
    const applied = await call<ApplicationResponse>(`/jobs/${job.id}/applications`, supplier.token, 'POST', { workerIds: [worker], price: 125_000, message: 'Festpreis.' });
    const awardId = (await call<AwardResponse>(`/applications/${applied.body.data!._id}/award`, client.token, 'POST', {})).body.data!._id;
    const contract = (await call<ContractResponse>(CONTRACT_PATHS.one(awardId), client.token)).body.data!;
    expect(contract).toMatchObject({ kind: 'work', status: 'awaitingAcceptance', missing: [] });
    expect(contract.current.text).toContain('WERKVERTRAG');
    expect(contract.current.text).toContain('Festpreis: 1.250,00');
    const terms = await call(CONTRACT_PATHS.staffingTerms(awardId), client.token, 'PUT', TERMS);
    expect([terms.status, terms.body.code]).toEqual([409, 'CONTRACT_NOT_LENDING']);
    expect((await acceptContract(api, awardId, { client: client.token, supplier: supplier.token })).status).toBe('accepted');
  });
});

describe('hours under the contract', () => {
  it('refuses hours before both accepted the current version, and takes them after', async () => {
    const client = await account('client');
    const supplier = await account('supplier');
    const workerIds = await createWorkers(db, supplier.id, 1);
    const { awardId } = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'in_progress', type: 'resource', workerIds, contract: 'awaiting' });
    const entry = { awardId, workerId: workerIds[0], workDate: berlinToday(), start: '07:00', end: '12:00', breakMinutes: 0 };
    const refused = await call('/work-logs', supplier.token, 'POST', entry);
    expect([refused.status, refused.body.code]).toEqual([409, 'CONTRACT_AWAITS_BOTH']);
    expect(refused.body.message).toContain('Stunden erfasst werden');
    await acceptContract(api, awardId, { client: client.token, supplier: supplier.token });
    expect((await call('/work-logs', supplier.token, 'POST', entry)).status).toBe(201);
  });

  it('gives an award made before contracts existed its contract when a party opens it', async () => {
    const client = await account('client');
    const supplier = await account('supplier');
    const { awardId } = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'awarded', contract: 'none' });
    const start = await call(`/awards/${awardId}/start`, supplier.token, 'POST', {});
    expect(start.body.code).toBe('CONTRACT_AWAITS_BOTH');
    const contract = await acceptContract(api, awardId, { client: client.token, supplier: supplier.token });
    expect(contract).toMatchObject({ kind: 'work', status: 'accepted', current: { version: 1, reason: 'awarded' } });
    expect((await call(`/awards/${awardId}/start`, supplier.token, 'POST', {})).status).toBe(200);
  });
});
