import { Injectable } from '@nestjs/common';
import { AuditLogRepository, InvoiceRecordsRepository, partyName, type InvoiceRow } from '@fachwerk/server/db';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import type { InvoiceMessage, InvoiceMessageListResponse, InvoiceResponse, RecordPaymentRequest } from '@fachwerk/shared/contracts';
import { Notifier } from '../notifications';
import { asActor, civilDate, germanDate, notFound } from './invoice-common';
import { formatMoney, InvoicesPresenter } from './invoices.presenter';

/** Payments on issued invoices and the messages between the parties. */
@Injectable()
export class InvoicePaymentsService {
  constructor(
    private readonly records: InvoiceRecordsRepository,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
    private readonly presenter: InvoicesPresenter,
  ) {}

  /** The client reports a payment it made (a part is allowed); it counts until the supplier contests it. The supplier is told. */
  async pay(user: AuthenticatedUser, id: string, body: RecordPaymentRequest): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const today = civilDate();
    const paidOn = body.paidOn ?? today;
    if (paidOn > today) throw DomainError.field('paidOn', 'server.invoices.futureDate');
    const visible = await this.records.findVisible(actor, id);
    if (!visible) throw notFound();
    // Only the client of a supplier invoice reports (the route admits clients only; a supplier receiving a fee invoice is no client).
    if (visible.recipientId !== actor.id || visible.issuerKind !== 'supplier') throw new DomainError('FORBIDDEN');
    const result = await this.records.recordPayment(actor, id, { amountCents: body.amountCents, paidOn }, async (tx, invoice) => {
      await this.audit.record(actor, { action: 'reportInvoicePayment', targetId: invoice.id, details: { amountCents: body.amountCents, paidOn, paidCents: invoice.paidCents } }, tx);
      const [client] = await this.records.users([actor.id], tx);
      await this.notifier.notify(tx, {
        userId: invoice.issuerId,
        type: 'invoicePaymentReported',
        params: { companyName: partyName(client), number: invoice.number ?? '', amount: formatMoney(body.amountCents), paidOn: germanDate(paidOn) },
        link: `/invoice-view/${invoice.id}`,
      });
    });
    if (result.outcome === 'not_found') throw notFound();
    if (result.outcome === 'conflict') throw new DomainError('INVOICE_NOT_ISSUED');
    if (result.outcome === 'exceeds') throw new DomainError('INVOICE_PAYMENT_EXCEEDS_OPEN');
    return this.presenter.full(result.invoice, actor, civilDate());
  }

  /** The supplier confirms a reported payment; paid in full and confirmed, it is told so too. The client is told. */
  confirm(user: AuthenticatedUser, id: string, paymentId: string): Promise<InvoiceResponse> {
    return this.decide(user, id, paymentId, { status: 'confirmed' });
  }

  /** The supplier contests a reported payment with its reason: it no longer counts, the amount is open again. The client is told. */
  contest(user: AuthenticatedUser, id: string, paymentId: string, reason: string): Promise<InvoiceResponse> {
    return this.decide(user, id, paymentId, { status: 'contested', reason });
  }

  private async decide(user: AuthenticatedUser, id: string, paymentId: string, decision: { status: 'confirmed' } | { status: 'contested'; reason: string }): Promise<InvoiceResponse> {
    const actor = asActor(user);
    const result = await this.records.decidePayment(actor, id, paymentId, decision, async (tx, invoice, payment) => {
      const action = decision.status === 'confirmed' ? 'confirmInvoicePayment' : 'contestInvoicePayment';
      await this.audit.record(actor, { action, targetId: invoice.id, details: { paymentId: payment.id, amountCents: payment.amountCents, ...(decision.status === 'contested' ? { reason: decision.reason } : {}) } }, tx);
      const [supplier] = await this.records.users([actor.id], tx);
      const open = formatMoney(Math.max(invoice.grossCents - invoice.paidCents, 0));
      await this.notifier.notify(tx, {
        userId: invoice.recipientId,
        type: decision.status === 'confirmed' ? 'invoicePaymentConfirmed' : 'invoicePaymentContested',
        params: {
          companyName: partyName(supplier),
          number: invoice.number ?? '',
          amount: formatMoney(payment.amountCents),
          open,
          ...(decision.status === 'contested' ? { reason: decision.reason } : {}),
        },
        link: `/invoice-view/${invoice.id}`,
      });
      if (decision.status === 'confirmed' && (await this.records.confirmedCents(invoice.id, tx)) >= invoice.grossCents) {
        await this.notifier.notify(tx, { userId: invoice.issuerId, type: 'invoicePaid', params: { number: invoice.number ?? '', amount: formatMoney(invoice.grossCents) }, link: `/invoice-view/${invoice.id}` });
      }
    });
    if (result.outcome === 'not_found') throw notFound();
    if (result.outcome === 'conflict') throw new DomainError('INVOICE_PAYMENT_NOT_REPORTED');
    return this.presenter.full(result.invoice, actor, civilDate());
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

  private async visible(user: AuthenticatedUser, id: string): Promise<InvoiceRow> {
    const row = await this.records.findVisible(asActor(user), id);
    if (!row) throw notFound();
    return row;
  }
}

function toMessage(row: { id: string; authorRole: 'client' | 'supplier' | 'admin'; authorName: string; body: string; createdAt: Date }): InvoiceMessage {
  return { _id: row.id, authorRole: row.authorRole, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
}
