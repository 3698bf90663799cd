import { Injectable } from '@nestjs/common';
import { zipSync } from 'fflate';
import { AccountingRepository, berlinToday, type Actor, type InvoiceRow } from '@fachwerk/server/db';
import { DomainError, InjectConfig, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import { InvoiceFileStore, invoiceFileName } from '@fachwerk/server/documents';
import {
  DEFAULT_REVENUE_ACCOUNTS,
  REVENUE_ACCOUNT_KEYS,
  type AccountingRevenueAccounts,
  type AccountingSettings,
} from '@fachwerk/shared/contracts';
import { datevBuchungsstapel, datevFileName, type DatevInvoice } from './datev';
import type { ExportPeriodQueryDto, UpdateAccountingSettingsDto } from './dto/accounting.dto';
import { csvAmount, germanCsv } from './german-csv';
import { indexInvoice, invoiceIndexCsv, sha256, type IndexedInvoice } from './invoice-index';

const asActor = (user: Pick<AuthenticatedUser, 'id' | 'userType'>): Actor => ({ id: user.id, userType: user.userType });
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface ExportFile {
  filename: string;
  content: Buffer | string;
}

/**
 * A supplier's bookkeeping exports of its own issued invoices and Stornos (never another issuer's:
 * every read takes the actor): DATEV Buchungsstapel with the PDFs, the GoBD archive of every issued
 * PDF and XML with an index of SHA-256 hashes, and the invoice, open-item and payment lists as CSV.
 */
@Injectable()
export class AccountingExports {
  private readonly store: InvoiceFileStore;

  constructor(
    private readonly accounting: AccountingRepository,
    @InjectConfig() config: AppConfig,
  ) {
    this.store = new InvoiceFileStore(config.storageDir);
  }

  // ── settings ──────────────────────────────────────────────────────────────────────────────────

  async settings(user: AuthenticatedUser): Promise<AccountingSettings> {
    const row = await this.accounting.settings(asActor(user));
    const chart = row?.chart ?? 'SKR03';
    const accounts = row?.accounts ?? {};
    return {
      chart,
      consultantNumber: row?.consultantNumber ?? null,
      clientNumber: row?.clientNumber ?? null,
      accounts,
      effectiveAccounts: { ...DEFAULT_REVENUE_ACCOUNTS[chart], ...accounts },
    };
  }

  async updateSettings(user: AuthenticatedUser, body: UpdateAccountingSettingsDto): Promise<AccountingSettings> {
    const accounts = body.accounts
      ? Object.fromEntries(REVENUE_ACCOUNT_KEYS.flatMap((key) => (body.accounts?.[key] === undefined ? [] : [[key, body.accounts[key]]])))
      : undefined;
    await this.accounting.saveSettings(asActor(user), {
      ...(body.chart ? { chart: body.chart } : {}),
      ...(body.consultantNumber !== undefined ? { consultantNumber: body.consultantNumber } : {}),
      ...(body.clientNumber !== undefined ? { clientNumber: body.clientNumber } : {}),
      ...(accounts ? { accounts: accounts as Partial<AccountingRevenueAccounts> } : {}),
    });
    return this.settings(user);
  }

  // ── exports ───────────────────────────────────────────────────────────────────────────────────

  /** EXTF Buchungsstapel of the period (one calendar year at most) and the PDFs as Belegbilder, in one ZIP. */
  async datev(user: AuthenticatedUser, period: ExportPeriodQueryDto, now: Date = new Date()): Promise<ExportFile> {
    checkPeriod(period);
    if (period.from.slice(0, 4) !== period.to.slice(0, 4)) throw DomainError.field('to', 'server.accounting.periodOneYear');
    const actor = asActor(user);
    const settings = await this.settings(user);
    if (!settings.consultantNumber || !settings.clientNumber) throw new DomainError('DATEV_SETTINGS_INCOMPLETE');
    const { invoices, files } = await this.issued(actor, period);
    const debtors = await this.accounting.debtorNumbers(actor, invoices.map((invoice) => invoice.clientId));
    const bookings: DatevInvoice[] = invoices.map((invoice) => ({
      number: invoice.number,
      kind: invoice.kind,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      serviceDate: invoice.serviceDate,
      clientName: invoice.clientName,
      debtorNumber: debtors.get(invoice.clientId) ?? 0,
      taxCategory: invoice.taxCategory,
      vat: invoice.vat,
      ...(invoice.cancels ? { cancels: invoice.cancels } : {}),
    }));
    const csv = datevBuchungsstapel(
      {
        consultantNumber: settings.consultantNumber,
        clientNumber: settings.clientNumber,
        chart: settings.chart,
        accounts: settings.effectiveAccounts,
        ownAccounts: new Set(REVENUE_ACCOUNT_KEYS.filter((key) => settings.accounts[key] !== undefined && settings.accounts[key] !== DEFAULT_REVENUE_ACCOUNTS[settings.chart][key])),
        from: period.from,
        to: period.to,
        createdAt: now,
        label: `Ausgangsrechnungen ${period.from.slice(0, 7)}`,
      },
      bookings,
    );
    const entries: Record<string, Uint8Array> = { [datevFileName(period.from, period.to)]: csv };
    for (const invoice of invoices) {
      const pdf = files.get(invoice.id)?.find((file) => file.format === 'pdf');
      if (pdf) entries[`Belegbilder/${invoiceFileName(invoice.number)}.pdf`] = pdf.content;
    }
    return { filename: `DATEV_${period.from}_${period.to}.zip`, content: zip(entries, now) };
  }

  /** GoBD archive: every issued PDF and XML of the period with index.csv and index.json (SHA-256 of each file). */
  async archive(user: AuthenticatedUser, period: ExportPeriodQueryDto, now: Date = new Date()): Promise<ExportFile> {
    checkPeriod(period);
    const { invoices, files } = await this.issued(asActor(user), period);
    const entries: Record<string, Uint8Array> = {};
    for (const invoice of invoices) {
      for (const file of files.get(invoice.id) ?? []) entries[`rechnungen/${invoiceFileName(invoice.number)}.${file.format}`] = file.content;
    }
    entries['index.csv'] = Buffer.from(invoiceIndexCsv(invoices), 'utf8');
    entries['index.json'] = Buffer.from(
      `${JSON.stringify({ period, createdAt: now.toISOString(), algorithm: 'SHA-256', invoices: invoices.map(({ id: _id, clientId: _client, vat: _vat, ...rest }) => rest) }, null, 2)}\n`,
      'utf8',
    );
    return { filename: `Archiv_${period.from}_${period.to}.zip`, content: zip(entries, now) };
  }

  /** The archive's index alone: the issued invoices and Stornos of the period as CSV. */
  async invoicesCsv(user: AuthenticatedUser, period: ExportPeriodQueryDto): Promise<ExportFile> {
    checkPeriod(period);
    const { invoices } = await this.issued(asActor(user), period);
    return { filename: `Rechnungen_${period.from}_${period.to}.csv`, content: invoiceIndexCsv(invoices) };
  }

  /** Open items (OPOS) on a day: what was issued by then and not paid or cancelled by then. */
  async openItemsCsv(user: AuthenticatedUser, at: string = berlinToday()): Promise<ExportFile> {
    const rows = await this.accounting.openItems(asActor(user), at);
    const csv = germanCsv(
      ['Rechnungsnummer', 'Rechnungsdatum', 'Fällig am', 'Kunde', 'Brutto', 'Bezahlt', 'Offen', 'Tage überfällig'],
      rows.map(({ invoice, paidCents }) => {
        const document = (invoice.content as { document?: { issueDate: string; buyer: { name: string } } }).document;
        const due = invoice.dueDate ?? at;
        return [
          invoice.number ?? '',
          document?.issueDate ?? '',
          due,
          document?.buyer.name ?? '',
          csvAmount(invoice.grossCents),
          csvAmount(paidCents),
          csvAmount(invoice.grossCents - paidCents),
          Math.max(0, daysBetween(due, at)),
        ];
      }),
    );
    return { filename: `OPOS_${at}.csv`, content: csv };
  }

  /** Payments received in the period. */
  async paymentsCsv(user: AuthenticatedUser, period: ExportPeriodQueryDto): Promise<ExportFile> {
    checkPeriod(period);
    const rows = await this.accounting.paymentsInPeriod(asActor(user), period.from, period.to);
    const recordedBy = { client: 'Kunde', supplier: 'Lieferant', admin: 'Administrator' } as const;
    const csv = germanCsv(
      ['Zahlungsdatum', 'Rechnungsnummer', 'Kunde', 'Betrag', 'Erfasst von', 'Erfasst am'],
      rows.map(({ payment, invoice }) => [
        payment.paidOn,
        invoice.number ?? '',
        (invoice.content as { document?: { buyer: { name: string } } }).document?.buyer.name ?? '',
        csvAmount(payment.amountCents),
        recordedBy[payment.recordedByRole],
        payment.createdAt.toISOString(),
      ]),
    );
    return { filename: `Zahlungen_${period.from}_${period.to}.csv`, content: csv };
  }

  /**
   * The actor's issued invoices of the period with their stored files, each checked against the
   * SHA-256 recorded when it was rendered. A document still being rendered is 409 (the export would
   * be incomplete).
   */
  private async issued(actor: Actor, period: ExportPeriodQueryDto): Promise<{ invoices: IndexedInvoice[]; files: Map<string, { format: 'pdf' | 'xml'; content: Buffer }[]> }> {
    const rows = await this.accounting.issuedInPeriod(actor, period.from, period.to);
    const documents = await this.accounting.documents(actor, rows.map((row) => row.invoice.id));
    const files = new Map<string, { format: 'pdf' | 'xml'; content: Buffer }[]>();
    for (const document of documents) {
      const content = await this.store.read(document.storageKey);
      if (sha256(content) !== document.sha256) throw new Error(`stored ${document.format} of invoice ${document.invoiceId} does not match its recorded SHA-256`);
      files.set(document.invoiceId, [...(files.get(document.invoiceId) ?? []), { format: document.format, content }]);
    }
    const invoices = rows.map(({ invoice }: { invoice: InvoiceRow }) => {
      const own = files.get(invoice.id) ?? [];
      if (own.length < 2) throw new DomainError('INVOICE_DOCUMENT_PENDING');
      return indexInvoice(invoice, own);
    });
    return { invoices, files };
  }
}

/** From ≤ to, at most a year (366 days). */
function checkPeriod(period: ExportPeriodQueryDto): void {
  if (period.to < period.from) throw DomainError.field('to', 'server.accounting.periodOrder');
  if (daysBetween(period.from, period.to) > 365) throw DomainError.field('to', 'server.accounting.periodTooLong');
}

/** A ZIP whose entries carry the export's time (the same export gives the same bytes). */
function zip(entries: Record<string, Uint8Array>, now: Date): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, [data, { mtime: now }]])), { level: 6 }));
}
