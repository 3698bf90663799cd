import { jest } from '@jest/globals';
import type { AppConfig, FieldCipher } from '@fachwerk/server/core';
import type * as Documents from '@fachwerk/server/documents';
import type { AuditLogRepository, InvoiceRecordsRepository, InvoiceRow, InvoicesRepository, Tx, UsersRepository, WorkLogsRepository } from '@fachwerk/server/db';
import type { OutboxWriter } from '@fachwerk/server/queue';
import type { BuyerReferences } from '../accounting';
import type { Notifier } from '../notifications';
import type { InvoiceContent } from './invoice-content';
import type { InvoicesPresenter } from './invoices.presenter';
import { fixtureDocument } from './testing/invoice-fixtures';
import { award, client, content, invoiceRow, parties, presented, settings, supplier, withConstructionCertificate, type AwardWithJobRow } from './testing/invoice-unit-doubles';

// The official validation runs in a worker pool and has its own specs: here it answers as told, so
// the spec looks at what the issue does around it (the XML is rendered for real).
class EInvoiceValidationBusyError extends Error {
  readonly code = 'INVOICE_VALIDATION_BUSY';
  constructor(readonly retryAfterSeconds: number) {
    super('busy');
  }
}
const validateEInvoice = jest.fn<typeof Documents.validateEInvoice>();
const unused = () => {
  throw new Error('not used by the issue');
};
jest.unstable_mockModule('../../../../../libs/server/documents/src/lib/invoice/einvoice-validator', () => ({
  EInvoiceValidationBusyError,
  validateEInvoice,
  einvoiceRulesDir: unused,
  einvoiceValidationWorkerFile: unused,
  EInvoiceValidationPool: class {},
  einvoiceValidationPool: unused,
  einvoiceValidationPoolIfStarted: () => undefined,
  warmEInvoiceValidation: unused,
  closeEInvoiceValidation: async () => undefined,
}));
const { InvoiceIssuingService } = await import('./invoice-issuing.service');

const tx = { tx: true } as unknown as Tx;
const platformActor = { id: 'platform-1', userType: 'admin' as const };

interface Options {
  draft?: InvoiceRow;
  award?: AwardWithJobRow | null;
  clientSettings?: ReturnType<typeof settings>;
  billedNetCents?: number;
  issued?: InvoiceRow[];
  billable?: { id: string; netMinutes: number }[];
  serviceFeePercent?: number;
  /** net cents of the award's accepted change orders */
  changeOrders?: number[];
}

function setup(options: Options = {}) {
  const draft = options.draft ?? invoiceRow();
  const theAward = options.award === undefined ? award() : options.award;
  let numbers = 0;
  // every write is recorded in one list, so the spec can tell what happened in which order
  const steps: string[] = [];
  const invoices = {
    findForIssuer: jest.fn<InvoicesRepository['findForIssuer']>().mockResolvedValue(draft),
    lockForIssuer: jest.fn<InvoicesRepository['lockForIssuer']>().mockResolvedValue(draft),
    transaction: jest.fn(async (work: (t: Tx) => Promise<unknown>) => work(tx)),
    takeNumber: jest.fn(async (_tx: Tx, actor: { id: string }, issuerKind: string) => {
      numbers += 1;
      steps.push(`number:${issuerKind}`);
      const prefix = issuerKind === 'platform' ? 'SG' : 'RE';
      return { number: `${prefix}-2026-0000${numbers}`, value: numbers, issuer: actor.id };
    }),
    markIssued: jest.fn(async (_tx: Tx, id: string, taken: { number: string }, frozen: { content: Record<string, unknown>; grossCents: number }) => {
      steps.push(`issued:${id}`);
      return invoiceRow({ id, status: 'issued', number: taken.number, content: frozen.content, grossCents: frozen.grossCents, issuedAt: new Date() });
    }),
    insertDraft: jest.fn(async (_tx: Tx, actor: { id: string }, values: Partial<InvoiceRow>) => {
      const id = values.kind === 'cancellation' ? `storno-of-${values.cancelsInvoiceId}` : `fee-for-${values.feeForInvoiceId}`;
      steps.push(`draft:${id}`);
      return invoiceRow({ ...values, id, issuerId: actor.id });
    }),
    markCancelled: jest.fn(async (_tx: Tx, id: string) => {
      steps.push(`cancelled:${id}`);
      return true;
    }),
  };
  const records = {
    lockAwardForBilling: jest.fn(async () => {
      steps.push('award locked');
      return theAward;
    }),
    issuedForAward: jest.fn(async () => options.issued ?? []),
    billedNetForAward: jest.fn(async () => options.billedNetCents ?? 0),
    acceptedChangeOrders: jest.fn(async () => (options.changeOrders ?? []).map((amountCents) => ({ amountCents }))),
    settings: jest.fn(async (userId: string) => (userId === client.id ? (options.clientSettings ?? settings()) : settings())),
    awardsWithJobs: jest.fn(async () => (theAward ? [theAward] : [])),
    users: jest.fn(async (ids: string[]) => parties().filter((user) => ids.includes(user.id))),
    billingParty: jest.fn(async (userId: string) => {
      const user = parties().find((u) => u.id === userId);
      return user ? { user, settings: (options.clientSettings ?? settings()).settings } : null;
    }),
    linked: jest.fn(async (): Promise<InvoiceRow[]> => []),
    notifiedSince: jest.fn(async () => false),
  };
  const workLogs = {
    approvedUninvoiced: jest.fn(async () => options.billable ?? []),
    markInvoiced: jest.fn(async (_tx: Tx, _supplierId: string, ids: string[]) => ids.map((id) => ({ id }))),
    releaseInvoice: jest.fn(async () => undefined),
  };
  const users = { ensure: jest.fn(async () => ({ id: platformActor.id })) };
  const audit = { record: jest.fn<AuditLogRepository['record']>().mockResolvedValue(undefined as never) };
  const outbox = { enqueue: jest.fn(async () => undefined) };
  const notifier = { notify: jest.fn<Notifier['notify']>().mockResolvedValue(undefined as never) };
  const presenter = { full: jest.fn(async (row: InvoiceRow) => presented(row)) };
  const buyerReferences = { atIssue: jest.fn(async () => ({ reference: 'Bauvorhaben 7', leitwegId: null, publicBuyer: false, zugferdProfile: 'EN 16931' as const })) };
  const config = { serviceFeePercent: options.serviceFeePercent ?? 0 } as AppConfig;
  const cipher = { open: (value: string) => value };
  const service = new InvoiceIssuingService(
    invoices as unknown as InvoicesRepository,
    records as unknown as InvoiceRecordsRepository,
    workLogs as unknown as WorkLogsRepository,
    users as unknown as UsersRepository,
    audit as unknown as AuditLogRepository,
    outbox as unknown as OutboxWriter,
    notifier as unknown as Notifier,
    presenter as unknown as InvoicesPresenter,
    buyerReferences as unknown as BuyerReferences,
    config,
    cipher as unknown as FieldCipher,
  );
  return { service, invoices, records, workLogs, audit, outbox, notifier, steps };
}

/** What `markIssued` froze for the invoice with `id`. */
const frozenContent = (invoices: ReturnType<typeof setup>['invoices'], id = 'invoice-1') =>
  invoices.markIssued.mock.calls.find((call) => call[1] === id)![3].content as unknown as InvoiceContent;

beforeEach(() => {
  validateEInvoice.mockReset().mockResolvedValue({ valid: true, schemaErrors: [], asserts: [] });
});

describe('InvoiceIssuingService: numbering', () => {
  it('takes the number inside the transaction after the award is bound, and prints it on the frozen document', async () => {
    const { service, invoices, steps } = setup();
    const answer = await service.issue(supplier, 'invoice-1');
    expect(answer).toMatchObject({ status: 'issued', number: 'RE-2026-00001' });
    expect(steps).toEqual(['award locked', 'number:supplier', 'issued:invoice-1']);
    expect(invoices.takeNumber).toHaveBeenCalledWith(tx, { id: supplier.id, userType: 'supplier' }, 'supplier', expect.any(Date));
    const frozen = frozenContent(invoices);
    expect(frozen.document).toMatchObject({ kind: 'invoice', number: 'RE-2026-00001' });
    expect(frozen.totals).toMatchObject({ netCents: 500_000, taxCents: 95_000, grossCents: 595_000 });
    expect(invoices.markIssued.mock.calls[0]![3]).toMatchObject({ grossCents: 595_000, documentsHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('validates the XML rendered with the number before anything is stored; a failed validation stores nothing (422 INVOICE_NOT_VALID)', async () => {
    validateEInvoice.mockResolvedValue({ valid: false, schemaErrors: [], asserts: [{ id: 'BR-DE-15', flag: 'fatal', text: 'Leitweg', layer: 'xrechnung' }] } as never);
    const { service, invoices, audit } = setup();
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_VALID', data: { hints: [expect.objectContaining({ rule: 'BR-DE-15' })] } });
    expect(validateEInvoice.mock.calls[0]![0]).toContain('RE-2026-00001');
    expect(invoices.markIssued).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });

  it('tells the client when its own profile blocks the issue, linking to the profile field to fill (not the bare profile)', async () => {
    validateEInvoice.mockResolvedValue({ valid: false, schemaErrors: [], asserts: [{ id: 'BR-DE-9', flag: 'fatal', text: 'postcode', layer: 'xrechnung' }] } as never);
    const { service, notifier } = setup();
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_VALID', data: { hints: [expect.objectContaining({ field: 'client.address' })] } });
    expect(notifier.notify).toHaveBeenCalledTimes(1);
    expect(notifier.notify.mock.calls[0]![1]).toMatchObject({ userId: client.id, type: 'invoiceBillingDataMissing', link: '/profile?field=address' });
  });

  it('does not tell the client when the refusal names only the supplier\'s data', async () => {
    validateEInvoice.mockResolvedValue({ valid: false, schemaErrors: [], asserts: [{ id: 'BR-DE-15', flag: 'fatal', text: 'Leitweg', layer: 'xrechnung' }] } as never);
    const { service, notifier } = setup();
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_VALID' });
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it('answers 503 INVOICE_VALIDATION_BUSY with the seconds to wait when the validation pool is full', async () => {
    validateEInvoice.mockRejectedValue(new EInvoiceValidationBusyError(3));
    const { service, invoices } = setup();
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_VALIDATION_BUSY', params: { seconds: 3 } });
    expect(invoices.markIssued).not.toHaveBeenCalled();
  });

  it('issues the platform’s fee invoice from its own sequence in the same transaction', async () => {
    const { service, invoices, steps, outbox } = setup({ serviceFeePercent: 5 });
    await service.issue(supplier, 'invoice-1');
    expect(steps).toEqual(['award locked', 'number:supplier', 'issued:invoice-1', 'draft:fee-for-invoice-1', 'number:platform', 'issued:fee-for-invoice-1']);
    expect(invoices.takeNumber.mock.calls[1]![1]).toEqual(platformActor);
    const fee = frozenContent(invoices, 'fee-for-invoice-1');
    expect(fee).toMatchObject({ taxCategory: 'standard', lines: [expect.objectContaining({ unitPriceCents: 25_000, description: expect.stringContaining('RE-2026-00001') })] });
    expect(outbox.enqueue).toHaveBeenCalledTimes(2);
  });
});

describe('InvoiceIssuingService: state transitions', () => {
  it('issues a draft only (409 INVOICE_NOT_DRAFT), checked again on the locked row', async () => {
    const before = setup({ draft: invoiceRow({ status: 'issued' }) });
    await expect(before.service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_DRAFT' });
    expect(before.invoices.transaction).not.toHaveBeenCalled();

    const raced = setup();
    raced.invoices.lockForIssuer.mockResolvedValue(invoiceRow({ status: 'issued' }));
    await expect(raced.service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_DRAFT' });
    expect(raced.invoices.takeNumber).not.toHaveBeenCalled();
  });

  it('answers 404 for the platform’s fee invoices, which a supplier neither issues nor cancels', async () => {
    const fee = invoiceRow({ issuerKind: 'platform', status: 'issued' });
    await expect(setup({ draft: invoiceRow({ issuerKind: 'platform' }) }).service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(setup({ draft: fee }).service.cancel(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cancels an issued invoice with a Storno of its own number, releases its hours and cancels its fee invoice too', async () => {
    const issued = invoiceRow(
      { status: 'issued', number: 'RE-2026-00004', source: 'hours' },
      content({ document: { ...fixtureDocument('RE-2026-00004'), issueDate: '2026-11-20' } }),
    );
    const fee = invoiceRow(
      { id: 'fee-1', issuerKind: 'platform', status: 'issued', number: 'SG-2026-00002', feeForInvoiceId: 'invoice-1' },
      content({ document: fixtureDocument('SG-2026-00002') }),
    );
    const { service, records, workLogs, steps, invoices } = setup({ draft: issued });
    records.linked.mockResolvedValue([fee]);
    const answer = await service.cancel(supplier, 'invoice-1');
    expect(answer).toMatchObject({ _id: 'storno-of-invoice-1', number: 'RE-2026-00001' });
    expect(steps).toEqual([
      'award locked',
      'draft:storno-of-invoice-1',
      'number:supplier',
      'issued:storno-of-invoice-1',
      'cancelled:invoice-1',
      'draft:storno-of-fee-1',
      'number:platform',
      'issued:storno-of-fee-1',
      'cancelled:fee-1',
    ]);
    expect(frozenContent(invoices, 'storno-of-invoice-1').document).toMatchObject({
      kind: 'cancellation',
      number: 'RE-2026-00001',
      precedingInvoice: { number: 'RE-2026-00004', issueDate: '2026-11-20' },
    });
    expect(workLogs.releaseInvoice).toHaveBeenCalledWith(tx, 'invoice-1');
  });

  it('cancels issued invoices only: not a draft, not a Storno, not one cancelled meanwhile (409 INVOICE_NOT_ISSUED)', async () => {
    await expect(setup().service.cancel(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_ISSUED' });
    await expect(setup({ draft: invoiceRow({ status: 'issued', kind: 'cancellation' }) }).service.cancel(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_ISSUED' });
    const raced = setup({ draft: invoiceRow({ status: 'issued' }) });
    raced.invoices.lockForIssuer.mockResolvedValue(invoiceRow({ status: 'cancelled' }));
    await expect(raced.service.cancel(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_ISSUED' });
    expect(raced.invoices.takeNumber).not.toHaveBeenCalled();
  });

  it('refuses to cancel a partial invoice that an issued final invoice deducts (409 INVOICE_DEDUCTED_BY_FINAL)', async () => {
    const partial = invoiceRow({ status: 'issued', kind: 'partial', number: 'RE-2026-00002' });
    const final = invoiceRow({ id: 'final-1', status: 'issued', kind: 'final', number: 'RE-2026-00009' }, content({ deductions: [{ invoiceId: 'invoice-1', number: 'RE-2026-00002', issueDate: '2026-11-01', vat: [] }] }));
    const { service, invoices } = setup({ draft: partial, issued: [final] });
    await expect(service.cancel(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_DEDUCTED_BY_FINAL', params: { number: 'RE-2026-00009' } });
    expect(invoices.takeNumber).not.toHaveBeenCalled();
  });
});

describe('InvoiceIssuingService: money binding at issue', () => {
  it('refuses a fixed-price invoice above what is left of the award as billed now, before a number is taken', async () => {
    const { service, invoices } = setup({ billedNetCents: 600_000 });
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_AMOUNT_EXCEEDS_AWARD', params: { left: '4.000,00 €' } });
    expect(invoices.takeNumber).not.toHaveBeenCalled();
  });

  it('adds the accepted change orders to the agreed value, read after the award is locked', async () => {
    // 10.000 € price, 6.000 € billed: a 5.000 € invoice fits only with the 1.000 € change order
    await expect(setup({ billedNetCents: 600_000, changeOrders: [50_000] }).service.issue(supplier, 'invoice-1')).rejects.toMatchObject({
      code: 'INVOICE_AMOUNT_EXCEEDS_AWARD',
      params: { left: '4.500,00 €', agreed: '10.500,00 €' },
    });
    const { service, records } = setup({ billedNetCents: 600_000, changeOrders: [50_000, 50_000] });
    await service.issue(supplier, 'invoice-1');
    expect(records.acceptedChangeOrders).toHaveBeenCalledWith('award-1', expect.anything());
    expect(records.lockAwardForBilling.mock.invocationCallOrder[0]!).toBeLessThan(records.acceptedChangeOrders.mock.invocationCallOrder[0]!);
  });

  it('refuses any invoice on an award a final invoice closed (409 INVOICE_FINAL_ISSUED)', async () => {
    const { service } = setup({ issued: [invoiceRow({ id: 'final-1', kind: 'final', status: 'issued', number: 'RE-2026-00009' })] });
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_FINAL_ISSUED', params: { number: 'RE-2026-00009' } });
  });

  it('binds a final invoice to the partial invoices issued by now, whatever its draft previewed', async () => {
    const partial = invoiceRow(
      { id: 'partial-1', kind: 'partial', status: 'issued', number: 'RE-2026-00002' },
      content({ document: { issueDate: '2026-11-01' } as InvoiceContent['document'], totals: { netCents: 300_000, taxCents: 57_000, grossCents: 357_000, vat: [{ category: 'S', rate: 19, taxableCents: 300_000, taxCents: 57_000 }] } }),
    );
    const finalDraft = invoiceRow({ kind: 'final' }, content({ lines: [{ description: 'Schlussrechnung', quantity: 1, unit: 'LS', unitPriceCents: 1_000_000, vatRate: 19 }], deductions: [], deductedNetCents: 0 }));
    const { service, invoices } = setup({ draft: finalDraft, issued: [partial] });
    await service.issue(supplier, 'invoice-1');
    const frozen = frozenContent(invoices);
    expect(frozen).toMatchObject({ deductions: [expect.objectContaining({ invoiceId: 'partial-1' })], deductedNetCents: 300_000 });
    expect(invoices.markIssued.mock.calls[0]![3].grossCents).toBe(1_190_000 - 357_000);
  });

  it('refuses a final invoice above the agreed value', async () => {
    const finalDraft = invoiceRow({ kind: 'final' }, content({ lines: [{ description: 'Schlussrechnung', quantity: 1, unit: 'LS', unitPriceCents: 1_000_001, vatRate: 19 }] }));
    await expect(setup({ draft: finalDraft }).service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_AMOUNT_EXCEEDS_AWARD' });
    // an accepted change order of one cent makes it fit
    await expect(setup({ draft: finalDraft, changeOrders: [1] }).service.issue(supplier, 'invoice-1')).resolves.toBeDefined();
  });

  it('issues hours lines within the approved hours at the awarded rate and marks their entries invoiced', async () => {
    const hours = content({ source: 'hours', lines: [{ description: 'Max Muster', quantity: 8, unit: 'HUR', unitPriceCents: 4_500, vatRate: 19, workerId: 'worker-1', workLogIds: ['log-1'] }] });
    const { service, workLogs } = setup({ draft: invoiceRow({ source: 'hours' }, hours), award: award({ jobType: 'resource', priceCents: 4_500 }), billable: [{ id: 'log-1', netMinutes: 480 }] });
    await service.issue(supplier, 'invoice-1');
    expect(workLogs.markInvoiced).toHaveBeenCalledWith(tx, supplier.id, ['log-1'], 'invoice-1');
  });

  it('refuses hours above the approved ones or above the awarded rate (422 INVOICE_HOURS_EXCEED_APPROVED), before a number is taken', async () => {
    const line = { description: 'Max Muster', quantity: 8, unit: 'HUR' as const, unitPriceCents: 4_500, vatRate: 19 as const, workerId: 'worker-1', workLogIds: ['log-1'] };
    const options = { award: award({ jobType: 'resource', priceCents: 4_500 }), billable: [{ id: 'log-1', netMinutes: 420 }] };
    const tooMany = setup({ ...options, draft: invoiceRow({ source: 'hours' }, content({ source: 'hours', lines: [line] })) });
    await expect(tooMany.service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_HOURS_EXCEED_APPROVED', params: { approved: '7' } });
    expect(tooMany.invoices.takeNumber).not.toHaveBeenCalled();
    const dearer = setup({ ...options, billable: [{ id: 'log-1', netMinutes: 480 }], draft: invoiceRow({ source: 'hours' }, content({ source: 'hours', lines: [{ ...line, unitPriceCents: 4_600 }] })) });
    await expect(dearer.service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_HOURS_EXCEED_APPROVED' });
  });

  it('refuses hours another invoice billed meanwhile (409 INVOICE_HOURS_NOT_BILLABLE)', async () => {
    const hours = content({ source: 'hours', lines: [{ description: 'Max Muster', quantity: 8, unit: 'HUR', unitPriceCents: 4_500, vatRate: 19, workerId: 'worker-1', workLogIds: ['log-1'] }] });
    const { service } = setup({ draft: invoiceRow({ source: 'hours' }, hours), award: award({ jobType: 'resource', priceCents: 4_500 }), billable: [] });
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_HOURS_NOT_BILLABLE' });
  });

  it('refuses an award that is not the supplier’s any more or not started (409 INVOICE_AWARD_NOT_INVOICEABLE)', async () => {
    await expect(setup({ award: null }).service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_AWARD_NOT_INVOICEABLE' });
    await expect(setup({ award: award({ clientId: 'client-2' }) }).service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_AWARD_NOT_INVOICEABLE' });
    await expect(setup({ award: award({ status: 'awarded' }) }).service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_AWARD_NOT_INVOICEABLE' });
  });
});

describe('InvoiceIssuingService: tax treatment at issue', () => {
  it('issues reverse charge for construction work to a client with a valid USt 1 TG certificate', async () => {
    const { service, invoices } = setup({ draft: invoiceRow({}, content({ taxCategory: 'reverseCharge' })), clientSettings: settings(withConstructionCertificate()) });
    await service.issue(supplier, 'invoice-1');
    expect(frozenContent(invoices).totals).toMatchObject({ netCents: 500_000, taxCents: 0, grossCents: 500_000 });
  });

  it('refuses reverse charge set on a staffing invoice, even with the client’s certificate (422 INVOICE_NOT_VALID on taxCategory)', async () => {
    const hours = content({
      source: 'hours',
      taxCategory: 'reverseCharge',
      lines: [{ description: 'Max Muster', quantity: 8, unit: 'HUR', unitPriceCents: 4_500, vatRate: 19, workerId: 'worker-1', workLogIds: ['log-1'] }],
    });
    const { service, invoices } = setup({
      draft: invoiceRow({ source: 'hours' }, hours),
      award: award({ jobType: 'resource', priceCents: 4_500 }),
      billable: [{ id: 'log-1', netMinutes: 480 }],
      clientSettings: settings(withConstructionCertificate()),
    });
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_VALID', data: { hints: [expect.objectContaining({ field: 'taxCategory', message: expect.stringContaining('§ 13b') })] } });
    expect(invoices.takeNumber).not.toHaveBeenCalled();
  });

  it('refuses reverse charge for construction work when the client has no valid certificate', async () => {
    const { service } = setup({ draft: invoiceRow({}, content({ taxCategory: 'reverseCharge' })) });
    await expect(service.issue(supplier, 'invoice-1')).rejects.toMatchObject({ code: 'INVOICE_NOT_VALID' });
  });

  it('charges standard VAT and prints the § 48 EStG withholding note on construction work without the supplier’s § 48b certificate', async () => {
    const { service, invoices } = setup();
    await service.issue(supplier, 'invoice-1');
    const frozen = frozenContent(invoices);
    expect(frozen.totals).toMatchObject({ taxCents: 95_000 });
    expect(frozen.document?.notes).toEqual([expect.stringMatching(/^Für diese Bauleistung liegt keine gültige Freistellungsbescheinigung nach § 48b EStG vor/)]);
  });
});
