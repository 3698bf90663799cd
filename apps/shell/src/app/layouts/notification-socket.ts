import { SOCKET_PATH, type ServerToClientEvents } from '@fachwerk/shared/contracts';
import { openSocket } from './socket-transport';

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export interface NotificationSocketHandlers {
  /** `notification:unread`: the server's unread count */
  onUnread(count: number): void;
  /** `notification:new`: something arrived; lists and count should refetch */
  onNew(): void;
  /** (re)connected: events sent while disconnected are lost, so the count should be fetched again */
  onConnect(): void;
}

/** Runs `task` once the page has loaded and the browser is idle, so it never competes with first render. */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    const run = () => !cancelled && task();
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(run, { timeout: 5_000 });
    else idleHandle = setTimeout(run, 0) as unknown as number;
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) {
      if ('cancelIdleCallback' in window) window.cancelIdleCallback(idleHandle);
      else clearTimeout(idleHandle);
    }
  };
}

/**
 * Connects the logged-in user's Socket.IO channel (path SOCKET_PATH, access token in the handshake's
 * `auth`, read on every (re)connect so a new token is used) and forwards the notification events.
 * The transport is the shell's small Socket.IO client (`LiteSocket`, about 1 KB), not
 * socket.io-client (13 KB), which would not fit the shell's JavaScript budget. Resolves to a function
 * that disconnects.
 */
export async function connectNotificationSocket(
  apiUrl: string,
  getToken: () => string | null,
  handlers: NotificationSocketHandlers,
): Promise<() => void> {
  const socket = openSocket(new URL(apiUrl).origin, { path: SOCKET_PATH, auth: () => ({ token: getToken() ?? '' }) });
  socket.on('notification:unread', (payload) => handlers.onUnread((payload as Payload<'notification:unread'>).count));
  socket.on('notification:new', () => handlers.onNew());
  socket.on('connect', () => handlers.onConnect());
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
