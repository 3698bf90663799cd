import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import iconv from 'iconv-lite';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, jobReferenceNumber, type AccountingSettings, type BuyerProfile, type InvoiceResponse, type JobBuyerReference } from '@fachwerk/shared/contracts';
import { awards, DB, InvoiceRecordsRepository, UsersRepository, type Db } from '@fachwerk/server/db';
import { InvoiceDocumentRenderer, InvoiceFileStore } from '@fachwerk/server/documents';
import { OutboxRepository } from '@fachwerk/server/queue';
import { PasswordHasher } from '../auth';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { createAward } from '../../testing/marketplace-fixtures';
import { INVOICING_CLIENT_PROFILE, INVOICING_SUPPLIER_PROFILE, makeInvoiceable } from '../../testing/invoicing-profiles';
import { login as loginWithSecondFactor } from '../../testing/second-factor';

let api: TestApi;
let db: Db;
let passwordHash: string;

// Validation with the official rules and PDF rendering on a shared two-core machine.
jest.setTimeout(180_000);

beforeAll(async () => {
  api = await startTestApi('accounting', { RATE_LIMIT_MAX: '100000', SERVICE_FEE_PERCENT: '0' });
  db = api.app.get<Db>(DB);
  passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
});

afterAll(async () => {
  await api?.close();
});

type Answer<T> = { status: number; body: { data?: T; code?: string; message?: string; errors?: Record<string, string[]> } };
const call = <T>(path: string, token: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  api.call<T>(path, { ...init, token }) as Promise<Answer<T>>;
const data = <T>(response: Answer<T>, status = 200): T => {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data as T;
};

/** A fresh approved account of the role with an invoicing profile, logged in. */
async function account(role: 'supplier' | 'client', company: string) {
  const email = `acc-${role}-${Math.random().toString(36).slice(2, 10)}@fachwerk.test`;
  const user = await api.app.get(UsersRepository).ensure({
    userType: role,
    email,
    firstName: 'Ina',
    lastName: 'Buch',
    passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  await makeInvoiceable(db, user.id, role === 'supplier' ? INVOICING_SUPPLIER_PROFILE : INVOICING_CLIENT_PROFILE, company);
  const login = await loginWithSecondFactor(api.call, { email, password: DEMO_PASSWORD, userType: role });
  return { id: user.id, token: login.body.data!.accessToken };
}

async function fixedAward(supplier: string, client: string, priceCents = 100_000) {
  const created = await createAward(db, { clientId: client, supplierId: supplier, status: 'in_progress' });
  await db.update(awards).set({ priceCents }).where(eq(awards.id, created.awardId));
  return created;
}

/** Runs what the worker's pdf queue does for the invoice. */
async function render(invoiceId: string) {
  const renderer = new InvoiceDocumentRenderer(api.app.get(InvoiceRecordsRepository), new InvoiceFileStore(api.config.storageDir), api.config.api.publicUrl, (tx, message) =>
    OutboxRepository.insert(tx, message),
  );
  await renderer.render(invoiceId);
}

async function download(path: string, token: string) {
  const response = await fetch(`${api.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), body: Buffer.from(await response.arrayBuffer()) };
}

/** Draft → issued → rendered; answers the issued invoice. */
async function issue(supplierToken: string, awardId: string): Promise<InvoiceResponse> {
  const draft = data<InvoiceResponse>(await call('/invoices', supplierToken, { method: 'POST', json: { awardId, source: 'award' } }), 201);
  const issued = data<InvoiceResponse>(await call(`/invoices/${draft._id}/issue`, supplierToken, { method: 'POST' }));
  await render(issued._id);
  return issued;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const monthOf = (day: string) => ({ from: `${day.slice(0, 7)}-01`, to: `${day.slice(0, 7)}-${new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate()}` });

describe('Leitweg-ID and buyer reference (BT-10)', () => {
  it('a client enters a Leitweg-ID: an invalid one is refused naming the field in German, a valid one is kept in upper case', async () => {
    const client = await account('client', 'Stadt Musterhausen');
    const refused = await call<BuyerProfile>('/accounting/buyer-profile', client.token, { method: 'PATCH', json: { leitwegId: 'keine-Leitweg-ID!' }, headers: { 'accept-language': 'de' } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.errors?.['leitwegId']?.[0]).toContain('Leitweg-ID ist keine gültige Leitweg-ID');
    const wrongDigit = await call('/accounting/buyer-profile', client.token, { method: 'PATCH', json: { leitwegId: '04011000-1234512345-07' } });
    expect(wrongDigit.status).toBe(400);
    expect(data<BuyerProfile>(await call('/accounting/buyer-profile', client.token))).toEqual({ publicBuyer: false, leitwegId: null, buyerReference: null });
    const saved = data<BuyerProfile>(await call('/accounting/buyer-profile', client.token, { method: 'PATCH', json: { publicBuyer: true, leitwegId: ' 991-33333test-33 ' } }));
    expect(saved).toEqual({ publicBuyer: true, leitwegId: '991-33333TEST-33', buyerReference: null });
  });

  it('without a Leitweg-ID a draft’s BT-10 is the client’s own reference or the job’s number, never the job’s title', async () => {
    const supplier = await account('supplier', 'Muster Montage GmbH');
    const client = await account('client', 'Bauherr Süd AG');
    const first = await fixedAward(supplier.id, client.id);
    const draft = data<InvoiceResponse>(await call('/invoices', supplier.token, { method: 'POST', json: { awardId: first.awardId, source: 'award' } }), 201);
    expect(draft.buyerReference).toBe(jobReferenceNumber(first.jobId));
    expect(draft.buyerReference).not.toBe(draft.jobTitle);
    data(await call('/accounting/buyer-profile', client.token, { method: 'PATCH', json: { buyerReference: 'Kostenstelle 4711' } }));
    const second = await fixedAward(supplier.id, client.id);
    expect(data<InvoiceResponse>(await call('/invoices', supplier.token, { method: 'POST', json: { awardId: second.awardId, source: 'award' } }), 201).buyerReference).toBe('Kostenstelle 4711');
  });

  it('a public buyer cannot be invoiced without a Leitweg-ID; the job’s own Leitweg-ID is bound as BT-10 and the PDF declares ZUGFeRD XRECHNUNG', async () => {
    const supplier = await account('supplier', 'Muster Montage GmbH');
    const client = await account('client', 'Landesamt Bremen');
    data(await call('/accounting/buyer-profile', client.token, { method: 'PATCH', json: { publicBuyer: true } }));
    const { awardId, jobId } = await fixedAward(supplier.id, client.id);
    const draft = data<InvoiceResponse>(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'award' } }), 201);
    const refused = await call(`/invoices/${draft._id}/issue`, supplier.token, { method: 'POST' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('INVOICE_LEITWEG_ID_REQUIRED');
    expect(data<InvoiceResponse>(await call(`/invoices/${draft._id}`, supplier.token)).status).toBe('draft');

    // Another client cannot set the job's reference; its own client can.
    const stranger = await account('client', 'Fremd GmbH');
    expect((await call(`/accounting/jobs/${jobId}/buyer-reference`, stranger.token, { method: 'PUT', json: { leitwegId: '04011000-1234512345-06', buyerReference: null } })).status).toBe(404);
    expect(data<JobBuyerReference>(await call(`/accounting/jobs/${jobId}/buyer-reference`, client.token, { method: 'PUT', json: { leitwegId: '04011000-1234512345-06', buyerReference: null } }))).toEqual({
      leitwegId: '04011000-1234512345-06',
      buyerReference: null,
    });
    const issued = data<InvoiceResponse>(await call(`/invoices/${draft._id}/issue`, supplier.token, { method: 'POST' }));
    expect(issued.buyerReference).toBe('04011000-1234512345-06');
    await render(issued._id);
    const xml = await download(`/invoices/${issued._id}/xml`, client.token);
    expect(xml.body.toString('utf8')).toContain('<ram:BuyerReference>04011000-1234512345-06</ram:BuyerReference>');
    const pdf = (await download(`/invoices/${issued._id}/pdf`, client.token)).body.toString('latin1');
    expect(pdf).toContain('<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>');
    expect(pdf).toContain('xrechnung.xml');
  });
});

describe('supplier exports', () => {
  it('DATEV: needs the consultant and client number, then books each invoice per tax rate and the Storno negative, with the PDFs as Belegbilder', async () => {
    const supplier = await account('supplier', 'Muster Montage GmbH');
    const client = await account('client', 'Bauherr Süd AG');
    const invoice = await issue(supplier.token, (await fixedAward(supplier.id, client.id, 100_000)).awardId);
    const storno = data<InvoiceResponse>(await call(`/invoices/${invoice._id}/cancel`, supplier.token, { method: 'POST' }));
    await render(storno._id);
    const period = monthOf(today());
    const query = `?from=${period.from}&to=${period.to}`;

    const incomplete = await call(`/accounting/exports/datev.zip${query}`, supplier.token);
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.code).toBe('DATEV_SETTINGS_INCOMPLETE');
    const settings = data<AccountingSettings>(await call('/accounting/settings', supplier.token, { method: 'PATCH', json: { chart: 'SKR04', consultantNumber: 1234567, clientNumber: 10001, accounts: { standard19: 4402 } } }));
    expect(settings.effectiveAccounts).toEqual({ standard19: 4402, standard7: 4300, reverseCharge: 4337, exempt: 4100, smallBusiness: 4185 });

    const zip = await download(`/accounting/exports/datev.zip${query}`, supplier.token);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.body));
    const csvName = `EXTF_Buchungsstapel_${period.from.replace(/-/g, '')}_${period.to.replace(/-/g, '')}.csv`;
    expect(Object.keys(files).sort()).toEqual([csvName, `Belegbilder/${invoice.number}.pdf`, `Belegbilder/${storno.number}.pdf`].sort());
    const lines = iconv.decode(Buffer.from(files[csvName]!), 'win1252').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"RE";"Fachwerk";"";1234567;10001;/);
    const [first, second] = [lines[2]!.split(';'), lines[3]!.split(';')];
    // 1.000,00 net + 19 % = 1.190,00 gross on debtor 10000 against the own account 4402 with tax key 3
    expect(first.slice(0, 11)).toEqual(['1190,00', '"S"', '"EUR"', '', '', '', '10000', '4402', '"3"', expect.stringMatching(/^\d{4}$/), `"${invoice.number}"`]);
    expect(second.slice(0, 11)).toEqual(['1190,00', '"H"', '"EUR"', '', '', '', '10000', '4402', '"3"', expect.stringMatching(/^\d{4}$/), `"${storno.number}"`]);
    expect(lines).toHaveLength(4);
    expect(Buffer.from(files[`Belegbilder/${invoice.number}.pdf`]!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('GoBD archive: every issued PDF and XML with an index whose SHA-256 hashes recompute; the same data as CSV with the Storno negative; OPOS and payments', async () => {
    const supplier = await account('supplier', 'Muster Montage GmbH');
    const client = await account('client', 'Bauherr Süd AG');
    const cancelled = await issue(supplier.token, (await fixedAward(supplier.id, client.id, 100_000)).awardId);
    const storno = data<InvoiceResponse>(await call(`/invoices/${cancelled._id}/cancel`, supplier.token, { method: 'POST' }));
    await render(storno._id);
    const open = await issue(supplier.token, (await fixedAward(supplier.id, client.id, 50_000)).awardId);
    data(await call(`/invoices/${open._id}/payment`, client.token, { method: 'POST', json: { amountCents: 10_000 } }));
    const period = monthOf(today());
    const query = `?from=${period.from}&to=${period.to}`;

    const zip = await download(`/accounting/exports/archive.zip${query}`, supplier.token);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(zip.body));
    const index = JSON.parse(strFromU8(files['index.json']!)) as { invoices: { number: string; grossCents: number; files: { path: string; sha256: string; bytes: number }[] }[] };
    expect(index.invoices.map((i) => i.number)).toEqual([cancelled.number, storno.number, open.number]);
    expect(index.invoices.map((i) => i.grossCents)).toEqual([119_000, -119_000, 59_500]);
    const listed = index.invoices.flatMap((i) => i.files);
    expect(listed).toHaveLength(6);
    for (const file of listed) {
      const content = files[file.path];
      expect(content).toBeDefined();
      expect(createHash('sha256').update(content!).digest('hex')).toBe(file.sha256);
      expect(content!.length).toBe(file.bytes);
    }
    const csv = await download(`/accounting/exports/invoices.csv${query}`, supplier.token);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.body.equals(Buffer.from(files['index.csv']!))).toBe(true);
    const rows = csv.body.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(rows[0]!.slice(0, 3)).toEqual(['Rechnungsnummer', 'Art', 'Status']);
    expect(rows[2]!.slice(0, 3)).toEqual([storno.number, 'Stornorechnung', 'ausgestellt']);
    expect(rows[2]!.slice(11, 14)).toEqual(['-1000,00', '-190,00', '-1190,00']);
    expect(rows[2]![9]).toBe(cancelled.number);

    const opos = (await download('/accounting/exports/open-items.csv', supplier.token)).body.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(opos).toHaveLength(2);
    expect(opos[1]!.split(';').slice(4, 7)).toEqual(['595,00', '100,00', '495,00']);
    const payments = (await download(`/accounting/exports/payments.csv${query}`, supplier.token)).body.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(payments[1]!.split(';').slice(1, 5)).toEqual([open.number, 'Bauherr Süd AG', '100,00', 'Kunde']);

    // A supplier exports only its own invoices.
    const other = await account('supplier', 'Andere Bau GmbH');
    const theirs = unzipSync(new Uint8Array((await download(`/accounting/exports/archive.zip${query}`, other.token)).body));
    expect(JSON.parse(strFromU8(theirs['index.json']!)).invoices).toEqual([]);
    expect((await download(`/accounting/exports/invoices.csv${query}`, other.token)).body.toString('utf8')).not.toContain(open.number!);
  });

  it('refuses a bad period naming the field, never 500', async () => {
    const supplier = await account('supplier', 'Muster Montage GmbH');
    const reversed = await call('/accounting/exports/archive.zip?from=2026-11-30&to=2026-11-01', supplier.token);
    expect(reversed.status).toBe(400);
    expect(Object.keys(reversed.body.errors ?? {})).toEqual(['to']);
    expect((await call('/accounting/exports/archive.zip?from=2025-01-01&to=2026-06-30', supplier.token)).status).toBe(400);
    data(await call('/accounting/settings', supplier.token, { method: 'PATCH', json: { consultantNumber: 1234567, clientNumber: 1 } }));
    const twoYears = await call('/accounting/exports/datev.zip?from=2025-12-01&to=2026-01-31', supplier.token);
    expect(twoYears.status).toBe(400);
    expect(twoYears.body.errors?.['to']?.[0]).toContain('Kalenderjahr');
    expect((await call('/accounting/exports/invoices.csv?from=2026-02-30&to=2026-03-01', supplier.token)).status).toBe(400);
  });
});
