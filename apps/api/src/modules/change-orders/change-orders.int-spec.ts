/**
 * Change orders (Nachträge) of a fixed-price award through the API: the supplier proposes and may
 * withdraw an open one, the client accepts or declines; only the award's parties, only while the
 * award runs, only on fixed-price awards; a decided one never changes (409). Each step is audited
 * and tells the other party. And the binding: only accepted change orders raise what the award may
 * bill at issue — an invoice above the price is refused before and issued after one is accepted,
 * never above price plus accepted change orders, also when issued in parallel.
 */
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  CHANGE_ORDER_LIMITS,
  CHANGE_ORDER_PATHS,
  type ChangeOrderListResponse,
  type ChangeOrderResponse,
  type InvoiceResponse,
  type UserType,
} from '@fachwerk/shared/contracts';
import { auditLog, awards, changeOrders, DB, invoices, jobs, notifications, type Db } from '@fachwerk/server/db';
import { approvedAccount, type TestAccount } from '../../testing/accounts';
import { createAward } from '../../testing/marketplace-fixtures';
import { INVOICING_CLIENT_PROFILE, INVOICING_SUPPLIER_PROFILE, makeInvoiceable } from '../../testing/invoicing-profiles';
import { startTestApi, type TestApi } from '../../testing/test-api';

// Validation of the issued invoices with the official rules on a shared machine.
jest.setTimeout(120_000);

let api: TestApi;
let db: Db;

beforeAll(async () => {
  api = await startTestApi('changeorders', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
}, 300_000);

afterAll(async () => {
  await api?.close();
});

interface Answer<T> {
  status: number;
  body: { data?: T; code?: string; message?: string; errors?: Record<string, string[]> };
}
const call = <T = unknown>(path: string, token: string, method = 'GET', json?: unknown, language?: string) =>
  api.call<T>(path, { method, token, ...(json === undefined ? {} : { json }), ...(language ? { headers: { 'accept-language': language } } : {}) }) as Promise<Answer<T>>;
const data = <T>(answer: Answer<T>, status = 200): T => {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
};

const account = (role: UserType, language: 'de' | 'en' = 'de', companyName?: string) =>
  approvedAccount(api, role, { prefix: 'changeorders', language, ...(companyName ? { companyName } : {}) });

const TITLE = 'Elektroinstallation Halle 3';

/** A running award of a new client and a new supplier (both invoiceable); price in cents. */
async function awardOf(type: 'fixedBudget' | 'resource' = 'fixedBudget', priceCents = 100_000) {
  const client = await account('client', 'en', 'Bauherr Nord AG');
  const supplier = await account('supplier', 'de', 'Elektro Krüger GmbH');
  await makeInvoiceable(db, supplier.id, INVOICING_SUPPLIER_PROFILE, 'Elektro Krüger GmbH');
  await makeInvoiceable(db, client.id, INVOICING_CLIENT_PROFILE, 'Bauherr Nord AG');
  const { awardId, jobId } = await createAward(db, { clientId: client.id, supplierId: supplier.id, status: 'in_progress', type });
  await db.update(awards).set({ priceCents }).where(eq(awards.id, awardId));
  await db.update(jobs).set({ title: TITLE }).where(eq(jobs.id, jobId));
  return { client, supplier, awardId };
}

const propose = (awardId: string, supplier: TestAccount, amountCents: number, reason = 'Zusätzliche Steckdosen im Keller', language?: string) =>
  call<ChangeOrderResponse>(CHANGE_ORDER_PATHS.list(awardId), supplier.token, 'POST', { amountCents, reason }, language);
const list = (awardId: string, token: string) => call<ChangeOrderListResponse>(CHANGE_ORDER_PATHS.list(awardId), token);

const notificationsOf = async (userId: string, type: string) =>
  db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const auditOf = async (targetId: string) => (await db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((row) => [row.action, row.actorId]);

describe('proposing, accepting, declining, withdrawing', () => {
  let client: TestAccount;
  let supplier: TestAccount;
  let awardId: string;

  beforeAll(async () => {
    ({ client, supplier, awardId } = await awardOf());
  });

  it('starts empty: both parties see the agreed price as the billable value', async () => {
    for (const party of [client, supplier]) {
      expect(data(await list(awardId, party.token))).toEqual({ items: [], agreedCents: 100_000, acceptedCents: 0, billableCents: 100_000 });
    }
  });

  it('the supplier proposes (trimmed reason); the client is told in its language, the step is audited; a proposal does not raise the value', async () => {
    const answer = await propose(awardId, supplier, 25_000, '  Zusätzliche Steckdosen im Keller\nund Verteilung  ');
    const proposed = data(answer, 201);
    expect(answer.body.message).toBe('Der Nachtrag wurde vorgeschlagen. Der Auftraggeber wird benachrichtigt.');
    expect(proposed).toMatchObject({ awardId, amountCents: 25_000, reason: 'Zusätzliche Steckdosen im Keller\nund Verteilung', status: 'proposed', proposedBy: supplier.id, decidedAt: null, decisionNote: null });
    const [told] = await notificationsOf(client.id, 'changeOrderProposed');
    expect(told).toMatchObject({
      title: 'Change order proposed',
      body: 'Elektro Krüger GmbH proposes a change order of 250,00 € net for “Elektroinstallation Halle 3”: Zusätzliche Steckdosen im Keller\nund Verteilung',
      link: '/awarded-jobs',
    });
    expect(await auditOf(proposed._id)).toEqual([['proposeChangeOrder', supplier.id]]);
    expect(data(await list(awardId, client.token))).toMatchObject({ items: [{ _id: proposed._id, status: 'proposed' }], acceptedCents: 0, billableCents: 100_000 });
  });

  it('the client accepts: the value rises, the supplier is told in German; accepting again or declining now is 409 CHANGE_ORDER_DECIDED', async () => {
    const proposed = data(await list(awardId, client.token)).items[0]!;
    const answer = await call<ChangeOrderResponse>(CHANGE_ORDER_PATHS.accept(proposed._id), client.token, 'POST', {}, 'en');
    expect(data(answer)).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
    expect(answer.body.message).toBe('You accepted the change order. It raises the billable value of the award.');
    expect(data(await list(awardId, supplier.token))).toMatchObject({ agreedCents: 100_000, acceptedCents: 25_000, billableCents: 125_000 });
    const [told] = await notificationsOf(supplier.id, 'changeOrderAccepted');
    expect(told?.body).toBe('Bauherr Nord AG hat Ihren Nachtrag über 250,00 € netto zu „Elektroinstallation Halle 3“ angenommen. Abrechenbar sind jetzt 1.250,00 € netto.');
    expect(await auditOf(proposed._id)).toEqual(expect.arrayContaining([['acceptChangeOrder', client.id]]));

    for (const path of [CHANGE_ORDER_PATHS.accept(proposed._id), CHANGE_ORDER_PATHS.decline(proposed._id)]) {
      const again = await call(path, client.token, 'POST', {}, 'en');
      expect([again.status, again.body.code]).toEqual([409, 'CHANGE_ORDER_DECIDED']);
      expect(again.body.message).toContain('already been decided');
    }
    const withdraw = await call(CHANGE_ORDER_PATHS.withdraw(proposed._id), supplier.token, 'POST');
    expect([withdraw.status, withdraw.body.code]).toEqual([409, 'CHANGE_ORDER_DECIDED']);
    expect(data(await list(awardId, client.token)).acceptedCents).toBe(25_000);
  });

  it('the client declines with a note: the supplier is told the note; the value stays', async () => {
    const proposed = data(await propose(awardId, supplier, 40_000, 'Wanddurchbruch'), 201);
    const declined = data(await call<ChangeOrderResponse>(CHANGE_ORDER_PATHS.decline(proposed._id), client.token, 'POST', { note: '  Im Festpreis enthalten.  ' }));
    expect(declined).toMatchObject({ status: 'declined', decisionNote: 'Im Festpreis enthalten.' });
    const [told] = await notificationsOf(supplier.id, 'changeOrderDeclined');
    expect(told?.body).toBe('Bauherr Nord AG hat Ihren Nachtrag über 400,00 € netto zu „Elektroinstallation Halle 3“ abgelehnt. Anmerkung: Im Festpreis enthalten.');
    expect(await auditOf(proposed._id)).toEqual(expect.arrayContaining([['declineChangeOrder', client.id]]));
    expect(data(await list(awardId, supplier.token))).toMatchObject({ acceptedCents: 25_000, billableCents: 125_000 });
  });

  it('the supplier withdraws an open one: the client is told; a withdrawn one cannot be accepted', async () => {
    const proposed = data(await propose(awardId, supplier, 10_000, 'Zweite Leuchte'), 201);
    expect(data(await call<ChangeOrderResponse>(CHANGE_ORDER_PATHS.withdraw(proposed._id), supplier.token, 'POST'))).toMatchObject({ status: 'withdrawn', decisionNote: null });
    expect((await notificationsOf(client.id, 'changeOrderWithdrawn'))[0]?.body).toBe('Elektro Krüger GmbH withdrew the change order of 100,00 € net for “Elektroinstallation Halle 3”.');
    expect(await auditOf(proposed._id)).toEqual(expect.arrayContaining([['withdrawChangeOrder', supplier.id]]));
    const accept = await call(CHANGE_ORDER_PATHS.accept(proposed._id), client.token, 'POST');
    expect([accept.status, accept.body.code]).toEqual([409, 'CHANGE_ORDER_DECIDED']);
    // newest first, each with its status
    expect(data(await list(awardId, client.token)).items.map((item) => [item.amountCents, item.status])).toEqual([
      [10_000, 'withdrawn'],
      [40_000, 'declined'],
      [25_000, 'accepted'],
    ]);
  });

  it('only the award’s parties: the other role 403, another account of the same role 404, admins read only', async () => {
    const proposed = data(await propose(awardId, supplier, 5_000, 'Kleinteile'), 201);
    // the wrong party of the award
    expect((await propose(awardId, client as TestAccount, 5_000)).status).toBe(403);
    expect((await call(CHANGE_ORDER_PATHS.accept(proposed._id), supplier.token, 'POST')).status).toBe(403);
    expect((await call(CHANGE_ORDER_PATHS.decline(proposed._id), supplier.token, 'POST', {})).status).toBe(403);
    expect((await call(CHANGE_ORDER_PATHS.withdraw(proposed._id), client.token, 'POST')).status).toBe(403);
    // strangers do not learn that the award or the change order exists
    const otherClient = await account('client');
    const otherSupplier = await account('supplier');
    expect((await list(awardId, otherClient.token)).status).toBe(404);
    expect((await propose(awardId, otherSupplier, 5_000)).status).toBe(404);
    expect((await call(CHANGE_ORDER_PATHS.accept(proposed._id), otherClient.token, 'POST')).status).toBe(404);
    expect((await call(CHANGE_ORDER_PATHS.withdraw(proposed._id), otherSupplier.token, 'POST')).status).toBe(404);
    const admin = await account('admin');
    expect(data(await list(awardId, admin.token)).items.length).toBeGreaterThan(0);
    expect((await call(CHANGE_ORDER_PATHS.accept(proposed._id), admin.token, 'POST')).status).toBe(403);
    expect((await db.select().from(changeOrders).where(eq(changeOrders.id, proposed._id)))[0]?.status).toBe('proposed');
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = (await db.select().from(changeOrders).where(eq(changeOrders.awardId, awardId))).length;
    for (const [body, field] of [
      [{ amountCents: 0, reason: 'x' }, 'amountCents'],
      [{ amountCents: CHANGE_ORDER_LIMITS.amountMaxCents + 1, reason: 'x' }, 'amountCents'],
      [{ amountCents: 12.5, reason: 'x' }, 'amountCents'],
      [{ amountCents: 100, reason: '   ' }, 'reason'],
      [{ amountCents: 100, reason: 'x'.repeat(CHANGE_ORDER_LIMITS.reasonMax + 1) }, 'reason'],
    ] as const) {
      const answer = await call(CHANGE_ORDER_PATHS.list(awardId), supplier.token, 'POST', body);
      expect([answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([400, [field]]);
    }
    const open = data(await propose(awardId, supplier, 1_000, 'Noch einer'), 201);
    const note = await call(CHANGE_ORDER_PATHS.decline(open._id), client.token, 'POST', { note: 'x'.repeat(CHANGE_ORDER_LIMITS.noteMax + 1) });
    expect([note.status, Object.keys(note.body.errors ?? {})]).toEqual([400, ['note']]);
    expect((await db.select().from(changeOrders).where(eq(changeOrders.awardId, awardId))).length).toBe(before + 1);
  });
});

describe('where change orders apply', () => {
  it('only fixed-price awards: a resource award (billed by approved hours) answers 409 CHANGE_ORDER_NOT_FIXED_PRICE', async () => {
    const { client, supplier, awardId } = await awardOf('resource', 4_500);
    const proposed = await propose(awardId, supplier, 1_000);
    expect([proposed.status, proposed.body.code]).toEqual([409, 'CHANGE_ORDER_NOT_FIXED_PRICE']);
    expect((await list(awardId, client.token)).body.code).toBe('CHANGE_ORDER_NOT_FIXED_PRICE');
    expect(await db.select().from(changeOrders).where(eq(changeOrders.awardId, awardId))).toEqual([]);
  });

  it('only while the award runs: after approval nothing is proposed or decided (409 CHANGE_ORDER_AWARD_NOT_ACTIVE)', async () => {
    const { client, supplier, awardId } = await awardOf();
    const open = data(await propose(awardId, supplier, 2_000), 201);
    for (const status of ['approved', 'cancelled', 'ended'] as const) {
      await db.update(awards).set({ status }).where(eq(awards.id, awardId));
      const late = await propose(awardId, supplier, 2_000, 'Zu spät', 'en');
      expect([late.status, late.body.code]).toEqual([409, 'CHANGE_ORDER_AWARD_NOT_ACTIVE']);
      expect(late.body.message).toContain('only while the award runs');
      expect((await call(CHANGE_ORDER_PATHS.accept(open._id), client.token, 'POST')).body.code).toBe('CHANGE_ORDER_AWARD_NOT_ACTIVE');
    }
    expect((await db.select().from(changeOrders).where(eq(changeOrders.awardId, awardId))).map((row) => row.status)).toEqual(['proposed']);
    // reported done (completed) still runs: the client may accept before approving
    await db.update(awards).set({ status: 'completed' }).where(eq(awards.id, awardId));
    expect(data(await call<ChangeOrderResponse>(CHANGE_ORDER_PATHS.accept(open._id), client.token, 'POST')).status).toBe('accepted');
  });
});

describe('binding: only accepted change orders raise what the award may bill', () => {
  const draft = async (supplier: TestAccount, awardId: string, amountCents?: number) =>
    data<InvoiceResponse>(await call('/invoices', supplier.token, 'POST', { awardId, source: 'award', ...(amountCents ? { amountCents } : {}) }), 201);
  const issue = (id: string, supplier: TestAccount) => call<InvoiceResponse>(`/invoices/${id}/issue`, supplier.token, 'POST', undefined, 'de');
  const edit = (id: string, supplier: TestAccount, unitPriceCents: number) =>
    call(`/invoices/${id}`, supplier.token, 'PATCH', { lines: [{ description: 'Elektroinstallation', quantity: 1, unit: 'LS', unitPriceCents, vatRate: 19 }] });

  it('an invoice above the price is refused before, issued after an accepted change order — never above price plus accepted ones', async () => {
    const { client, supplier, awardId } = await awardOf('fixedBudget', 100_000);
    const big = await draft(supplier, awardId, 100_000);
    expect(data(await edit(big._id, supplier, 120_000))).toBeDefined();
    // 1.200 € on a 1.000 € award: refused at issue, however the draft was made
    const before = await issue(big._id, supplier);
    expect([before.status, before.body.code]).toEqual([409, 'INVOICE_AMOUNT_EXCEEDS_AWARD']);
    expect(before.body.message).toContain('Noch abrechenbar: 1.000,00 € netto (vereinbart einschließlich angenommener Nachträge 1.000,00 €');

    // proposed and declined ones do not count
    const declined = data(await propose(awardId, supplier, 50_000, 'Abgelehnter Nachtrag'), 201);
    data(await call(CHANGE_ORDER_PATHS.decline(declined._id), client.token, 'POST', {}));
    data(await propose(awardId, supplier, 50_000, 'Offener Nachtrag'), 201);
    expect((await issue(big._id, supplier)).body.code).toBe('INVOICE_AMOUNT_EXCEEDS_AWARD');

    // 200 € accepted: 1.200 € is exactly what may be billed now
    const accepted = data(await propose(awardId, supplier, 20_000, 'Zusätzliche Leitungen'), 201);
    data(await call(CHANGE_ORDER_PATHS.accept(accepted._id), client.token, 'POST'));
    const issued = data(await issue(big._id, supplier));
    expect(issued).toMatchObject({ status: 'issued', totals: { netCents: 120_000 } });

    // one cent more is refused: what is left is nothing
    const more = await draft(supplier, awardId, 1).catch((error: Error) => error);
    expect(String(more)).toContain('INVOICE_AMOUNT_EXCEEDS_AWARD');
    const billed = await db.select({ net: invoices.grossCents }).from(invoices).where(and(eq(invoices.awardId, awardId), eq(invoices.issuerKind, 'supplier'), eq(invoices.status, 'issued')));
    expect(billed).toHaveLength(1);
  });

  it('parallel issues on one award after a change order: together never above price plus accepted change orders', async () => {
    const { client, supplier, awardId } = await awardOf('fixedBudget', 100_000);
    const accepted = data(await propose(awardId, supplier, 50_000, 'Erweiterung'), 201);
    data(await call(CHANGE_ORDER_PATHS.accept(accepted._id), client.token, 'POST'));
    // 1.500 € may be billed: ten drafts of 200 €, issued at once — exactly seven fit
    const drafts: InvoiceResponse[] = [];
    for (let i = 0; i < 10; i += 1) drafts.push(await draft(supplier, awardId, 20_000));
    const answers = await Promise.all(drafts.map((d) => issue(d._id, supplier)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([refused.status, refused.body.code]).toEqual([409, 'INVOICE_AMOUNT_EXCEEDS_AWARD']);
      expect(refused.body.message).toContain('Noch abrechenbar: 100,00 € netto');
    }
  });

  it('a final invoice bills the price and each accepted change order as lines of their own', async () => {
    const { client, supplier, awardId } = await awardOf('fixedBudget', 100_000);
    const accepted = data(await propose(awardId, supplier, 30_000, 'Zusätzliche\nUnterverteilung'), 201);
    data(await call(CHANGE_ORDER_PATHS.accept(accepted._id), client.token, 'POST'));
    const final = data<InvoiceResponse>(await call('/invoices', supplier.token, 'POST', { awardId, source: 'award', final: true }), 201);
    expect(final.lines.map((line) => [line.description, line.netCents])).toEqual([
      ['Schlussrechnung: Elektroinstallation Halle 3', 100_000],
      ['Nachtrag: Zusätzliche Unterverteilung', 30_000],
    ]);
    expect(data(await issue(final._id, supplier))).toMatchObject({ kind: 'final', totals: { netCents: 130_000 } });
  });
});
