import { Injectable } from '@nestjs/common';
import {
  EInvoiceValidationBusyError,
  explainValidationFailures,
  InvoiceDocumentError,
  renderXRechnungCii,
  validateEInvoice,
  type InvoiceDocument,
} from '@fachwerk/server/documents';
import {
  AuditLogRepository,
  InvoiceRecordsRepository,
  SEALED_FIELDS,
  InvoicesRepository,
  UsersRepository,
  WorkLogsRepository,
  type Actor,
  type FrozenInvoice,
  type InvoiceRow,
  type Tx,
} from '@fachwerk/server/db';
import { DomainError, FieldCipher, InjectConfig, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import { OutboxWriter } from '@fachwerk/server/queue';
import {
  decideTaxTreatment,
  INVOICE_DEFAULT_PAYMENT_DAYS,
  INVOICE_NET_MAX_CENTS,
  type InvoiceResponse,
  type InvoiceValidationHint,
  type Language,
  type TaxTreatmentInput,
} from '@fachwerk/shared/contracts';
import { BuyerReferences } from '../accounting';
import { Notifier } from '../notifications';
import { agreedValueOf, checkAwardAmount, checkFinalAmount, checkHoursLines } from './invoice-billing';
import { asActor, civilDate, germanDate, notFound, sha256 } from './invoice-common';
import { asContent, asRecord, buildDocument, deductionsOf, payableOf, responseDeduction, totalsOf, type DocumentParties, type InvoiceContent } from './invoice-content';
import { buyerFrom, constructionEvidenceOf, platformSeller, sellerFrom, supplyKindOf, withholdingEvidenceOf } from './invoice-parties';
import { formatMoney, InvoicesPresenter } from './invoices.presenter';

const PLATFORM_ACCOUNT_EMAIL = 'platform-invoices@fachwerk.invalid';

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
/** Hint fields of the client's own profile (`client.address`, `client.vat`): the rest is the profile field's name. */
const CLIENT_FIELD = 'client.';
const fieldFor = (field: string | undefined): string | undefined => {
  if (!field) return undefined;
  if (FIELD_OF[field]) return FIELD_OF[field];
  if (field.startsWith('lines')) return field;
  return field;
};

/**
 * Issuing and Storno. One method per use case runs the whole issue in one transaction, in this
 * order: lock the draft, lock its award and bind the invoice to it (what is left of a fixed price;
 * approved, unbilled hours), take the number, build the document, render its XML once and validate it
 * with the official rules, freeze, claim the hours, issue the platform's fee invoice, queue the
 * rendering, audit and notify. Anything that throws rolls all of it back, the number included.
 */
@Injectable()
export class InvoiceIssuingService {
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
    private readonly buyerReferences: BuyerReferences,
    @InjectConfig() private readonly config: AppConfig,
    private readonly cipher: FieldCipher,
  ) {}

  async issue(user: AuthenticatedUser, id: string, options: { notify?: boolean } = {}): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const draft = await this.invoices.findForIssuer(actor, id);
    if (!draft || draft.issuerKind !== 'supplier') throw notFound();
    if (draft.status !== 'draft') throw new DomainError('INVOICE_NOT_DRAFT');
    // Read before the transaction (they do not change with the draft): everything inside runs on its own connection only.
    // BT-10 bound now: a Leitweg-ID wins over the draft's reference; public buyers get ZUGFeRD XRECHNUNG.
    const [parties, taxContext, binding] = await Promise.all([this.partiesOf(draft), this.taxContextOf(draft), this.buyerReferences.atIssue(draft.awardId, draft.recipientId)]);
    const profile = binding.zugferdProfile === 'XRECHNUNG' ? { zugferdProfile: binding.zugferdProfile } : {};
    const platform = this.config.serviceFeePercent ? await this.platform() : null;
    const today = civilDate();
    const issuedAt = new Date();

    const issuing = this.invoices.transaction(async (tx) => {
      const locked = await this.invoices.lockForIssuer(tx, actor, id);
      if (!locked || locked.issuerKind !== 'supplier') throw notFound();
      if (locked.status !== 'draft') throw new DomainError('INVOICE_NOT_DRAFT');
      // The content as locked: every edit made since the draft was created is what gets checked and issued.
      const drafted: InvoiceContent = { ...asContent(locked.content), ...(binding.leitwegId ? { buyerReference: binding.leitwegId } : {}) };
      const extraNotes = taxNotes(drafted, taxContext, today, user.language);
      const { workLogIds, content } = await this.bind(tx, actor, locked, drafted, user.language);

      const taken = await this.invoices.takeNumber(tx, actor, 'supplier', issuedAt);
      const kind = locked.kind === 'cancellation' ? 'invoice' : locked.kind;
      const document = this.documentOf(
        () => ({ ...buildDocument(content, parties, { kind, number: taken.number, issueDate: today, extraNotes }), ...profile }),
        user.language,
      );
      const xml = await this.validatedXml(document, user.language);
      const row = await this.invoices.markIssued(tx, locked.id, taken, frozenOf(content, document, xml), issuedAt);

      if (workLogIds.length) {
        const marked = await this.workLogs.markInvoiced(tx, actor.id, workLogIds, row.id);
        if (marked.length !== workLogIds.length) throw new DomainError('INVOICE_NO_APPROVED_HOURS');
      }
      await this.enqueueRendering(tx, row);
      if (platform) await this.issueFeeInvoice(tx, platform, row);
      await this.audit.record(actor, { action: 'issueInvoice', targetId: row.id, details: { number: row.number, grossCents: row.grossCents } }, tx);
      // The demo seed issues without telling anybody: its data is not an event.
      if (options.notify !== false) {
        await this.notifier.notify(tx, {
          userId: row.recipientId,
          type: 'invoiceReceived',
          params: { companyName: document.seller.name, number: row.number ?? '', amount: formatMoney(row.grossCents), dueDate: germanDate(document.dueDate) },
          link: `/invoice-view/${row.id}`,
        });
      }
      return row;
    });
    const issued = await issuing.catch(async (error: unknown) => {
      await this.tellClientOfMissingBillingData(error, draft, parties.seller.name);
      throw error;
    });
    return this.presenter.full(issued, actor, civilDate());
  }

  /**
   * A refused issue whose hints name the client's own data (address, VAT id: only the client can add
   * them) tells the client, with a link that opens the profile at the first of those fields
   * (`/profile?field=address`; the profile focuses it), at most once a day; the supplier's hint says
   * the client was told. Runs after the issue's transaction rolled back, in its own.
   */
  private async tellClientOfMissingBillingData(error: unknown, draft: InvoiceRow, sellerName: string): Promise<void> {
    if (!(error instanceof DomainError) || error.code !== 'INVOICE_NOT_VALID') return;
    const hints = (error.data?.['hints'] ?? []) as InvoiceValidationHint[];
    const field = hints.map((hint) => hint.field).find((name) => name?.startsWith(CLIENT_FIELD));
    if (!field) return;
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await this.invoices.transaction(async (tx) => {
      if (await this.records.notifiedSince(draft.recipientId, 'invoiceBillingDataMissing', since, tx)) return;
      const link = `/profile?field=${field.slice(CLIENT_FIELD.length)}`;
      await this.notifier.notify(tx, { userId: draft.recipientId, type: 'invoiceBillingDataMissing', params: { companyName: sellerName }, link });
    });
  }

  /** Storno: a cancellation invoice with its own number referencing the original; hours released, the fee cancelled too. */
  async cancel(user: AuthenticatedUser, id: string): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const original = await this.invoices.findForIssuer(actor, id);
    if (!original || original.issuerKind !== 'supplier') throw notFound();
    if (original.status !== 'issued' || original.kind === 'cancellation') throw new DomainError('INVOICE_NOT_ISSUED');
    const platform = await this.platform();
    const issuedAt = new Date();

    const storno = await this.invoices.transaction(async (tx) => {
      // The award first, as an issue does: a final invoice being issued and a Storno of a partial invoice it deducts queue up.
      if (original.awardId) await this.records.lockAwardForBilling(tx, original.awardId);
      const locked = await this.invoices.lockForIssuer(tx, actor, id);
      if (!locked) throw notFound();
      if (locked.status !== 'issued' || locked.kind === 'cancellation') throw new DomainError('INVOICE_NOT_ISSUED');
      if (locked.awardId && locked.kind !== 'final') {
        const closing = (await this.records.issuedForAward(locked.awardId, tx)).find(
          (row) => row.kind === 'final' && (asContent(row.content).deductions ?? []).some((deduction) => deduction.invoiceId === locked.id),
        );
        if (closing) throw new DomainError('INVOICE_DEDUCTED_BY_FINAL', { params: { number: closing.number ?? '' } });
      }
      const row = await this.issueCancellation(tx, actor, locked, issuedAt);
      await this.workLogs.releaseInvoice(tx, locked.id);
      const [fee] = (await this.records.linked([locked.id], tx)).filter((linked) => linked.feeForInvoiceId === locked.id && linked.status === 'issued');
      if (fee) await this.issueCancellation(tx, platform, fee, issuedAt);
      await this.audit.record(actor, { action: 'cancelInvoice', targetId: locked.id, details: { number: locked.number, storno: row.number, stornoId: row.id } }, tx);
      return row;
    });
    return this.presenter.full(storno, actor, civilDate());
  }

  /**
   * Binds the invoice to its award in the issuing transaction: the award row is locked first, so
   * issues on one award queue up and each sees what the ones before it billed. Returns the work-log
   * entries an hours invoice claims, and the content as bound (a final invoice with the partial
   * invoices it deducts as they are now).
   */
  private async bind(tx: Tx, actor: Actor, invoice: InvoiceRow, content: InvoiceContent, language: Language): Promise<{ workLogIds: string[]; content: InvoiceContent }> {
    const award = invoice.awardId ? await this.records.lockAwardForBilling(tx, invoice.awardId) : null;
    if (!award || award.supplierId !== actor.id || award.clientId !== invoice.recipientId || award.status === 'awarded') {
      throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
    }
    const { netCents } = this.documentOf(() => totalsOf(content), language).totals;
    if (netCents > INVOICE_NET_MAX_CENTS) throw DomainError.field('lines', 'server.invoices.totalTooHigh', { max: formatMoney(INVOICE_NET_MAX_CENTS) });
    if (invoice.source === 'hours') {
      if (award.jobType !== 'resource') throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
      const billable = await this.workLogs.approvedUninvoiced({ awardId: award.awardId, supplierId: actor.id }, tx);
      const refusal = checkHoursLines(content.lines, billable, award.priceCents, formatMoney);
      if (refusal) throw new DomainError(refusal.code, { params: refusal.params });
      return { workLogIds: content.lines.flatMap((line) => line.workLogIds ?? []), content };
    }
    if (award.jobType !== 'fixedBudget') throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
    // the agreed value: the price plus the change orders accepted up to now (under the award's lock)
    const agreedNetCents = agreedValueOf(award.priceCents, await this.records.acceptedChangeOrders(award.awardId, tx));
    const issued = await this.records.issuedForAward(award.awardId, tx);
    // A final invoice closes the award: nothing is billed after it until it is cancelled.
    const closing = issued.find((row) => row.kind === 'final');
    if (closing) throw new DomainError('INVOICE_FINAL_ISSUED', { params: { number: closing.number ?? '' } });
    if (invoice.kind === 'final') {
      // § 14 Abs. 5 UStG: every invoice issued on the award so far is deducted, as issued, whatever the draft previewed.
      const deductions = deductionsOf(issued);
      const deductedNetCents = deductions.reduce((sum, deduction) => sum + responseDeduction(deduction).netCents, 0);
      const refusal = checkFinalAmount(agreedNetCents, deductedNetCents, netCents, formatMoney);
      if (refusal) throw new DomainError(refusal.code, { params: refusal.params });
      return { workLogIds: [], content: { ...content, deductions, deductedNetCents } };
    }
    const billedNetCents = await this.records.billedNetForAward(award.awardId, tx);
    const refusal = checkAwardAmount({ agreedNetCents, billedNetCents }, netCents, formatMoney);
    if (refusal) throw new DomainError(refusal.code, { params: refusal.params });
    return { workLogIds: [], content };
  }

  /** Builds a document (or its totals); our own pre-checks failing are 422 INVOICE_NOT_VALID with the field to fix. */
  private documentOf<T>(build: () => T, language: Language): T {
    try {
      return build();
    } catch (error) {
      if (error instanceof InvoiceDocumentError) throw documentNotValid(error, language);
      throw error;
    }
  }

  /** Renders the document's XML once and validates it with the official rules; a failure is 422 INVOICE_NOT_VALID with hints. */
  private async validatedXml(document: InvoiceDocument, language: Language): Promise<string> {
    let xml: string;
    try {
      xml = await renderXRechnungCii(document);
    } catch (error) {
      // our own pre-checks (assertRenderable) run inside the renderer
      if (error instanceof InvoiceDocumentError) throw documentNotValid(error, language);
      throw error;
    }
    const result = await validateEInvoice(xml).catch((error: unknown) => {
      // The validation pool is full: 503 with Retry-After; the transaction rolls back, nothing is written, the same request can be retried.
      if (error instanceof EInvoiceValidationBusyError) throw new DomainError('INVOICE_VALIDATION_BUSY', { params: { seconds: error.retryAfterSeconds } });
      throw error;
    });
    if (!result.valid) {
      throw notValid(explainValidationFailures(result, language).map((hint) => ({ ...hint, ...(hint.field ? { field: fieldFor(hint.field) } : {}) })));
    }
    return xml;
  }

  /** What the tax treatment depends on besides the content: the supply and both parties' certificates (read before the transaction). */
  private async taxContextOf(invoice: InvoiceRow): Promise<TaxContext> {
    const [client, { settings: supplierSettings }, [award]] = await Promise.all([
      this.records.billingParty(invoice.recipientId),
      this.records.settings(invoice.issuerId),
      invoice.awardId ? this.records.awardsWithJobs([invoice.awardId]) : Promise.resolve([]),
    ]);
    return {
      supply: award ? supplyKindOf(award.jobType) : 'other',
      clientConstructionEvidence: constructionEvidenceOf(client?.settings ?? null),
      supplierWithholdingExemption: withholdingEvidenceOf(supplierSettings),
    };
  }

  private async partiesOf(invoice: InvoiceRow): Promise<DocumentParties> {
    const [[seller], { settings: sellerSettings }, buyer] = await Promise.all([
      this.records.users([invoice.issuerId]),
      this.records.settings(invoice.issuerId),
      this.records.billingParty(invoice.recipientId),
    ]);
    if (!seller) throw notFound();
    // a client that deleted its account: the billing data kept for its open work, or none (nothing to invoice to)
    if (!buyer) throw new DomainError('INVOICE_RECIPIENT_DELETED');
    // the seller's IBAN is sealed at rest: opened here for the invoice that prints it
    const { accountNo } = seller.profile;
    const opened = typeof accountNo === 'string' ? { ...seller, profile: { ...seller.profile, accountNo: this.cipher.open(accountNo, SEALED_FIELDS.iban) } } : seller;
    return { seller: sellerFrom(opened, sellerSettings), buyer: buyerFrom(buyer.user, buyer.settings) };
  }

  /** The pdf queue renders the ZUGFeRD PDF and the XML of an issued invoice and mails them to its recipient. */
  private async enqueueRendering(tx: Tx, invoice: InvoiceRow): Promise<void> {
    await this.outbox.enqueue(tx, { queue: 'pdf', payload: { invoiceId: invoice.id } });
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
    // A final invoice: the fee on what it adds, its net less the partial invoices it deducts (their fee was charged with them).
    const net = (supplierContent.totals?.netCents ?? 0) - (supplierContent.deductedNetCents ?? 0);
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
    const draft = await this.invoices.insertDraft(tx, platform, {
      recipientId: supplierInvoice.issuerId,
      awardId: supplierInvoice.awardId,
      kind: 'invoice',
      issuerKind: 'platform',
      feeForInvoiceId: supplierInvoice.id,
      content: asRecord(content),
      grossCents: totalsOf(content).totals.grossCents,
    });
    const issuedAt = supplierInvoice.issuedAt ?? new Date();
    const taken = await this.invoices.takeNumber(tx, platform, 'platform', issuedAt);
    const document = buildDocument(content, parties, { kind: 'invoice', number: taken.number, issueDate });
    const feeInvoice = await this.invoices.markIssued(tx, draft.id, taken, frozenOf(content, document, await renderXRechnungCii(document)), issuedAt);
    await this.enqueueRendering(tx, feeInvoice);
  }

  /** Issues the Storno of an issued invoice of `actor` (a supplier's, or the platform's fee invoice) and marks the original cancelled. */
  private async issueCancellation(tx: Tx, actor: Actor, original: InvoiceRow, issuedAt: Date): Promise<InvoiceRow> {
    const draft = await this.invoices.insertDraft(tx, actor, {
      recipientId: original.recipientId,
      awardId: original.awardId,
      issuerKind: original.issuerKind,
      source: original.source,
      kind: 'cancellation',
      cancelsInvoiceId: original.id,
      content: original.content,
      grossCents: original.grossCents,
    });
    const taken = await this.invoices.takeNumber(tx, actor, original.issuerKind, issuedAt);
    const document = cancellationDocument(original, taken.number);
    const storno = await this.invoices.markIssued(tx, draft.id, taken, frozenOf(asContent(original.content), document, await renderXRechnungCii(document)), issuedAt);
    if (!(await this.invoices.markCancelled(tx, original.id, issuedAt))) throw new DomainError('INVOICE_NOT_ISSUED');
    await this.enqueueRendering(tx, storno);
    return storno;
  }
}

type TaxContext = Pick<TaxTreatmentInput, 'supply' | 'clientConstructionEvidence' | 'supplierWithholdingExemption'>;

/**
 * The tax treatment the law gives this invoice on the issue date (one place decides: law/ustg.ts).
 * Reverse charge set on the draft is refused where it does not apply: only construction services to
 * a client with a valid USt 1 TG, never staffing. Returns the notes the document must carry (§ 48 EStG
 * withholding when the supplier has no valid § 48b certificate for a construction service).
 */
function taxNotes(content: InvoiceContent, context: TaxContext, today: string, language: Language): string[] {
  const treatment = decideTaxTreatment({ date: today, supplierSmallBusiness: content.taxCategory === 'smallBusiness', ...context });
  if (content.taxCategory === 'reverseCharge' && treatment.category !== 'reverseCharge') {
    throw notValid([
      {
        rule: 'document',
        field: 'taxCategory',
        message:
          language === 'en'
            ? 'Reverse charge (§ 13b UStG) applies only to construction services for a client whose evidence on form USt 1 TG is on file and valid; staffing is never reverse charge.'
            : 'Die Umkehr der Steuerschuld (§ 13b UStG) gilt nur für Bauleistungen an einen Kunden mit gültigem Nachweis nach Vordruck USt 1 TG; Arbeitnehmerüberlassung nie.',
      },
    ]);
  }
  return treatment.withholdingNote ? [treatment.withholdingNote.de] : [];
}

/** The frozen content of an issued invoice: the document (with its number), its totals, and the hash of its XML. */
function frozenOf(content: InvoiceContent, document: InvoiceDocument, xml: string): FrozenInvoice {
  const { totals } = totalsOf(content);
  // grossCents is what the invoice asks to be paid (payments, reminders, lists): a final invoice's gross less its deductions.
  return { content: asRecord({ ...content, document, totals }), grossCents: payableOf(content, totals.grossCents), documentsHash: sha256(xml), dueDate: document.dueDate };
}

function cancellationDocument(original: InvoiceRow, number: string): InvoiceDocument {
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

function documentNotValid(error: InvoiceDocumentError, language: Language): DomainError {
  return notValid([{ rule: 'document', field: fieldFor(error.field), message: documentErrorText(error, language) }]);
}

function notValid(hints: InvoiceValidationHint[]): DomainError {
  return new DomainError('INVOICE_NOT_VALID', { data: { hints: hints.map((h) => (h.field ? h : { rule: h.rule, message: h.message })) } });
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
