import { jest } from '@jest/globals';
import type { InvoiceRecordsRepository, InvoiceRow, InvoicesRepository, WorkLogsRepository } from '@fachwerk/server/db';
import type { CreateInvoiceRequest } from '@fachwerk/shared/contracts';
import type { BuyerReferences } from '../accounting';
import type { InvoiceContent } from './invoice-content';
import { InvoiceDraftsService } from './invoice-drafts.service';
import type { InvoicesPresenter } from './invoices.presenter';
import { award, client, content, invoiceRow, presented, settings, supplier, withConstructionCertificate, type AwardWithJobRow } from './testing/invoice-unit-doubles';

type Settings = ReturnType<typeof settings>;

function setup(options: { award?: AwardWithJobRow; supplierSettings?: Settings; clientSettings?: Settings; billedNetCents?: number; issued?: InvoiceRow[]; changeOrders?: { amountCents: number; reason: string }[] } = {}) {
  const invoices = {
    createDraft: jest.fn(async (_actor: unknown, values: Record<string, unknown>) => invoiceRow(values as Partial<InvoiceRow>)),
    findForIssuer: jest.fn<InvoicesRepository['findForIssuer']>().mockResolvedValue(invoiceRow()),
    updateDraft: jest.fn(async (_actor: unknown, _id: string, changes: { content: Record<string, unknown>; grossCents: number }) => ({
      outcome: 'ok' as const,
      invoice: invoiceRow({ content: changes.content, grossCents: changes.grossCents }),
    })),
  };
  const records = {
    awardsWithJobs: jest.fn(async () => [options.award ?? award()]),
    settings: jest.fn(async (userId: string) => (userId === client.id ? (options.clientSettings ?? settings()) : (options.supplierSettings ?? settings()))),
    billingParty: jest.fn(async () => ({ user: client, settings: (options.clientSettings ?? settings()).settings })),
    issuedForAward: jest.fn(async () => options.issued ?? []),
    billedNetForAward: jest.fn(async () => options.billedNetCents ?? 0),
    acceptedChangeOrders: jest.fn(async () => options.changeOrders ?? []),
  };
  const workLogs = { approvedUninvoicedByWorker: jest.fn<WorkLogsRepository['approvedUninvoicedByWorker']>().mockResolvedValue([]) };
  const presenter = { full: jest.fn(async (row: InvoiceRow) => presented(row)) };
  const buyerReferences = { bindingFor: jest.fn(async () => ({ reference: 'Bauvorhaben 7' })) };
  const service = new InvoiceDraftsService(
    invoices as unknown as InvoicesRepository,
    records as unknown as InvoiceRecordsRepository,
    workLogs as unknown as WorkLogsRepository,
    presenter as unknown as InvoicesPresenter,
    buyerReferences as unknown as BuyerReferences,
  );
  /** The draft the service asked the repository to create. */
  const created = () => {
    const values = invoices.createDraft.mock.calls[0]![1] as { kind: string; source: string; grossCents: number; content: InvoiceContent };
    return values;
  };
  return { service, invoices, records, workLogs, created };
}

const fromAward = (over: Partial<CreateInvoiceRequest> = {}): CreateInvoiceRequest => ({ awardId: 'award-1', source: 'award', ...over });

describe('InvoiceDraftsService: money binding on create', () => {
  it('drafts the whole rest of a fixed price when no amount is asked for', async () => {
    const { service, created } = setup({ billedNetCents: 300_000 });
    await service.create(supplier, fromAward());
    expect(created()).toMatchObject({ kind: 'partial', source: 'award', grossCents: 833_000 });
    expect(created().content.lines).toEqual([expect.objectContaining({ unitPriceCents: 700_000, quantity: 1, unit: 'LS', description: 'Teilleistung: Dachsanierung' })]);
  });

  it('drafts a plain invoice when the amount is the whole agreed price', async () => {
    const { service, created } = setup();
    await service.create(supplier, fromAward({ amountCents: 1_000_000 }));
    expect(created()).toMatchObject({ kind: 'invoice', grossCents: 1_190_000 });
  });

  it('refuses an amount above what is left of the award (409 INVOICE_AMOUNT_EXCEEDS_AWARD) and drafts nothing', async () => {
    const { service, invoices } = setup({ billedNetCents: 900_000 });
    await expect(service.create(supplier, fromAward({ amountCents: 100_001 }))).rejects.toMatchObject({
      code: 'INVOICE_AMOUNT_EXCEEDS_AWARD',
      params: { left: '1.000,00 €', agreed: '10.000,00 €', billed: '9.000,00 €' },
    });
    expect(invoices.createDraft).not.toHaveBeenCalled();
  });

  it('refuses a fully billed award even without an amount', async () => {
    const { service } = setup({ billedNetCents: 1_000_000 });
    await expect(service.create(supplier, fromAward())).rejects.toMatchObject({ code: 'INVOICE_AMOUNT_EXCEEDS_AWARD' });
  });

  it('drafts nothing more once a final invoice closed the award', async () => {
    const { service } = setup({ issued: [invoiceRow({ id: 'final-1', kind: 'final', status: 'issued', number: 'RE-2026-00007' })] });
    await expect(service.create(supplier, fromAward())).rejects.toMatchObject({ code: 'INVOICE_FINAL_ISSUED', params: { number: 'RE-2026-00007' } });
  });

  it('drafts a final invoice over the agreed value, deducting each issued partial invoice', async () => {
    const partial = invoiceRow(
      { id: 'partial-1', kind: 'partial', status: 'issued', number: 'RE-2026-00003' },
      content({ document: { issueDate: '2026-10-01' } as InvoiceContent['document'], totals: { netCents: 400_000, taxCents: 76_000, grossCents: 476_000, vat: [{ category: 'S', rate: 19, taxableCents: 400_000, taxCents: 76_000 }] } }),
    );
    const { service, created } = setup({ issued: [partial] });
    await service.create(supplier, fromAward({ final: true }));
    expect(created().kind).toBe('final');
    expect(created().content).toMatchObject({
      lines: [expect.objectContaining({ unitPriceCents: 1_000_000, description: 'Schlussrechnung: Dachsanierung' })],
      deductions: [expect.objectContaining({ invoiceId: 'partial-1', number: 'RE-2026-00003' })],
      deductedNetCents: 400_000,
    });
    // what is asked to be paid: the final gross less the deducted gross
    expect(created().grossCents).toBe(1_190_000 - 476_000);
  });

  it('counts accepted change orders: the rest includes them, and a final invoice bills each as a line of its own', async () => {
    const changeOrders = [{ amountCents: 150_000, reason: 'Zusätzliche\nDämmung' }];
    const rest = setup({ billedNetCents: 1_000_000, changeOrders });
    await rest.service.create(supplier, fromAward());
    expect(rest.created()).toMatchObject({ kind: 'partial', grossCents: 178_500 });
    const whole = setup({ changeOrders });
    await whole.service.create(supplier, fromAward({ amountCents: 1_150_000 }));
    expect(whole.created().kind).toBe('invoice');
    const final = setup({ changeOrders });
    await final.service.create(supplier, fromAward({ final: true }));
    expect(final.created().content.lines).toEqual([
      expect.objectContaining({ unitPriceCents: 1_000_000, description: 'Schlussrechnung: Dachsanierung' }),
      expect.objectContaining({ unitPriceCents: 150_000, description: 'Nachtrag: Zusätzliche Dämmung', unit: 'LS', quantity: 1 }),
    ]);
  });

  it('refuses a final invoice with an amount, or on hours', async () => {
    const { service } = setup();
    await expect(service.create(supplier, fromAward({ final: true, amountCents: 5_000 }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [expect.objectContaining({ field: 'amountCents', messageKey: 'server.invoices.finalHasNoAmount' })],
    });
    await expect(service.create(supplier, { awardId: 'award-1', source: 'hours', final: true })).rejects.toMatchObject({ code: 'INVOICE_AWARD_NOT_INVOICEABLE' });
  });

  it('bills approved hours only: one line per worker at the awarded hourly rate, claiming its entries', async () => {
    const { service, workLogs, created } = setup({ award: award({ jobType: 'resource', priceCents: 4_500 }) });
    workLogs.approvedUninvoicedByWorker.mockResolvedValue([
      { workerId: 'worker-1', workerName: 'Max Muster', netMinutes: 450, firstDate: '2026-11-16', lastDate: '2026-11-17', workLogIds: ['log-1', 'log-2'] },
      { workerId: 'worker-2', workerName: 'Ida Kern', netMinutes: 480, firstDate: '2026-11-18', lastDate: '2026-11-18', workLogIds: ['log-3'] },
    ] as Awaited<ReturnType<WorkLogsRepository['approvedUninvoicedByWorker']>>);
    await service.create(supplier, { awardId: 'award-1', source: 'hours', from: '2026-11-16', to: '2026-11-20' });
    expect(workLogs.approvedUninvoicedByWorker).toHaveBeenCalledWith({ awardId: 'award-1', supplierId: supplier.id, from: '2026-11-16', to: '2026-11-20' });
    expect(created()).toMatchObject({ kind: 'invoice', source: 'hours' });
    expect(created().content.lines).toEqual([
      expect.objectContaining({ description: 'Dachsanierung: Max Muster, 16.11.2026 – 17.11.2026', quantity: 7.5, unit: 'HUR', unitPriceCents: 4_500, workerId: 'worker-1', workLogIds: ['log-1', 'log-2'] }),
      expect.objectContaining({ description: 'Dachsanierung: Ida Kern, 18.11.2026', quantity: 8, unitPriceCents: 4_500, workLogIds: ['log-3'] }),
    ]);
    expect(created().content.servicePeriod).toEqual({ start: '2026-11-16', end: '2026-11-18' });
  });

  it('refuses an hours invoice without approved, unbilled hours (409 INVOICE_NO_APPROVED_HOURS)', async () => {
    const { service, invoices } = setup({ award: award({ jobType: 'resource' }) });
    await expect(service.create(supplier, { awardId: 'award-1', source: 'hours' })).rejects.toMatchObject({ code: 'INVOICE_NO_APPROVED_HOURS' });
    expect(invoices.createDraft).not.toHaveBeenCalled();
  });

  it('matches the source to the award: no hours on a fixed price, no fixed amount on staffing', async () => {
    await expect(setup().service.create(supplier, { awardId: 'award-1', source: 'hours' })).rejects.toMatchObject({ code: 'INVOICE_AWARD_NOT_INVOICEABLE' });
    await expect(setup({ award: award({ jobType: 'resource' }) }).service.create(supplier, fromAward())).rejects.toMatchObject({ code: 'INVOICE_AWARD_NOT_INVOICEABLE' });
  });

  it('answers 404 for another supplier’s award and 409 for an award not started yet', async () => {
    await expect(setup({ award: award({ supplierId: 'supplier-2' }) }).service.create(supplier, fromAward())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(setup({ award: award({ status: 'awarded' }) }).service.create(supplier, fromAward())).rejects.toMatchObject({ code: 'INVOICE_AWARD_NOT_INVOICEABLE' });
  });
});

describe('InvoiceDraftsService: tax treatment on create', () => {
  it('uses reverse charge (§ 13b) for construction work to a client with a valid USt 1 TG certificate', async () => {
    const { service, created } = setup({ clientSettings: settings(withConstructionCertificate()) });
    await service.create(supplier, fromAward());
    expect(created().content.taxCategory).toBe('reverseCharge');
    // no VAT is charged: the client owes it
    expect(created().grossCents).toBe(1_000_000);
  });

  it('never uses reverse charge for staffing, whatever certificate the client holds', async () => {
    const { service, workLogs, created } = setup({ award: award({ jobType: 'resource', priceCents: 4_000 }), clientSettings: settings(withConstructionCertificate()) });
    workLogs.approvedUninvoicedByWorker.mockResolvedValue([
      { workerId: 'worker-1', workerName: 'Max Muster', netMinutes: 600, firstDate: '2026-11-16', lastDate: '2026-11-16', workLogIds: ['log-1'] },
    ] as Awaited<ReturnType<WorkLogsRepository['approvedUninvoicedByWorker']>>);
    await service.create(supplier, { awardId: 'award-1', source: 'hours' });
    expect(created().content.taxCategory).toBe('standard');
    expect(created().grossCents).toBe(47_600);
  });

  it('uses standard VAT for construction work when the client’s certificate is missing or expired', async () => {
    const expired = setup({ clientSettings: settings({ ...withConstructionCertificate(), constructionExemptionValidUntil: '2001-01-01' }) });
    await expired.service.create(supplier, fromAward());
    expect(expired.created().content.taxCategory).toBe('standard');
    const none = setup();
    await none.service.create(supplier, fromAward());
    expect(none.created().content.taxCategory).toBe('standard');
  });

  it('uses § 19 for a small business supplier, and its default payment days', async () => {
    const { service, created } = setup({ supplierSettings: settings({ smallBusiness: true, defaultPaymentDays: 30 }), clientSettings: settings(withConstructionCertificate()) });
    await service.create(supplier, fromAward());
    expect(created().content).toMatchObject({ taxCategory: 'smallBusiness', paymentDays: 30, buyerReference: 'Bauvorhaben 7' });
  });
});

describe('InvoiceDraftsService: editing a draft', () => {
  it('keeps an hours line’s work-log claims while its worker line stays', async () => {
    const hoursDraft = content({
      source: 'hours',
      lines: [{ description: 'Max', quantity: 8, unit: 'HUR', unitPriceCents: 4_000, vatRate: 19, workerId: 'worker-1', workLogIds: ['log-1'] }],
    });
    const { service, invoices } = setup();
    invoices.findForIssuer.mockResolvedValue(invoiceRow({ source: 'hours' }, hoursDraft));
    await service.update(supplier, 'invoice-1', {
      lines: [
        { description: 'Max', quantity: 7, unit: 'HUR', unitPriceCents: 4_000 },
        { description: 'Anfahrt', quantity: 1, unit: 'LS', unitPriceCents: 5_000 },
      ],
    });
    const saved = invoices.updateDraft.mock.calls[0]![2].content as unknown as InvoiceContent;
    expect(saved.lines).toEqual([
      { description: 'Max', quantity: 7, unit: 'HUR', unitPriceCents: 4_000, vatRate: 19, workerId: 'worker-1', workLogIds: ['log-1'] },
      { description: 'Anfahrt', quantity: 1, unit: 'LS', unitPriceCents: 5_000, vatRate: 19 },
    ]);
  });

  it('refuses edits of an issued invoice (409 INVOICE_NOT_DRAFT), also when it was issued meanwhile', async () => {
    const issued = setup();
    issued.invoices.findForIssuer.mockResolvedValue(invoiceRow({ status: 'issued' }));
    await expect(issued.service.update(supplier, 'invoice-1', { notes: 'x' })).rejects.toMatchObject({ code: 'INVOICE_NOT_DRAFT' });
    expect(issued.invoices.updateDraft).not.toHaveBeenCalled();

    const raced = setup();
    raced.invoices.updateDraft.mockResolvedValue({ outcome: 'conflict' } as never);
    await expect(raced.service.update(supplier, 'invoice-1', { notes: 'x' })).rejects.toMatchObject({ code: 'INVOICE_NOT_DRAFT' });
  });

  it('answers 404 for the platform’s fee invoice and for a draft that is gone', async () => {
    const fee = setup();
    fee.invoices.findForIssuer.mockResolvedValue(invoiceRow({ issuerKind: 'platform' }));
    await expect(fee.service.update(supplier, 'invoice-1', {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const gone = setup();
    gone.invoices.updateDraft.mockResolvedValue({ outcome: 'not_found' } as never);
    await expect(gone.service.update(supplier, 'invoice-1', {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an exempt draft without its reason, a period ending before it starts and a total above the limit', async () => {
    const { service, invoices } = setup();
    await expect(service.update(supplier, 'invoice-1', { taxCategory: 'exempt' })).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'taxExemptionReason', messageKey: 'server.invoices.exemptionReasonRequired' })],
    });
    await expect(service.update(supplier, 'invoice-1', { servicePeriod: { start: '2026-11-20', end: '2026-11-19' } })).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'servicePeriod.end', messageKey: 'server.invoices.periodOrder' })],
    });
    await expect(service.update(supplier, 'invoice-1', { lines: [{ description: 'Alles', quantity: 1_000, unit: 'LS', unitPriceCents: 99_999_999 }] })).rejects.toMatchObject({
      issues: [expect.objectContaining({ field: 'lines', messageKey: 'server.invoices.totalTooHigh' })],
    });
    expect(invoices.updateDraft).not.toHaveBeenCalled();
  });

  it('stores the new gross with the edited content', async () => {
    const { service, invoices } = setup();
    await service.update(supplier, 'invoice-1', { taxCategory: 'exempt', taxExemptionReason: '  § 4 Nr. 8 UStG ', notes: '  ' });
    const [, , changes] = invoices.updateDraft.mock.calls[0]!;
    expect(changes.content).toMatchObject({ taxCategory: 'exempt', taxExemptionReason: '§ 4 Nr. 8 UStG', notes: null });
    expect(changes.grossCents).toBe(500_000);
  });
});
