import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, TIME_ZONE, type InvoiceListResponse, type InvoiceResponse, type InvoiceSettings } from '@fachwerk/shared/contracts';
import { todayIn } from '@fachwerk/shared/contracts/rules';
import {
  auditLog,
  awards,
  DB,
  InvoiceRecordsRepository,
  invoices,
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
import { createAward, createWorkers, userIdByEmail } from '../../testing/marketplace-fixtures';
import { seedInvoices } from '../../seed/invoices-seed';
import { INVOICING_CLIENT_PROFILE, INVOICING_SUPPLIER_PROFILE, makeInvoiceable } from './testing/invoice-fixtures';
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
  supplierId = await userIdByEmail(db, DEMO_ACCOUNTS.supplier);
  clientId = await userIdByEmail(db, DEMO_ACCOUNTS.client);
  await makeInvoiceable(db, supplierId, INVOICING_SUPPLIER_PROFILE, 'Muster Montage GmbH');
  await makeInvoiceable(db, clientId, INVOICING_CLIENT_PROFILE, 'Bauherr Süd AG');
  passwordHash = await new PasswordHasher().hash(DEMO_PASSWORD);
});

afterAll(async () => {
  await api?.close();
});

const call = <T>(path: string, token: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  api.call<T>(path, { ...init, token }) as Promise<{ status: number; body: { data?: T; code?: string; errors?: Record<string, string[]> } }>;
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
    expect(queued.filter((m) => m.queue === 'pdf').map((m) => (m.payload as { data: { invoiceId: string } }).data.invoiceId).sort()).toEqual([issued._id, issued.serviceFeeInvoice!._id].sort());
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

  it('records payments: unpaid → partly paid → paid; more than open is 409; the supplier is notified', async () => {
    const gross = issued.totals.grossCents;
    const part = data<InvoiceResponse>(await call(`/invoices/${issued._id}/payment`, tokens.client, { method: 'POST', json: { amountCents: 100_000 } }));
    expect(part.payment).toMatchObject({ status: 'partlyPaid', paidCents: 100_000, openCents: gross - 100_000 });
    expect(await call(`/invoices/${issued._id}/payment`, tokens.client, { method: 'POST', json: { amountCents: gross } })).toMatchObject({ status: 409, body: { code: 'INVOICE_PAYMENT_EXCEEDS_OPEN' } });
    const paid = data<InvoiceResponse>(await call(`/invoices/${issued._id}/payment`, tokens.supplier, { method: 'POST', json: { amountCents: gross - 100_000, paidOn: '2026-01-05' } }));
    expect(paid.payment).toMatchObject({ status: 'paid', openCents: 0, overdue: false });
    expect(paid.payment.payments.map((p) => p.recordedBy)).toEqual(['client', 'supplier']);
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
    expect(await call(`/invoices/${second._id}/issue`, supplier.token, { method: 'POST' })).toMatchObject({ status: 409, body: { code: 'INVOICE_NO_APPROVED_HOURS' } });
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

