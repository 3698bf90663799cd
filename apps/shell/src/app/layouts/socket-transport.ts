import type { RealtimeTransport } from '@fachwerk/web/data-access';

export interface SocketOptions {
  /** e.g. `/socket.io` */
  path: string;
  /** read on every (re)connect, so a refreshed token is used */
  auth: () => Record<string, unknown>;
}

/** After the server ended the socket (token expired), wait this long before connecting with the current token. */
const SERVER_DISCONNECT_RETRY_MS = 2_000;

/**
 * Opens the user's socket with the official socket.io-client, imported on demand (its own chunk,
 * fetched once the page is idle: it is not part of the initial JavaScript). A seam of its own, so
 * tests can replace the transport. The client reconnects by itself after network loss (connection-state
 * recovery on the server gives back the rooms and missed room events); a server-side disconnect
 * (expired token) is retried once with the current token.
 */
export async function openSocket(origin: string, options: SocketOptions): Promise<RealtimeTransport> {
  const { io } = await import(/* webpackChunkName: "socket-io" */ 'socket.io-client');
  const socket = io(origin, {
    path: options.path,
    transports: ['websocket'],
    auth: (cb) => cb(options.auth()),
    reconnectionDelay: 500,
    reconnectionDelayMax: 5_000,
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect')
      setTimeout(() => {
        if (!socket.connected && options.auth()['token']) socket.connect();
      }, SERVER_DISCONNECT_RETRY_MS);
  });
  return socket as unknown as RealtimeTransport;
}
