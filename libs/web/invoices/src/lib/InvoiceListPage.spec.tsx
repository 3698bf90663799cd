import type { FeeReportResponse, InvoiceListItem } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InvoiceListPage } from './InvoiceListPage';
import { party } from './testing/invoice-fixtures';

configure({ asyncUtilTimeout: 5000 });

const item = (overrides: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  _id: 'inv-1',
  issuerKind: 'supplier',
  kind: 'invoice',
  status: 'issued',
  number: 'RE-2026-00042',
  supplier: party('s-1', 'Elektro Nord GmbH'),
  client: party('c-1', 'Bau AG'),
  awardId: 'award-1',
  jobId: 'job-1',
  jobTitle: 'Unterverteilung',
  issueDate: '2026-11-20',
  dueDate: '2026-12-04',
  netCents: 201600,
  grossCents: 239904,
  payment: { status: 'unpaid', paidCents: 0, openCents: 239904, overdue: false },
  documents: { state: 'ready', pdfSha256: 'a', xmlSha256: 'b' },
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const feeInvoice = item({
  _id: 'fee-1',
  issuerKind: 'platform',
  number: 'FW-2026-00007',
  supplier: party('platform', 'Fachwerk GmbH'),
  client: party('s-1', 'Elektro Nord GmbH'),
  jobTitle: null,
  netCents: 10080,
  grossCents: 11995,
});
const page = (items: InvoiceListItem[], total = items.length) => ({ items, total, page: 1, limit: 20 });
const report = (rows: FeeReportResponse['rows']): FeeReportResponse => ({
  from: '2026-11-01',
  to: '2026-11-30',
  serviceFeePercent: 5,
  rows,
  totals: {
    invoiceCount: rows.reduce((n, r) => n + r.invoiceCount, 0),
    invoicedNetCents: rows.reduce((n, r) => n + r.invoicedNetCents, 0),
    feeNetCents: rows.reduce((n, r) => n + r.feeNetCents, 0),
    feeTaxCents: rows.reduce((n, r) => n + r.feeTaxCents, 0),
    feeGrossCents: rows.reduce((n, r) => n + r.feeGrossCents, 0),
  },
});
const NORD = { supplierId: 's-1', supplierName: 'Elektro Nord GmbH', invoiceCount: 2, invoicedNetCents: 201600, feeNetCents: 10080, feeTaxCents: 1915, feeGrossCents: 11995 };
const failure = (status: number) => jsonResponse(status, { status: false, message: 'Fehler', code: 'INTERNAL' } as never);

type Handler = (call: FetchCall) => Response | undefined;
function renderList(role: 'admin' | 'client' | 'supplier', { invoices, fees, other }: { invoices?: Handler; fees?: Handler; other?: Handler } = {}, path = '/invoice/list') {
  const calls = mockFetch(
    withContent((call) => {
      const p = pathOf(call);
      if (p === '/invoices') return invoices?.(call) ?? ok(page([item(), feeInvoice]));
      if (p === '/admin/invoices/fee-report') return fees?.(call) ?? ok(report([NORD]));
      return other?.(call) ?? ok({ items: [], total: 0, page: 1, limit: 100 });
    }),
  );
  renderWithApp(<InvoiceListPage role={role} />, { role, path });
  return calls;
}

const requests = (calls: FetchCall[], path: string) => calls.filter((c) => pathOf(c) === path).map((c) => new URL(c.url).searchParams);
const text = (el: Element) => el.textContent?.replace(/[\u00a0\u202f]/g, ' ');
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('InvoiceListPage (admin: all invoices)', () => {
  it('lists every invoice with both parties, amount and payment state, linked to its view', async () => {
    const calls = renderList('admin');
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getAttribute('data-number')).toBe('RE-2026-00042');
    expect(text(rows[0]!)).toContain('Elektro Nord GmbH → Bau AG');
    expect(text(rows[0]!)).toContain('2.399,04 €');
    expect(text(rows[0]!)).toContain('20.11.2026');
    expect(within(rows[0]!).getByTestId('invoice-status').textContent).toBe('Offen');
    expect(within(rows[0]!).getByTestId('invoice-link').getAttribute('href')).toBe('/invoice-view/job-1/c-1/s-1/inv-1');
    // the platform's fee invoice to the supplier is in the same list
    expect(text(rows[1]!)).toContain('Fachwerk GmbH → Elektro Nord GmbH');
    // admins see all kinds: no issuer filter, no tabs, no settings
    const [query] = requests(calls, '/invoices');
    expect(query!.get('issuerKind')).toBeNull();
    expect(query!.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Servicegebühren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechnungseinstellungen' })).toBeNull();
  });

  it('marks an overdue invoice and opens an admin’s drafts in the view, not the editor', async () => {
    renderList('admin', {
      invoices: () =>
        ok(
          page([
            item({ payment: { status: 'partlyPaid', paidCents: 100000, openCents: 139904, overdue: true } }),
            item({ _id: 'inv-2', status: 'draft', number: null }),
          ]),
        ),
    });
    const rows = await screen.findAllByTestId('invoice-row');
    expect(within(rows[0]!).getByTestId('invoice-status').getAttribute('data-payment')).toBe('overdue');
    expect(within(rows[0]!).getByTestId('invoice-status').textContent).toBe('Überfällig');
    expect(within(rows[1]!).getByTestId('invoice-link').textContent).toBe('Entwurf');
    expect(within(rows[1]!).getByTestId('invoice-link').getAttribute('href')).toBe('/invoice-view/job-1/c-1/s-1/inv-2');
  });

  it('asks the API again with the status and payment filters and from the first page', async () => {
    const calls = renderList('admin', {}, '/invoice/list?page=2');
    await screen.findAllByTestId('invoice-row');
    expect(requests(calls, '/invoices')[0]!.get('page')).toBe('2');
    fireEvent.change(screen.getByLabelText(/^Status/), { target: { value: 'cancelled' } });
    await waitFor(() => expect(requests(calls, '/invoices').some((q) => q.get('status') === 'cancelled')).toBe(true));
    const byStatus = requests(calls, '/invoices').find((q) => q.get('status') === 'cancelled')!;
    expect(byStatus.get('page')).toBe('1');
    fireEvent.change(screen.getByLabelText(/^Zahlung/), { target: { value: 'overdue' } });
    await waitFor(() => expect(requests(calls, '/invoices').some((q) => q.get('payment') === 'overdue' && q.get('status') === 'cancelled')).toBe(true));
    // every status is offered to admins, drafts included
    const statusOptions = within(screen.getByLabelText(/^Status/)).getAllByRole('option').map((o) => o.textContent);
    expect(statusOptions).toEqual(['Alle', 'Entwurf', 'Ausgestellt', 'Storniert']);
  });

  it('says so when no invoice matches', async () => {
    renderList('admin', { invoices: () => ok(page([])) });
    expect((await screen.findByTestId('invoice-empty')).textContent).toBe('Keine Rechnungen für diese Filter.');
    expect(screen.queryByTestId('invoice-row')).toBeNull();
  });

  it('shows an error with a retry that asks again when the list cannot be loaded', async () => {
    let fail = true;
    const calls = renderList('admin', { invoices: () => (fail ? failure(500) : ok(page([item()]))) });
    const alert = await screen.findByText('Die Rechnungen konnten nicht geladen werden.');
    const before = requests(calls, '/invoices').length;
    fail = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('invoice-row')).toBeTruthy();
    expect(requests(calls, '/invoices').length).toBeGreaterThan(before);
  });
});

describe('InvoiceListPage (admin: service-fee report and CSV)', () => {
  const monthStart = () => `${isoDay(new Date()).slice(0, 7)}-01`;

  it('asks for the fee report of the current month and shows each supplier with the totals', async () => {
    const calls = renderList('admin');
    const reportCard = await screen.findByTestId('fee-report');
    const table = await within(reportCard).findByRole('table', { name: 'Servicegebühren-Bericht' });
    const [query] = requests(calls, '/admin/invoices/fee-report');
    expect(query!.get('from')).toBe(monthStart());
    expect(query!.get('to')).toBe(isoDay(new Date()));
    expect(text(table)).toContain('Elektro Nord GmbH');
    expect(text(table)).toContain('2.016,00 €');
    expect(text(table)).toContain('100,80 €');
    expect(text(table)).toContain('119,95 €');
    expect(text(within(reportCard).getByTestId('fee-report-total'))).toBe('Summe (5 %): 100,80 € netto, 119,95 € brutto');
  });

  it('asks again for another period', async () => {
    const calls = renderList('admin');
    const reportCard = await screen.findByTestId('fee-report');
    await within(reportCard).findByRole('table');
    fireEvent.change(within(reportCard).getByRole('textbox', { name: /^Von/ }), { target: { value: '01.10.2026' } });
    fireEvent.change(within(reportCard).getByRole('textbox', { name: /^Bis/ }), { target: { value: '31.10.2026' } });
    await waitFor(() =>
      expect(requests(calls, '/admin/invoices/fee-report').some((q) => q.get('from') === '2026-10-01' && q.get('to') === '2026-10-31')).toBe(true),
    );
  });

  it('names a period that ends before it starts or has no end, and then asks for no report and no CSV', async () => {
    const calls = renderList('admin');
    const reportCard = await screen.findByTestId('fee-report');
    await within(reportCard).findByRole('table');
    const asked = requests(calls, '/admin/invoices/fee-report').length;
    fireEvent.change(within(reportCard).getByRole('textbox', { name: /^Von/ }), { target: { value: '01.12.2099' } });
    expect(await within(reportCard).findByText('Das Ende liegt vor dem Beginn.')).toBeTruthy();
    const csv = within(reportCard).getByRole('button', { name: 'CSV für die Buchhaltung' }) as HTMLButtonElement;
    expect(csv.disabled).toBe(true);
    fireEvent.change(within(reportCard).getByRole('textbox', { name: /^Bis/ }), { target: { value: '' } });
    expect(await within(reportCard).findByText('Bitte ausfüllen.')).toBeTruthy();
    expect(csv.disabled).toBe(true);
    expect(requests(calls, '/admin/invoices/fee-report')).toHaveLength(asked);
  });

  it('says so when the period has no invoices, and shows an error when the report fails', async () => {
    let answer = ok(report([]));
    renderList('admin', { fees: () => answer });
    const reportCard = await screen.findByTestId('fee-report');
    expect(await within(reportCard).findByText('Keine Rechnungen in diesem Zeitraum.')).toBeTruthy();
    answer = failure(500);
    fireEvent.change(within(reportCard).getByRole('textbox', { name: /^Von/ }), { target: { value: '01.01.2026' } });
    expect(await within(reportCard).findByText('Die Rechnungen konnten nicht geladen werden.')).toBeTruthy();
    expect(within(reportCard).queryByRole('table')).toBeNull();
  });

  describe('CSV download', () => {
    let saved: { blob: Blob; name: string }[];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
    beforeEach(() => {
      saved = [];
      const blobs = new Map<string, Blob>();
      URL.createObjectURL = (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      URL.revokeObjectURL = () => undefined;
      HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
        saved.push({ blob: blobs.get(this.href)!, name: this.download });
      };
    });
    afterEach(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      HTMLAnchorElement.prototype.click = original.click;
    });

    const CSV = '\ufeffRechnungsnummer;Art;Aussteller\r\nRE-2026-00042;Rechnung;Elektro Nord GmbH\r\n';

    it('fetches the period’s CSV with the admin token and saves it under the period’s name', async () => {
      const calls = renderList('admin', {
        other: (call) => (pathOf(call) === '/admin/invoices/export.csv' ? new Response(CSV, { headers: { 'content-type': 'text/csv' } }) : undefined),
      });
      const reportCard = await screen.findByTestId('fee-report');
      await within(reportCard).findByRole('table');
      fireEvent.change(within(reportCard).getByRole('textbox', { name: /^Von/ }), { target: { value: '01.10.2026' } });
      fireEvent.change(within(reportCard).getByRole('textbox', { name: /^Bis/ }), { target: { value: '31.10.2026' } });
      fireEvent.click(within(reportCard).getByRole('button', { name: 'CSV für die Buchhaltung' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const download = calls.find((c) => pathOf(c) === '/admin/invoices/export.csv')!;
      expect(new URL(download.url).search).toBe('?from=2026-10-01&to=2026-10-31');
      expect(download.headers.get('authorization')).toBe('Bearer token-admin');
      expect(saved[0]!.name).toBe('rechnungen-2026-10-01-2026-10-31.csv');
      // byte for byte, the BOM included (spreadsheets read the umlauts by it)
      expect(Buffer.from(await saved[0]!.blob.arrayBuffer())).toEqual(Buffer.from(CSV, 'utf8'));
      expect(effects.errors).toEqual([]);
    });

    it('says the download failed when the API refuses it and saves nothing', async () => {
      renderList('admin', { other: (call) => (pathOf(call) === '/admin/invoices/export.csv' ? failure(400) : undefined) });
      const reportCard = await screen.findByTestId('fee-report');
      await within(reportCard).findByRole('table');
      fireEvent.click(within(reportCard).getByRole('button', { name: 'CSV für die Buchhaltung' }));
      await waitFor(() => expect(effects.errors).toEqual(['Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.']));
      expect(saved).toEqual([]);
    });
  });
});

describe('InvoiceListPage (other roles)', () => {
  it('shows clients no fee report and no draft filter, and opens the §13b dialog from the toolbar', async () => {
    const calls = renderList('client', {
      other: (call) =>
        pathOf(call) === '/invoices/settings'
          ? ok({ numberFormat: '', taxNumber: null, vatId: null, smallBusiness: false, defaultPaymentDays: 14, constructionExemption: { document: null, validUntil: null, valid: false }, withholdingExemption: { number: null, taxOffice: null, validUntil: null, document: null, valid: false } })
          : undefined,
    });
    await screen.findAllByTestId('invoice-row');
    expect(screen.queryByTestId('fee-report')).toBeNull();
    expect(requests(calls, '/admin/invoices/fee-report')).toEqual([]);
    const statusOptions = within(screen.getByLabelText(/^Status/)).getAllByRole('option').map((o) => o.textContent);
    expect(statusOptions).not.toContain('Entwurf');
    fireEvent.click(screen.getByRole('button', { name: 'Nachweis USt 1 TG (§ 13b UStG)' }));
    expect(await screen.findByRole('dialog', { name: 'Nachweis als Bauleistender (USt 1 TG, § 13b UStG)' })).toBeTruthy();
  });

  it('shows suppliers their fee invoices in a second tab, asked with the platform issuer', async () => {
    const calls = renderList('supplier');
    await screen.findAllByTestId('invoice-row');
    expect(screen.queryByTestId('fee-report')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Servicegebühren' }));
    await waitFor(() => expect(requests(calls, '/invoices').some((q) => q.get('issuerKind') === 'platform')).toBe(true));
    expect(screen.getByRole('button', { name: 'Servicegebühren' }).getAttribute('aria-pressed')).toBe('true');
  });
});

