import type { InvoiceResponse } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall, type RecordedEffects } from '@fachwerk/web/data-access/testing';
import { ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { InvoiceViewPage } from './InvoiceViewPage';
import { finalInvoice, invoiceResponse } from './testing/invoice-fixtures';

configure({ asyncUtilTimeout: 5000 });

/** An issued invoice over 399,84 €, open, with its documents. */
const issued = (overrides: Partial<InvoiceResponse> = {}): InvoiceResponse =>
  invoiceResponse({
    status: 'issued',
    number: 'RE-2026-00001',
    issueDate: '2026-11-20',
    dueDate: '2026-12-04',
    payment: { status: 'unpaid', paidCents: 0, confirmedCents: 0, openCents: 39984, overdue: false, payments: [] },
    documents: { state: 'ready', pdfSha256: 'a', xmlSha256: 'b' },
    can: { edit: false, issue: false, cancel: true, pay: true, decidePayments: false },
    issuedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });

/** A response that waits until the test lets it go, to see the dialog while the request runs. */
function held(response: () => Response) {
  let release: () => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(response());
  });
  return { answer, release: () => release() };
}

function renderView(write: (call: FetchCall) => Response | Promise<Response>, invoice: InvoiceResponse = issued(), role: 'client' | 'supplier' = 'client') {
  const calls = mockFetch(
    withContent((call: FetchCall) => {
      const path = pathOf(call);
      if (path === '/invoices/inv-1' && call.method === 'GET') return ok(invoice);
      if (path === '/invoices/inv-1/messages' && call.method === 'GET') return ok({ items: [], total: 0, page: 1, limit: 100 });
      if (call.method === 'POST') return write(call);
      return ok(null);
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/invoice-view/:jobId/:clientId/:supplierId/:invoiceId" element={<InvoiceViewPage role={role} />} />
      <Route path="/invoice-view/:invoiceId" element={<p>Storno geöffnet</p>} />
    </Routes>,
    { role, path: '/invoice-view/job-1/c-1/s-1/inv-1' },
  );
  return calls;
}

const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST').map((c) => `${pathOf(c)} ${c.body}`);
let effects: RecordedEffects;

beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('InvoiceViewPage payment badge', () => {
  it.each([
    ['unpaid', { status: 'unpaid', overdue: false }, 'Offen', 'warning'],
    ['overdue wins over partly paid', { status: 'partlyPaid', overdue: true }, 'Überfällig', 'danger'],
    ['paid', { status: 'paid', overdue: true }, 'Bezahlt', 'success'],
  ] as const)('%s: the kit StatusBadge with the payment state', async (_, payment, text, tone) => {
    renderView(() => ok(null), issued({ payment: { ...issued().payment, ...payment } }));
    const badge = await screen.findByTestId('invoice-status');
    expect(badge.textContent).toBe(text);
    expect(badge.className).toContain('fw-status-badge');
    expect(badge.getAttribute('data-tone')).toBe(tone);
    expect(badge.getAttribute('data-payment')).toBe(payment.status === 'paid' ? 'paid' : payment.overdue ? 'overdue' : payment.status);
  });
});

describe('InvoiceViewPage payment dialog', () => {
  it('is busy while the payment is recorded, then closes with the API’s message as toast', async () => {
    const request = held(() => ok(issued({ payment: { ...issued().payment, status: 'paid', openCents: 0, paidCents: 39984 } }), 'Zahlung erfasst.'));
    const calls = renderView(() => request.answer);
    fireEvent.click(await screen.findByRole('button', { name: 'Zahlung melden' }));
    const dialog = screen.getByRole('dialog', { name: 'Zahlung melden' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zahlung melden' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zahlung melden' }).getAttribute('aria-busy')).toBe('true'));
    expect((within(dialog).getByRole('button', { name: 'Zahlung melden' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Abbrechen' }) as HTMLButtonElement).disabled).toBe(true);
    request.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(effects.successes).toEqual(['Zahlung erfasst.']);
    expect(posts(calls)).toHaveLength(1);
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toMatchObject({ amountCents: 39984 });
  });

  it('shows the API’s refusal in the dialog and stays open', async () => {
    renderView(() => jsonResponse(409, { status: false, code: 'INVOICE_PAYMENT_EXCEEDS_OPEN', message: 'Die Zahlung übersteigt den offenen Betrag.' } as never));
    fireEvent.click(await screen.findByRole('button', { name: 'Zahlung melden' }));
    const dialog = screen.getByRole('dialog', { name: 'Zahlung melden' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zahlung melden' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Die Zahlung übersteigt den offenen Betrag.');
    expect(alert.getAttribute('data-code')).toBe('INVOICE_PAYMENT_EXCEEDS_OPEN');
    expect(screen.getByRole('dialog', { name: 'Zahlung melden' })).toBeTruthy();
    expect(effects.successes).toEqual([]);
  });
});

describe('InvoiceViewPage payments both sides see', () => {
  const reported = { _id: 'pay-1', amountCents: 10000, paidOn: '2026-11-25', recordedBy: 'client' as const, status: 'reported' as const, decidedAt: null, contestReason: null, createdAt: '2026-11-25T10:00:00.000Z' };
  const withReport = (can: Partial<InvoiceResponse['can']>) =>
    issued({
      payment: { status: 'partlyPaid', paidCents: 10000, confirmedCents: 0, openCents: 29984, overdue: false, payments: [reported] },
      can: { ...issued().can, ...can },
      giroCode: 'BCD\n002\n1\nSCT\n\nMuster Montage GmbH\nDE02120300000000202051\nEUR299.84\n\n\nRE-2026-00001',
    });

  it('the client sees its report waiting for confirmation, the open amount and the GiroCode for it; it cannot confirm', async () => {
    renderView(() => ok(null), withReport({ decidePayments: false }));
    expect((await screen.findByTestId('invoice-payment')).textContent).toContain('gemeldet, wartet auf Bestätigung');
    expect(screen.getByTestId('invoice-open').textContent).toMatch(/offen: 299,84\s€/);
    expect(screen.getByRole('img', { name: /GiroCode: Mit der Banking-App scannen, um den offenen Betrag von 299,84\s€ zu überweisen/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).toBeNull();
  });

  it('the supplier confirms a reported payment, or contests it with a reason the dialog requires', async () => {
    const calls = renderView(() => ok(withReport({ decidePayments: false }), 'Die Zahlung wurde bestätigt.'), withReport({ decidePayments: true, pay: false }), 'supplier');
    fireEvent.click(await screen.findByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(posts(calls)).toEqual(['/invoices/inv-1/payments/pay-1/confirm {}']));
    fireEvent.click(screen.getByRole('button', { name: 'Bestreiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Zahlung bestreiten' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestreiten' }));
    // Without a reason nothing is sent.
    expect(posts(calls)).toEqual(['/invoices/inv-1/payments/pay-1/confirm {}']);
    fireEvent.change(within(dialog).getByLabelText(/Grund/), { target: { value: 'Kein Zahlungseingang' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestreiten' }));
    await waitFor(() => expect(posts(calls)).toContain('/invoices/inv-1/payments/pay-1/contest {"reason":"Kein Zahlungseingang"}'));
  });
});

describe('InvoiceViewPage Storno', () => {
  it('shows the API’s refusal in the dialog; cancel closes it and forgets the error', async () => {
    const calls = renderView(() => jsonResponse(409, { status: false, code: 'INVOICE_NOT_ISSUED', message: 'Das geht nur bei einer ausgestellten, nicht stornierten Rechnung.' } as never), issued(), 'supplier');
    fireEvent.click(await screen.findByRole('button', { name: 'Stornieren' }));
    let dialog = screen.getByRole('dialog', { name: 'Rechnung stornieren?' });
    expect(dialog.textContent).toContain('RE-2026-00001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stornorechnung ausstellen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Das geht nur bei einer ausgestellten, nicht stornierten Rechnung.');
    expect(posts(calls)).toEqual(['/invoices/inv-1/cancel {}']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    dialog = screen.getByRole('dialog', { name: 'Rechnung stornieren?' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('opens the Storno invoice after it was created', async () => {
    renderView(() => ok(issued({ _id: 'inv-2', kind: 'cancellation' }), 'Storniert.'), issued(), 'supplier');
    fireEvent.click(await screen.findByRole('button', { name: 'Stornieren' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stornorechnung ausstellen' }));
    expect(await screen.findByText('Storno geöffnet')).toBeTruthy();
    expect(effects.successes).toEqual(['Storniert.']);
  });
});

describe('InvoiceViewPage final invoice (Schlussrechnung)', () => {
  it('shows each deducted Teilrechnung with number, net and VAT in the totals, and the remaining amount the API states', async () => {
    const { status, issueDate, dueDate, documents, can, issuedAt, payment } = issued();
    const final = finalInvoice({ status, number: 'RE-2026-00009', issueDate, dueDate, documents, can, issuedAt, payment: { ...payment, openCents: 595_000 } });
    renderView(() => ok(null), final, 'supplier');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Schlussrechnung RE-2026-00009');
    const totals = screen.getByTestId('invoice-totals');
    const text = (el: HTMLElement) => el.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(within(totals).getAllByTestId('invoice-deduction').map((row) => row.getAttribute('data-number'))).toEqual(['RE-2026-00007', 'RE-2026-00008']);
    expect(text(within(totals).getAllByTestId('invoice-deduction')[0]!)).toBe('Abzüglich Teilrechnung RE-2026-00007 vom 10.11.2026netto 3.000,00 €, USt. 570,00 €-3.570,00 €');
    expect(text(within(totals).getByTestId('invoice-gross-total'))).toBe('11.900,00 €');
    expect(text(within(totals).getByTestId('invoice-payable'))).toBe('5.950,00 €');
    // the payments panel asks for the remaining amount, not the gross
    expect(text(screen.getByTestId('invoice-open'))).toBe('Bezahlt: 0,00 € – offen: 5.950,00 €');
  });
});
