import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_PASSWORD, TIME_ZONE, type InvoiceListResponse, type InvoiceResponse, type InvoiceSettings } from '@fachwerk/shared/contracts';
import { todayIn } from '@fachwerk/shared/contracts/rules';
import {
  auditLog,
  awards,
  DB,
  InvoiceRecordsRepository,
  invoices,
  invoiceSettings,
  notifications,
  outbox,
  UsersRepository,
  workLogs,
  type Db,
} from '@fachwerk/server/db';
import { InvoiceDocumentRenderer, InvoiceFileStore, validateEInvoice } from '@fachwerk/server/documents';
import { OutboxRepository } from '@fachwerk/server/queue';
import { PasswordHasher } from '../auth';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../../testing/test-api';
import { createAward, createWorkers } from '../../testing/marketplace-fixtures';
import { seedInvoices } from '../../seed/invoices-seed';
import { INVOICING_CLIENT_PROFILE, INVOICING_SUPPLIER_PROFILE, invoicingDemoParties, makeInvoiceable } from '../../testing/invoicing-profiles';
import { login as loginWithSecondFactor } from '../../testing/second-factor';

let api: TestApi;
let db: Db;
let tokens: DemoTokens;
let supplierId: string;
let clientId: string;
let passwordHash: string;

// Validation with the official rules and PDF rendering on a shared two-core machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  api = await startTestApi('invoices', { RATE_LIMIT_MAX: '100000', SERVICE_FEE_PERCENT: '5' });
  db = api.app.get<Db>(DB);
  tokens = await loginDemoUsers(api);
  ({ supplierId, clientId } = await invoicingDemoParties(db));
  passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
});

afterAll(async () => {
  await api?.close();
});

const call = <T>(path: string, token: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  api.call<T>(path, { ...init, token }) as Promise<{ status: number; body: { data?: T; code?: string; message?: string; errors?: Record<string, string[]> } }>;
const data = <T>(response: { status: number; body: { data?: T } }, status = 200): T => {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data as T;
};

/** A fresh approved account of the role (its own invoice sequence), logged in. */
async function account(role: 'supplier' | 'client', profile?: Record<string, unknown>, company = 'Neu GmbH') {
  const email = `inv-${role}-${Math.random().toString(36).slice(2, 10)}@fachwerk.test`;
  const user = await api.app.get(UsersRepository).ensure({
    userType: role,
    email,
    firstName: 'Ina',
    lastName: 'Voice',
    passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  if (profile) await makeInvoiceable(db, user.id, profile, company);
  const login = await loginWithSecondFactor(api.call, { email, password: DEMO_PASSWORD, userType: role });
  return { id: user.id, token: login.body.data!.accessToken };
}

/** A fixed-budget award in progress of the supplier for the client, price in cents. */
async function fixedAward(supplier: string, client: string, priceCents = 500_000) {
  const { awardId } = await createAward(db, { clientId: client, supplierId: supplier, status: 'in_progress' });
  await db.update(awards).set({ priceCents }).where(eq(awards.id, awardId));
  return awardId;
}

async function draftFromAward(token: string, awardId: string, amountCents?: number) {
  return data<InvoiceResponse>(await call('/invoices', token, { method: 'POST', json: { awardId, source: 'award', ...(amountCents ? { amountCents } : {}) } }), 201);
}

/** Runs what the worker's pdf queue does for the invoice. */
async function render(invoiceId: string) {
  const renderer = new InvoiceDocumentRenderer(api.app.get(InvoiceRecordsRepository), new InvoiceFileStore(api.config.storageDir), api.config.api.publicUrl, (tx, message) =>
    OutboxRepository.insert(tx, message),
  );
  return renderer.render(invoiceId);
}

async function download(path: string, token: string) {
  const response = await fetch(`${api.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
}

describe('demo data', () => {
  it('the seed issued one invoice of the demo supplier with its PDF and XML (and the fee invoice); seeding again adds nothing', async () => {
    const seeded = data<InvoiceListResponse>(await call('/invoices?status=issued', tokens.client)).items;
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ supplier: { _id: supplierId }, documents: { state: 'ready' } });
    const full = data<InvoiceResponse>(await call(`/invoices/${seeded[0]!._id}`, tokens.supplier));
    expect(full.serviceFeeInvoice).toMatchObject({ status: 'issued' });
    const xml = await download(`/invoices/${seeded[0]!._id}/xml`, tokens.client);
    expect((await validateEInvoice(xml.body.toString('utf8'))).valid).toBe(true);
    expect((await download(`/invoices/${seeded[0]!._id}/pdf`, tokens.client)).status).toBe(200);
    await expect(seedInvoices(db, api.config.storageDir)).resolves.toBe('invoices already seeded');
  });
});

describe('drafts', () => {
  it('creates a draft from a fixed-budget award; clients never see drafts', async () => {
    const awardId = await fixedAward(supplierId, clientId, 250_000);
    const draft = await draftFromAward(tokens.supplier, awardId);
    expect(draft).toMatchObject({ status: 'draft', kind: 'invoice', number: null, source: 'award', paymentDays: 14, taxCategory: 'standard', documents: { state: 'none' } });
    expect(draft.lines).toEqual([expect.objectContaining({ quantity: 1, unit: 'LS', unitPriceCents: 250_000, vatRate: 19, netCents: 250_000 })]);
    expect(draft.totals).toMatchObject({ netCents: 250_000, taxCents: 47_500, grossCents: 297_500 });
    expect(draft.defaultPaymentTermsText).toContain('Zahlbar innerhalb von 14 Tagen');
    expect(draft.defaultPaymentTermsText).toContain('40,00');
    expect((await call(`/invoices/${draft._id}`, tokens.client)).status).toBe(404);
    const clientList = data<InvoiceListResponse>(await call('/invoices', tokens.client));
    expect(clientList.items.map((i) => i._id)).not.toContain(draft._id);
    expect(data<InvoiceListResponse>(await call('/invoices?status=draft', tokens.supplier)).items.map((i) => i._id)).toContain(draft._id);
  });

  it('edits a draft: mixed 19 % and 7 % lines, payment days, the §9 text, service period', async () => {
    const draft = await draftFromAward(tokens.supplier, await fixedAward(supplierId, clientId));
    const edited = data<InvoiceResponse>(
      await call(`/invoices/${draft._id}`, tokens.supplier, {
        method: 'PATCH',
        json: {
          lines: [
            { description: 'Montagearbeiten', quantity: 7.25, unit: 'HUR', unitPriceCents: 5199, vatRate: 19 },
            { description: 'Fachbuch', quantity: 3, unit: 'C62', unitPriceCents: 1995, vatRate: 7 },
          ],
          paymentDays: 30,
          paymentTermsText: 'Zahlbar binnen 30 Tagen.',
          servicePeriod: { start: '2026-11-02', end: '2026-11-06' },
        },
      }),
    );
    expect(edited.totals).toMatchObject({ netCents: 43_678, taxCents: 7_581, grossCents: 51_259 });
    expect(edited).toMatchObject({ paymentDays: 30, paymentTermsText: 'Zahlbar binnen 30 Tagen.', servicePeriod: { start: '2026-11-02', end: '2026-11-06' } });
  });

  it('refuses a partial amount beyond the awarded price', async () => {
    const awardId = await fixedAward(supplierId, clientId, 100_000);
    const response = await call('/invoices', tokens.supplier, { method: 'POST', json: { awardId, source: 'award', amountCents: 100_001 } });
    expect(response).toMatchObject({ status: 409, body: { code: 'INVOICE_AMOUNT_EXCEEDS_AWARD' } });
    const partial = await draftFromAward(tokens.supplier, awardId, 30_000);
    expect(partial.kind).toBe('partial');
  });
});

describe('issue, Storno, payment', () => {
  let issued: InvoiceResponse;

  it('issues a draft: number, frozen content, fee invoice, rendering queued, client notified, audited', async () => {
    const draft = await draftFromAward(tokens.supplier, await fixedAward(supplierId, clientId, 200_000));
    const outboxBefore = (await db.select().from(outbox)).length;
    issued = data<InvoiceResponse>(await call(`/invoices/${draft._id}/issue`, tokens.supplier, { method: 'POST' }));
    expect(issued).toMatchObject({ status: 'issued', kind: 'invoice', documents: { state: 'pending' }, can: { edit: false, cancel: true } });
    expect(issued.number).toMatch(/^RE-\d{4}-\d{5}$/);
    expect(issued.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(issued.serviceFeeInvoice).toMatchObject({ kind: 'invoice', status: 'issued', grossCents: Math.round(200_000 * 0.05 * 1.19) });
    // The platform's own sequence has its own prefix; the supplier's keeps the default.
    expect(issued.serviceFeeInvoice!.number).toMatch(/^GR-\d{4}-\d{5}$/);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, issued._id));
    expect(row!.documentsHash).toMatch(/^[0-9a-f]{64}$/);
    const queued = (await db.select().from(outbox)).slice(outboxBefore);
    expect(queued.filter((m) => m.queue === 'pdf').map((m) => (m.payload as { invoiceId: string }).invoiceId).sort()).toEqual([issued._id, issued.serviceFeeInvoice!._id].sort());
    expect(await db.select().from(notifications).where(and(eq(notifications.userId, clientId), eq(notifications.type, 'invoiceReceived')))).not.toHaveLength(0);
    expect(await db.select().from(auditLog).where(and(eq(auditLog.targetId, issued._id), eq(auditLog.action, 'issueInvoice')))).toHaveLength(1);

    // The client sees it now; the fee invoice is not the client's business.
    const seen = data<InvoiceResponse>(await call(`/invoices/${issued._id}`, tokens.client));
    expect(seen).toMatchObject({ number: issued.number, serviceFeeInvoice: null, can: { pay: true, edit: false } });
    // The supplier sees the platform's fee invoice in its list.
    const fees = data<InvoiceListResponse>(await call('/invoices?issuerKind=platform', tokens.supplier));
    expect(fees.items.map((i) => i._id)).toContain(issued.serviceFeeInvoice!._id);
  });

  it('an issued invoice cannot be edited or issued again (409)', async () => {
    expect(await call(`/invoices/${issued._id}`, tokens.supplier, { method: 'PATCH', json: { notes: 'später' } })).toMatchObject({ status: 409, body: { code: 'INVOICE_NOT_DRAFT' } });
    expect(await call(`/invoices/${issued._id}/issue`, tokens.supplier, { method: 'POST' })).toMatchObject({ status: 409, body: { code: 'INVOICE_NOT_DRAFT' } });
  });

  it('serves PDF and XML once rendered: the XML passes XRechnung, the PDF’s embedded factur-x.xml passes EN 16931', async () => {
    expect(await download(`/invoices/${issued._id}/pdf`, tokens.client)).toMatchObject({ status: 409 });
    await expect(render(issued._id)).resolves.toBe('rendered');
    await expect(render(issued._id)).resolves.toBe('already-rendered');
    const xml = await download(`/invoices/${issued._id}/xml`, tokens.client);
    expect(xml).toMatchObject({ status: 200, type: expect.stringContaining('application/xml') });
    const xmlResult = await validateEInvoice(xml.body.toString('utf8'));
    expect(xmlResult.valid).toBe(true);
    const pdf = await download(`/invoices/${issued._id}/pdf`, tokens.client);
    expect(pdf.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-inv-'));
    try {
      fs.writeFileSync(path.join(dir, 'i.pdf'), pdf.body);
      execFileSync('pdfdetach', ['-save', '1', '-o', path.join(dir, 'factur-x.xml'), path.join(dir, 'i.pdf')]);
      const embedded = fs.readFileSync(path.join(dir, 'factur-x.xml'), 'utf8');
      expect((await validateEInvoice(embedded, { en16931Only: true })).valid).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const listed = data<InvoiceListResponse>(await call('/invoices', tokens.client));
    expect(listed.items.find((i) => i._id === issued._id)?.documents.state).toBe('ready');
    // Another client sees none of it.
    const stranger = await account('client');
    expect((await call(`/invoices/${issued._id}`, stranger.token)).status).toBe(404);
    expect((await download(`/invoices/${issued._id}/pdf`, stranger.token)).status).toBe(404);
    expect(data<InvoiceListResponse>(await call('/invoices', stranger.token)).total).toBe(0);
  });

  it('payments both sides see: the client reports (a part allowed), the supplier confirms or contests; only the open amount is asked for (GiroCode); each party is told', async () => {
    const gross = issued.totals.grossCents;
    const path = `/invoices/${issued._id}/payment`;
    expect(data<InvoiceResponse>(await call(`/invoices/${issued._id}`, tokens.client)).giroCode).toContain(`\nEUR${(gross / 100).toFixed(2)}\n`);
    // Only the client reports.
    expect(await call(path, tokens.supplier, { method: 'POST', json: { amountCents: 100 } })).toMatchObject({ status: 403 });
    expect(await call(path, tokens.admin, { method: 'POST', json: { amountCents: 100 } })).toMatchObject({ status: 403 });
    const part = data<InvoiceResponse>(await call(path, tokens.client, { method: 'POST', json: { amountCents: 100_000, paidOn: '2026-01-05' } }));
    expect(part.payment).toMatchObject({ status: 'partlyPaid', paidCents: 100_000, confirmedCents: 0, openCents: gross - 100_000 });
    expect(part.payment.payments).toEqual([expect.objectContaining({ amountCents: 100_000, paidOn: '2026-01-05', recordedBy: 'client', status: 'reported', decidedAt: null })]);
    expect(part.giroCode).toContain(`\nEUR${((gross - 100_000) / 100).toFixed(2)}\n`);
    expect(part.can).toMatchObject({ pay: true, decidePayments: false });
    expect(await db.select().from(notifications).where(and(eq(notifications.userId, supplierId), eq(notifications.type, 'invoicePaymentReported')))).toHaveLength(1);
    expect(await call(path, tokens.client, { method: 'POST', json: { amountCents: gross } })).toMatchObject({ status: 409, body: { code: 'INVOICE_PAYMENT_EXCEEDS_OPEN' } });
    const [reported] = part.payment.payments;

    // Only the supplier decides, once: the client cannot confirm its own report; a second decision is 409.
    const confirmPath = `/invoices/${issued._id}/payments/${reported!._id}/confirm`;
    expect(await call(confirmPath, tokens.client, { method: 'POST' })).toMatchObject({ status: 403 });
    const stranger = await account('supplier');
    expect(await call(confirmPath, stranger.token, { method: 'POST' })).toMatchObject({ status: 404 });
    const seenBySupplier = data<InvoiceResponse>(await call(`/invoices/${issued._id}`, tokens.supplier));
    expect(seenBySupplier.can).toMatchObject({ pay: false, decidePayments: true });
    const [first, second] = await Promise.all([call<InvoiceResponse>(confirmPath, tokens.supplier, { method: 'POST' }), call<InvoiceResponse>(confirmPath, tokens.supplier, { method: 'POST' })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer.status === 409)).toMatchObject({ body: { code: 'INVOICE_PAYMENT_NOT_REPORTED' } });
    const confirmed = data<InvoiceResponse>(await call(`/invoices/${issued._id}`, tokens.client));
    expect(confirmed.payment).toMatchObject({ paidCents: 100_000, confirmedCents: 100_000, openCents: gross - 100_000 });
    expect(confirmed.payment.payments[0]).toMatchObject({ status: 'confirmed', decidedAt: expect.any(String) });
    expect(await db.select().from(notifications).where(and(eq(notifications.userId, clientId), eq(notifications.type, 'invoicePaymentConfirmed')))).toHaveLength(1);

    // The rest reported, then contested with a reason: it no longer counts, the amount is open again.
    const rest = data<InvoiceResponse>(await call(path, tokens.client, { method: 'POST', json: { amountCents: gross - 100_000 } }));
    expect(rest.payment).toMatchObject({ status: 'paid', openCents: 0 });
    expect(rest.giroCode).toBeNull();
    const restId = rest.payment.payments.find((payment) => payment.status === 'reported')!._id;
    const contestPath = `/invoices/${issued._id}/payments/${restId}/contest`;
    expect(await call(contestPath, tokens.supplier, { method: 'POST', json: {} })).toMatchObject({ status: 400, body: { errors: { reason: [expect.any(String)] } } });
    expect(await call(contestPath, tokens.client, { method: 'POST', json: { reason: 'x' } })).toMatchObject({ status: 403 });
    const contested = data<InvoiceResponse>(await call(contestPath, tokens.supplier, { method: 'POST', json: { reason: 'Kein Zahlungseingang auf unserem Konto' } }));
    expect(contested.payment).toMatchObject({ status: 'partlyPaid', paidCents: 100_000, confirmedCents: 100_000, openCents: gross - 100_000 });
    expect(contested.payment.payments.find((payment) => payment._id === restId)).toMatchObject({ status: 'contested', contestReason: 'Kein Zahlungseingang auf unserem Konto' });
    const told = await db.select().from(notifications).where(and(eq(notifications.userId, clientId), eq(notifications.type, 'invoicePaymentContested')));
    expect(told).toHaveLength(1);
    expect(await call(`/invoices/${issued._id}/payments/${restId}/confirm`, tokens.supplier, { method: 'POST' })).toMatchObject({ status: 409, body: { code: 'INVOICE_PAYMENT_NOT_REPORTED' } });
    expect(await db.select().from(auditLog).where(and(eq(auditLog.targetId, issued._id), inArray(auditLog.action, ['reportInvoicePayment', 'confirmInvoicePayment', 'contestInvoicePayment'])))).toHaveLength(4);

    // Reported again and confirmed: paid in full, the supplier is told.
    const again = data<InvoiceResponse>(await call(path, tokens.client, { method: 'POST', json: { amountCents: gross - 100_000 } }));
    const againId = again.payment.payments.find((payment) => payment.status === 'reported')!._id;
    const paid = data<InvoiceResponse>(await call(`/invoices/${issued._id}/payments/${againId}/confirm`, tokens.supplier, { method: 'POST' }));
    expect(paid.payment).toMatchObject({ status: 'paid', paidCents: gross, confirmedCents: gross, openCents: 0, overdue: false });
    expect(await db.select().from(notifications).where(and(eq(notifications.userId, supplierId), eq(notifications.type, 'invoicePaid')))).toHaveLength(1);
    expect(data<InvoiceListResponse>(await call('/invoices?payment=paid', tokens.client)).items.map((i) => i._id)).toContain(issued._id);
  });

  it('messages between the parties', async () => {
    data(await call(`/invoices/${issued._id}/messages`, tokens.client, { method: 'POST', json: { body: 'Danke, ist bezahlt.' } }), 201);
    const list = data<{ items: { authorRole: string; body: string }[] }>(await call(`/invoices/${issued._id}/messages`, tokens.supplier));
    expect(list.items).toEqual([expect.objectContaining({ authorRole: 'client', body: 'Danke, ist bezahlt.' })]);
  });

  it('Storno: its own number, referencing the original, which becomes cancelled; the fee is cancelled too', async () => {
    const storno = data<InvoiceResponse>(await call(`/invoices/${issued._id}/cancel`, tokens.supplier, { method: 'POST' }));
    expect(storno).toMatchObject({ kind: 'cancellation', status: 'issued', cancelsInvoice: { _id: issued._id, number: issued.number } });
    expect(storno.number).not.toBe(issued.number);
    const original = data<InvoiceResponse>(await call(`/invoices/${issued._id}`, tokens.supplier));
    expect(original).toMatchObject({ status: 'cancelled', cancelledBy: { _id: storno._id, number: storno.number } });
    expect(original.serviceFeeInvoice).toMatchObject({ status: 'cancelled' });
    // The supplier's Storno comes from the supplier's sequence, the fee's Storno from the platform's.
    expect(storno.number).toMatch(/^RE-\d{4}-\d{5}$/);
    const platformNumbers = await db.select({ kind: invoices.kind, number: invoices.number }).from(invoices).where(eq(invoices.issuerKind, 'platform'));
    expect(platformNumbers.filter((row) => row.kind === 'cancellation')).not.toHaveLength(0);
    for (const row of platformNumbers) expect(row.number).toMatch(/^GR-\d{4}-\d{5}$/);
    expect(await call(`/invoices/${issued._id}/cancel`, tokens.supplier, { method: 'POST' })).toMatchObject({ status: 409, body: { code: 'INVOICE_NOT_ISSUED' } });
    await expect(render(storno._id)).resolves.toBe('rendered');
    const xml = await download(`/invoices/${storno._id}/xml`, tokens.client);
    const text = xml.body.toString('utf8');
    expect(text).toContain(`<ram:IssuerAssignedID>${issued.number}</ram:IssuerAssignedID>`);
    expect((await validateEInvoice(text)).valid).toBe(true);
  });
});

describe('validation before issue', () => {
  it('an invoice that fails the rules is not issued: 422 with hints naming the fields, no number used', async () => {
    // A supplier without IBAN, contact or VAT id on file.
    const bare = await account('supplier', { companyAddress: 'Ring 1, 50667 Köln' }, 'Ohne Daten GmbH');
    const draft = await draftFromAward(bare.token, await fixedAward(bare.id, clientId));
    const refused = await call<{ hints: { rule: string; field?: string; message: string }[] }>(`/invoices/${draft._id}/issue`, bare.token, { method: 'POST' });
    expect(refused).toMatchObject({ status: 422, body: { code: 'INVOICE_NOT_VALID' } });
    expect(refused.body.data!.hints).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'settings.vatId' })]));
    const [row] = await db.select().from(invoices).where(eq(invoices.id, draft._id));
    expect(row).toMatchObject({ status: 'draft', number: null });

    // With a VAT id the document is complete enough for the official rules, which still miss the bank account.
    data(await call('/invoices/settings', bare.token, { method: 'PATCH', json: { vatId: 'DE111222333' } }));
    const rules = await call<{ hints: { rule: string; field?: string }[] }>(`/invoices/${draft._id}/issue`, bare.token, { method: 'POST' });
    expect(rules.status).toBe(422);
    expect(rules.body.data!.hints.some((h) => h.rule.startsWith('BR-'))).toBe(true);
  });

  it('tells the client once a day when its own profile blocks the invoice (address without postcode and city)', async () => {
    const client = await account('client', { address: 'Ringstraße 1' }, 'Ohne Ort GmbH');
    const draft = await draftFromAward(tokens.supplier, await fixedAward(supplierId, client.id));
    const missing = () => db.select().from(notifications).where(and(eq(notifications.userId, client.id), eq(notifications.type, 'invoiceBillingDataMissing')));

    const refused = await call<{ hints: { rule: string; field?: string }[] }>(`/invoices/${draft._id}/issue`, tokens.supplier, { method: 'POST' });
    expect(refused).toMatchObject({ status: 422, body: { code: 'INVOICE_NOT_VALID' } });
    // the supplier's hint names the client's data, which only the client can add
    expect(refused.body.data!.hints).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'client.address' })]));
    const told = await missing();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: '/profile?field=address', params: { companyName: 'Muster Montage GmbH' } });
    // a retry does not tell it again the same day; the draft stays a draft
    expect((await call(`/invoices/${draft._id}/issue`, tokens.supplier, { method: 'POST' })).status).toBe(422);
    expect(await missing()).toHaveLength(1);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, draft._id));
    expect(row).toMatchObject({ status: 'draft', number: null });
  });

  it('does not tell the client when only the supplier\'s own data is missing', async () => {
    const bare = await account('supplier', { companyAddress: 'Ring 1, 50667 Köln' }, 'Ohne Daten GmbH');
    const client = await account('client', INVOICING_CLIENT_PROFILE, 'Vollständig GmbH');
    const draft = await draftFromAward(bare.token, await fixedAward(bare.id, client.id));
    expect((await call(`/invoices/${draft._id}/issue`, bare.token, { method: 'POST' })).status).toBe(422);
    expect(await db.select().from(notifications).where(and(eq(notifications.userId, client.id), eq(notifications.type, 'invoiceBillingDataMissing')))).toHaveLength(0);
  });

  it('refuses a §13b certificate that expires today or earlier (German calendar), naming the field in German and English', async () => {
    const today = todayIn(TIME_ZONE);
    const exemption = (validUntil: string) => ({ constructionExemption: { document: '/api/v1/files/x', validUntil } });
    const refusedToday = await call('/invoices/settings', tokens.client, { method: 'PATCH', json: exemption(today) });
    expect(refusedToday.status).toBe(400);
    expect(refusedToday.body.errors).toEqual({ 'constructionExemption.validUntil': ['Gültig bis muss nach dem heutigen Tag liegen.'] });
    const refusedPast = await call('/invoices/settings', tokens.client, { method: 'PATCH', json: exemption('2020-01-31'), headers: { 'accept-language': 'en' } });
    expect(refusedPast.status).toBe(400);
    expect(refusedPast.body.errors).toEqual({ 'constructionExemption.validUntil': ['Valid until: the date must be after today.'] });
    const settings = data<InvoiceSettings>(await call('/invoices/settings', tokens.client));
    expect(settings.constructionExemption.validUntil).not.toBe(today);
  });

  it('reverse charge needs the client’s valid §13b certificate; with it the invoice is issued without VAT', async () => {
    const draft = await draftFromAward(tokens.supplier, await fixedAward(supplierId, clientId, 180_000));
    const rc = data<InvoiceResponse>(await call(`/invoices/${draft._id}`, tokens.supplier, { method: 'PATCH', json: { taxCategory: 'reverseCharge' } }));
    expect(rc.totals).toMatchObject({ taxCents: 0, grossCents: 180_000 });
    expect(await call(`/invoices/${draft._id}/issue`, tokens.supplier, { method: 'POST' })).toMatchObject({ status: 422, body: { code: 'INVOICE_NOT_VALID' } });
    const settings = data<InvoiceSettings>(
      await call('/invoices/settings', tokens.client, { method: 'PATCH', json: { constructionExemption: { document: '/api/v1/files/x', validUntil: '2099-12-31' } } }),
    );
    expect(settings.constructionExemption).toMatchObject({ valid: true, validUntil: '2099-12-31' });
    // New drafts for that client default to reverse charge.
    const next = await draftFromAward(tokens.supplier, await fixedAward(supplierId, clientId));
    expect(next.taxCategory).toBe('reverseCharge');
    const issuedRc = data<InvoiceResponse>(await call(`/invoices/${draft._id}/issue`, tokens.supplier, { method: 'POST' }));
    expect(issuedRc.totals.vat).toEqual([expect.objectContaining({ category: 'AE', reason: 'Steuerschuldnerschaft des Leistungsempfängers' })]);
    await expect(render(issuedRc._id)).resolves.toBe('rendered');
    const xml = (await download(`/invoices/${issuedRc._id}/xml`, tokens.supplier)).body.toString('utf8');
    expect((await validateEInvoice(xml)).valid).toBe(true);
    data(await call('/invoices/settings', tokens.client, { method: 'PATCH', json: { constructionExemption: null } }));
  });
});

describe('gapless numbering through the API', () => {
  it('twenty concurrent issues of one supplier get twenty consecutive numbers', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Parallel Bau GmbH');
    data(await call('/invoices/settings', supplier.token, { method: 'PATCH', json: { numberFormat: 'PB-{YYYY}-{NNNN}' } }));
    const awardId = await fixedAward(supplier.id, clientId, 2_000_000);
    const drafts: InvoiceResponse[] = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await draftFromAward(supplier.token, awardId, 10_000));
    const answers = await Promise.all(drafts.map((draft) => call<InvoiceResponse>(`/invoices/${draft._id}/issue`, supplier.token, { method: 'POST' })));
    expect(answers.map((a) => a.status)).toEqual(drafts.map(() => 200));
    const numbers = answers.map((a) => a.body.data!.number!).sort();
    const year = numbers[0]!.slice(3, 7);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `PB-${year}-${String(i + 1).padStart(4, '0')}`));
  });

  it('from approved hours: a line per worker; a failure after the number was taken leaves no gap; Storno releases the hours', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Stunden Bau GmbH');
    const workerIds = await createWorkers(db, supplier.id, 2, ['Jan Kowalski', 'Tom Berg']);
    const { awardId } = await createAward(db, { clientId, supplierId: supplier.id, status: 'in_progress', type: 'resource', workerIds });
    await db.update(awards).set({ priceCents: 4850 }).where(eq(awards.id, awardId));
    const days = ['2026-11-16', '2026-11-17', '2026-11-18'];
    await db.insert(workLogs).values(
      workerIds.flatMap((workerId, w) =>
        days.map((workDate) => ({ awardId, workerId, supplierId: supplier.id, clientId, workDate, status: 'approved' as const, startMinute: 420, endMinute: 420 + 510 + w * 30, breakMinutes: 30, netMinutes: 480 + w * 30 })),
      ),
    );
    const first = data<InvoiceResponse>(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'hours' } }), 201);
    expect(first.lines.map((l) => [l.quantity, l.unit, l.unitPriceCents])).toEqual(expect.arrayContaining([[24, 'HUR', 4850], [25.5, 'HUR', 4850]]));
    expect(first.servicePeriod).toEqual({ start: '2026-11-16', end: '2026-11-18' });
    // A second draft over the same hours: whichever is issued second finds them taken.
    const second = data<InvoiceResponse>(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'hours' } }), 201);
    const one = data<InvoiceResponse>(await call(`/invoices/${first._id}/issue`, supplier.token, { method: 'POST' }));
    const ids = (await db.select({ id: workLogs.id, invoiceId: workLogs.invoiceId }).from(workLogs).where(eq(workLogs.awardId, awardId))).map((r) => r.invoiceId);
    expect(new Set(ids)).toEqual(new Set([first._id]));
    expect(await call(`/invoices/${second._id}/issue`, supplier.token, { method: 'POST' })).toMatchObject({ status: 409, body: { code: 'INVOICE_HOURS_NOT_BILLABLE' } });
    const fixed = await draftFromAward(supplier.token, await fixedAward(supplier.id, clientId, 50_000));
    const next = data<InvoiceResponse>(await call(`/invoices/${fixed._id}/issue`, supplier.token, { method: 'POST' }));
    const seq = async (id: string) => (await db.select({ v: invoices.sequenceValue }).from(invoices).where(eq(invoices.id, id)))[0]!.v!;
    expect(await seq(next._id)).toBe((await seq(one._id)) + 1);
    // Storno frees the hours for a new invoice.
    data(await call(`/invoices/${one._id}/cancel`, supplier.token, { method: 'POST' }));
    const freed = await db.select({ invoiceId: workLogs.invoiceId }).from(workLogs).where(inArray(workLogs.workerId, workerIds));
    expect(freed.every((r) => r.invoiceId === null)).toBe(true);
  });
});

describe('binding at issue', () => {
  const issue = (id: string, token: string, language = 'de') => call<InvoiceResponse>(`/invoices/${id}/issue`, token, { method: 'POST', headers: { 'accept-language': language } });
  const lumpSum = (unitPriceCents: number, quantity = 1) => ({ lines: [{ description: 'Montage', quantity, unit: 'LS', unitPriceCents, vatRate: 19 }] });

  it('twenty parallel issues on one 1,000 € award: exactly the six of 150 € that fit succeed, the rest are told 100 € is left', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Wettlauf Bau GmbH');
    const awardId = await fixedAward(supplier.id, clientId, 100_000);
    const drafts: InvoiceResponse[] = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await draftFromAward(supplier.token, awardId, 15_000));
    const answers = await Promise.all(drafts.map((draft) => issue(draft._id, supplier.token, 'en')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(14);
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 409, body: { code: 'INVOICE_AMOUNT_EXCEEDS_AWARD' } });
      expect(answer.body.message).toBe('The invoice of 150,00 € net exceeds the agreed value of the award. Left to bill: 100,00 € net (agreed including accepted change orders 1.000,00 €, already billed 900,00 €).');
    }
    const billed = await db.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.awardId, awardId), eq(invoices.issuerKind, 'supplier'), eq(invoices.status, 'issued')));
    expect(billed).toHaveLength(6);
    // The refused ones took no number: the six issued are 1…6.
    expect(billed.map((row) => row.number!.slice(-5)).sort()).toEqual(['00001', '00002', '00003', '00004', '00005', '00006']);
  });

  it('draft edits after creation are checked at issue: two full-price drafts of one 25 € award bill it once; a Storno frees the value again', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Nachtrag Bau GmbH');
    const awardId = await fixedAward(supplier.id, clientId, 2_500);
    const first = await draftFromAward(supplier.token, awardId);
    const second = await draftFromAward(supplier.token, awardId);
    // Raised far above the award after creation (25 € award): refused with what is left, in German.
    data(await call(`/invoices/${first._id}`, supplier.token, { method: 'PATCH', json: lumpSum(2_501) }));
    const refused = await issue(first._id, supplier.token);
    expect(refused).toMatchObject({ status: 409, body: { code: 'INVOICE_AMOUNT_EXCEEDS_AWARD' } });
    expect(refused.body.message).toContain('Noch abrechenbar: 25,00 € netto');
    expect((await db.select({ status: invoices.status, number: invoices.number }).from(invoices).where(eq(invoices.id, first._id)))[0]).toEqual({ status: 'draft', number: null });
    data(await call(`/invoices/${first._id}`, supplier.token, { method: 'PATCH', json: lumpSum(2_500) }));
    const issued = data<InvoiceResponse>(await issue(first._id, supplier.token));
    expect(await issue(second._id, supplier.token)).toMatchObject({ status: 409, body: { code: 'INVOICE_AMOUNT_EXCEEDS_AWARD' } });
    data(await call(`/invoices/${issued._id}/cancel`, supplier.token, { method: 'POST' }));
    expect((await issue(second._id, supplier.token)).status).toBe(200);
  });

  it('final invoice after two partial invoices (§ 14 Abs. 5 UStG): the whole value less both, net and tax per rate; PDF and XML (also the embedded one) agree and pass the official rules; the award is closed until it is cancelled', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Schluss Bau GmbH');
    const awardId = await fixedAward(supplier.id, clientId, 100_000);
    const first = data<InvoiceResponse>(await issue((await draftFromAward(supplier.token, awardId, 30_000))._id, supplier.token));
    const second = data<InvoiceResponse>(await issue((await draftFromAward(supplier.token, awardId, 20_000))._id, supplier.token));
    expect([first.kind, second.kind]).toEqual(['partial', 'partial']);

    const draft = data<InvoiceResponse>(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'award', final: true } }), 201);
    expect(draft).toMatchObject({ kind: 'final', totals: { netCents: 100_000, taxCents: 19_000, grossCents: 119_000 }, payableCents: 59_500, grossCents: 59_500 });
    expect(draft.deductions.map((d) => [d.number, d.netCents, d.taxCents, d.grossCents])).toEqual([
      [first.number, 30_000, 5_700, 35_700],
      [second.number, 20_000, 3_800, 23_800],
    ]);
    expect(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'award', final: true, amountCents: 5_000 } })).toMatchObject({ status: 400, body: { errors: { amountCents: [expect.any(String)] } } });

    // Below what it deducts, or above the agreed value: refused at issue with what to do.
    data(await call(`/invoices/${draft._id}`, supplier.token, { method: 'PATCH', json: lumpSum(40_000) }));
    const below = await issue(draft._id, supplier.token, 'en');
    expect(below).toMatchObject({ status: 422, body: { code: 'INVOICE_FINAL_BELOW_DEDUCTIONS' } });
    expect(below.body.message).toBe('The final invoice of 400,00 € net is below the partial invoices it deducts (500,00 € net). Set the total to at least 500,00 €.');
    data(await call(`/invoices/${draft._id}`, supplier.token, { method: 'PATCH', json: lumpSum(100_001) }));
    expect(await issue(draft._id, supplier.token)).toMatchObject({ status: 409, body: { code: 'INVOICE_AMOUNT_EXCEEDS_AWARD' } });
    data(await call(`/invoices/${draft._id}`, supplier.token, { method: 'PATCH', json: lumpSum(100_000) }));

    const final = data<InvoiceResponse>(await issue(draft._id, supplier.token));
    expect(final).toMatchObject({ kind: 'final', status: 'issued', grossCents: 59_500, payableCents: 59_500, payment: { status: 'unpaid', openCents: 59_500 } });
    expect(final.totals).toMatchObject({ netCents: 100_000, taxCents: 19_000, grossCents: 119_000 });
    expect(final.deductions.map((d) => d._id)).toEqual([first._id, second._id]);
    // The fee is charged on what the final invoice adds (500 € net), the partial invoices paid theirs.
    expect(final.serviceFeeInvoice).toMatchObject({ grossCents: Math.round(50_000 * 0.05 * 1.19) });
    // The client sees the remaining amount to pay.
    expect(data<InvoiceResponse>(await call(`/invoices/${final._id}`, tokens.client))).toMatchObject({ payableCents: 59_500, payment: { openCents: 59_500 }, deductions: [{ number: first.number }, { number: second.number }] });

    await expect(render(final._id)).resolves.toBe('rendered');
    const xml = (await download(`/invoices/${final._id}/xml`, tokens.client)).body.toString('utf8');
    expect((await validateEInvoice(xml)).valid).toBe(true);
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xml).toContain('<ram:GrandTotalAmount>1190.00</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:TotalPrepaidAmount>595.00</ram:TotalPrepaidAmount>');
    expect(xml).toContain('<ram:DuePayableAmount>595.00</ram:DuePayableAmount>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${second.number}</ram:IssuerAssignedID>`);
    expect(xml).toContain(`Abzüglich Teilrechnung ${first.number}`);
    expect(xml).toContain(`Abzüglich Teilrechnung ${second.number}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-inv-final-'));
    try {
      fs.writeFileSync(path.join(dir, 'f.pdf'), (await download(`/invoices/${final._id}/pdf`, tokens.client)).body);
      execFileSync('pdfdetach', ['-save', '1', '-o', path.join(dir, 'factur-x.xml'), path.join(dir, 'f.pdf')]);
      const embedded = fs.readFileSync(path.join(dir, 'factur-x.xml'), 'utf8');
      expect((await validateEInvoice(embedded, { en16931Only: true })).valid).toBe(true);
      expect(embedded).toContain('<ram:DuePayableAmount>595.00</ram:DuePayableAmount>');
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'f.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain(`Schlussrechnung ${final.number}`);
      expect(text).toContain(`Abzug ${first.number}`);
      expect(text).toContain('Abgezogen netto 19 % 500,00 €');
      expect(text).toContain('Abgezogene Umsatzsteuer 19 % 95,00 €');
      expect(text).toContain('Verbleibender Zahlbetrag 595,00 €');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    // Closed: no further invoice, no Storno of a deducted partial invoice; after the final invoice's Storno both are possible again.
    expect(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'award', amountCents: 1_000 } })).toMatchObject({ status: 409, body: { code: 'INVOICE_FINAL_ISSUED' } });
    expect(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'award', final: true } })).toMatchObject({ status: 409, body: { code: 'INVOICE_FINAL_ISSUED' } });
    expect(await call(`/invoices/${first._id}/cancel`, supplier.token, { method: 'POST' })).toMatchObject({ status: 409, body: { code: 'INVOICE_DEDUCTED_BY_FINAL' } });
    const storno = data<InvoiceResponse>(await call(`/invoices/${final._id}/cancel`, supplier.token, { method: 'POST' }));
    expect(storno).toMatchObject({ kind: 'cancellation', grossCents: 59_500 });
    await expect(render(storno._id)).resolves.toBe('rendered');
    expect((await validateEInvoice((await download(`/invoices/${storno._id}/xml`, supplier.token)).body.toString('utf8'))).valid).toBe(true);
    expect((await call(`/invoices/${first._id}/cancel`, supplier.token, { method: 'POST' })).status).toBe(200);
  });

  it('sane bounds: a quantity above 100,000 or a unit price above 1 million € is refused naming the field; a total above 10 million € too', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Grenzen Bau GmbH');
    const draft = await draftFromAward(supplier.token, await fixedAward(supplier.id, clientId, 2_500));
    const tooMany = await call(`/invoices/${draft._id}`, supplier.token, { method: 'PATCH', json: lumpSum(100, 100_001) });
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['lines.0.quantity']);
    const tooDear = await call(`/invoices/${draft._id}`, supplier.token, { method: 'PATCH', json: lumpSum(100_000_001) });
    expect(Object.keys(tooDear.body.errors ?? {})).toEqual(['lines.0.unitPriceCents']);
    const tooMuch = await call(`/invoices/${draft._id}`, supplier.token, { method: 'PATCH', json: lumpSum(100_000_000, 11) });
    expect(tooMuch).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(Object.keys(tooMuch.body.errors ?? {})).toEqual(['lines']);
  });

  it('hours invoices bill approved, unbilled hours only: 100,000 h on 4 approved hours, a higher rate or a line without hours are refused', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Stundenbindung GmbH');
    const [workerId] = await createWorkers(db, supplier.id, 1, ['Łukasz Wójcik']);
    const { awardId } = await createAward(db, { clientId, supplierId: supplier.id, status: 'in_progress', type: 'resource', workerIds: [workerId!] });
    await db.update(awards).set({ priceCents: 4_500 }).where(eq(awards.id, awardId));
    await db.insert(workLogs).values([
      { awardId, workerId: workerId!, supplierId: supplier.id, clientId, workDate: '2026-11-16', status: 'approved', startMinute: 420, endMinute: 660, breakMinutes: 0, netMinutes: 240 },
      { awardId, workerId: workerId!, supplierId: supplier.id, clientId, workDate: '2026-11-17', status: 'submitted', startMinute: 420, endMinute: 900, breakMinutes: 30, netMinutes: 450 },
    ]);
    const draft = data<InvoiceResponse>(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'hours' } }), 201);
    expect(draft.lines.map((l) => l.quantity)).toEqual([4]);
    const line = draft.lines[0]!;
    const edit = (changes: Record<string, unknown>[]) => call(`/invoices/${draft._id}`, supplier.token, { method: 'PATCH', json: { lines: changes } });
    data(await edit([{ description: line.description, quantity: 100_000, unit: 'HUR', unitPriceCents: 4_500 }]));
    const hours = await issue(draft._id, supplier.token);
    expect(hours).toMatchObject({ status: 422, body: { code: 'INVOICE_HOURS_EXCEED_APPROVED' } });
    expect(hours.body.message).toBe(`Die Position „${line.description}“ rechnet 100.000 Stunden zu 45,00 € ab; freigegeben sind 4 Stunden zu höchstens 45,00 €.`);
    data(await edit([{ description: line.description, quantity: 4, unit: 'HUR', unitPriceCents: 9_000 }]));
    expect(await issue(draft._id, supplier.token)).toMatchObject({ status: 422, body: { code: 'INVOICE_HOURS_EXCEED_APPROVED' } });
    data(await edit([{ description: line.description, quantity: 4, unit: 'HUR', unitPriceCents: 4_500 }, { description: 'Zuschlag', quantity: 1, unit: 'LS', unitPriceCents: 50_000 }]));
    const extra = await issue(draft._id, supplier.token, 'en');
    expect(extra).toMatchObject({ status: 409, body: { code: 'INVOICE_HOURS_NOT_BILLABLE' } });
    expect(extra.body.message).toContain('Left to bill: 4 approved hours');
    data(await edit([{ description: line.description, quantity: 4, unit: 'HUR', unitPriceCents: 4_500 }]));
    const issued = data<InvoiceResponse>(await issue(draft._id, supplier.token));
    expect(issued.totals.netCents).toBe(18_000);
    // Each approved entry is billed once: a new draft finds nothing left.
    expect(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'hours' } })).toMatchObject({ status: 409, body: { code: 'INVOICE_NO_APPROVED_HOURS' } });
  });

  it('§ 48b: a construction invoice of a supplier without a valid certificate tells the client to withhold 15 % (view, PDF, valid XML); with one it does not; a Storno is negative without a due date and valid', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Bauabzug GmbH');
    const first = await draftFromAward(supplier.token, await fixedAward(supplier.id, clientId, 40_000));
    const withheld = data<InvoiceResponse>(await issue(first._id, supplier.token));
    expect(withheld.taxNotes).toEqual([expect.stringContaining('15 % des Rechnungsbetrags als Bauabzugsteuer')]);
    await expect(render(withheld._id)).resolves.toBe('rendered');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-inv-48b-'));
    try {
      fs.writeFileSync(path.join(dir, 'i.pdf'), (await download(`/invoices/${withheld._id}/pdf`, supplier.token)).body);
      const text = execFileSync('pdftotext', ['-raw', path.join(dir, 'i.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('Freistellungsbescheinigung nach § 48b EStG');
      expect((await validateEInvoice((await download(`/invoices/${withheld._id}/xml`, supplier.token)).body.toString('utf8'))).valid).toBe(true);

      // The Storno: negative amounts, no due date, the original's number and date; its XML (381, no DueDate) passes XRechnung.
      const storno = data<InvoiceResponse>(await call(`/invoices/${withheld._id}/cancel`, supplier.token, { method: 'POST' }));
      await expect(render(storno._id)).resolves.toBe('rendered');
      const stornoXml = (await download(`/invoices/${storno._id}/xml`, supplier.token)).body.toString('utf8');
      expect(stornoXml).not.toContain('DueDateDateTime');
      expect((await validateEInvoice(stornoXml)).valid).toBe(true);
      fs.writeFileSync(path.join(dir, 's.pdf'), (await download(`/invoices/${storno._id}/pdf`, supplier.token)).body);
      const stornoText = execFileSync('pdftotext', ['-raw', path.join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
      expect(stornoText).toContain(`Storno der Rechnung ${withheld.number}`);
      expect(stornoText).toMatch(/Rechnungsbetrag -476,00\s€/);
      expect(stornoText).not.toContain('Fällig am');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    // Only suppliers file a § 48b certificate; with a valid one the note is gone.
    const certificate = { number: 'FB-2026-0815', taxOffice: 'Finanzamt Köln-Mitte', validUntil: '2099-12-31', document: '/api/v1/files/fb-48b.pdf' };
    expect(await call('/invoices/settings', tokens.client, { method: 'PATCH', json: { withholdingExemption: certificate } })).toMatchObject({ status: 400 });
    const saved = data<InvoiceSettings>(await call('/invoices/settings', supplier.token, { method: 'PATCH', json: { withholdingExemption: certificate } }));
    expect(saved.withholdingExemption).toEqual({ ...certificate, valid: true });
    const second = await draftFromAward(supplier.token, await fixedAward(supplier.id, clientId, 40_000));
    expect(data<InvoiceResponse>(await issue(second._id, supplier.token)).taxNotes).toEqual([]);
  });

  it('staffing is never § 13b: a draft for a client with a valid USt 1 TG is standard, and reverse charge set by hand is refused at issue', async () => {
    const supplier = await account('supplier', INVOICING_SUPPLIER_PROFILE, 'Überlassung GmbH');
    const client = await account('client', INVOICING_CLIENT_PROFILE, 'Baukunde AG');
    await db.insert(invoiceSettings).values({ userId: client.id, constructionExemptionDocument: 'ust1tg.pdf', constructionExemptionValidUntil: '2099-12-31' });
    const [workerId] = await createWorkers(db, supplier.id, 1, ['Ayşe Yılmaz']);
    const { awardId } = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'in_progress', type: 'resource', workerIds: [workerId!] });
    await db.insert(workLogs).values({ awardId, workerId: workerId!, supplierId: supplier.id, clientId: client.id, workDate: '2026-11-16', status: 'approved', startMinute: 420, endMinute: 900, breakMinutes: 30, netMinutes: 450 });
    const draft = data<InvoiceResponse>(await call('/invoices', supplier.token, { method: 'POST', json: { awardId, source: 'hours' } }), 201);
    expect(draft.taxCategory).toBe('standard');
    data(await call(`/invoices/${draft._id}`, supplier.token, { method: 'PATCH', json: { taxCategory: 'reverseCharge' } }));
    const refused = await issue(draft._id, supplier.token);
    expect(refused).toMatchObject({ status: 422, body: { code: 'INVOICE_NOT_VALID' } });
    // A construction (fixed-price) draft for the same client is § 13b.
    expect((await draftFromAward(supplier.token, await fixedAward(supplier.id, client.id, 10_000))).taxCategory).toBe('reverseCharge');
  });
});

describe('admin', () => {
  it('fee report and the accountant’s CSV (German: `;` and decimal comma)', async () => {
    const year = new Date().getFullYear();
    const period = `from=${year}-01-01&to=${year}-12-31`;
    const report = data<{ serviceFeePercent: number; rows: { supplierName: string; feeNetCents: number }[]; totals: { feeNetCents: number } }>(
      await call(`/admin/invoices/fee-report?${period}`, tokens.admin),
    );
    expect(report.serviceFeePercent).toBe(5);
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.totals.feeNetCents).toBe(report.rows.reduce((sum, row) => sum + row.feeNetCents, 0));
    const csv = await download(`/admin/invoices/export.csv?${period}`, tokens.admin);
    expect(csv.type).toContain('text/csv');
    const lines = csv.body.toString('utf8').replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Rechnungsnummer;Art;Aussteller;Empfänger;Rechnungsdatum;Fällig am;Leistungszeitraum;Steuerart;Netto;USt;Brutto;Bezahlt;Status;Storno von;SHA-256');
    expect(lines.some((line) => /;Stornorechnung;/.test(line) && /;-\d+,\d{2};/.test(line))).toBe(true);
    expect(lines.slice(1).every((line) => /^[^;]*;[^;]*;.*;\d{2}\.\d{2}\.\d{4};/.test(line))).toBe(true);
    expect((await call(`/admin/invoices/fee-report?from=${year}-12-31&to=${year}-01-01`, tokens.admin)).status).toBe(400);
  });
});

