import type { AccountProfile } from '@fachwerk/shared/contracts';
import { selectUserData } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueContent, clientProfile, supplierProfile } from '../../testing/fixtures';
import { ProfilePage } from './ProfilePage';

/** API fake: content lists, GET and PATCH /accounts/me (the PATCH answers with a recomputed percentage). */
function fakeApi(profile: AccountProfile) {
  let current = profile;
  const calls = mockFetch((call: FetchCall) => {
    if (call.url.endsWith('/tools/lists')) {
      const ids = (JSON.parse(call.body ?? '{}') as { ids: string[] }).ids;
      const tools = ids.includes('svc-1') ? [{ _id: 'tool-1', serviceId: 'svc-1', name: 'Akkuschrauber' }] : [];
      return jsonResponse(200, { status: true, message: 'ok', data: tools });
    }
    if (call.url.includes('/content')) return jsonResponse(200, { status: true, message: 'ok', data: catalogueContent });
    if (call.url.endsWith('/accounts/me') && call.method === 'PATCH') {
      current = { ...current, ...(JSON.parse(call.body ?? '{}') as Partial<AccountProfile>), profilePercentage: 95 };
      return jsonResponse(200, { status: true, message: 'Profil aktualisiert.', data: current });
    }
    if (call.url.endsWith('/accounts/me')) return jsonResponse(200, { status: true, message: 'ok', data: current });
    return jsonResponse(404, { status: false, message: 'nicht gefunden' });
  });
  return calls;
}

const patches = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PATCH').map((c) => JSON.parse(c.body ?? '{}') as Partial<AccountProfile>);

// the profile form is large: give a loaded machine (2 shared cores) time to render it
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('ProfilePage (supplier)', () => {
  it('shows the pending approval status and the completion percentage', async () => {
    fakeApi(supplierProfile({ approvalStatus: 'pending', profilePercentage: 80 }));
    renderWithApp(<ProfilePage />, { role: 'supplier', path: '/profile' });
    const status = await screen.findByTestId('approval-status');
    expect(status.getAttribute('data-status')).toBe('pending');
    expect(status.textContent).toContain('Freigabe ausstehend');
    expect(screen.getByTestId('profile-percentage').textContent).toContain('80 %');
  });

  it('shows a rejection with its reason', async () => {
    fakeApi(supplierProfile({ approvalStatus: 'rejected', rejectionReason: 'IBAN fehlt' }));
    renderWithApp(<ProfilePage />, { role: 'supplier', path: '/profile' });
    expect((await screen.findByTestId('approval-status')).textContent).toContain('Begründung: IBAN fehlt');
  });

  it('refuses to save with a message naming the field, and sends nothing', async () => {
    const calls = fakeApi(supplierProfile());
    renderWithApp(<ProfilePage />, { role: 'supplier', path: '/profile' });
    const daily = await screen.findByLabelText(/Tägliche Arbeitsstunden/);
    fireEvent.change(daily, { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText(/^Firmenname/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Tägliche Arbeitsstunden darf nicht größer als 24 sein.')).toBeTruthy();
    expect(screen.getByText('Das Feld Firmenname ist erforderlich.')).toBeTruthy();
    expect(daily.getAttribute('aria-invalid')).toBe('true');
    expect(patches(calls)).toHaveLength(0);
  });

  it('adds and removes list entries and saves the lists; the side-menu ring gets the new percentage', async () => {
    const calls = fakeApi(supplierProfile());
    const { store } = renderWithApp(<ProfilePage />, { role: 'supplier', path: '/profile' });
    const references = await screen.findByRole('group', { name: 'Referenzen' });
    fireEvent.click(within(references).getByRole('button', { name: 'Referenzen hinzufügen' }));
    const second = within(references).getByRole('group', { name: 'Referenzen 2' });
    fireEvent.change(within(second).getByLabelText(/^Name/), { target: { value: 'Stadtwerke' } });
    fireEvent.change(within(second).getByLabelText(/^Nummer/), { target: { value: '40 555 0300' } });
    // remove the first reference
    fireEvent.click(within(references).getByRole('button', { name: 'Referenzen 1 entfernen' }));

    const contacts = screen.getByRole('group', { name: 'Ansprechpartner' });
    fireEvent.click(within(contacts).getByRole('button', { name: 'Ansprechpartner 1 entfernen' }));

    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    const body = patches(calls)[0]!;
    expect(body.reference).toEqual([{ name: 'Stadtwerke', number: '40 555 0300' }]);
    // an emptied list is sent as null: empty lists are stripped from payloads (§5)
    expect(body.contactPerson).toBeNull();
    expect(body.hourlyRate).toBe(4550);
    await waitFor(() => expect(selectUserData(store.getState())?.profilePercentage).toBe(95));
    expect(screen.getByTestId('profile-percentage').textContent).toContain('95 %');
  });

  it('offers the tools of the chosen services and saves the chosen ones', async () => {
    const calls = fakeApi(supplierProfile());
    renderWithApp(<ProfilePage />, { role: 'supplier', path: '/profile' });
    const tool = await screen.findByRole('checkbox', { name: 'Akkuschrauber' });
    fireEvent.click(tool);
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.toolsAndEquipment).toEqual(['tool-1']);
    const toolRequest = calls.find((c) => c.url.endsWith('/tools/lists'))!;
    expect(JSON.parse(toolRequest.body ?? '{}')).toEqual({ ids: ['svc-1'] });
  });

  it('an empty new list row is refused with the row named', async () => {
    const calls = fakeApi(supplierProfile());
    renderWithApp(<ProfilePage />, { role: 'supplier', path: '/profile' });
    const experience = await screen.findByRole('group', { name: 'Bisherige Arbeitserfahrung' });
    fireEvent.click(within(experience).getByRole('button', { name: 'Bisherige Arbeitserfahrung hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Das Feld Tätigkeit (1) ist erforderlich.')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
  });
});

describe('ProfilePage (client) opened at a field', () => {
  it.each(['vat', 'address'])('/profile?field=%s puts the focus in that field (the award note links there)', async (field) => {
    fakeApi(clientProfile({ vat: '' }));
    renderWithApp(<ProfilePage />, { role: 'client', path: `/profile?field=${field}` });
    await screen.findByTestId('profile-page');
    await waitFor(() => expect(document.activeElement?.closest(`[data-field="${field}"]`)).not.toBeNull());
  });

  it('ignores a field parameter that is no field name', async () => {
    fakeApi(clientProfile());
    renderWithApp(<ProfilePage />, { role: 'client', path: '/profile?field=%22%5D%2C*' });
    await screen.findByTestId('profile-page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });
});

describe('ProfilePage (client)', () => {
  it('offers the industry as a select with its reason, shows the stored one and saves the new one', async () => {
    const calls = fakeApi(clientProfile({ industry: 'logistics' }));
    renderWithApp(<ProfilePage />, { role: 'client', path: '/profile' });
    const industry = (await screen.findByRole('combobox', { name: /^Branche/ })) as HTMLSelectElement;
    expect(industry.value).toBe('logistics');
    expect(screen.getByText(/nur mit einer Ausnahme nach § 1b AÜG überlassen/)).toBeTruthy();
    expect(within(industry).getAllByRole('option').map((o) => o.textContent)).toContain('Bauhauptgewerbe (z. B. Hoch-, Tief- und Straßenbau)');
    fireEvent.change(industry, { target: { value: 'constructionMain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({ industry: 'constructionMain' });
  });

  it('a supplier is not asked for an industry', async () => {
    fakeApi(supplierProfile());
    renderWithApp(<ProfilePage />, { role: 'supplier', path: '/profile' });
    await screen.findByLabelText(/Tägliche Arbeitsstunden/);
    expect(screen.queryByRole('combobox', { name: /^Branche/ })).toBeNull();
  });
});
