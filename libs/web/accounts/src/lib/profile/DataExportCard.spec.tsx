import type { AccountExportResponse } from '@fachwerk/shared/contracts';
import { initI18n, switchLanguage } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, renderWithApp, type FetchCall } from '@fachwerk/web/data-access/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import '../catalogue';
import { DataExportCard } from './DataExportCard';

const exportOf = (status: AccountExportResponse['status'], extra: Partial<AccountExportResponse> = {}): AccountExportResponse => ({
  _id: 'exp-1',
  status,
  requestedAt: '2026-11-28T08:00:00.000Z',
  readyAt: status === 'requested' ? null : '2026-11-28T08:01:00.000Z',
  expiresAt: status === 'requested' ? null : '2026-12-05T08:01:00.000Z',
  sizeBytes: status === 'requested' ? null : 2_400_000,
  ...extra,
});

/** GET answers `latest`; POST turns it into a fresh request; the download answers a ZIP or `downloadStatus`. */
function fakeApi(latest: AccountExportResponse | null, downloadStatus = 200) {
  let current = latest;
  return mockFetch((call: FetchCall) => {
    if (call.url.endsWith('/accounts/me/export') && call.method === 'POST') {
      current = exportOf('requested', { _id: 'exp-2' });
      return jsonResponse(202, { status: true, message: 'Ihr Datenexport wird vorbereitet.', data: current });
    }
    if (call.url.endsWith('/accounts/me/export')) return jsonResponse(200, { status: true, message: 'ok', data: current });
    if (call.url.endsWith('/download'))
      return downloadStatus === 200
        ? new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'content-type': 'application/zip' } })
        : jsonResponse(downloadStatus, { status: false, code: 'ACCOUNT_EXPORT_EXPIRED', message: 'abgelaufen' });
    return jsonResponse(404, { status: false, message: 'nicht gefunden' });
  });
}

beforeAll(() => {
  initI18n('de');
});

afterEach(async () => {
  await act(() => switchLanguage('de'));
});

beforeEach(() => {
  recordApiEffects();
  URL.createObjectURL = () => 'blob:zip';
  URL.revokeObjectURL = () => undefined;
});

describe('DataExportCard', () => {
  it('requests an export and then shows it being prepared', async () => {
    const calls = fakeApi(null);
    renderWithApp(<DataExportCard />, { role: 'supplier', path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Daten exportieren' }));
    const state = await screen.findByTestId('data-export-state');
    expect(state.getAttribute('data-state')).toBe('requested');
    expect(state.textContent).toContain('In Vorbereitung');
    expect(state.textContent).toContain('E-Mail');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByTestId('data-export-download')).toBeNull();
  });

  it('offers a ready export for download until its expiry, with the session token', async () => {
    const calls = fakeApi(exportOf('ready'));
    renderWithApp(<DataExportCard />, { role: 'supplier', path: '/profile' });
    const state = await screen.findByTestId('data-export-state');
    expect(state.textContent).toContain('Bereit');
    expect(state.textContent).toContain('5. Dezember 2026');
    const download = screen.getByTestId('data-export-download');
    expect(download.textContent).toContain('2,4 MB');
    fireEvent.click(download);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/accounts/me/export/exp-1/download'))).toBe(true));
    const call = calls.find((c) => c.url.endsWith('/download'))!;
    expect(call.headers.get('authorization')).toBe('Bearer token-supplier');
  });

  it('shows an expired export without a download, and offers a new one (English)', async () => {
    fakeApi(exportOf('expired'));
    renderWithApp(<DataExportCard />, { role: 'client', path: '/profile' });
    await act(() => switchLanguage('en'));
    const state = await screen.findByTestId('data-export-state');
    expect(state.textContent).toContain('Expired');
    expect(state.textContent).toContain('December 2026');
    expect(screen.queryByTestId('data-export-download')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request a new export' })).toBeTruthy();
  });

  it('comes into view with the focus when opened at #data-export (the delete dialog and the mail link there)', async () => {
    fakeApi(null);
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderWithApp(<DataExportCard />, { role: 'supplier', path: '/profile#data-export' });
    const card = screen.getByTestId('data-export');
    expect(scrolled).toEqual([card]);
    expect(document.activeElement).toBe(card);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
