import { jest } from '@jest/globals';
import type { AuditLogRepository, InvoicePaymentRow, InvoiceRecordsRepository, InvoiceRow, Tx } from '@fachwerk/server/db';
import type { Notifier } from '../notifications';
import { civilDate } from './invoice-common';
import { InvoicePaymentsService } from './invoice-payments.service';
import type { InvoicesPresenter } from './invoices.presenter';
import { client, invoiceRow, parties, presented, supplier } from './testing/invoice-unit-doubles';

const tx = { tx: true } as unknown as Tx;
const issued = (over: Partial<InvoiceRow> = {}) => invoiceRow({ status: 'issued', number: 'RE-2026-00004', grossCents: 595_000, ...over });
const payment = { id: 'payment-1', amountCents: 200_000 } as InvoicePaymentRow;

type RecordOutcome = Awaited<ReturnType<InvoiceRecordsRepository['recordPayment']>>;
type DecideOutcome = Awaited<ReturnType<InvoiceRecordsRepository['decidePayment']>>;

function setup(options: { visible?: InvoiceRow | null; recorded?: RecordOutcome; decided?: DecideOutcome; confirmedCents?: number } = {}) {
  const records = {
    findVisible: jest.fn(async () => (options.visible === undefined ? issued() : options.visible)),
    users: jest.fn(async (ids: string[]) => parties().filter((user) => ids.includes(user.id))),
    // the repository runs the caller's work in its transaction when the payment is written
    recordPayment: jest.fn(async (_actor: unknown, _id: string, body: { amountCents: number }, inTx?: (t: Tx, invoice: InvoiceRow) => Promise<void>) => {
      const outcome = options.recorded ?? { outcome: 'ok', invoice: issued({ paidCents: body.amountCents }) };
      if (outcome.outcome === 'ok') await inTx?.(tx, outcome.invoice);
      return outcome;
    }),
    decidePayment: jest.fn(async (_actor: unknown, _id: string, _paymentId: string, _decision: unknown, inTx?: (t: Tx, invoice: InvoiceRow, p: InvoicePaymentRow) => Promise<void>) => {
      const outcome = options.decided ?? { outcome: 'ok', invoice: issued({ paidCents: 200_000 }) };
      if (outcome.outcome === 'ok') await inTx?.(tx, outcome.invoice, payment);
      return outcome;
    }),
    confirmedCents: jest.fn(async () => options.confirmedCents ?? 0),
    addMessage: jest.fn(async (_actor: unknown, invoiceId: string, body: string) => ({ id: 'message-1', invoiceId, authorRole: 'client' as const, body, createdAt: new Date('2026-11-20T10:00:00Z') })),
  };
  const audit = { record: jest.fn<AuditLogRepository['record']>().mockResolvedValue(undefined as never) };
  const notifier = { notify: jest.fn<Notifier['notify']>().mockResolvedValue(undefined as never) };
  const presenter = { full: jest.fn(async (row: InvoiceRow) => presented(row)) };
  const service = new InvoicePaymentsService(records as unknown as InvoiceRecordsRepository, audit as unknown as AuditLogRepository, notifier as unknown as Notifier, presenter as unknown as InvoicesPresenter);
  return { service, records, audit, notifier };
}

describe('InvoicePaymentsService: the client reports a payment', () => {
  it('records a part payment paid today unless told otherwise, audits it and tells the supplier', async () => {
    const { service, records, audit, notifier } = setup();
    await service.pay(client, 'invoice-1', { amountCents: 200_000 });
    expect(records.recordPayment).toHaveBeenCalledWith({ id: client.id, userType: 'client' }, 'invoice-1', { amountCents: 200_000, paidOn: civilDate() }, expect.any(Function));
    expect(audit.record).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'reportInvoicePayment', targetId: 'invoice-1' }), tx);
    expect(notifier.notify).toHaveBeenCalledWith(tx, {
      userId: supplier.id,
      type: 'invoicePaymentReported',
      params: expect.objectContaining({ companyName: 'Bauherr Süd AG', number: 'RE-2026-00004', amount: '2.000,00 €' }),
      link: '/invoice-view/invoice-1',
    });
  });

  it('refuses a payment dated in the future, reading nothing', async () => {
    const { service, records } = setup();
    await expect(service.pay(client, 'invoice-1', { amountCents: 100, paidOn: '2999-01-01' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [expect.objectContaining({ field: 'paidOn', messageKey: 'server.invoices.futureDate' })],
    });
    expect(records.findVisible).not.toHaveBeenCalled();
  });

  it('lets only the invoice’s client report, and only on a supplier invoice (403)', async () => {
    await expect(setup().service.pay(supplier, 'invoice-1', { amountCents: 100 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const fee = setup({ visible: issued({ issuerKind: 'platform', recipientId: client.id }) });
    await expect(fee.service.pay(client, 'invoice-1', { amountCents: 100 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(fee.records.recordPayment).not.toHaveBeenCalled();
  });

  it('answers 404 for an invoice the client cannot see', async () => {
    await expect(setup({ visible: null }).service.pay(client, 'invoice-1', { amountCents: 100 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('maps the locked invoice’s state: not issued (draft, cancelled, a Storno) → 409 INVOICE_NOT_ISSUED, above the open amount → 409 INVOICE_PAYMENT_EXCEEDS_OPEN', async () => {
    const notIssued = setup({ recorded: { outcome: 'conflict' } });
    await expect(notIssued.service.pay(client, 'invoice-1', { amountCents: 100 })).rejects.toMatchObject({ code: 'INVOICE_NOT_ISSUED' });
    expect(notIssued.notifier.notify).not.toHaveBeenCalled();
    await expect(setup({ recorded: { outcome: 'exceeds' } }).service.pay(client, 'invoice-1', { amountCents: 999_999 })).rejects.toMatchObject({ code: 'INVOICE_PAYMENT_EXCEEDS_OPEN' });
    await expect(setup({ recorded: { outcome: 'not_found' } }).service.pay(client, 'invoice-1', { amountCents: 100 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('InvoicePaymentsService: the supplier confirms or contests', () => {
  it('confirms a reported payment and tells the client what is still open', async () => {
    const { service, records, notifier, audit } = setup();
    await service.confirm(supplier, 'invoice-1', 'payment-1');
    expect(records.decidePayment).toHaveBeenCalledWith({ id: supplier.id, userType: 'supplier' }, 'invoice-1', 'payment-1', { status: 'confirmed' }, expect.any(Function));
    expect(audit.record).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'confirmInvoicePayment', details: { paymentId: 'payment-1', amountCents: 200_000 } }), tx);
    expect(notifier.notify).toHaveBeenCalledTimes(1);
    expect(notifier.notify).toHaveBeenCalledWith(tx, expect.objectContaining({ userId: client.id, type: 'invoicePaymentConfirmed', params: expect.objectContaining({ amount: '2.000,00 €', open: '3.950,00 €' }) }));
  });

  it('tells the supplier the invoice is paid once the confirmed payments cover its gross', async () => {
    const { service, notifier } = setup({ confirmedCents: 595_000 });
    await service.confirm(supplier, 'invoice-1', 'payment-1');
    expect(notifier.notify).toHaveBeenLastCalledWith(tx, { userId: supplier.id, type: 'invoicePaid', params: { number: 'RE-2026-00004', amount: '5.950,00 €' }, link: '/invoice-view/invoice-1' });
  });

  it('contests with its reason, which the client is told, and never reports the invoice paid', async () => {
    const { service, records, notifier, audit } = setup({ confirmedCents: 595_000 });
    await service.contest(supplier, 'invoice-1', 'payment-1', 'Nicht eingegangen');
    expect(records.decidePayment.mock.calls[0]![3]).toEqual({ status: 'contested', reason: 'Nicht eingegangen' });
    expect(audit.record).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'contestInvoicePayment', details: expect.objectContaining({ reason: 'Nicht eingegangen' }) }), tx);
    expect(notifier.notify).toHaveBeenCalledTimes(1);
    expect(notifier.notify).toHaveBeenCalledWith(tx, expect.objectContaining({ type: 'invoicePaymentContested', params: expect.objectContaining({ reason: 'Nicht eingegangen' }) }));
  });

  it('decides a payment once: a decided one is 409 INVOICE_PAYMENT_NOT_REPORTED, an unknown one 404', async () => {
    await expect(setup({ decided: { outcome: 'conflict' } }).service.confirm(supplier, 'invoice-1', 'payment-1')).rejects.toMatchObject({ code: 'INVOICE_PAYMENT_NOT_REPORTED' });
    await expect(setup({ decided: { outcome: 'not_found' } }).service.contest(supplier, 'invoice-1', 'payment-1', 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('InvoicePaymentsService: messages', () => {
  it('takes messages on issued invoices only (409 INVOICE_NOT_ISSUED on a draft)', async () => {
    const draft = setup({ visible: invoiceRow() });
    await expect(draft.service.addMessage(client, 'invoice-1', 'Frage')).rejects.toMatchObject({ code: 'INVOICE_NOT_ISSUED' });
    expect(draft.records.addMessage).not.toHaveBeenCalled();
    const message = await setup().service.addMessage(client, 'invoice-1', 'Frage');
    expect(message).toEqual({ _id: 'message-1', authorRole: 'client', authorName: 'Bauherr Süd AG', body: 'Frage', createdAt: '2026-11-20T10:00:00.000Z' });
  });
});
