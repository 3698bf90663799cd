import type { InvoiceResponse } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { award, jobSummary, ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { awardRequest, InvoiceEditorPage } from './InvoiceEditorPage';
import { finalInvoice, invoiceResponse } from './testing/invoice-fixtures';

configure({ asyncUtilTimeout: 5000 });

const draft = () => invoiceResponse();

const HINTS = [
  { rule: 'BR-DE-23', field: 'profile.accountNo', message: 'Bitte hinterlegen Sie Ihre IBAN im Profil.' },
  { rule: 'BR-DE-15', field: 'buyerReference', message: 'Die Käuferreferenz fehlt.' },
  { rule: 'BR-DE-9', field: 'client.address', message: 'Die Postleitzahl des Käufers fehlt.' },
];

function renderEditor(issue: () => Response | Promise<Response> = () =>
  jsonResponse(422, { status: false, code: 'INVOICE_NOT_VALID', message: 'Die Rechnung ist nicht gültig.', data: { hints: HINTS } } as never), invoice: InvoiceResponse = draft()) {
  const calls = mockFetch(
    withContent((call: FetchCall) => {
      const path = pathOf(call);
      if (path === '/invoices/inv-1' && call.method === 'GET') return ok(invoice);
      if (path === '/invoices/inv-1' && call.method === 'PATCH') return ok(invoice, 'Gespeichert');
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

describe('InvoiceEditorPage (new invoice from a fixed-price award)', () => {
  const fixedAward = award({ _id: 'award-9', job: jobSummary({ _id: 'job-1', type: 'fixedBudget', status: 'in_progress' }), status: 'in_progress', price: 1_000_000 });
  function renderCreate(created: InvoiceResponse = finalInvoice()) {
    const calls = mockFetch(
      withContent((call: FetchCall) => {
        const path = pathOf(call);
        if (path === '/awards' && call.method === 'GET') return ok({ items: [fixedAward], total: 1, page: 1, limit: 10 });
        if (path === '/invoices' && call.method === 'POST') return ok(created, 'Entwurf erstellt');
        if (path === '/invoices/inv-1' && call.method === 'GET') return ok(created);
        return ok(null);
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/invoice/:jobId/:clientId/:supplierId" element={<InvoiceEditorPage />} />
        <Route path="/invoice/:jobId/:clientId/:supplierId/:invoiceId" element={<InvoiceEditorPage />} />
      </Routes>,
      { role: 'supplier', path: '/invoice/job-1/c-1/s-1' },
    );
    return calls;
  }
  const created = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body!));
  const kinds = async () => screen.findByRole('group', { name: 'Art der Rechnung' });

  it('offers invoice, Teilrechnung and Schlussrechnung, each explained; a Teilrechnung needs its amount', async () => {
    const calls = renderCreate(invoiceResponse({ kind: 'partial', source: 'award' }));
    const group = await kinds();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.querySelector('strong')!.textContent)).toEqual(['Rechnung', 'Teilrechnung', 'Schlussrechnung']);
    expect((within(group).getByRole('radio', { name: /^Rechnung/ }) as HTMLInputElement).checked).toBe(true);
    expect(group.textContent).toContain('Die Schlussrechnung zieht sie später ab.');
    expect(group.textContent).toContain('mit Netto und Umsatzsteuer abgezogen (§ 14 Abs. 5 Satz 2 UStG)');
    expect(group.textContent).not.toMatch(/Abschlag/);
    expect(screen.queryByLabelText(/^Teilbetrag/)).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: /^Teilrechnung/ }));
    const submit = screen.getByRole('button', { name: 'Entwurf erstellen' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Teilbetrag/), { target: { value: '3.000' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(created(calls)).toEqual([{ awardId: 'award-9', source: 'award', amountCents: 300_000 }]));
  });

  it('creates the Schlussrechnung and opens its draft with the partial invoices deducted', async () => {
    const calls = renderCreate();
    fireEvent.click(within(await kinds()).getByRole('radio', { name: /^Schlussrechnung/ }));
    expect(screen.queryByLabelText(/^Teilbetrag/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Entwurf erstellen' }));
    expect(await screen.findByRole('heading', { name: 'Entwurf einer Schlussrechnung' })).toBeTruthy();
    expect(created(calls)).toEqual([{ awardId: 'award-9', source: 'award', final: true }]);
    const rows = screen.getAllByTestId('invoice-deduction');
    expect(rows.map(euros)).toEqual([
      'Abzüglich Teilrechnung RE-2026-00007 vom 10.11.2026netto 3.000,00 €, USt. 570,00 €-3.570,00 €',
      'Abzüglich Teilrechnung RE-2026-00008 vom 10.11.2026netto 2.000,00 €, USt. 380,00 €-2.380,00 €',
    ]);
    expect(euros(screen.getByTestId('invoice-payable'))).toBe('5.950,00 €');
  });

  it('the request of each choice: the whole rest has no amount, the final invoice none either', () => {
    expect(awardRequest('a', 'invoice', 5_000)).toEqual({ awardId: 'a', source: 'award' });
    expect(awardRequest('a', 'partial', 5_000)).toEqual({ awardId: 'a', source: 'award', amountCents: 5_000 });
    expect(awardRequest('a', 'final', 5_000)).toEqual({ awardId: 'a', source: 'award', final: true });
  });

  it('shows the API’s refusal in its own words, e.g. what is left to bill', async () => {
    mockFetch(
      withContent((call: FetchCall) => {
        if (pathOf(call) === '/awards') return ok({ items: [fixedAward], total: 1, page: 1, limit: 10 });
        return jsonResponse(409, {
          status: false,
          code: 'INVOICE_AMOUNT_EXCEEDS_AWARD',
          message: 'Die Rechnung über 9.000,00 € netto übersteigt den vereinbarten Auftragswert. Noch abrechenbar: 5.000,00 € netto.',
        } as never);
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/invoice/:jobId/:clientId/:supplierId" element={<InvoiceEditorPage />} />
      </Routes>,
      { role: 'supplier', path: '/invoice/job-1/c-1/s-1' },
    );
    fireEvent.click(within(await kinds()).getByRole('radio', { name: /^Teilrechnung/ }));
    fireEvent.change(screen.getByLabelText(/^Teilbetrag/), { target: { value: '9.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entwurf erstellen' }));
    expect((await screen.findByTestId('invoice-create-error')).textContent).toContain('Noch abrechenbar: 5.000,00 € netto.');
  });
});

describe('InvoiceEditorPage (final invoice draft)', () => {
  const renderFinal = () => renderEditor(undefined, finalInvoice());

  it('recomputes the remaining amount live from the lines, less the deducted partial invoices, and asks to issue over it', async () => {
    renderFinal();
    const line = await screen.findByTestId('invoice-line');
    expect(screen.getByText(/die ausgestellten Teilrechnungen werden unten abgezogen/)).toBeTruthy();
    expect(euros(screen.getByTestId('invoice-totals'))).toContain('Abgezogene Teilrechnungen (§ 14 Abs. 5 Satz 2 UStG)');
    expect(euros(screen.getByTestId('invoice-gross-total'))).toBe('11.900,00 €');
    expect(euros(screen.getByTestId('invoice-payable'))).toBe('5.950,00 €');
    // a change order billed on top: 10.500,00 € net → 12.495,00 € gross, 6.545,00 € left
    fireEvent.change(within(line).getByLabelText(/^Einzelpreis/), { target: { value: '10.500' } });
    expect(euros(screen.getByTestId('invoice-gross-total'))).toBe('12.495,00 €');
    expect(euros(screen.getByTestId('invoice-payable'))).toBe('6.545,00 €');
    fireEvent.click(screen.getByRole('button', { name: 'Rechnung ausstellen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rechnung ausstellen?' });
    expect(euros(confirm)).toContain('Die Rechnung über 6.545,00 €');
  });

  it('a draft of any other kind has no deductions and no remaining amount row', async () => {
    renderEditor();
    await screen.findByTestId('invoice-line');
    expect(screen.getByRole('heading', { name: 'Rechnungsentwurf' })).toBeTruthy();
    expect(screen.queryByTestId('invoice-deduction')).toBeNull();
    expect(screen.queryByTestId('invoice-payable')).toBeNull();
  });
});
