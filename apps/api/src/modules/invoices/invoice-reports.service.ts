import { Injectable } from '@nestjs/common';
import { InvoiceRecordsRepository, type InvoiceRow } from '@fachwerk/server/db';
import { InjectConfig, DomainError, type AppConfig } from '@fachwerk/server/core';
import type { FeeReportResponse, FeeReportRow } from '@fachwerk/shared/contracts';
import { invoicesWebCatalogue } from '@fachwerk/shared/i18n/invoices-web';
import { asContent } from './invoice-content';

/** A cancellation counts against what it cancels. */
const sign = (row: InvoiceRow) => (row.kind === 'cancellation' ? -1 : 1);
const totalsOf = (row: InvoiceRow) => {
  const totals = asContent(row.content).totals;
  return { net: (totals?.netCents ?? 0) * sign(row), tax: (totals?.taxCents ?? 0) * sign(row), gross: (totals?.grossCents ?? 0) * sign(row) };
};

/** `-123456` → `-1234,56` (German decimal comma, no thousands separator: what spreadsheets import). */
export const csvAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};
/** A CSV cell for `;`-separated files: quoted when it holds `;`, `"` or a line break; formulas defused. */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const germanDate = (iso: string | undefined | null) => (iso ? iso.split('-').reverse().join('.') : '');

/** Admin: the platform's service-fee report and the accountant's CSV per period. */
@Injectable()
export class InvoiceReportsService {
  constructor(
    private readonly records: InvoiceRecordsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private checkPeriod(from: string, to: string): void {
    if (to < from) throw DomainError.field('to', 'server.invoices.periodOrder');
  }

  async feeReport(from: string, to: string): Promise<FeeReportResponse> {
    this.checkPeriod(from, to);
    const [supplierInvoices, feeInvoices] = await Promise.all([
      this.records.issuedInPeriod('supplier', from, to),
      this.records.issuedInPeriod('platform', from, to),
    ]);
    const rows = new Map<string, FeeReportRow>();
    const rowOf = (supplierId: string, name: string) => {
      let row = rows.get(supplierId);
      if (!row) {
        row = { supplierId, supplierName: name, invoiceCount: 0, invoicedNetCents: 0, feeNetCents: 0, feeTaxCents: 0, feeGrossCents: 0 };
        rows.set(supplierId, row);
      }
      return row;
    };
    for (const invoice of supplierInvoices) {
      const row = rowOf(invoice.issuerId, asContent(invoice.content).document?.seller.name ?? '');
      row.invoiceCount += sign(invoice);
      row.invoicedNetCents += totalsOf(invoice).net;
    }
    for (const fee of feeInvoices) {
      const row = rowOf(fee.recipientId, asContent(fee.content).document?.buyer.name ?? '');
      const t = totalsOf(fee);
      row.feeNetCents += t.net;
      row.feeTaxCents += t.tax;
      row.feeGrossCents += t.gross;
    }
    const list = [...rows.values()].sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'de'));
    const sum = (key: keyof Omit<FeeReportRow, 'supplierId' | 'supplierName'>) => list.reduce((total, row) => total + row[key], 0);
    return {
      from,
      to,
      serviceFeePercent: this.config.serviceFeePercent,
      rows: list,
      totals: {
        invoiceCount: sum('invoiceCount'),
        invoicedNetCents: sum('invoicedNetCents'),
        feeNetCents: sum('feeNetCents'),
        feeTaxCents: sum('feeTaxCents'),
        feeGrossCents: sum('feeGrossCents'),
      },
    };
  }

  /**
   * Every issued invoice of the period (supplier invoices and the platform's fee invoices, Stornos
   * negative) as a German CSV: `;` separated, decimal comma, dates DD.MM.YYYY, UTF-8 with BOM.
   */
  async exportCsv(from: string, to: string): Promise<string> {
    this.checkPeriod(from, to);
    const rows = await this.records.issuedInPeriod(undefined, from, to);
    const header = ['Rechnungsnummer', 'Art', 'Aussteller', 'Empfänger', 'Rechnungsdatum', 'Fällig am', 'Leistungszeitraum', 'Steuerart', 'Netto', 'USt', 'Brutto', 'Bezahlt', 'Status', 'Storno von', 'SHA-256'];
    const kindText = invoicesWebCatalogue.de.invoicesWeb.kind;
    const statusText = { draft: 'Entwurf', issued: 'ausgestellt', cancelled: 'storniert' } as const;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const lines = rows.map((row) => {
      const content = asContent(row.content);
      const document = content.document;
      const t = totalsOf(row);
      return [
        row.number ?? '',
        `${kindText[row.kind]}${row.issuerKind === 'platform' ? ' (Servicegebühr)' : ''}`,
        document?.seller.name ?? '',
        document?.buyer.name ?? '',
        germanDate(document?.issueDate),
        germanDate(document?.dueDate),
        `${germanDate(content.servicePeriod.start)} – ${germanDate(content.servicePeriod.end)}`,
        content.taxCategory,
        csvAmount(t.net),
        csvAmount(t.tax),
        csvAmount(t.gross),
        csvAmount(row.paidCents),
        statusText[row.status],
        row.cancelsInvoiceId ? (byId.get(row.cancelsInvoiceId)?.number ?? document?.precedingInvoice?.number ?? '') : '',
        row.documentsHash ?? '',
      ]
        .map(csvCell)
        .join(';');
    });
    return `\ufeff${[header.join(';'), ...lines].join('\r\n')}\r\n`;
  }
}
