/**
 * The supplier's AÜG permit (§ 1 (1) AÜG) through the API: filing with the uploaded copy, the admin's
 * verification on the approval screen (audited), the status clients see; applying to and being
 * awarded a resource job need a verified permit valid on the day, fixed-price work does not; the
 * contract declares the permit (§ 12 (1) sentence 2).
 */
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  API_PATHS,
  CONTRACT_PATHS,
  PERMIT_PATHS,
  type ApplicationResponse,
  type JobApplicationsResponse,
  type AwardResponse,
  type ContractResponse,
  type PermitStatusResponse,
  type StaffingPermitResponse,
  type SupplierDetailsResponse,
  type UserType,
} from '@fachwerk/shared/contracts';
import { addCalendarDays } from '@fachwerk/shared/contracts/rules';
import { auditLog, berlinToday, DB, staffingPermits, type Db } from '@fachwerk/server/db';
import { approvedAccount, grantVerifiedPermit, type TestAccount } from '../../testing/accounts';
import { createJob, createWorkers } from '../../testing/marketplace-fixtures';
import { loginDemoUsers, startTestApi, type TestApi } from '../../testing/test-api';

jest.setTimeout(120_000);

let api: TestApi;
let db: Db;
let admin: string;

beforeAll(async () => {
  api = await startTestApi('permits', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  admin = (await loginDemoUsers(api)).admin;
}, 300_000);

afterAll(async () => {
  await api?.close();
});

const account = (role: UserType, options: { permit?: boolean; language?: 'de' | 'en' } = {}) =>
  approvedAccount(api, role, { prefix: 'permits', ...options });

const call = <T = unknown>(path: string, token: string, method = 'GET', json?: unknown, language?: string) =>
  api.call<T>(path, { method, token, ...(json === undefined ? {} : { json }), ...(language ? { headers: { 'accept-language': language } } : {}) });

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('images', new Blob([Buffer.from('%PDF-1.4\n%test\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' }), 'erlaubnis.pdf');
  const response = await fetch(`${api.baseUrl}/api/v1/uploads?slot=documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { path?: string };
  if (response.status !== 201 || !body.path) throw new Error(`upload failed with ${response.status}: ${JSON.stringify(body)}`);
  return body.path;
}

async function applyTo(supplier: TestAccount, jobId: string, language?: string) {
  const team = await createWorkers(db, supplier.id, 1);
  return call<ApplicationResponse>(`/jobs/${jobId}/applications`, supplier.token, 'POST', { workerIds: team, price: 3200, message: 'Bereit.' }, language);
}

describe('filing and verifying the permit', () => {
  it('files the permit with its copy, an admin verifies it (audited), and the contract declares it', async () => {
    const supplier = await account('supplier', { permit: false });
    expect((await call<StaffingPermitResponse | null>(PERMIT_PATHS.mine, supplier.token)).body.data ?? null).toBeNull();
    const file = await upload(supplier.token);
    const missingEnd = await call(PERMIT_PATHS.mine, supplier.token, 'PUT', { agency: 'BA Düsseldorf', issuedOn: '2025-02-01', unlimited: false, file });
    expect(missingEnd.status).toBe(400);
    expect(Object.keys(missingEnd.body.errors ?? {})).toEqual(['validUntil']);
    const foreign = await call(PERMIT_PATHS.mine, supplier.token, 'PUT', { agency: 'BA Düsseldorf', issuedOn: '2025-02-01', unlimited: true, file: '/api/v1/files/00000000-0000-4000-8000-000000000000' });
    expect(Object.keys(foreign.body.errors ?? {})).toEqual(['file']);

    const filed = await call<StaffingPermitResponse>(PERMIT_PATHS.mine, supplier.token, 'PUT', {
      agency: 'Bundesagentur für Arbeit, Regionaldirektion Nordrhein-Westfalen',
      issuedOn: '2025-02-01',
      unlimited: false,
      validUntil: '2099-01-31',
      file,
    });
    expect(filed.status).toBe(200);
    expect(filed.body.data).toMatchObject({ status: 'pending', validity: 'valid', usable: false });

    const client = await account('client');
    expect((await call<PermitStatusResponse>(PERMIT_PATHS.status(supplier.id), client.token)).body.data).toMatchObject({ status: 'pending', usable: false });
    const otherSupplier = await account('supplier');
    expect((await call(PERMIT_PATHS.status(supplier.id), otherSupplier.token)).status).toBe(404);

    expect((await call(PERMIT_PATHS.verify(supplier.id), client.token, 'POST')).status).toBe(403);
    const verified = await call<StaffingPermitResponse>(PERMIT_PATHS.verify(supplier.id), admin, 'POST');
    expect(verified.body.data).toMatchObject({ status: 'verified', usable: true });
    expect((await call(PERMIT_PATHS.verify(supplier.id), admin, 'POST')).body.code).toBe('PERMIT_NOT_PENDING');
    const audited = await db.select().from(auditLog).where(and(eq(auditLog.action, 'verifyPermit'), eq(auditLog.targetId, supplier.id)));
    expect(audited).toHaveLength(1);

    // the contract of a resource award declares the permit (§ 12 (1) sentence 2 AÜG)
    const job = await createJob(db, client.id, { workersNeeded: 1 });
    const applied = await applyTo(supplier, job.id);
    expect(applied.status).toBe(201);
    const awardId = (await call<AwardResponse>(`/applications/${applied.body.data!._id}/award`, client.token, 'POST', {})).body.data!._id;
    const contract = (await call<ContractResponse>(CONTRACT_PATHS.one(awardId), client.token)).body.data!;
    expect(contract.current.text).toContain(
      'Der Verleiher erklärt, dass er die Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG besitzt, erteilt von Bundesagentur für Arbeit, Regionaldirektion Nordrhein-Westfalen am 01.02.2025, befristet bis 31.01.2099.',
    );
  });

  it('a rejected permit says why; filing again waits for verification again', async () => {
    const supplier = await account('supplier');
    const rejected = await call<StaffingPermitResponse>(PERMIT_PATHS.reject(supplier.id), admin, 'POST', { reason: 'Kopie unleserlich' });
    expect(rejected.status).toBe(409);
    expect(rejected.body.code).toBe('PERMIT_NOT_PENDING');
    const file = await upload(supplier.token);
    await call(PERMIT_PATHS.mine, supplier.token, 'PUT', { agency: 'BA Kiel', issuedOn: '2020-05-01', unlimited: true, file });
    const decided = await call<StaffingPermitResponse>(PERMIT_PATHS.reject(supplier.id), admin, 'POST', { reason: 'Kopie unleserlich' });
    expect(decided.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Kopie unleserlich', usable: false });
    expect((await call<StaffingPermitResponse>(PERMIT_PATHS.admin(supplier.id), admin)).body.data).toMatchObject({ status: 'rejected' });
  });
});

describe('resource jobs need a verified, valid permit', () => {
  it('refuses applying without one, with the supplier’s text; fixed-price work stays open', async () => {
    const client = await account('client');
    const supplier = await account('supplier', { permit: false, language: 'en' });
    const resource = await createJob(db, client.id, { workersNeeded: 1 });
    const refused = await applyTo(supplier, resource.id, 'en');
    expect([refused.status, refused.body.code]).toEqual([409, 'PERMIT_REQUIRED']);
    expect(refused.body.message).toContain('temporary staffing permit');
    const fixed = await createJob(db, client.id, { type: 'fixedBudget', workersNeeded: 1 });
    expect((await applyTo(supplier, fixed.id)).status).toBe(201);
  });

  it('refuses the award when the permit expired after the application (an expired permit blocks new awards)', async () => {
    const client = await account('client');
    const supplier = await account('supplier');
    const job = await createJob(db, client.id, { workersNeeded: 1 });
    const applied = await applyTo(supplier, job.id);
    expect(applied.status).toBe(201);
    await db.update(staffingPermits).set({ unlimited: false, validUntil: '2020-12-31' }).where(eq(staffingPermits.supplierId, supplier.id));
    const award = await call(`/applications/${applied.body.data!._id}/award`, client.token, 'POST', {});
    expect([award.status, award.body.code]).toEqual([409, 'SUPPLIER_PERMIT_INVALID']);
    expect(award.body.message).toContain('Erlaubnis zur Arbeitnehmerüberlassung');
    // renewed and verified again: the award goes through
    await grantVerifiedPermit(db, supplier.id);
    expect((await call(`/applications/${applied.body.data!._id}/award`, client.token, 'POST', {})).status).toBe(200);
  });
});

describe('the client sees the applying supplier’s permit on the application', () => {
  it('lists, shows and details each resource applicant’s permit status; fixed-price applications carry none', async () => {
    const client = await account('client');
    const unlimited = await account('supplier');
    const expiring = await account('supplier');
    const job = await createJob(db, client.id, { workersNeeded: 1 });
    const first = await applyTo(unlimited, job.id);
    const second = await applyTo(expiring, job.id);
    expect([first.status, second.status]).toEqual([201, 201]);
    // after applying, the second supplier's permit turns out to end in ten days; then it expires
    const inTenDays = addCalendarDays(berlinToday(), 10);
    await db.update(staffingPermits).set({ unlimited: false, validUntil: inTenDays }).where(eq(staffingPermits.supplierId, expiring.id));

    const list = await call<JobApplicationsResponse>(`/jobs/${job.id}/applications`, client.token);
    expect(list.status).toBe(200);
    const bySupplier = new Map(list.body.data!.items.map((a) => [a.supplier._id, a.supplierPermit]));
    expect(bySupplier.get(unlimited.id)).toEqual({ supplierId: unlimited.id, status: 'verified', validity: 'valid', validUntil: null, unlimited: true, usable: true });
    const expected = { supplierId: expiring.id, status: 'verified', validity: 'expiring', validUntil: inTenDays, unlimited: false, usable: true };
    expect(bySupplier.get(expiring.id)).toEqual(expected);
    // the same as the permit status route answers
    expect((await call<PermitStatusResponse>(PERMIT_PATHS.status(expiring.id), client.token)).body.data).toEqual(expected);

    await db.update(staffingPermits).set({ validUntil: '2020-12-31' }).where(eq(staffingPermits.supplierId, expiring.id));
    const one = await call<ApplicationResponse>(`/applications/${second.body.data!._id}`, client.token);
    expect(one.body.data!.supplierPermit).toMatchObject({ status: 'verified', validity: 'expired', validUntil: '2020-12-31', usable: false });
    const details = await call<SupplierDetailsResponse>(API_PATHS.jobs.supplierDetails(job.id, expiring.id), client.token);
    expect(details.body.data!.application.supplierPermit).toMatchObject({ validity: 'expired', usable: false });
    // a supplier without any permit on file: none
    await db.delete(staffingPermits).where(eq(staffingPermits.supplierId, unlimited.id));
    const missing = await call<ApplicationResponse>(`/applications/${first.body.data!._id}`, client.token);
    expect(missing.body.data!.supplierPermit).toMatchObject({ status: 'none', validity: null, usable: false });

    const fixed = await createJob(db, client.id, { type: 'fixedBudget', workersNeeded: 1 });
    const fixedApplication = await applyTo(expiring, fixed.id);
    expect(fixedApplication.status).toBe(201);
    expect(fixedApplication.body.data!.supplierPermit).toBeNull();
  });
});
