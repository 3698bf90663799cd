import { Injectable } from '@nestjs/common';
import { InvoiceRecordsRepository, InvoicesRepository, WorkLogsRepository } from '@fachwerk/server/db';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import {
  decideTaxTreatment,
  INVOICE_DEFAULT_PAYMENT_DAYS,
  INVOICE_LINE_DESCRIPTION_MAX,
  INVOICE_NET_MAX_CENTS,
  type CreateInvoiceRequest,
  type InvoiceResponse,
  type InvoiceTaxCategory,
  type UpdateInvoiceRequest,
} from '@fachwerk/shared/contracts';
import { BuyerReferences } from '../accounting';
import { agreedValueOf, checkAwardAmount, hoursOf, leftToBill } from './invoice-billing';
import { asActor, civilDate, germanDate, notFound } from './invoice-common';
import { asContent, asRecord, deductionsOf, payableOf, responseDeduction, safeTotals, totalsOf, type ContentLine, type InvoiceContent } from './invoice-content';
import { constructionEvidenceOf, supplyKindOf } from './invoice-parties';
import { formatMoney, InvoicesPresenter } from './invoices.presenter';

/**
 * Drafts: created from an award's fixed price (the whole rest or a part) or from approved hours (a
 * line per worker), with the tax treatment the law gives them; edited freely until issue, where the
 * binding to the award and the hours is checked again in the issuing transaction.
 */
@Injectable()
export class InvoiceDraftsService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly records: InvoiceRecordsRepository,
    private readonly workLogs: WorkLogsRepository,
    private readonly presenter: InvoicesPresenter,
    private readonly buyerReferences: BuyerReferences,
  ) {}

  async create(user: AuthenticatedUser, body: CreateInvoiceRequest): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const [award] = await this.records.awardsWithJobs([body.awardId]);
    if (!award || award.supplierId !== actor.id) throw notFound();
    if (award.status === 'awarded') throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
    const today = civilDate();
    const [{ settings }, client] = await Promise.all([this.records.settings(actor.id), this.records.billingParty(award.clientId)]);
    if (!client) throw new DomainError('INVOICE_RECIPIENT_DELETED');
    const clientSettings = client.settings;
    const taxCategory: InvoiceTaxCategory = decideTaxTreatment({
      date: today,
      supply: supplyKindOf(award.jobType),
      supplierSmallBusiness: settings?.smallBusiness ?? false,
      clientConstructionEvidence: constructionEvidenceOf(clientSettings),
    }).category;
    const base = {
      version: 1 as const,
      paymentDays: settings?.defaultPaymentDays ?? INVOICE_DEFAULT_PAYMENT_DAYS,
      paymentTermsText: null,
      taxCategory,
      taxExemptionReason: null,
      buyerReference: (await this.buyerReferences.bindingFor(award.awardId, award.clientId)).reference,
      notes: null,
    };

    let content: InvoiceContent;
    let kind: 'invoice' | 'partial' | 'final' = 'invoice';
    // A final invoice closes a fixed-price award: nothing more is drafted on it (the issue checks again).
    const issued = body.source === 'award' ? await this.records.issuedForAward(award.awardId) : [];
    // the agreed value of a fixed-price award: its price plus the accepted change orders (bound again at issue)
    const changeOrders = body.source === 'award' ? await this.records.acceptedChangeOrders(award.awardId) : [];
    const agreedNetCents = agreedValueOf(award.priceCents, changeOrders);
    const closing = issued.find((row) => row.kind === 'final');
    if (closing) throw new DomainError('INVOICE_FINAL_ISSUED', { params: { number: closing.number ?? '' } });
    if (body.final) {
      // § 14 Abs. 5 UStG: the whole agreed value, less every partial invoice issued on the award (bound again at issue).
      if (body.source !== 'award' || award.jobType !== 'fixedBudget') throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
      if (body.amountCents !== undefined) throw DomainError.field('amountCents', 'server.invoices.finalHasNoAmount');
      const deductions = deductionsOf(issued);
      kind = 'final';
      content = {
        ...base,
        source: 'award',
        // the agreed price and each accepted change order (Nachtrag) as a line of its own
        lines: [
          { description: `Schlussrechnung: ${award.jobTitle}`, quantity: 1, unit: 'LS', unitPriceCents: award.priceCents, vatRate: 19 },
          ...changeOrders.map((changeOrder): ContentLine => ({
            description: `Nachtrag: ${changeOrder.reason.replace(/\s+/g, ' ')}`.slice(0, INVOICE_LINE_DESCRIPTION_MAX),
            quantity: 1,
            unit: 'LS',
            unitPriceCents: changeOrder.amountCents,
            vatRate: 19,
          })),
        ],
        servicePeriod: { start: issued.map((row) => asContent(row.content).servicePeriod.start).sort()[0] ?? today, end: today },
        deductions,
        deductedNetCents: deductions.reduce((sum, deduction) => sum + responseDeduction(deduction).netCents, 0),
      };
    } else if (body.source === 'award') {
      if (award.jobType !== 'fixedBudget') throw new DomainError('INVOICE_AWARD_NOT_INVOICEABLE');
      const billedNetCents = await this.records.billedNetForAward(award.awardId);
      const amount = body.amountCents ?? leftToBill({ agreedNetCents, billedNetCents });
      const refusal = checkAwardAmount({ agreedNetCents, billedNetCents }, amount, formatMoney);
      if (refusal) throw new DomainError(refusal.code, { params: refusal.params });
      if (amount < agreedNetCents) kind = 'partial';
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
        description: `${award.jobTitle}: ${worker.workerName}, ${worker.firstDate === worker.lastDate ? germanDate(worker.firstDate) : `${germanDate(worker.firstDate)} – ${germanDate(worker.lastDate)}`}`,
        quantity: hoursOf(worker.netMinutes),
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
      grossCents: payableOf(content, totalsOf(content).totals.grossCents),
    });
    return this.presenter.full(row, actor, civilDate());
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
    if (safeTotals(next).totals.netCents > INVOICE_NET_MAX_CENTS) throw DomainError.field('lines', 'server.invoices.totalTooHigh', { max: formatMoney(INVOICE_NET_MAX_CENTS) });
    const result = await this.invoices.updateDraft(actor, id, { content: asRecord(next), grossCents: payableOf(next, totalsOf(next).totals.grossCents) });
    if (result.outcome === 'not_found') throw notFound();
    if (result.outcome === 'conflict') throw new DomainError('INVOICE_NOT_DRAFT');
    return this.presenter.full(result.invoice, actor, civilDate());
  }
}
