import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  explainValidationFailures,
  InvoiceDocumentError,
  renderXRechnungCii,
  validateEInvoice,
  type InvoiceDocument,
} from '@fachwerk/server/documents';
import {
  AuditLogRepository,
  berlinToday,
  InvoiceRecordsRepository,
  InvoicesRepository,
  isValidInvoiceNumberFormat,
  UsersRepository,
  WorkLogsRepository,
  DEFAULT_INVOICE_NUMBER_FORMAT,
  type Actor,
  type InvoiceRow,
  type InvoiceSettingsRow,
  type Tx,
  type UserRow,
} from '@fachwerk/server/db';
import { DomainError, InjectConfig, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import { OutboxWriter } from '@fachwerk/server/queue';
import {
  INVOICE_DEFAULT_PAYMENT_DAYS,
  type CreateInvoiceRequest,
  type InvoiceListResponse,
  type InvoiceMessage,
  type InvoiceMessageListResponse,
  type InvoiceResponse,
  type InvoiceSettings,
  type InvoiceTaxCategory,
  type InvoiceValidationHint,
  type Language,
  type RecordPaymentRequest,
  type UpdateInvoiceRequest,
} from '@fachwerk/shared/contracts';
import { Notifier } from '../notifications';
import type { InvoiceListQueryDto, UpdateInvoiceSettingsDto } from './dto/invoices.dto';
import {
  addDays,
  asContent,
  asRecord,
  buildDocument,
  totalsOf,
  type ContentLine,
  type DocumentParties,
  type InvoiceContent,
} from './invoice-content';
import { buyerFrom, hasValidConstructionExemption, platformSeller, sellerFrom } from './invoice-parties';
import { formatMoney, InvoicesPresenter } from './invoices.presenter';

const PLATFORM_ACCOUNT_EMAIL = 'platform-invoices@fachwerk.invalid';
/** Today (or `at`) as a civil date in Europe/Berlin, `YYYY-MM-DD`. */
export const civilDate = (at: Date = new Date()): string => berlinToday(at);

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
const notFound = () => new DomainError('NOT_FOUND');
const asActor = (user: Pick<AuthenticatedUser, 'id' | 'userType'>): Actor => ({ id: user.id, userType: user.userType });

/** Invoice document fields → the fields the supplier edits (hints name what to fix where). */
const FIELD_OF: Record<string, string> = {
  'seller.vatId': 'settings.vatId',
  'seller.taxNumber': 'settings.taxNumber',
  'seller.registrationId': 'profile.companyRegistrationNumber',
  'seller.bank': 'profile.accountNo',
  'seller.bank.iban': 'profile.accountNo',
  'seller.contact': 'profile.contactPerson',
  'seller.contact.name': 'profile.contactPerson',
  'seller.contact.phone': 'profile.companyPhoneNumber',
  'seller.contact.email': 'profile.companyEmail',
  'seller.address': 'profile.companyAddress',
  'seller.address.city': 'profile.companyAddress',
  'seller.address.postalCode': 'profile.companyAddress',
  'buyer.vatId': 'client.vat',
  'buyer.address': 'client.address',
  'buyer.address.city': 'client.address',
  'buyer.address.postalCode': 'client.address',
  'buyer.reference': 'buyerReference',
  dueDate: 'paymentDays',
};
const fieldFor = (field: string | undefined): string | undefined => {
  if (!field) return undefined;
  if (FIELD_OF[field]) return FIELD_OF[field];
  if (field.startsWith('lines')) return field;
  return field;
};

/**
 * Supplier invoices from draft to payment: drafts from an award or from approved hours, editing,
 * issuing (validated with the official e-invoice rules, numbered in the freezing transaction, the
 * platform's fee invoice issued with it, rendering queued), Storno, payments, messages, settings.
 */
@Injectable()
export class InvoicesService {
  private platformActor: Promise<Actor> | undefined;

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly records: InvoiceRecordsRepository,
    private readonly workLogs: WorkLogsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly outbox: OutboxWriter,
    private readonly notifier: Notifier,
    private readonly presenter: InvoicesPresenter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  // ── reads ─────────────────────────────────────────────────────────────────────────────────────

  async list(user: AuthenticatedUser, query: InvoiceListQueryDto): Promise<InvoiceListResponse> {
    const { items, total } = await this.records.list(asActor(user), {
      ...(query.status ? { status: query.status } : {}),
      ...(query.payment ? { payment: query.payment } : {}),
      ...(query.jobId ? { jobId: query.jobId } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      // Suppliers see their own invoices unless they ask for the platform's fee invoices to them.
      ...(query.issuerKind ? { issuerKind: query.issuerKind } : user.userType === 'supplier' ? { issuerKind: 'supplier' as const } : {}),
      today: civilDate(),
      page: query.page,
      limit: query.limit,
    });
    return { items: await this.presenter.listItems(items, civilDate()), total, page: query.page, limit: query.limit };
  }

  async one(user: AuthenticatedUser, id: string): Promise<InvoiceResponse> {
    return this.present(user, await this.visible(user, id));
  }

  private async visible(user: AuthenticatedUser, id: string): Promise<InvoiceRow> {
    const row = await this.records.findVisible(asActor(user), id);
    if (!row) throw notFound();
    return row;
  }

  private present(user: AuthenticatedUser, row: InvoiceRow): Promise<InvoiceResponse> {
    return this.presenter.full(row, asActor(user), civilDate());
  }

  // ── drafts ────────────────────────────────────────────────────────────────────────────────────

  async create(user: AuthenticatedUser, body: CreateInvoiceRequest): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const [award] = await this.records.awardsWithJobs([body.awardId]);
    if (!award || award.supplierId !== actor.id) throw notFound();
    if (award.status === 'awarded') throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
    const today = civilDate();
    const [{ settings }, { settings: clientSettings }] = await Promise.all([this.records.settings(actor.id), this.records.settings(award.clientId)]);
    const taxCategory: InvoiceTaxCategory = settings?.smallBusiness
      ? 'smallBusiness'
      : hasValidConstructionExemption(clientSettings, today)
        ? 'reverseCharge'
        : 'standard';
    const base = {
      version: 1 as const,
      paymentDays: settings?.defaultPaymentDays ?? INVOICE_DEFAULT_PAYMENT_DAYS,
      paymentTermsText: null,
      taxCategory,
      taxExemptionReason: null,
      buyerReference: award.jobTitle.slice(0, 100),
      notes: null,
    };

    let content: InvoiceContent;
    let kind: 'invoice' | 'partial' = 'invoice';
    if (body.source === 'award') {
      if (award.jobType !== 'fixedBudget') throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
      const left = award.priceCents - (await this.records.invoicedNetForAward(award.awardId));
      const amount = body.amountCents ?? left;
      if (amount <= 0 || amount > left) throw new DomainError('INVOICE_AMOUNT_EXCEEDS_AWARD', { params: { left: formatMoney(Math.max(left, 0)) } });
      if (amount < award.priceCents) kind = 'partial';
      content = {
        ...base,
        source: 'award',
        lines: [
          {
            description: kind === 'partial' ? `Teilleistung: ${award.jobTitle}` : award.jobTitle,
            quantity: 1,
            unit: 'LS',
            unitPriceCents: amount,
            vatRate: 19,
          },
        ],
        servicePeriod: { start: today, end: today },
      };
    } else {
      if (award.jobType !== 'resource') throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
      const hours = await this.workLogs.approvedUninvoicedByWorker({
        awardId: award.awardId,
        supplierId: actor.id,
        ...(body.from ? { from: body.from } : {}),
        ...(body.to ? { to: body.to } : {}),
      });
      if (!hours.length) throw new DomainError('INVOICE_NO_APPROVED_HOURS');
      const lines: ContentLine[] = hours.map((worker) => ({
        description: `${award.jobTitle}: ${worker.workerName}, ${worker.firstDate === worker.lastDate ? worker.firstDate.split('-').reverse().join('.') : `${worker.firstDate.split('-').reverse().join('.')} – ${worker.lastDate.split('-').reverse().join('.')}`}`,
        quantity: Math.round((worker.netMinutes / 60) * 1000) / 1000,
        unit: 'HUR',
        unitPriceCents: award.priceCents,
        vatRate: 19,
        workerId: worker.workerId,
        workLogIds: worker.workLogIds,
      }));
      content = {
        ...base,
        source: 'hours',
        lines,
        servicePeriod: {
          start: hours.map((h) => h.firstDate).sort()[0] ?? today,
          end: hours.map((h) => h.lastDate).sort().at(-1) ?? today,
        },
      };
    }
    const row = await this.invoices.createDraft(actor, {
      recipientId: award.clientId,
      awardId: award.awardId,
      kind,
      issuerKind: 'supplier',
      source: body.source,
      content: asRecord(content),
      grossCents: totalsOf(content).totals.grossCents,
    });
    return this.present(user, row);
  }

  async update(user: AuthenticatedUser, id: string, body: UpdateInvoiceRequest): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const current = await this.invoices.findForIssuer(actor, id);
    if (!current || current.issuerKind !== 'supplier') throw notFound();
    if (current.status !== 'draft') throw new DomainError('INVOICE_NOT_DRAFT');
    const content = asContent(current.content);
    const next: InvoiceContent = { ...content };
    if (body.lines) {
      // Hours-based lines keep their work-log claims only while their worker line stays.
      const byWorker = new Map(content.lines.filter((l) => l.workerId).map((l) => [l.description, l]));
      next.lines = body.lines.map((line) => {
        const previous = byWorker.get(line.description);
        return {
          description: line.description,
          quantity: line.quantity,
          unit: line.unit,
          unitPriceCents: line.unitPriceCents,
          vatRate: line.vatRate ?? 19,
          ...(previous?.workerId ? { workerId: previous.workerId, workLogIds: previous.workLogIds ?? [] } : {}),
        };
      });
    }
    if (body.paymentDays !== undefined) next.paymentDays = body.paymentDays;
    if (body.paymentTermsText !== undefined) next.paymentTermsText = body.paymentTermsText?.trim() || null;
    if (body.servicePeriod) {
      if (body.servicePeriod.end < body.servicePeriod.start) throw DomainError.field('servicePeriod.end', 'server.invoices.periodOrder');
      next.servicePeriod = { start: body.servicePeriod.start, end: body.servicePeriod.end };
    }
    if (body.taxCategory !== undefined) next.taxCategory = body.taxCategory;
    if (body.taxExemptionReason !== undefined) next.taxExemptionReason = body.taxExemptionReason?.trim() || null;
    if (next.taxCategory === 'exempt' && !next.taxExemptionReason) throw DomainError.field('taxExemptionReason', 'server.invoices.exemptionReasonRequired');
    if (body.buyerReference !== undefined) next.buyerReference = body.buyerReference;
    if (body.notes !== undefined) next.notes = body.notes?.trim() || null;
    const result = await this.invoices.updateDraft(actor, id, { content: asRecord(next), grossCents: totalsOf(next).totals.grossCents });
    if (result.outcome === 'not_found') throw notFound();
    if (result.outcome === 'conflict') throw new DomainError('INVOICE_NOT_DRAFT');
    return this.present(user, result.invoice);
  }

  // ── issue ─────────────────────────────────────────────────────────────────────────────────────

  /**
   * Validates the draft's e-invoice with the official rules (422 INVOICE_NOT_VALID with hints when it
   * fails, nothing changed), then issues it in one transaction: the next number, the frozen
   * document and its hash, the work-log hours marked invoiced, the platform's fee invoice, the
   * rendering jobs, the audit entry and the client's notification. Any failure rolls all back.
   */
  async issue(user: AuthenticatedUser, id: string, options: { notify?: boolean } = {}): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const draft = await this.invoices.findForIssuer(actor, id);
    if (!draft || draft.issuerKind !== 'supplier') throw notFound();
    if (draft.status !== 'draft') throw new DomainError('INVOICE_NOT_DRAFT');
    const today = civilDate();
    const content = asContent(draft.content);
    const parties = await this.partiesOf(draft);
    await this.checkTaxCategory(content, draft.recipientId, today, user.language);
    await this.validated(
      () => buildDocument(content, parties, { kind: draft.kind === 'partial' ? 'partial' : 'invoice', number: 'ENTWURF', issueDate: today }),
      user.language,
    );
    // Resolved before the transaction: everything inside it runs on its own connection only.
    const platform = this.config.serviceFeePercent ? await this.platform() : null;

    const result = await this.invoices.issue(
      actor,
      id,
      async (locked, number) => {
        // A PATCH between validation and the lock: the validated content is no longer what would be issued.
        if (locked.updatedAt.getTime() !== draft.updatedAt.getTime()) throw new DomainError('CONFLICT');
        return this.freeze(content, buildDocument(content, parties, { kind: locked.kind === 'partial' ? 'partial' : 'invoice', number, issueDate: today }));
      },
      new Date(),
      async (tx, issued) => {
        const workLogIds = content.lines.flatMap((line) => line.workLogIds ?? []);
        if (workLogIds.length) {
          const marked = await this.workLogs.markInvoiced(tx, actor.id, workLogIds, issued.id);
          if (marked.length !== workLogIds.length) throw new DomainError('INVOICE_NO_APPROVED_HOURS');
        }
        await this.enqueueRendering(tx, issued);
        if (platform) await this.issueFeeInvoice(tx, platform, issued);
        await this.audit.record(actor, { action: 'issueInvoice', targetId: issued.id, details: { number: issued.number, grossCents: issued.grossCents } }, tx);
        const document = asContent(issued.content).document;
        // The demo seed issues without telling anybody: its data is not an event.
        if (options.notify === false || !document) return;
        await this.notifier.notify(tx, {
          userId: issued.recipientId,
          type: 'invoiceReceived',
          params: { companyName: document.seller.name, number: issued.number ?? '', amount: formatMoney(issued.grossCents), dueDate: document.dueDate.split('-').reverse().join('.') },
          link: `/invoice-view/${issued.id}`,
        });
      },
    );
    if (result.outcome === 'not_found') throw notFound();
    if (result.outcome === 'conflict') throw new DomainError('INVOICE_NOT_DRAFT');
    return this.present(user, result.invoice);
  }

  /** Storno: a cancellation invoice with its own number referencing the original; hours released, the fee cancelled too. */
  async cancel(user: AuthenticatedUser, id: string): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const original = await this.invoices.findForIssuer(actor, id);
    if (!original || original.issuerKind !== 'supplier') throw notFound();
    if (original.status !== 'issued' || original.kind === 'cancellation') throw new DomainError('INVOICE_NOT_ISSUED');
    const platform = await this.platform();
    const result = await this.invoices.cancel(
      actor,
      id,
      async (draft, number) => this.freeze(asContent(original.content), this.cancellationDocument(original, number)),
      new Date(),
      async (tx, storno) => {
        await this.workLogs.releaseInvoice(tx, original.id);
        await this.enqueueRendering(tx, storno);
        const [fee] = (await this.records.linked([original.id], tx)).filter((row) => row.feeForInvoiceId === original.id && row.status === 'issued');
        if (fee) await this.cancelFeeInvoice(tx, platform, fee);
        await this.audit.record(actor, { action: 'cancelInvoice', targetId: original.id, details: { number: original.number, storno: storno.number, stornoId: storno.id } }, tx);
      },
    );
    if (result.outcome === 'not_found') throw notFound();
    if (result.outcome === 'conflict') throw new DomainError('INVOICE_NOT_ISSUED');
    return this.present(user, result.invoice);
  }

  private cancellationDocument(original: InvoiceRow, number: string): InvoiceDocument {
    const frozen = asContent(original.content).document;
    if (!frozen || !original.number) throw new Error(`issued invoice ${original.id} has no frozen document`);
    const issueDate = civilDate();
    return {
      ...frozen,
      kind: 'cancellation',
      number,
      issueDate,
      dueDate: issueDate,
      precedingInvoice: { number: original.number, issueDate: frozen.issueDate },
      paymentTermsText: `Storno der Rechnung ${original.number} vom ${frozen.issueDate.split('-').reverse().join('.')}. Bereits gezahlte Beträge werden erstattet.`,
    };
  }

  /** Renders the XML for the final number (the hash covers it) and freezes content and totals. */
  private async freeze(content: InvoiceContent, document: InvoiceDocument) {
    const xml = await renderXRechnungCii(document);
    const { totals } = totalsOf(content);
    return {
      content: asRecord({ ...content, document, totals }),
      grossCents: totals.grossCents,
      documentsHash: sha256(xml),
      dueDate: document.dueDate,
    };
  }

  /** Builds and validates a document; a failure is 422 INVOICE_NOT_VALID with hints in the caller's language. */
  private async validated(build: () => InvoiceDocument, language: Language): Promise<string> {
    let xml: string;
    try {
      xml = await renderXRechnungCii(build());
    } catch (error) {
      if (error instanceof InvoiceDocumentError) {
        throw this.notValid([{ rule: 'document', field: fieldFor(error.field), message: documentErrorText(error, language) }]);
      }
      throw error;
    }
    const result = await validateEInvoice(xml);
    if (!result.valid) {
      throw this.notValid(explainValidationFailures(result, language).map((hint) => ({ ...hint, ...(hint.field ? { field: fieldFor(hint.field) } : {}) })));
    }
    return xml;
  }

  private notValid(hints: InvoiceValidationHint[]): DomainError {
    return new DomainError('INVOICE_NOT_VALID', { data: { hints: hints.map((h) => (h.field ? h : { rule: h.rule, message: h.message })) } });
  }

  /** Reverse charge needs the client's valid §13b certificate on the issue date. */
  private async checkTaxCategory(content: InvoiceContent, clientId: string, today: string, language: Language): Promise<void> {
    if (content.taxCategory !== 'reverseCharge') return;
    const { settings } = await this.records.settings(clientId);
    if (hasValidConstructionExemption(settings, today)) return;
    throw this.notValid([
      {
        rule: 'document',
        field: 'taxCategory',
        message:
          language === 'en'
            ? 'Reverse charge (§13b UStG) needs a valid construction-exemption certificate of the client on file.'
            : 'Für die Umkehr der Steuerschuld (§ 13b UStG) muss eine gültige Freistellungsbescheinigung des Kunden vorliegen.',
      },
    ]);
  }

  private async partiesOf(invoice: InvoiceRow): Promise<DocumentParties> {
    const [users, { settings: sellerSettings }, { settings: buyerSettings }] = await Promise.all([
      this.records.users([invoice.issuerId, invoice.recipientId]),
      this.records.settings(invoice.issuerId),
      this.records.settings(invoice.recipientId),
    ]);
    const seller = users.find((u) => u.id === invoice.issuerId);
    const buyer = users.find((u) => u.id === invoice.recipientId);
    if (!seller || !buyer) throw notFound();
    return { seller: sellerFrom(seller, sellerSettings), buyer: buyerFrom(buyer, buyerSettings) };
  }

  /** The pdf queue renders the ZUGFeRD PDF and the XML of an issued invoice and mails them to its recipient. */
  private async enqueueRendering(tx: Tx, invoice: InvoiceRow): Promise<void> {
    const [recipient] = await this.records.users([invoice.recipientId], tx);
    await this.outbox.enqueue(tx, {
      queue: 'pdf',
      payload: {
        template: 'invoice',
        locale: recipient?.language ?? 'de',
        storageKey: `invoices/${invoice.id}`,
        data: { invoiceId: invoice.id },
      },
    });
  }

  // ── the platform's service fee ────────────────────────────────────────────────────────────────

  /** The platform account that issues fee invoices (never logs in: inactive, unknown password). */
  private platform(): Promise<Actor> {
    this.platformActor ??= this.users
      .ensure({
        userType: 'admin',
        email: PLATFORM_ACCOUNT_EMAIL,
        firstName: 'Fachwerk',
        lastName: 'Rechnungsstellung',
        companyName: platformSeller().name,
        passwordHash: `!disabled-${sha256(String(Math.random()))}`,
        approvalStatus: 'approved',
        accountStatus: 'inactive',
      })
      .then((row) => ({ id: row.id, userType: 'admin' as const }))
      .catch((error: unknown) => {
        this.platformActor = undefined;
        throw error;
      });
    return this.platformActor;
  }

  /**
   * The platform's invoice over SERVICE_FEE_PERCENT of the supplier invoice's net amount, issued in
   * the same transaction (its own gapless sequence; 19 % VAT) to the supplier.
   */
  private async issueFeeInvoice(tx: Tx, platform: Actor, supplierInvoice: InvoiceRow): Promise<void> {
    const percent = this.config.serviceFeePercent;
    const supplierContent = asContent(supplierInvoice.content);
    const net = supplierContent.totals?.netCents ?? 0;
    const fee = Math.round((net * percent) / 100);
    if (fee <= 0) return;
    const [supplier] = await this.records.users([supplierInvoice.issuerId], tx);
    if (!supplier) throw notFound();
    const { settings } = await this.records.settings(supplierInvoice.issuerId, tx);
    const issueDate = supplierContent.document?.issueDate ?? civilDate();
    const content: InvoiceContent = {
      version: 1,
      source: null,
      lines: [{ description: `Servicegebühr ${percent} % auf Rechnung ${supplierInvoice.number} (netto ${formatMoney(net)})`, quantity: 1, unit: 'LS', unitPriceCents: fee, vatRate: 19 }],
      paymentDays: INVOICE_DEFAULT_PAYMENT_DAYS,
      paymentTermsText: null,
      servicePeriod: supplierContent.servicePeriod,
      taxCategory: 'standard',
      taxExemptionReason: null,
      buyerReference: supplierInvoice.number ?? 'Servicegebühr',
      notes: null,
    };
    const parties: DocumentParties = { seller: platformSeller(), buyer: buyerFrom(supplier, settings) };
    const feeInvoice = await this.invoices.createIssued(
      tx,
      platform,
      {
        recipientId: supplierInvoice.issuerId,
        awardId: supplierInvoice.awardId,
        kind: 'invoice',
        issuerKind: 'platform',
        feeForInvoiceId: supplierInvoice.id,
        content: asRecord(content),
        grossCents: totalsOf(content).totals.grossCents,
      },
      async (_draft, number) => this.freeze(content, buildDocument(content, parties, { kind: 'invoice', number, issueDate })),
    );
    await this.enqueueRendering(tx, feeInvoice);
  }

  private async cancelFeeInvoice(tx: Tx, platform: Actor, fee: InvoiceRow): Promise<void> {
    const storno = await this.invoices.createIssued(
      tx,
      platform,
      {
        recipientId: fee.recipientId,
        awardId: fee.awardId,
        kind: 'cancellation',
        issuerKind: 'platform',
        cancelsInvoiceId: fee.id,
        content: fee.content,
        grossCents: fee.grossCents,
      },
      async (_draft, number) => this.freeze(asContent(fee.content), this.cancellationDocument(fee, number)),
    );
    await this.records.markCancelled(tx, fee.id);
    await this.enqueueRendering(tx, storno);
  }

  // ── payments and messages ─────────────────────────────────────────────────────────────────────

  async pay(user: AuthenticatedUser, id: string, body: RecordPaymentRequest): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const today = civilDate();
    const paidOn = body.paidOn ?? today;
    if (paidOn > today) throw DomainError.field('paidOn', 'server.invoices.futureDate');
    const visible = await this.records.findVisible(actor, id);
    if (!visible) throw notFound();
    // Clients pay what they received; suppliers record what arrived for their own invoices (fee invoices are the platform's).
    if (actor.userType === 'supplier' && visible.issuerId !== actor.id) throw new DomainError('FORBIDDEN');
    const result = await this.records.recordPayment(actor, id, { amountCents: body.amountCents, paidOn }, async (tx, invoice) => {
      await this.audit.record(actor, { action: 'recordInvoicePayment', targetId: invoice.id, details: { amountCents: body.amountCents, paidOn, paidCents: invoice.paidCents } }, tx);
      if (invoice.paidCents >= invoice.grossCents && invoice.issuerKind === 'supplier') {
        await this.notifier.notify(tx, {
          userId: invoice.issuerId,
          type: 'invoicePaid',
          params: { number: invoice.number ?? '', amount: formatMoney(invoice.grossCents) },
          link: `/invoice/list`,
        });
      }
    });
    if (result.outcome === 'not_found') throw notFound();
    if (result.outcome === 'conflict') throw new DomainError('INVOICE_NOT_ISSUED');
    if (result.outcome === 'exceeds') throw new DomainError('INVOICE_PAYMENT_EXCEEDS_OPEN');
    return this.present(user, result.invoice);
  }

  async messages(user: AuthenticatedUser, id: string, page: number, limit: number): Promise<InvoiceMessageListResponse> {
    const invoice = await this.visible(user, id);
    const { items, total } = await this.records.messages(invoice.id, page, limit);
    return { items: items.map(toMessage), total, page, limit };
  }

  async addMessage(user: AuthenticatedUser, id: string, body: string): Promise<InvoiceMessage> {
    const invoice = await this.visible(user, id);
    if (invoice.status === 'draft') throw new DomainError('INVOICE_NOT_ISSUED');
    const row = await this.records.addMessage(asActor(user), invoice.id, body);
    const [author] = await this.records.users([user.id]);
    return toMessage({ ...row, authorName: author ? author.companyName || `${author.firstName} ${author.lastName}` : '' });
  }

  // ── documents ─────────────────────────────────────────────────────────────────────────────────

  /** The stored PDF or XML of a visible invoice; 409 while a draft or still rendering. */
  async document(user: AuthenticatedUser, id: string, format: 'pdf' | 'xml'): Promise<{ storageKey: string; filename: string; sha256: string }> {
    const invoice = await this.visible(user, id);
    if (invoice.status === 'draft') throw new DomainError('INVOICE_NOT_ISSUED');
    const [document] = (await this.records.documents([invoice.id])).filter((d) => d.format === format);
    if (!document) throw new DomainError('INVOICE_DOCUMENT_PENDING');
    return { storageKey: document.storageKey, filename: `${(invoice.number ?? invoice.id).replace(/[^A-Za-z0-9._-]/g, '_')}.${format}`, sha256: document.sha256 };
  }

  // ── settings ──────────────────────────────────────────────────────────────────────────────────

  async settings(user: AuthenticatedUser): Promise<InvoiceSettings> {
    const { settings, numberFormat } = await this.records.settings(user.id);
    const [account] = await this.records.users([user.id]);
    return settingsResponse(settings, numberFormat, account ?? null);
  }

  async updateSettings(user: AuthenticatedUser, body: UpdateInvoiceSettingsDto): Promise<InvoiceSettings> {
    const actor = asActor(user);
    if (body.numberFormat !== undefined) {
      if (!isValidInvoiceNumberFormat(body.numberFormat)) throw DomainError.field('numberFormat', 'server.invoices.invalidNumberFormat');
      if (user.userType !== 'supplier') throw new DomainError('FORBIDDEN');
    }
    if (body.constructionExemption !== undefined && user.userType !== 'client') throw DomainError.field('constructionExemption', 'server.invoices.clientOnly');
    const changes: Partial<Omit<InvoiceSettingsRow, 'userId' | 'updatedAt'>> = {};
    if (body.taxNumber !== undefined) changes.taxNumber = body.taxNumber?.trim() || null;
    if (body.vatId !== undefined) changes.vatId = body.vatId?.trim() || null;
    if (body.smallBusiness !== undefined) changes.smallBusiness = body.smallBusiness;
    if (body.defaultPaymentDays !== undefined) changes.defaultPaymentDays = body.defaultPaymentDays;
    if (body.constructionExemption !== undefined) {
      changes.constructionExemptionDocument = body.constructionExemption?.document ?? null;
      changes.constructionExemptionValidUntil = body.constructionExemption?.validUntil ?? null;
    }
    if (Object.keys(changes).length) await this.records.saveSettings(actor, changes);
    if (body.numberFormat !== undefined) await this.invoices.setNumberFormat(actor, body.numberFormat);
    return this.settings(user);
  }
}

function toMessage(row: { id: string; authorRole: 'client' | 'supplier' | 'admin'; authorName: string; body: string; createdAt: Date }): InvoiceMessage {
  return { _id: row.id, authorRole: row.authorRole, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
}

function settingsResponse(settings: InvoiceSettingsRow | null, numberFormat: string | null, account: UserRow | null): InvoiceSettings {
  const profileVat = (account?.profile as Record<string, unknown> | undefined)?.['vat'];
  const validUntil = settings?.constructionExemptionValidUntil ?? null;
  return {
    numberFormat: numberFormat ?? DEFAULT_INVOICE_NUMBER_FORMAT,
    taxNumber: settings?.taxNumber ?? null,
    vatId: settings?.vatId ?? (typeof profileVat === 'string' && profileVat ? profileVat : null),
    smallBusiness: settings?.smallBusiness ?? false,
    defaultPaymentDays: settings?.defaultPaymentDays ?? INVOICE_DEFAULT_PAYMENT_DAYS,
    constructionExemption: {
      document: settings?.constructionExemptionDocument ?? null,
      validUntil,
      valid: hasValidConstructionExemption(settings, civilDate()),
    },
  };
}

/** Our own pre-checks (assertRenderable) in the caller's language. */
function documentErrorText(error: InvoiceDocumentError, language: Language): string {
  const de: Record<string, string> = {
    'seller.vatId': 'Hinterlegen Sie Ihre USt-IdNr. oder Steuernummer in den Rechnungseinstellungen.',
    'seller.registrationId': 'Ohne USt-IdNr. braucht die Rechnung Ihre Handelsregisternummer im Profil.',
    'buyer.vatId': 'Für die Umkehr der Steuerschuld fehlt die USt-IdNr. des Kunden.',
    lines: 'Die Rechnung braucht mindestens eine Position.',
    'servicePeriod.end': 'Der Leistungszeitraum endet vor seinem Beginn.',
  };
  const known = de[error.field];
  if (language === 'de' && known) return known;
  if (language === 'de') return `Bitte prüfen Sie das Feld „${fieldFor(error.field) ?? error.field}“: ${error.message}`;
  return `Please check ${fieldFor(error.field) ?? error.field}: ${error.message}`;
}

export { addDays };
