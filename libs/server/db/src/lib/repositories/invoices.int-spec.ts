import { eq } from 'drizzle-orm';
import { createDb, type DbHandle } from '../client';
import { invoiceNumberSequences, invoices } from '../schema/invoices';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Actor } from './actor';
import { formatInvoiceNumber, InvoicesRepository, isValidInvoiceNumberFormat, type FrozenInvoice, type InvoiceWriteResult } from './invoices.repository';
import type { InvoiceRow } from '../schema/invoices';
import { UsersRepository } from './users.repository';

let database: TestDatabase;
let handle: DbHandle;
let repository: InvoicesRepository;

beforeAll(async () => {
  database = await createTestDatabase('invoices');
  // More connections than one issuer's concurrent issues, so they really contend for the sequence row.
  handle = createDb(database.url, { max: 12 });
  repository = new InvoicesRepository(handle.db);
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

let emails = 0;
async function account(userType: 'supplier' | 'client'): Promise<Actor> {
  const user = await new UsersRepository(handle.db).ensure({
    userType,
    firstName: 'Erika',
    lastName: 'Muster',
    companyName: 'Muster GmbH',
    email: `invoices-${userType}-${++emails}@example.de`,
    passwordHash: 'x',
  });
  return { id: user.id, userType };
}

const draftFor = (supplier: Actor, client: Actor) =>
  repository.createDraft(supplier, { recipientId: client.id, kind: 'invoice', content: { lines: [{ description: 'Montage', quantity: 8 }] }, grossCents: 0 });

type FreezeInvoice = (invoice: InvoiceRow, number: string) => Promise<FrozenInvoice>;

/** Stands in for rendering: puts the number into the content and hashes it. */
const freeze: FreezeInvoice = async (invoice, number) => ({
  content: { ...invoice.content, number },
  grossCents: 11900,
  documentsHash: `sha256-of-${number}`,
});

/** The issue use case's steps in one transaction, as the service composes them: lock, number, render, freeze. */
const issue = (actor: Actor, id: string, render: FreezeInvoice, issuedAt: Date = new Date()): Promise<InvoiceWriteResult> =>
  repository.transaction(async (tx) => {
    const draft = await repository.lockForIssuer(tx, actor, id);
    if (!draft) return { outcome: 'not_found' } as const;
    if (draft.status !== 'draft') return { outcome: 'conflict' } as const;
    const taken = await repository.takeNumber(tx, actor, draft.issuerKind, issuedAt);
    return { outcome: 'ok', invoice: await repository.markIssued(tx, draft.id, taken, await render(draft, taken.number), issuedAt) } as const;
  });

/** Storno's steps: lock the original, insert and issue the cancellation with the next number, mark the original cancelled. */
const cancel = (actor: Actor, id: string, render: FreezeInvoice, issuedAt: Date = new Date()): Promise<InvoiceWriteResult> =>
  repository.transaction(async (tx) => {
    const original = await repository.lockForIssuer(tx, actor, id);
    if (!original) return { outcome: 'not_found' } as const;
    if (original.status !== 'issued') return { outcome: 'conflict' } as const;
    const draft = await repository.insertDraft(tx, actor, { recipientId: original.recipientId, kind: 'cancellation', cancelsInvoiceId: original.id, content: original.content, grossCents: original.grossCents });
    const taken = await repository.takeNumber(tx, actor, original.issuerKind, issuedAt);
    const storno = await repository.markIssued(tx, draft.id, taken, await render(draft, taken.number), issuedAt);
    if (!(await repository.markCancelled(tx, original.id, issuedAt))) throw new Error('original was not issued');
    return { outcome: 'ok', invoice: storno } as const;
  });

const ISSUE_DATE = new Date('2026-11-25T10:00:00Z');

describe('invoice numbers', () => {
  it('formats and checks number formats', () => {
    expect(formatInvoiceNumber('RE-{YYYY}-{NNNNN}', 42, 2026)).toBe('RE-2026-00042');
    expect(formatInvoiceNumber('{NNN}', 1234, 2026)).toBe('1234');
    expect(isValidInvoiceNumberFormat('RE-{YYYY}')).toBe(false);
    expect(isValidInvoiceNumberFormat('{NN}-{NN}')).toBe(false);
  });
});

describe('issuing with the repository steps', () => {
  it('gives 20 concurrently issued invoices of one supplier 20 consecutive numbers, no gap, no duplicate', async () => {
    const supplier = await account('supplier');
    const client = await account('client');
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draftFor(supplier, client)));

    const results = await Promise.all(drafts.map((draft) => issue(supplier, draft.id, freeze, ISSUE_DATE)));

    expect(results.every((r) => r.outcome === 'ok')).toBe(true);
    const numbers = results.map((r) => (r.outcome === 'ok' ? r.invoice.number : null)).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `RE-2026-${String(i + 1).padStart(5, '0')}`));
    const stored = await handle.db.select().from(invoices).where(eq(invoices.issuerId, supplier.id));
    expect(stored.map((row) => row.sequenceValue).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(stored.every((row) => row.status === 'issued' && row.documentsHash === `sha256-of-${row.number}`)).toBe(true);
  });

  it('keeps separate sequences per supplier and uses the configured format', async () => {
    const first = await account('supplier');
    const second = await account('supplier');
    const client = await account('client');
    await repository.setNumberFormat(second, 'MM-{NNN}/{YYYY}');
    const a = await issue(first, (await draftFor(first, client)).id, freeze, ISSUE_DATE);
    const b = await issue(second, (await draftFor(second, client)).id, freeze, ISSUE_DATE);
    expect(a.outcome === 'ok' && a.invoice.number).toBe('RE-2026-00001');
    expect(b.outcome === 'ok' && b.invoice.number).toBe('MM-001/2026');
  });

  it('leaves no gap when rendering fails after the number was taken', async () => {
    const supplier = await account('supplier');
    const client = await account('client');
    const first = await draftFor(supplier, client);
    const failing = await draftFor(supplier, client);
    const third = await draftFor(supplier, client);

    await issue(supplier, first.id, freeze, ISSUE_DATE);
    let numberSeenByFailingRender: string | undefined;
    await expect(
      issue(
        supplier,
        failing.id,
        async (_invoice, number) => {
          numberSeenByFailingRender = number;
          throw new Error('validation failed: BR-DE-15');
        },
        ISSUE_DATE,
      ),
    ).rejects.toThrow('BR-DE-15');
    expect(numberSeenByFailingRender).toBe('RE-2026-00002');

    const afterFailure = await repository.findForIssuer(supplier, failing.id);
    expect(afterFailure).toMatchObject({ status: 'draft', number: null, sequenceValue: null, documentsHash: null });
    const [sequence] = await handle.db.select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.issuerId, supplier.id));
    expect(sequence?.lastValue).toBe(1);

    const next = await issue(supplier, third.id, freeze, ISSUE_DATE);
    expect(next.outcome === 'ok' && next.invoice.number).toBe('RE-2026-00002');
  });

  it('issues an invoice once: a second issue matches nothing and takes no number', async () => {
    const supplier = await account('supplier');
    const client = await account('client');
    const draft = await draftFor(supplier, client);
    const [once, twice] = await Promise.all([
      issue(supplier, draft.id, freeze, ISSUE_DATE),
      issue(supplier, draft.id, freeze, ISSUE_DATE),
    ]);
    expect([once.outcome, twice.outcome].sort()).toEqual(['conflict', 'ok']);
    const [sequence] = await handle.db.select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.issuerId, supplier.id));
    expect(sequence?.lastValue).toBe(1);
  });

  it("does not issue another supplier's draft", async () => {
    const owner = await account('supplier');
    const other = await account('supplier');
    const client = await account('client');
    const draft = await draftFor(owner, client);
    expect(await issue(other, draft.id, freeze, ISSUE_DATE)).toEqual({ outcome: 'not_found' });
    expect((await repository.findForIssuer(owner, draft.id))?.status).toBe('draft');
  });
});

describe('Storno with the repository steps', () => {
  it('issues a cancellation with the next number, referencing the original, and cancels the original once', async () => {
    const supplier = await account('supplier');
    const client = await account('client');
    const draft = await draftFor(supplier, client);
    await issue(supplier, draft.id, freeze, ISSUE_DATE);

    const [first, second] = await Promise.all([
      cancel(supplier, draft.id, freeze, ISSUE_DATE),
      cancel(supplier, draft.id, freeze, ISSUE_DATE),
    ]);
    expect([first.outcome, second.outcome].sort()).toEqual(['conflict', 'ok']);
    const storno = [first, second].find((r) => r.outcome === 'ok');
    expect(storno?.outcome === 'ok' && storno.invoice).toMatchObject({
      kind: 'cancellation',
      status: 'issued',
      number: 'RE-2026-00002',
      cancelsInvoiceId: draft.id,
      recipientId: client.id,
    });
    expect(await repository.findForIssuer(supplier, draft.id)).toMatchObject({ status: 'cancelled', number: 'RE-2026-00001' });
    const [sequence] = await handle.db.select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.issuerId, supplier.id));
    expect(sequence?.lastValue).toBe(2);
  });

  it('cancels nothing and takes no number when the cancellation document fails', async () => {
    const supplier = await account('supplier');
    const client = await account('client');
    const draft = await draftFor(supplier, client);
    await issue(supplier, draft.id, freeze, ISSUE_DATE);
    await expect(
      cancel(supplier, draft.id, async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect((await repository.findForIssuer(supplier, draft.id))?.status).toBe('issued');
    const rows = await handle.db.select().from(invoices).where(eq(invoices.issuerId, supplier.id));
    expect(rows).toHaveLength(1);
    const [sequence] = await handle.db.select().from(invoiceNumberSequences).where(eq(invoiceNumberSequences.issuerId, supplier.id));
    expect(sequence?.lastValue).toBe(1);
  });

  it('refuses to cancel a draft', async () => {
    const supplier = await account('supplier');
    const client = await account('client');
    const draft = await draftFor(supplier, client);
    expect(await cancel(supplier, draft.id, freeze, ISSUE_DATE)).toEqual({ outcome: 'conflict' });
  });
});

describe('InvoicesRepository.updateDraft', () => {
  it('edits a draft but never an issued invoice', async () => {
    const supplier = await account('supplier');
    const client = await account('client');
    const draft = await draftFor(supplier, client);
    const edited = await repository.updateDraft(supplier, draft.id, { content: { lines: [], note: 'edited' }, grossCents: 500 });
    expect(edited.outcome === 'ok' && edited.invoice.content).toEqual({ lines: [], note: 'edited' });

    const issued = await issue(supplier, draft.id, freeze, ISSUE_DATE);
    expect(issued.outcome).toBe('ok');
    const late = await repository.updateDraft(supplier, draft.id, { content: { tampered: true }, grossCents: 1 });
    expect(late).toEqual({ outcome: 'conflict' });
    const stored = await repository.findForIssuer(supplier, draft.id);
    expect(stored?.content).toEqual({ lines: [], note: 'edited', number: 'RE-2026-00001' });
    expect(stored?.grossCents).toBe(11900);
  });

  it("reports another supplier's invoice as not found", async () => {
    const owner = await account('supplier');
    const other = await account('supplier');
    const client = await account('client');
    const draft = await draftFor(owner, client);
    expect(await repository.updateDraft(other, draft.id, { content: {}, grossCents: 0 })).toEqual({ outcome: 'not_found' });
  });

  it('refuses an issued row without number and hash at the database level', async () => {
    const supplier = await account('supplier');
    const client = await account('client');
    const draft = await draftFor(supplier, client);
    const error = await handle.db
      .update(invoices)
      .set({ status: 'issued' })
      .where(eq(invoices.id, draft.id))
      .then(
        () => undefined,
        (e: { cause?: { constraint?: string } }) => e.cause?.constraint,
      );
    expect(error).toBe('invoices_issued_complete_check');
  });
});
