import type { StaffingPermitResponse } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../catalogue';
import { PermitSection } from './PermitSection';

configure({ asyncUtilTimeout: 5000 });

const permit = (overrides: Partial<StaffingPermitResponse> = {}): StaffingPermitResponse => ({
  _id: 'permit-1',
  supplierId: 'sup-1',
  agency: 'Agentur für Arbeit Düsseldorf',
  issuedOn: '2024-03-01',
  unlimited: false,
  validUntil: '2027-02-28',
  file: '/api/v1/files/file-1',
  status: 'pending',
  rejectionReason: null,
  verifiedAt: null,
  validity: 'valid',
  daysLeft: 457,
  usable: false,
  ...overrides,
});

function renderSection(mine: StaffingPermitResponse | null) {
  let current = mine;
  const calls = mockFetch((call: FetchCall) => {
    if (call.url.endsWith('/permits/me') && call.method === 'PUT') {
      current = { ...(current ?? permit()), ...(JSON.parse(call.body ?? '{}') as Partial<StaffingPermitResponse>), status: 'pending', rejectionReason: null };
      return jsonResponse(200, { status: true, message: 'Die Erlaubnis wurde zur Prüfung eingereicht.', data: current });
    }
    if (call.url.endsWith('/permits/me')) return jsonResponse(200, { status: true, message: 'ok', data: current });
    return jsonResponse(404, { status: false, message: 'nicht gefunden' });
  });
  renderWithApp(<PermitSection />, { role: 'supplier', path: '/profile' });
  return calls;
}

const puts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body ?? '{}') as unknown);

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('PermitSection (supplier)', () => {
  it('without a permit: says so and refuses an empty form, naming each field, without a request', async () => {
    const calls = renderSection(null);
    expect((await screen.findByTestId('permit-status')).textContent).toBe('Keine Erlaubnis hinterlegt');
    const form = screen.getByRole('form', { name: 'AÜG-Erlaubnis hinterlegen' });
    fireEvent.click(within(form).getByRole('button', { name: 'Erlaubnis zur Prüfung einreichen' }));
    expect(await within(form).findByText('Das Feld Ausstellende Agentur für Arbeit ist erforderlich.')).toBeTruthy();
    expect(within(form).getByText('Das Feld Ausgestellt am ist erforderlich.')).toBeTruthy();
    expect(within(form).getByText('Das Feld Gültig bis ist erforderlich.')).toBeTruthy();
    expect(within(form).getByText('Das Feld Kopie der Erlaubnis (PDF) ist erforderlich.')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('refuses a last valid day before the day of issue', async () => {
    const calls = renderSection(permit({ status: 'rejected', rejectionReason: 'Kopie unleserlich' }));
    const form = await screen.findByRole('form', { name: 'AÜG-Erlaubnis hinterlegen' });
    fireEvent.change(within(form).getByLabelText(/^Gültig bis/), { target: { value: '01.01.2024' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Erlaubnis zur Prüfung einreichen' }));
    expect(await within(form).findByText('Gültig bis darf nicht vor Ausgestellt am liegen.')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('rejected: shows the reason; filing again as unlimited sends validUntil null and the copy on file', async () => {
    const calls = renderSection(permit({ status: 'rejected', rejectionReason: 'Kopie unleserlich' }));
    expect((await screen.findByTestId('permit-status')).textContent).toBe('Abgelehnt');
    expect(screen.getByRole('note').textContent).toContain('Kopie unleserlich');
    const form = screen.getByRole('form', { name: 'AÜG-Erlaubnis hinterlegen' });
    fireEvent.change(within(form).getByLabelText(/^Ausstellende Agentur/), { target: { value: ' Agentur für Arbeit Köln ' } });
    fireEvent.click(within(form).getByLabelText('Unbefristete Erlaubnis'));
    expect(within(form).queryByLabelText(/^Gültig bis/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Erlaubnis zur Prüfung einreichen' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({
      agency: 'Agentur für Arbeit Köln',
      issuedOn: '2024-03-01',
      unlimited: true,
      validUntil: null,
      file: '/api/v1/files/file-1',
    });
    await waitFor(() => expect(screen.getByTestId('permit-status').textContent).toBe('In Prüfung'));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('verified and expiring: warns with the days left and offers to file a new one', async () => {
    renderSection(permit({ status: 'verified', validity: 'expiring', daysLeft: 10, usable: true }));
    expect((await screen.findByTestId('permit-status')).textContent).toBe('Läuft bald ab');
    expect(screen.getByTestId('permit-section').textContent).toContain('Noch 10 Tage gültig.');
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Neue Erlaubnis hinterlegen' }));
    expect(await screen.findByRole('form', { name: 'AÜG-Erlaubnis hinterlegen' })).toBeTruthy();
  });
});
