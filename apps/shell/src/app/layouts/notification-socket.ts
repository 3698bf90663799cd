import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@fachwerk/shared/contracts';
import type { Socket } from 'socket.io-client';

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
 * `socket.io-client` is loaded with a dynamic import, so it never enters the shell's initial
 * JavaScript (budget). Resolves to a function that disconnects.
 */
export async function connectNotificationSocket(
  apiUrl: string,
  getToken: () => string | null,
  handlers: NotificationSocketHandlers,
): Promise<() => void> {
  const { io } = await import(/* webpackChunkName: "socket-client" */ 'socket.io-client');
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(new URL(apiUrl).origin, {
    path: SOCKET_PATH,
    // websocket only: no sticky sessions needed behind a load balancer with several API replicas
    transports: ['websocket'],
    auth: (send) => send({ token: getToken() ?? '' }),
  });
  socket.on('notification:unread', ({ count }) => handlers.onUnread(count));
  socket.on('notification:new', () => handlers.onNew());
  socket.on('connect', () => handlers.onConnect());
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
