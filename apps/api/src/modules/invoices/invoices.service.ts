import { Injectable } from '@nestjs/common';
import {
  InvoiceRecordsRepository,
  InvoicesRepository,
  isValidInvoiceNumberFormat,
  DEFAULT_INVOICE_NUMBER_FORMAT,
  type InvoiceRow,
  type InvoiceSettingsRow,
  type UserRow,
} from '@fachwerk/server/db';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { INVOICE_DEFAULT_PAYMENT_DAYS, isEvidenceValid, type InvoiceListResponse, type InvoiceResponse, type InvoiceSettings } from '@fachwerk/shared/contracts';
import type { InvoiceListQueryDto, UpdateInvoiceSettingsDto } from './dto/invoices.dto';
import { asActor, civilDate, notFound } from './invoice-common';
import { hasValidConstructionExemption, withholdingEvidenceOf } from './invoice-parties';
import { InvoicesPresenter } from './invoices.presenter';

/**
 * Reading invoices (lists, one invoice, its stored documents) and each account's invoice settings.
 * Drafts, issuing and payments are their own use cases (`invoice-drafts`, `invoice-issuing`,
 * `invoice-payments`).
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly records: InvoiceRecordsRepository,
    private readonly presenter: InvoicesPresenter,
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
    if (body.withholdingExemption !== undefined && user.userType !== 'supplier') throw DomainError.field('withholdingExemption', 'server.invoices.supplierOnly');
    const changes: Partial<Omit<InvoiceSettingsRow, 'userId' | 'updatedAt'>> = {};
    if (body.taxNumber !== undefined) changes.taxNumber = body.taxNumber?.trim() || null;
    if (body.vatId !== undefined) changes.vatId = body.vatId?.trim() || null;
    if (body.smallBusiness !== undefined) changes.smallBusiness = body.smallBusiness;
    if (body.defaultPaymentDays !== undefined) changes.defaultPaymentDays = body.defaultPaymentDays;
    if (body.constructionExemption !== undefined) {
      changes.constructionExemptionDocument = body.constructionExemption?.document ?? null;
      changes.constructionExemptionValidUntil = body.constructionExemption?.validUntil ?? null;
    }
    if (body.withholdingExemption !== undefined) {
      changes.withholdingExemptionNumber = body.withholdingExemption?.number ?? null;
      changes.withholdingExemptionTaxOffice = body.withholdingExemption?.taxOffice ?? null;
      changes.withholdingExemptionValidUntil = body.withholdingExemption?.validUntil ?? null;
      changes.withholdingExemptionDocument = body.withholdingExemption?.document ?? null;
    }
    if (Object.keys(changes).length) await this.records.saveSettings(actor, changes);
    if (body.numberFormat !== undefined) await this.invoices.setNumberFormat(actor, body.numberFormat);
    return this.settings(user);
  }
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
    withholdingExemption: {
      number: settings?.withholdingExemptionNumber ?? null,
      taxOffice: settings?.withholdingExemptionTaxOffice ?? null,
      validUntil: settings?.withholdingExemptionValidUntil ?? null,
      document: settings?.withholdingExemptionDocument ?? null,
      valid: isEvidenceValid(withholdingEvidenceOf(settings), civilDate()),
    },
  };
}
