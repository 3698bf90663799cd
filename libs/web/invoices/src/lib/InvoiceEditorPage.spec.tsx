import type { InvoiceResponse } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { ok, pathOf, withContent } from '@fachwerk/web/market-data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { InvoiceEditorPage } from './InvoiceEditorPage';

configure({ asyncUtilTimeout: 5000 });

const party = (id: string, name: string) => ({ _id: id, name, address: 'Hauptstr. 1, 10115 Berlin', vatId: null, taxNumber: null });
const draft = (): InvoiceResponse => ({
  _id: 'inv-1',
  issuerKind: 'supplier',
  kind: 'invoice',
  status: 'draft',
  number: null,
  supplier: party('s-1', 'Elektro Nord GmbH'),
  client: party('c-1', 'Bau AG'),
  awardId: 'award-1',
  jobId: 'job-1',
  jobTitle: 'Unterverteilung',
  issueDate: null,
  dueDate: null,
  netCents: 33600,
  grossCents: 39984,
  payment: { status: 'unpaid', paidCents: 0, openCents: 0, overdue: false, payments: [] },
  documents: { state: 'none', pdfSha256: null, xmlSha256: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  source: 'hours',
  servicePeriod: { start: '2026-11-16', end: '2026-11-20' },
  paymentDays: 14,
  paymentTermsText: null,
  defaultPaymentTermsText: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
  taxCategory: 'standard',
  taxExemptionReason: null,
  buyerReference: 'Unterverteilung',
  notes: null,
  lines: [{ description: 'Elektroarbeiten Anna', quantity: 8, unit: 'HUR', unitPriceCents: 4200, vatRate: 19, netCents: 33600, workerId: 'w-1' }],
  totals: { netCents: 33600, taxCents: 6384, grossCents: 39984, vat: [{ category: 'S', rate: 19, taxableCents: 33600, taxCents: 6384 }] },
  cancelsInvoice: null,
  cancelledBy: null,
  serviceFeeInvoice: null,
  can: { edit: true, issue: true, cancel: false, pay: false },
  issuedAt: null,
  cancelledAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const HINTS = [
  { rule: 'BR-DE-23', field: 'profile.accountNo', message: 'Bitte hinterlegen Sie Ihre IBAN im Profil.' },
  { rule: 'BR-DE-15', field: 'buyerReference', message: 'Die Käuferreferenz fehlt.' },
];

function renderEditor() {
  const calls = mockFetch(
    withContent((call: FetchCall) => {
      const path = pathOf(call);
      if (path === '/invoices/inv-1' && call.method === 'GET') return ok(draft());
      if (path === '/invoices/inv-1' && call.method === 'PATCH') return ok(draft(), 'Gespeichert');
      if (path === '/invoices/inv-1/issue')
        return jsonResponse(422, { status: false, code: 'INVOICE_NOT_VALID', message: 'Die Rechnung ist nicht gültig.', data: { hints: HINTS } } as never);
      return ok(null);
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/invoice/:jobId/:clientId/:supplierId/:invoiceId" element={<InvoiceEditorPage />} />
    </Routes>,
    { role: 'supplier', path: '/invoice/job-1/c-1/s-1/inv-1' },
  );
  return calls;
}

const writes = (calls: FetchCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${pathOf(c)}`);
const euros = (el: HTMLElement) => el.textContent?.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('InvoiceEditorPage (draft)', () => {
  it('recomputes the totals live with VAT groups in German formats', async () => {
    renderEditor();
    const line = await screen.findByTestId('invoice-line');
    expect(euros(screen.getByTestId('invoice-gross-total'))).toBe('399,84 €');
    fireEvent.change(within(line).getByLabelText(/^Menge/), { target: { value: '10,5' } });
    fireEvent.change(within(line).getByLabelText(/^USt/), { target: { value: '7' } });
    expect(euros(screen.getByTestId('invoice-net'))).toBe('441,00 €');
    expect(euros(screen.getByTestId('invoice-vat-group'))).toBe('USt. 7 % auf 441,00 €30,87 €');
    expect(euros(screen.getByTestId('invoice-gross-total'))).toBe('471,87 €');
  });

  it('names the wrong fields before it saves and saves nothing then', async () => {
    const calls = renderEditor();
    const line = await screen.findByTestId('invoice-line');
    fireEvent.change(within(line).getByLabelText(/^Leistung/), { target: { value: ' ' } });
    fireEvent.change(within(line).getByLabelText(/^Menge/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte ausfüllen.')).toBeTruthy();
    expect(screen.getByText('Die Menge muss größer als 0 sein.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(line).getByLabelText(/^Leistung/), { target: { value: 'Elektroarbeiten' } });
    fireEvent.change(within(line).getByLabelText(/^Menge/), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(calls)).toEqual(['PATCH /invoices/inv-1']));
    const body = JSON.parse(calls.find((c) => c.method === 'PATCH')!.body!);
    // the unchanged §9 default stays the default (null), so it follows the payment days
    expect(body).toMatchObject({ paymentTermsText: null, paymentDays: 14, lines: [{ description: 'Elektroarbeiten', quantity: 8, unitPriceCents: 4200, vatRate: 19 }] });
  });

  it('asks before issuing and shows the 422 hints in words with where to fix them', async () => {
    const calls = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Rechnung ausstellen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rechnung ausstellen?' });
    expect(confirm.textContent).toContain('kann danach nicht mehr geändert werden');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verbindlich ausstellen' }));
    const hints = await screen.findByTestId('invoice-hints');
    expect(writes(calls)).toEqual(['POST /invoices/inv-1/issue']);
    expect(hints.textContent).toContain('Bitte hinterlegen Sie Ihre IBAN im Profil.');
    expect(within(hints).getByRole('link', { name: 'Zum Profil' }).getAttribute('href')).toBe('/profile');
    expect(within(hints).getByRole('link', { name: 'Zum Feld' }).getAttribute('href')).toBe('#invoice-field-buyerReference');
  });
});
