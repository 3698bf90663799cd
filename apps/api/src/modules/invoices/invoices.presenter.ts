import { Injectable } from '@nestjs/common';
import { formatCents, type InvoiceParty as DocumentParty } from '@fachwerk/server/documents';
import { InvoiceRecordsRepository, partyName, type Actor, type InvoiceDocumentRow, type InvoicePaymentRow, type InvoiceRow, type UserRow } from '@fachwerk/server/db';
import { epcPayload } from '@fachwerk/shared/contracts';
import type {
  InvoiceDocuments,
  InvoiceListItem,
  InvoiceParty,
  InvoicePayment,
  InvoicePaymentState,
  InvoiceRef,
  InvoiceResponse,
} from '@fachwerk/shared/contracts';
import { asContent, defaultTermsFor, responseDeduction, responseLines, safeTotals } from './invoice-content';
import { singleLineAddress } from './invoice-parties';

/** `123456` → `1.234,56 €` (the no-break space of de-DE as a plain space, for texts and mails). */
export const formatMoney = (cents: number): string => formatCents(cents, 'de').replace(/\u00a0/g, ' ');

const dateOf = (at: Date | null): string | null => (at ? at.toISOString() : null);

interface Context {
  users: Map<string, UserRow>;
  jobs: Map<string, { jobId: string; jobTitle: string }>;
  documents: Map<string, InvoiceDocumentRow[]>;
}

/** Invoice rows → the contract's list items and full answers (batched lookups, no query per row). */
@Injectable()
export class InvoicesPresenter {
  constructor(private readonly records: InvoiceRecordsRepository) {}

  async listItems(rows: InvoiceRow[], today: string): Promise<InvoiceListItem[]> {
    const context = await this.context(rows);
    return rows.map((row) => this.item(row, context, today));
  }

  async full(row: InvoiceRow, actor: Actor, today: string): Promise<InvoiceResponse> {
    const [context, payments, linked, cancels] = await Promise.all([
      this.context([row]),
      this.records.payments([row.id]),
      this.records.linked([row.id]),
      row.cancelsInvoiceId ? this.records.byIds([row.cancelsInvoiceId]) : Promise.resolve([]),
    ]);
    const item = this.item(row, context, today);
    const content = asContent(row.content);
    const { totals } = content.totals ? { totals: content.totals } : safeTotals(content);
    const cancelledBy = linked.find((other) => other.cancelsInvoiceId === row.id) ?? null;
    const fee = actor.userType === 'client' ? null : (linked.find((other) => other.feeForInvoiceId === row.id && other.kind !== 'cancellation') ?? null);
    const isIssuer = row.issuerId === actor.id;
    const payable = row.status === 'issued' && row.kind !== 'cancellation' && row.paidCents < row.grossCents;
    const seller = content.document?.seller;
    // The GiroCode asks for what is open, to the account printed on the invoice, with its number as reference.
    const giroCode =
      payable && seller && row.number ? epcPayload({ name: seller.bank.accountHolder || seller.name, iban: seller.bank.iban, bic: seller.bank.bic ?? null, amountCents: item.payment.openCents, reference: row.number }) : null;
    return {
      ...item,
      source: row.source ?? null,
      servicePeriod: content.servicePeriod,
      paymentDays: content.paymentDays,
      paymentTermsText: content.paymentTermsText,
      defaultPaymentTermsText: defaultTermsFor(content, content.document?.issueDate ?? today),
      taxCategory: content.taxCategory,
      taxExemptionReason: content.taxExemptionReason,
      buyerReference: content.buyerReference,
      notes: content.notes,
      taxNotes: (content.document?.notes ?? []).filter((note) => note !== content.notes?.trim()),
      lines: responseLines(content),
      totals,
      deductions: (content.deductions ?? []).map(responseDeduction),
      payableCents: row.grossCents,
      payment: {
        ...item.payment,
        confirmedCents: payments.filter((payment) => payment.status === 'confirmed').reduce((sum, payment) => sum + payment.amountCents, 0),
        payments: payments.map(toPayment),
      },
      giroCode,
      cancelsInvoice: cancels[0] ? ref(cancels[0]) : null,
      cancelledBy: cancelledBy ? ref(cancelledBy) : null,
      serviceFeeInvoice: fee ? ref(fee) : null,
      can: {
        edit: isIssuer && row.status === 'draft' && row.issuerKind === 'supplier',
        issue: isIssuer && row.status === 'draft' && row.issuerKind === 'supplier',
        cancel: isIssuer && row.status === 'issued' && row.kind !== 'cancellation' && row.issuerKind === 'supplier',
        // Only the client reports a payment; only the supplier confirms or contests it.
        pay: payable && row.recipientId === actor.id && actor.userType === 'client',
        decidePayments: isIssuer && row.issuerKind === 'supplier' && row.status !== 'draft' && payments.some((payment) => payment.status === 'reported'),
      },
      issuedAt: dateOf(row.issuedAt),
      cancelledAt: dateOf(row.cancelledAt),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private async context(rows: InvoiceRow[]): Promise<Context> {
    const [users, awards, documents] = await Promise.all([
      this.records.users(rows.flatMap((row) => [row.issuerId, row.recipientId])),
      this.records.awardsWithJobs(rows.map((row) => row.awardId).filter((id): id is string => !!id)),
      this.records.documents(rows.filter((row) => row.status !== 'draft').map((row) => row.id)),
    ]);
    const byInvoice = new Map<string, InvoiceDocumentRow[]>();
    for (const document of documents) byInvoice.set(document.invoiceId, [...(byInvoice.get(document.invoiceId) ?? []), document]);
    return {
      users: new Map(users.map((user) => [user.id, user])),
      jobs: new Map(awards.map((award) => [award.awardId, { jobId: award.jobId, jobTitle: award.jobTitle }])),
      documents: byInvoice,
    };
  }

  private item(row: InvoiceRow, context: Context, today: string): InvoiceListItem {
    const content = asContent(row.content);
    const frozen = content.document;
    const { totals } = content.totals ? { totals: content.totals } : safeTotals(content);
    const job = row.awardId ? context.jobs.get(row.awardId) : undefined;
    const documents = context.documents.get(row.id) ?? [];
    const pdf = documents.find((d) => d.format === 'pdf');
    const xml = documents.find((d) => d.format === 'xml');
    const documentState: InvoiceDocuments = {
      state: row.status === 'draft' ? 'none' : pdf && xml ? 'ready' : 'pending',
      pdfSha256: pdf?.sha256 ?? null,
      xmlSha256: xml?.sha256 ?? null,
    };
    return {
      _id: row.id,
      issuerKind: row.issuerKind,
      kind: row.kind,
      status: row.status,
      number: row.number,
      supplier: party(row.issuerId, context.users.get(row.issuerId), frozen?.seller),
      client: party(row.recipientId, context.users.get(row.recipientId), frozen?.buyer),
      awardId: row.awardId,
      jobId: job?.jobId ?? null,
      jobTitle: job?.jobTitle ?? null,
      issueDate: frozen?.issueDate ?? null,
      dueDate: row.dueDate ?? (frozen ? frozen.dueDate : null),
      netCents: totals.netCents,
      grossCents: row.grossCents,
      payment: paymentState(row, today),
      documents: documentState,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** Issued invoices show the parties as printed; drafts the current profiles. */
function party(id: string, user: UserRow | undefined, frozen: DocumentParty | undefined): InvoiceParty {
  if (frozen) {
    const a = frozen.address;
    return {
      _id: id,
      name: frozen.name,
      address: [a.street, `${a.postalCode} ${a.city}`.trim()].filter(Boolean).join(', '),
      vatId: frozen.vatId ?? null,
      taxNumber: frozen.taxNumber ?? null,
    };
  }
  const vat = (user?.profile as Record<string, unknown> | undefined)?.['vat'];
  return {
    _id: id,
    name: partyName(user),
    address: user ? singleLineAddress(user) : '',
    vatId: typeof vat === 'string' && vat ? vat : null,
    taxNumber: null,
  };
}

export function paymentState(row: InvoiceRow, today: string): Omit<InvoicePaymentState, 'payments' | 'confirmedCents'> {
  const paid = row.paidCents;
  const status = paid <= 0 ? 'unpaid' : paid >= row.grossCents ? 'paid' : 'partlyPaid';
  return {
    status,
    paidCents: paid,
    openCents: Math.max(row.grossCents - paid, 0),
    overdue: row.status === 'issued' && row.kind !== 'cancellation' && status !== 'paid' && !!row.dueDate && row.dueDate < today,
  };
}

function ref(row: InvoiceRow): InvoiceRef {
  return { _id: row.id, number: row.number, kind: row.kind, status: row.status, grossCents: row.grossCents };
}

function toPayment(row: InvoicePaymentRow): InvoicePayment {
  return {
    _id: row.id,
    amountCents: row.amountCents,
    paidOn: row.paidOn,
    recordedBy: row.recordedByRole,
    status: row.status,
    decidedAt: dateOf(row.decidedAt),
    contestReason: row.contestReason,
    createdAt: row.createdAt.toISOString(),
  };
}
