import type { AwardResponse, ChangeOrderListResponse, ChangeOrderResponse, UserType } from '@fachwerk/shared/contracts';
import { switchLanguage } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { award, jobSummary, ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import '@fachwerk/web/data-access/catalogue/jobs-web';
import { ChangeOrdersPanel } from './ChangeOrdersPanel';

configure({ asyncUtilTimeout: 5000 });

const fixedAward = (over: Partial<AwardResponse> = {}) =>
  award({ job: jobSummary({ type: 'fixedBudget', title: 'Elektroinstallation Halle 3' }), status: 'in_progress', price: 100_000, ...over });

const changeOrder = (over: Partial<ChangeOrderResponse> = {}): ChangeOrderResponse => ({
  _id: 'co-1',
  awardId: 'award-1',
  amountCents: 25_000,
  reason: 'Zusätzliche Steckdosen im Keller',
  status: 'proposed',
  proposedBy: 'sup-1',
  decidedAt: null,
  decisionNote: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

const listOf = (items: ChangeOrderResponse[]): ChangeOrderListResponse => {
  const acceptedCents = items.filter((item) => item.status === 'accepted').reduce((sum, item) => sum + item.amountCents, 0);
  return { items, agreedCents: 100_000, acceptedCents, billableCents: 100_000 + acceptedCents };
};

/** Renders the panel; `handler` answers the writes, the list answers what `current` holds. */
function renderPanel(role: UserType, items: ChangeOrderResponse[], handler: (call: FetchCall) => Response | undefined = () => undefined, over: Partial<AwardResponse> = {}) {
  const state = { items };
  const calls = mockFetch(
    withContent((call) => {
      if (call.method !== 'GET') {
        const answer = handler(call);
        if (answer) return answer;
      }
      return ok(listOf(state.items));
    }),
  );
  renderWithApp(<ChangeOrdersPanel award={fixedAward(over)} role={role} />, { role, path: '/awarded-jobs' });
  return { calls, state };
}

const writes = (calls: FetchCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${pathOf(c)} ${c.body ?? ''}`.trim());
const panel = () => screen.findByRole('region', { name: 'Nachträge' });

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

afterEach(async () => {
  await act(() => switchLanguage('de'));
});

describe('ChangeOrdersPanel', () => {
  it('empty: the billable value is the agreed price; the client has nothing to propose', async () => {
    renderPanel('client', []);
    const region = await panel();
    expect(await within(region).findByTestId('change-orders-empty')).toBeTruthy();
    expect(region.textContent).toContain('Noch keine Nachträge.');
    expect(within(region).getByTestId('change-orders-billable').textContent).toMatch(/^1\.000,00\s€$/);
    expect(within(region).queryByRole('button', { name: 'Nachtrag vorschlagen' })).toBeNull();
  });

  it('lists the change orders with status badges and notes; the billable value adds the accepted ones only', async () => {
    renderPanel('client', [
      changeOrder({ _id: 'co-3', status: 'proposed', amountCents: 5_000, reason: 'Kleinteile' }),
      changeOrder({ _id: 'co-2', status: 'declined', amountCents: 40_000, reason: 'Wanddurchbruch', decidedAt: '2026-11-25T09:00:00.000Z', decisionNote: 'Im Festpreis enthalten.' }),
      changeOrder({ _id: 'co-1', status: 'accepted', decidedAt: '2026-11-25T08:00:00.000Z' }),
    ]);
    const region = await panel();
    await waitFor(() => expect(within(region).getAllByTestId('change-order')).toHaveLength(3));
    const items = within(region).getAllByTestId('change-order');
    expect(items.map((item) => item.querySelector('[data-status]')?.textContent)).toEqual(['Offen', 'Abgelehnt', 'Angenommen']);
    expect(items[1]!.textContent).toContain('Anmerkung: Im Festpreis enthalten.');
    expect(items[1]!.textContent).toContain('Entschieden am 25.11.2026');
    expect(within(region).getByTestId('change-orders-billable').textContent).toMatch(/^1\.250,00\s€$/);
    // only the open one can be decided
    expect(within(items[0]!).getByRole('button', { name: 'Annehmen' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
  });

  it('supplier proposes: the form refuses bad input at the fields, then sends euros as cents and the trimmed reason', async () => {
    const { calls, state } = renderPanel('supplier', [], (call) => {
      if (call.method === 'POST' && pathOf(call) === '/awards/award-1/change-orders') {
        state.items = [changeOrder({ amountCents: 125_050, reason: 'Zusätzliche Leitungen' })];
        return jsonResponse(201, { status: true, message: 'Der Nachtrag wurde vorgeschlagen.', data: state.items[0] });
      }
      return undefined;
    });
    const region = await panel();
    expect(await within(region).findByText(/schlagen Sie hier als Nachtrag vor/)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Nachtrag vorschlagen' }));
    const form = await within(region).findByRole('form', { name: 'Nachtrag vorschlagen' });

    fireEvent.click(within(form).getByRole('button', { name: 'Vorschlagen' }));
    expect(await within(form).findByText('Das Feld Betrag (netto) ist erforderlich.')).toBeTruthy();
    expect(within(form).getByText('Das Feld Begründung ist erforderlich.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Betrag \(netto\)/), { target: { value: 'viel' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Vorschlagen' }));
    expect(await within(form).findByText(/muss eine Zahl sein/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Betrag \(netto\)/), { target: { value: '20.000.000,00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Vorschlagen' }));
    expect(await within(form).findByText(/darf nicht größer als 10\.000\.000,00\s€ sein/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Betrag \(netto\)/), { target: { value: '1.250,50' } });
    fireEvent.change(within(form).getByLabelText(/^Begründung/), { target: { value: '  Zusätzliche Leitungen  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Vorschlagen' }));
    await waitFor(() => expect(writes(calls)).toEqual([`POST /awards/award-1/change-orders ${JSON.stringify({ amountCents: 125_050, reason: 'Zusätzliche Leitungen' })}`]));
    // the form closes and the list is fetched again
    await waitFor(() => expect(within(region).queryByRole('form')).toBeNull());
    expect(await within(region).findByText('Zusätzliche Leitungen')).toBeTruthy();
  });

  it('shows the field errors the API returns at the field', async () => {
    renderPanel('supplier', [], (call) =>
      call.method === 'POST' ? jsonResponse(400, { status: false, message: 'Ungültig', code: 'VALIDATION_FAILED', errors: { reason: ['Begründung enthält ein unzulässiges Zeichen.'] } }) : undefined,
    );
    const region = await panel();
    fireEvent.click(await within(region).findByRole('button', { name: 'Nachtrag vorschlagen' }));
    const form = await within(region).findByRole('form', { name: 'Nachtrag vorschlagen' });
    fireEvent.change(within(form).getByLabelText(/Betrag \(netto\)/), { target: { value: '100' } });
    fireEvent.change(within(form).getByLabelText(/^Begründung/), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Vorschlagen' }));
    const error = await within(form).findByText('Begründung enthält ein unzulässiges Zeichen.');
    expect(within(form).getByLabelText(/^Begründung/).getAttribute('aria-describedby')).toContain(error.id);
  });

  it('client accepts only after the confirmation, which names the new billable value', async () => {
    const { calls, state } = renderPanel('client', [changeOrder()], (call) => {
      if (pathOf(call) === '/change-orders/co-1/accept') {
        state.items = [changeOrder({ status: 'accepted', decidedAt: '2026-11-25T08:00:00.000Z' })];
        return ok(state.items[0], 'Sie haben den Nachtrag angenommen.');
      }
      return undefined;
    });
    const region = await panel();
    fireEvent.click(await within(region).findByRole('button', { name: 'Annehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nachtrag annehmen' });
    expect(dialog.textContent).toMatch(/um 250,00\s€ auf 1\.250,00\s€ netto/);
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual(['POST /change-orders/co-1/accept {}']);
    await waitFor(() => expect(within(region).getByTestId('change-orders-billable').textContent).toMatch(/^1\.250,00\s€$/));
    expect(within(region).getByTestId('change-order').querySelector('[data-status]')?.textContent).toBe('Angenommen');
  });

  it('client declines with a note; a decision made meanwhile (409) is shown in the dialog', async () => {
    const { calls } = renderPanel('client', [changeOrder()], (call) =>
      call.method === 'POST'
        ? jsonResponse(409, { status: false, code: 'CHANGE_ORDER_DECIDED', message: 'Über diesen Nachtrag wurde bereits entschieden.' })
        : undefined,
    );
    const region = await panel();
    fireEvent.click(await within(region).findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nachtrag ablehnen' });
    fireEvent.change(within(dialog).getByLabelText(/Anmerkung für den Dienstleister/), { target: { value: ' Im Festpreis enthalten. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(dialog).findByText('Über diesen Nachtrag wurde bereits entschieden.')).toBeTruthy();
    expect(writes(calls)).toEqual([`POST /change-orders/co-1/decline ${JSON.stringify({ note: 'Im Festpreis enthalten.' })}`]);
  });

  it('supplier withdraws its open proposal after the confirmation; in English', async () => {
    const { calls } = renderPanel('supplier', [changeOrder()], (call) => (pathOf(call) === '/change-orders/co-1/withdraw' ? ok(changeOrder({ status: 'withdrawn' }), 'Withdrawn.') : undefined));
    await act(() => switchLanguage('en'));
    const region = await screen.findByRole('region', { name: 'Change orders' });
    const item = await within(region).findByTestId('change-order');
    expect(item.textContent).toMatch(/250\.00|250,00/);
    expect(item.querySelector('[data-status]')?.textContent).toBe('Open');
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the change order' });
    expect(dialog.textContent).toContain('the client is notified');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(writes(calls)).toEqual(['POST /change-orders/co-1/withdraw {}']));
  });

  it('once the award no longer runs: read only, and open proposals are said to be closed', async () => {
    renderPanel('client', [changeOrder()], undefined, { status: 'approved' });
    const region = await panel();
    await within(region).findByTestId('change-order');
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).getByRole('note').textContent).toContain('Der Auftrag läuft nicht mehr');
  });
});
