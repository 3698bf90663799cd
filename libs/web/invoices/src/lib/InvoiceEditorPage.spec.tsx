import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { InvoiceEditorPage } from './InvoiceEditorPage';
import { invoiceResponse } from './testing/invoice-fixtures';

configure({ asyncUtilTimeout: 5000 });

const draft = () => invoiceResponse();

const HINTS = [
  { rule: 'BR-DE-23', field: 'profile.accountNo', message: 'Bitte hinterlegen Sie Ihre IBAN im Profil.' },
  { rule: 'BR-DE-15', field: 'buyerReference', message: 'Die Käuferreferenz fehlt.' },
  { rule: 'BR-DE-9', field: 'client.address', message: 'Die Postleitzahl des Käufers fehlt.' },
];

function renderEditor(issue: () => Response | Promise<Response> = () =>
  jsonResponse(422, { status: false, code: 'INVOICE_NOT_VALID', message: 'Die Rechnung ist nicht gültig.', data: { hints: HINTS } } as never)) {
  const calls = mockFetch(
    withContent((call: FetchCall) => {
      const path = pathOf(call);
      if (path === '/invoices/inv-1' && call.method === 'GET') return ok(draft());
      if (path === '/invoices/inv-1' && call.method === 'PATCH') return ok(draft(), 'Gespeichert');
      if (path === '/invoices/inv-1/issue') return issue();
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
    // the hints are richer than the dialog: it closes and they stay on the page
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual(['POST /invoices/inv-1/issue']);
    expect(hints.textContent).toContain('Bitte hinterlegen Sie Ihre IBAN im Profil.');
    expect(within(hints).getByRole('link', { name: 'Zum Profil' }).getAttribute('href')).toBe('/profile');
    // the list takes the focus, so the reason is in view after the refused issue
    expect(document.activeElement).toBe(hints);
    // the jump stays on the page (a "#id" link under <base href="/"> opened the home page): focus on the field
    fireEvent.click(within(hints).getByRole('button', { name: 'Zum Feld' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Käuferreferenz/));
    // what only the client can add is said so, with no link into the supplier's own pages
    const client = hints.querySelector('[data-field="client.address"]') as HTMLElement;
    expect(client.textContent).toContain('nur er kann sie ergänzen');
    expect(within(client).queryByRole('link')).toBeNull();
  });

  it('refuses quantity, price and payment days that are no number, naming the field, and saves nothing', async () => {
    const calls = renderEditor();
    const line = await screen.findByTestId('invoice-line');
    fireEvent.change(within(line).getByLabelText(/^Menge/), { target: { value: 'acht' } });
    fireEvent.change(within(line).getByLabelText(/^Einzelpreis/), { target: { value: 'viel' } });
    fireEvent.change(screen.getByLabelText(/^Zahlungsziel/), { target: { value: 'zwei Wochen' } });
    // the totals count what cannot be read as nothing, never "NaN"
    expect(euros(screen.getByTestId('invoice-gross-total'))).toBe('0,00 €');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Menge muss eine Zahl sein.')).toBeTruthy();
    expect(screen.getByText('Einzelpreis muss eine Zahl sein.')).toBeTruthy();
    expect(screen.getByText('Zahlungsziel muss eine Zahl sein.')).toBeTruthy();
    // kept as typed, not emptied or set to 0
    expect((within(line).getByLabelText(/^Menge/) as HTMLInputElement).value).toBe('acht');
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(line).getByLabelText(/^Menge/), { target: { value: '7,5' } });
    fireEvent.change(within(line).getByLabelText(/^Einzelpreis/), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText(/^Zahlungsziel/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(writes(calls)).toEqual(['PATCH /invoices/inv-1']));
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body!)).toMatchObject({ paymentDays: 30, lines: [{ quantity: 7.5, unitPriceCents: 4000 }] });
    expect(screen.queryByText(/muss eine Zahl sein/)).toBeNull();
  });

  it('is busy while issuing and shows any refusal other than the hints in the confirmation', async () => {
    let release: () => void = () => undefined;
    const answer = new Promise<Response>((resolve) => {
      release = () => resolve(jsonResponse(409, { status: false, code: 'INVOICE_NOT_DRAFT', message: 'Die Rechnung ist kein Entwurf mehr.' } as never));
    });
    renderEditor(() => answer);
    fireEvent.click(await screen.findByRole('button', { name: 'Rechnung ausstellen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rechnung ausstellen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verbindlich ausstellen' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Verbindlich ausstellen' }).getAttribute('aria-busy')).toBe('true'));
    expect((within(confirm).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    const alert = await within(confirm).findByRole('alert');
    expect(alert.textContent).toBe('Die Rechnung ist kein Entwurf mehr.');
    expect(alert.getAttribute('data-code')).toBe('INVOICE_NOT_DRAFT');
    expect(screen.queryByTestId('invoice-hints')).toBeNull();
  });
});
