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
