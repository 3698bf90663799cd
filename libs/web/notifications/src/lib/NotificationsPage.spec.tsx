import type { NotificationListResponse, NotificationResponse } from '@fachwerk/shared/contracts';
import {
  jsonResponse,
  mockFetch,
  recordApiEffects,
  renderWithApp,
  type FetchCall,
} from '@fachwerk/web/data-access/testing';
import { languageChanged } from '@fachwerk/web/data-access';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { NotificationsPage } from './NotificationsPage';

const notification = (i: number, read: boolean): NotificationResponse => ({
  _id: `n${i}`,
  type: 'applicationReceived',
  title: `Neue Bewerbung ${i}`,
  body: `Bau GmbH hat sich auf Auftrag ${i} beworben.`,
  link: `/apply-job/job-${i}`,
  readAt: read ? '2026-11-20T10:00:00.000Z' : null,
  createdAt: `2026-11-${String(20 - (i % 10)).padStart(2, '0')}T09:00:00.000Z`,
});

/** A fake notifications API over `store` (newest first), recording the calls. */
function fakeApi(store: NotificationResponse[]) {
  return mockFetch((call: FetchCall) => {
    const url = new URL(call.url);
    if (call.method === 'GET' && url.pathname === '/api/v1/notifications') {
      const unreadOnly = url.searchParams.get('unread') === 'true';
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const items = store.filter((n) => !unreadOnly || n.readAt === null);
      const data: NotificationListResponse = {
        items: items.slice((page - 1) * limit, page * limit),
        total: items.length,
        page,
        limit,
        unread: store.filter((n) => n.readAt === null).length,
      };
      return jsonResponse(200, { status: true, message: 'ok', data });
    }
    const read = /^\/api\/v1\/notifications\/([^/]+)\/read$/.exec(url.pathname);
    if (call.method === 'POST' && read) {
      const item = store.find((n) => n._id === read[1]);
      if (item) item.readAt = new Date().toISOString();
      return jsonResponse(200, { status: true, message: 'Gelesen.', data: null });
    }
    if (call.method === 'POST' && url.pathname === '/api/v1/notifications/read-all') {
      for (const n of store) n.readAt ??= new Date().toISOString();
      return jsonResponse(200, {
        status: true,
        message: 'Alle Benachrichtigungen sind gelesen.',
        data: null,
      });
    }
    return jsonResponse(404, { status: false, message: 'Nicht gefunden' });
  });
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderPage(path = '/notification') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/notification" element={<NotificationsPage />} />
        <Route path="*" element={<p>Ziel</p>} />
      </Routes>
      <Location />
    </>,
    { role: 'client', path },
  );
}
const location = () => screen.getByTestId('location').textContent;
const items = () => within(screen.getByRole('list', { name: 'Benachrichtigungen' })).getAllByRole('listitem');

beforeEach(() => {
  recordApiEffects();
});

describe('NotificationsPage', () => {
  it('lists newest first with unread ones highlighted and the unread count', async () => {
    fakeApi([notification(1, false), notification(2, true), notification(3, false)]);
    renderPage();
    await screen.findByText('Neue Bewerbung 1');
    expect(
      items().map((li) => [li.querySelector('strong')?.textContent, li.getAttribute('data-unread')]),
    ).toEqual([
      ['Neue Bewerbung 1', 'true'],
      ['Neue Bewerbung 2', 'false'],
      ['Neue Bewerbung 3', 'true'],
    ]);
    expect(within(items()[0]).getByText('Ungelesen').getAttribute('data-tone')).toBe('info');
    expect(within(items()[1]).queryByText('Ungelesen')).toBeNull();
    expect(screen.getByText('2 ungelesen')).toBeTruthy();
  });

  it('asks for the texts in the current language and again after a language switch', async () => {
    const calls = mockFetch((call: FetchCall) => {
      const english = call.headers.get('accept-language') === 'en';
      const data: NotificationListResponse = {
        items: [{ ...notification(1, false), title: english ? 'New application 1' : 'Neue Bewerbung 1' }],
        total: 1,
        page: 1,
        limit: 20,
        unread: 1,
      };
      return jsonResponse(200, { status: true, message: 'ok', data });
    });
    const { store } = renderPage();
    await screen.findByText('Neue Bewerbung 1');
    act(() => {
      store.dispatch(languageChanged('en'));
    });
    await screen.findByText('New application 1');
    const lists = calls.filter((c) => new URL(c.url).pathname === '/api/v1/notifications');
    expect(lists.map((c) => c.headers.get('accept-language'))).toEqual(['de', 'en']);
  });

  it('opening an unread notification marks it read, then goes to its link', async () => {
    const calls = fakeApi([notification(1, false)]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Neue Bewerbung 1/ }));
    await waitFor(() => expect(location()).toBe('/apply-job/job-1'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([
      '/api/v1/notifications/n1/read',
    ]);
  });

  it('opening a read notification only navigates', async () => {
    const calls = fakeApi([notification(2, true)]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Neue Bewerbung 2/ }));
    await waitFor(() => expect(location()).toBe('/apply-job/job-2'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('filters to unread only (in the URL) and shows its empty state after mark all read', async () => {
    const calls = fakeApi([notification(1, false), notification(2, true)]);
    renderPage();
    await screen.findByText('Neue Bewerbung 2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nur ungelesene' }));
    await waitFor(() => expect(location()).toBe('/notification?unread=1'));
    await waitFor(() => expect(screen.queryByText('Neue Bewerbung 2')).toBeNull());
    expect(screen.getByText('Neue Bewerbung 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Alle als gelesen markieren' }));
    expect(await screen.findByText('Keine ungelesenen Benachrichtigungen.')).toBeTruthy();
    expect(screen.getByText('0 ungelesen')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Alle als gelesen markieren' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/notifications/read-all'))).toBe(true);
    expect(calls.some((c) => c.method === 'GET' && c.url.includes('unread=true'))).toBe(true);
  });

  it('pages through the list', async () => {
    fakeApi(Array.from({ length: 25 }, (_, i) => notification(i + 1, true)));
    renderPage();
    await screen.findByText('Neue Bewerbung 1');
    expect(items()).toHaveLength(20);
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Neue Bewerbung 21')).toBeTruthy();
    expect(location()).toBe('/notification?page=2');
    expect(items()).toHaveLength(5);
  });

  it('shows the empty state', async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByText('Keine Benachrichtigungen vorhanden.')).toBeTruthy();
  });
});
