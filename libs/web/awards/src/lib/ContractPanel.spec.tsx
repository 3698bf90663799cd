import type { ContractResponse, UserType } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { award, contract, ok, pathOf, withContent } from '@fachwerk/web/data-access/testing/market';
import '@fachwerk/web/data-access/catalogue/jobs-web';
import { ContractPanel } from './ContractPanel';

configure({ asyncUtilTimeout: 5000 });

function renderPanel(role: UserType, first: ContractResponse, handler: (call: FetchCall) => Response | undefined = () => undefined) {
  let current = first;
  const calls = mockFetch(
    withContent((call) => {
      const answer = handler(call);
      if (answer) {
        if (answer.ok) current = { ...current, status: 'accepted', awaiting: [] };
        return answer;
      }
      return ok(current);
    }),
  );
  renderWithApp(<ContractPanel award={award()} role={role} />, { role, path: '/awarded-jobs' });
  return calls;
}

const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${pathOf(c)} ${c.body ?? ''}`.trim());

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('ContractPanel', () => {
  it('shows kind, status, version and who still has to accept', async () => {
    renderPanel('client', contract({ awaiting: ['supplier'] }));
    const panel = await screen.findByRole('region', { name: 'Vertrag' });
    await waitFor(() => expect(within(panel).getByTestId('contract-status').textContent).toBe('Annahme ausstehend'));
    expect(panel.textContent).toContain('Arbeitnehmerüberlassungsvertrag');
    expect(within(panel).getByTestId('contract-awaiting').textContent).toMatch(/^Noch anzunehmen von: Dienstleister\./);
    expect(within(panel).getByTestId('contract-text').textContent).toContain('§ 1 Gegenstand');
    // the client has already accepted: nothing to accept for it
    expect(within(panel).queryByRole('button', { name: 'Vertrag annehmen' })).toBeNull();
  });

  it('lists the acceptances with name and short hash', async () => {
    const base = contract();
    renderPanel(
      'supplier',
      contract({
        awaiting: ['supplier'],
        current: {
          ...base.current,
          acceptances: [{ party: 'client', name: 'Erika Schmidt', acceptedAt: '2026-11-24T10:00:00.000Z', sha256: base.current.sha256 }],
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Annahmen' });
    expect(list.textContent).toContain('Auftraggeber: Erika Schmidt, 24.11.2026, 11:00');
    expect(list.textContent).toContain('ab12cd34ef56');
  });

  it('accepts exactly the shown version (version and sha256) only after the text-form confirmation', async () => {
    const calls = renderPanel('supplier', contract(), (call) =>
      pathOf(call) === '/awards/award-1/contract/accept' ? ok(contract({ status: 'accepted', awaiting: [] }), 'Sie haben den Vertrag angenommen.') : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Vertrag annehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vertrag annehmen' });
    expect(dialog.textContent).toContain('Textform (§ 126b BGB)');
    expect(dialog.textContent).toContain('Fassung 2');
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vertrag annehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      `POST /awards/award-1/contract/accept ${JSON.stringify({ version: 2, sha256: contract().current.sha256 })}`,
    ]);
    // the contract is fetched again and shows the new state
    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toBe('Von beiden angenommen'));
  });

  it('client of an incomplete lending contract: the staffing terms refuse bad input and send euros as cents', async () => {
    const calls = renderPanel(
      'client',
      contract({ status: 'incomplete', missing: ['activity', 'comparablePay'], staffingTerms: null }),
      (call) => (call.method === 'PUT' ? ok(contract(), 'Die Überlassungsbedingungen wurden eingetragen.') : undefined),
    );
    const form = await screen.findByRole('form', { name: 'Überlassungsbedingungen' });
    expect(screen.getByRole('note').textContent).toContain('Tätigkeit, Entgelt vergleichbarer Arbeitnehmer');

    fireEvent.change(within(form).getByLabelText(/Entgelt vergleichbarer Arbeitnehmer/), { target: { value: 'viel' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bedingungen speichern' }));
    expect(await within(form).findByText('Das Feld Tätigkeit ist erforderlich.')).toBeTruthy();
    expect(within(form).getByText(/muss eine Zahl sein/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Entgelt vergleichbarer Arbeitnehmer/), { target: { value: '1.500,00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bedingungen speichern' }));
    expect(await within(form).findByText(/darf nicht größer als 1\.000,00\s€ sein/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Tätigkeit/), { target: { value: ' Elektroinstallation ' } });
    fireEvent.change(within(form).getByLabelText(/Erforderliche Qualifikation/), { target: { value: 'Elektroniker/in' } });
    fireEvent.change(within(form).getByLabelText(/Wesentliche Arbeitsbedingungen/), { target: { value: '40 Stunden/Woche' } });
    fireEvent.change(within(form).getByLabelText(/Entgelt vergleichbarer Arbeitnehmer/), { target: { value: '21,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bedingungen speichern' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toBe(
      `PUT /awards/award-1/contract/staffing-terms ${JSON.stringify({
        activity: 'Elektroinstallation',
        qualification: 'Elektroniker/in',
        workingConditions: '40 Stunden/Woche',
        comparablePay: 2150,
      })}`,
    );
  });

  it('shows the field errors the API returns', async () => {
    renderPanel('client', contract({ status: 'incomplete', staffingTerms: null }), (call) =>
      call.method === 'PUT'
        ? jsonResponse(400, { status: false, message: 'Ungültig', code: 'VALIDATION_FAILED', errors: { activity: ['Tätigkeit ist zu kurz.'] } })
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Überlassungsbedingungen' });
    fireEvent.change(within(form).getByLabelText(/^Tätigkeit/), { target: { value: 'x' } });
    fireEvent.change(within(form).getByLabelText(/Erforderliche Qualifikation/), { target: { value: 'y' } });
    fireEvent.change(within(form).getByLabelText(/Wesentliche Arbeitsbedingungen/), { target: { value: 'z' } });
    fireEvent.change(within(form).getByLabelText(/Entgelt vergleichbarer Arbeitnehmer/), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bedingungen speichern' }));
    expect(await within(form).findByText('Tätigkeit ist zu kurz.')).toBeTruthy();
  });
});
