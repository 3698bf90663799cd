import { jest } from '@jest/globals';
import type { AppConfig } from '@fachwerk/server/core';
import type { InvoiceRecordsRepository, InvoiceRow } from '@fachwerk/server/db';
import { csvAmount, csvCell, InvoiceReportsService } from './invoice-reports.service';
import { content, invoiceRow } from './testing/invoice-unit-doubles';
import { fixtureDocument } from './testing/invoice-fixtures';

const totals = (netCents: number) => ({ netCents, taxCents: Math.round(netCents * 0.19), grossCents: netCents + Math.round(netCents * 0.19), vat: [] });
const doc = (number: string, seller: string, buyer: string) => {
  const document = fixtureDocument(number);
  return { ...document, seller: { ...document.seller, name: seller }, buyer: { ...document.buyer, name: buyer } };
};
const supplierInvoice = (id: string, issuerId: string, netCents: number, over: Partial<InvoiceRow> = {}) =>
  invoiceRow({ id, issuerId, status: 'issued', number: `RE-${id}`, ...over }, content({ document: doc(`RE-${id}`, `Firma ${issuerId}`, 'Bauherr Süd AG'), totals: totals(netCents) }));
const feeInvoice = (id: string, supplierId: string, netCents: number, over: Partial<InvoiceRow> = {}) =>
  invoiceRow({ id, issuerId: 'platform', recipientId: supplierId, issuerKind: 'platform', status: 'issued', number: `SG-${id}`, ...over }, content({ document: doc(`SG-${id}`, 'Fachwerk GmbH', `Firma ${supplierId}`), totals: totals(netCents) }));

function setup(rows: { supplier?: InvoiceRow[]; platform?: InvoiceRow[] }) {
  const records = {
    issuedInPeriod: jest.fn(async (kind: 'supplier' | 'platform' | undefined) => (kind ? (rows[kind] ?? []) : [...(rows.supplier ?? []), ...(rows.platform ?? [])])),
  };
  const service = new InvoiceReportsService(records as unknown as InvoiceRecordsRepository, { serviceFeePercent: 5 } as AppConfig);
  return { service, records };
}

describe('InvoiceReportsService: fee report', () => {
  it('sums per supplier, a Storno counting against what it cancels', async () => {
    const { service } = setup({
      supplier: [
        supplierInvoice('a1', 'zimmerei', 1_000_000),
        supplierInvoice('a2', 'zimmerei', 400_000),
        supplierInvoice('a3', 'zimmerei', 400_000, { kind: 'cancellation', cancelsInvoiceId: 'a2' }),
        supplierInvoice('b1', 'abbruch', 200_000),
      ],
      platform: [feeInvoice('f1', 'zimmerei', 50_000), feeInvoice('f2', 'zimmerei', 20_000), feeInvoice('f3', 'zimmerei', 20_000, { kind: 'cancellation' }), feeInvoice('f4', 'abbruch', 10_000)],
    });
    const report = await service.feeReport('2026-11-01', '2026-11-30');
    expect(report.rows.map((row) => [row.supplierName, row.invoiceCount, row.invoicedNetCents, row.feeNetCents, row.feeTaxCents])).toEqual([
      ['Firma abbruch', 1, 200_000, 10_000, 1_900],
      ['Firma zimmerei', 1, 1_000_000, 50_000, 9_500],
    ]);
    expect(report.totals).toEqual({ invoiceCount: 2, invoicedNetCents: 1_200_000, feeNetCents: 60_000, feeTaxCents: 11_400, feeGrossCents: 71_400 });
    expect(report.serviceFeePercent).toBe(5);
  });

  it('refuses a period that ends before it starts, reading nothing', async () => {
    const { service, records } = setup({});
    await expect(service.feeReport('2026-11-30', '2026-11-01')).rejects.toMatchObject({ code: 'VALIDATION_FAILED', issues: [expect.objectContaining({ field: 'to', messageKey: 'server.invoices.periodOrder' })] });
    await expect(service.exportCsv('2026-11-30', '2026-11-01')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(records.issuedInPeriod).not.toHaveBeenCalled();
  });
});

describe('InvoiceReportsService: accountant’s CSV', () => {
  it('writes a German CSV with BOM, one row per invoice, Stornos negative and naming what they cancel', async () => {
    const { service } = setup({
      supplier: [supplierInvoice('a1', 'zimmerei', 123_456, { paidCents: 50_000 }), supplierInvoice('a2', 'zimmerei', 123_456, { kind: 'cancellation', cancelsInvoiceId: 'a1' })],
      platform: [feeInvoice('f1', 'zimmerei', 6_173)],
    });
    const csv = await service.exportCsv('2026-11-01', '2026-11-30');
    expect(csv.startsWith('\ufeffRechnungsnummer;Art;Aussteller;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(lines[1]!.split(';').slice(0, 14)).toEqual([
      'RE-a1', expect.any(String), 'Firma zimmerei', 'Bauherr Süd AG', '25.11.2026', '09.12.2026', '16.11.2026 – 20.11.2026', 'standard', '1234,56', '234,57', '1469,13', '500,00', 'ausgestellt', '',
    ]);
    expect(lines[2]!.split(';')).toEqual(expect.arrayContaining(['-1234,56', '-1469,13', 'RE-a1']));
    expect(lines[3]).toContain('(Servicegebühr)');
  });

  it('writes amounts with a decimal comma and no thousands separator, and defuses formulas in cells', () => {
    expect(csvAmount(-123_456)).toBe('-1234,56');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-1234,56')).toBe('-1234,56');
    expect(csvCell('Müller; Söhne')).toBe('"Müller; Söhne"');
  });
});
