import type { StaffingPermitResponse } from '@fachwerk/shared/contracts';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../catalogue';
import { AdminPermitBox } from './AdminPermitBox';

configure({ asyncUtilTimeout: 5000 });

const pending: StaffingPermitResponse = {
  _id: 'permit-1',
  supplierId: 'sup-1',
  agency: 'Agentur für Arbeit Düsseldorf',
  issuedOn: '2024-03-01',
  unlimited: true,
  validUntil: null,
  file: '/api/v1/files/file-1',
  status: 'pending',
  rejectionReason: null,
  verifiedAt: null,
  validity: 'valid',
  daysLeft: null,
  usable: false,
};

function renderBox() {
  let current = pending;
  const calls = mockFetch((call: FetchCall) => {
    const path = new URL(call.url).pathname.replace(/^\/api\/v1/, '');
    if (path === '/admin/accounts/sup-1/permit/reject') {
      current = { ...current, status: 'rejected', rejectionReason: (JSON.parse(call.body ?? '{}') as { reason: string }).reason };
      return jsonResponse(200, { status: true, message: 'Abgelehnt.', data: current });
    }
    if (path === '/admin/accounts/sup-1/permit') return jsonResponse(200, { status: true, message: 'ok', data: current });
    return jsonResponse(404, { status: false, message: 'nicht gefunden' });
  });
  renderWithApp(<AdminPermitBox accountId="sup-1" />, { role: 'admin', path: '/profile/sup-1/supplier' });
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('AdminPermitBox', () => {
  it('shows the filed permit and rejects it with the reason given', async () => {
    const calls = renderBox();
    const box = await screen.findByTestId('admin-permit');
    await waitFor(() => expect(box.textContent).toContain('Agentur für Arbeit Düsseldorf'));
    expect(box.textContent).toContain('In Prüfung');
    expect(box.textContent).toContain('unbefristet');
    expect(within(box).getByRole('button', { name: 'Erlaubnis bestätigen' })).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Erlaubnis ablehnen' }));
    const dialog = await screen.findByTestId('permit-reject-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Begründung/), { target: { value: 'Kopie unleserlich' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erlaubnis ablehnen' }));
    await waitFor(() => expect(screen.queryByTestId('permit-reject-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([JSON.stringify({ reason: 'Kopie unleserlich' })]);
    await waitFor(() => expect(box.textContent).toContain('Abgelehnt'));
    expect(box.textContent).toContain('Kopie unleserlich');
  });
});
