import { jest } from '@jest/globals';
import { SOCKET_PATH } from '@fachwerk/shared/contracts';
import { createAppStore, initI18n, loggedIn, sessionCleared, type AppStore } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, testUser } from '@fachwerk/web/data-access/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/** A stand-in for the shell's socket: records handlers, lets the test emit server events. */
class FakeSocket {
  handlers = new Map<string, (payload: unknown) => void>();
  disconnected = false;
  constructor(
    readonly url: string,
    readonly options: { path: string; auth: () => object },
  ) {}
  on(event: string, handler: (payload: unknown) => void) {
    this.handlers.set(event, handler);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  emit(event: string, payload: unknown) {
    this.handlers.get(event)?.(payload);
  }
  handshakeAuth() {
    return this.options.auth();
  }
}
const sockets: FakeSocket[] = [];
jest.unstable_mockModule('./socket-transport', () => ({
  openSocket: (url: string, options: FakeSocket['options']) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

const { SiteHeader } = await import('./SiteHeader');
const { AppProviders } = await import('../App');

let store: AppStore;
let unreadCount: number;
let unreadRequests: number;

beforeAll(() => initI18n('de'));

beforeEach(() => {
  localStorage.clear();
  sockets.length = 0;
  recordApiEffects();
  store = createAppStore();
  unreadCount = 3;
  unreadRequests = 0;
  mockFetch((call) => {
    if (call.url.endsWith('/notifications/unread-count')) {
      unreadRequests += 1;
      return jsonResponse(200, { status: true, message: 'ok', data: { count: unreadCount } });
    }
    return jsonResponse(404, { status: false, message: 'not found' });
  });
});

function renderHeader() {
  return render(
    <AppProviders store={store}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </AppProviders>,
  );
}
/** The unread count the bell carries (its badge shows it only above zero). */
const count = () => screen.getByTestId('notification-bell').getAttribute('data-unread');
const badge = () => screen.queryByTestId('notification-count');
const logIn = () =>
  store.dispatch(loggedIn({ accessToken: 'token-client', refreshToken: 'r', userData: testUser('client') }));

describe('header bell', () => {
  it('connects the socket after login with the token in the handshake and follows notification:unread', async () => {
    logIn();
    renderHeader();
    await waitFor(() => expect(count()).toBe('3'));
    await waitFor(() => expect(sockets).toHaveLength(1));
    const [socket] = sockets;
    expect(socket.url).toBe('http://api.test');
    expect(socket.options.path).toBe(SOCKET_PATH);
    expect(socket.handshakeAuth()).toEqual({ token: 'token-client' });

    act(() => socket.emit('notification:unread', { count: 7 }));
    expect(count()).toBe('7');
    expect(badge()?.textContent).toBe('7');
    act(() => socket.emit('notification:unread', { count: 0 }));
    expect(count()).toBe('0');
    // no badge at zero; the bell's name still says the count
    expect(badge()).toBeNull();
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Benachrichtigungen: 0 ungelesen');
  });

  it('refetches the count on notification:new', async () => {
    logIn();
    renderHeader();
    await waitFor(() => expect(count()).toBe('3'));
    await waitFor(() => expect(sockets).toHaveLength(1));
    unreadCount = 4;
    act(() =>
      sockets[0].emit('notification:new', {
        _id: 'n1',
        title: 'Neue Bewerbung',
        body: '…',
        createdAt: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(count()).toBe('4'));
  });

  it('refetches the count on every (re)connect: events sent while disconnected are not lost', async () => {
    logIn();
    renderHeader();
    await waitFor(() => expect(count()).toBe('3'));
    await waitFor(() => expect(sockets).toHaveLength(1));
    unreadCount = 5;
    act(() => sockets[0].emit('connect', undefined));
    await waitFor(() => expect(count()).toBe('5'));
  });

  it('refetches the count when the window regains focus', async () => {
    logIn();
    renderHeader();
    await waitFor(() => expect(count()).toBe('3'));
    const before = unreadRequests;
    unreadCount = 9;
    fireEvent.focus(window);
    await waitFor(() => expect(count()).toBe('9'));
    expect(unreadRequests).toBe(before + 1);
  });

  it('opens no socket for guests and disconnects on logout', async () => {
    renderHeader();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(sockets).toHaveLength(0);

    act(() => {
      logIn();
    });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => {
      store.dispatch(sessionCleared());
    });
    await waitFor(() => expect(sockets[0].disconnected).toBe(true));
    expect(sockets).toHaveLength(1);
  });
});
