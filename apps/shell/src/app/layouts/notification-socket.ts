import { SOCKET_PATH } from '@fachwerk/shared/contracts';
import { realtime } from '@fachwerk/web/data-access';
import { openSocket } from './socket-transport';

export interface NotificationSocketHandlers {
  /** `notification:unread`: the server's unread count */
  onUnread(count: number): void;
  /** `notification:new`: something arrived; lists and count should refetch */
  onNew(): void;
  /** (re)connected: events sent while disconnected are lost, so the count should be fetched again */
  onConnect(): void;
}

/** No request for this long counts as the page being idle on the network. */
export const NETWORK_QUIET_MS = 1_500;

/**
 * Calls `task` once no resource (script, API call, image) has been fetched for NETWORK_QUIET_MS, so a
 * chunk loaded then never competes with the first page's own requests. Without PerformanceObserver
 * (tests) at once. Returns a cancel function.
 */
function whenNetworkQuiet(task: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined') {
    task();
    return () => undefined;
  }
  let timer = setTimeout(done, NETWORK_QUIET_MS);
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, NETWORK_QUIET_MS);
  });
  observer.observe({ type: 'resource', buffered: false });
  function done() {
    observer.disconnect();
    task();
  }
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/**
 * Runs `task` once the page has loaded, the browser is idle and the network has been quiet for a
 * moment (the first page's requests are done), so it never competes with first render.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let cancelQuiet: (() => void) | undefined;
  const schedule = () => {
    if (cancelled) return;
    const run = () => {
      if (!cancelled) cancelQuiet = whenNetworkQuiet(() => !cancelled && task());
    };
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(run, { timeout: 5_000 });
    else idleHandle = setTimeout(run, 0) as unknown as number;
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    cancelQuiet?.();
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) {
      if ('cancelIdleCallback' in window) window.cancelIdleCallback(idleHandle);
      else clearTimeout(idleHandle);
    }
  };
}

/**
 * Connects the logged-in user's Socket.IO channel (path SOCKET_PATH, access token in the handshake's
 * `auth`, read on every (re)connect so a new token is used), hands it to the tab's `realtime` hub
 * (the one connection the bell, the chat and meetings share) and forwards the notification events.
 * The transport is the official socket.io-client, loaded by `openSocket` as a chunk of its own.
 * Resolves to a function that disconnects.
 */
export async function connectNotificationSocket(
  apiUrl: string,
  getToken: () => string | null,
  handlers: NotificationSocketHandlers,
): Promise<() => void> {
  const socket = await openSocket(new URL(apiUrl).origin, { path: SOCKET_PATH, auth: () => ({ token: getToken() ?? '' }) });
  const subscriptions = [
    realtime.on('notification:unread', (payload) => handlers.onUnread(payload.count)),
    realtime.on('notification:new', () => handlers.onNew()),
    realtime.on('connect', () => handlers.onConnect()),
  ];
  realtime.attach(socket);
  return () => {
    subscriptions.forEach((off) => off());
    realtime.detach(socket);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
