import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FileRequestError, useAuthorizedFile } from '../../authorized-file';
import { withMessage } from '../../feature-api';
import { loggedIn, languageChanged } from '../session/session.slice';
import { createAppStore } from '../store';
import { jsonResponse, mockFetch, recordApiEffects, testUser } from '../../testing';

function fetcher(logIn = true) {
  const store = createAppStore();
  if (logIn) store.dispatch(loggedIn({ accessToken: 'token-admin', refreshToken: 'r', userData: testUser('admin') }));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, fetchFile: renderHook(() => useAuthorizedFile(), { wrapper }).result.current };
}

beforeEach(() => {
  localStorage.clear();
  recordApiEffects();
});

describe('withMessage', () => {
  it('keeps the server message beside the data', () => {
    expect(withMessage({ status: true, message: 'Gespeichert', data: { id: 1 } })).toEqual({ message: 'Gespeichert', data: { id: 1 } });
  });
});

describe('useAuthorizedFile', () => {
  it('fetches the route under the API base with the session token and language and resolves to the file', async () => {
    const calls = mockFetch(() => new Response('Rechnungsnummer;Art\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const { store, fetchFile } = fetcher();
    store.dispatch(languageChanged('en'));
    const blob = await fetchFile('/admin/invoices/export.csv?from=2026-11-01&to=2026-11-30');
    expect(await blob.text()).toBe('Rechnungsnummer;Art\r\n');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://api.test/api/v1/admin/invoices/export.csv?from=2026-11-01&to=2026-11-30');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token-admin');
    expect(calls[0]!.headers.get('accept-language')).toBe('en');
  });

  it('sends no authorization header without a session', async () => {
    const calls = mockFetch(() => new Response('x'));
    await fetcher(false).fetchFile('/meetings/m-1/calendar');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('rejects a non-2xx answer with its status and the API error code', async () => {
    mockFetch(() => jsonResponse(409, { status: false, code: 'INVOICE_DOCUMENT_PENDING', message: 'wird erstellt' } as never));
    const failure = await fetcher().fetchFile('/invoices/i-1/pdf').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FileRequestError);
    expect(failure).toMatchObject({ status: 409, code: 'INVOICE_DOCUMENT_PENDING' });
  });

  it('refreshes an access token that expired while the page was open, then fetches the file again', async () => {
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/auth/refresh'))
        return jsonResponse(200, { status: true, message: 'ok', data: { accessToken: 'token-2', refreshToken: 'r-2', expiresIn: 900, userData: testUser('admin') } });
      return call.headers.get('authorization') === 'Bearer token-2'
        ? new Response('%PDF-1.7', { status: 200 })
        : jsonResponse(401, { status: false, code: 'TOKEN_EXPIRED', message: 'abgelaufen' } as never);
    });
    const { store, fetchFile } = fetcher();
    expect(await (await fetchFile('/invoices/i-1/pdf')).text()).toBe('%PDF-1.7');
    expect(calls.map((c) => c.url.replace('http://api.test/api/v1', ''))).toEqual(['/invoices/i-1/pdf', '/auth/refresh', '/invoices/i-1/pdf']);
    expect(store.getState().session.accessToken).toBe('token-2');
  });

  it('rejects a non-JSON error answer with the status alone', async () => {
    mockFetch(() => new Response('Bad Gateway', { status: 502 }));
    await expect(fetcher().fetchFile('/work-logs/export')).rejects.toMatchObject({ status: 502, code: undefined });
  });
});
