import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@fachwerk/shared/contracts';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketCredentials {
  /** The access token, sent as the handshake's `auth.token`. */
  token?: string;
  /** A raw `Authorization` header instead (or besides). */
  header?: string;
  /** The handshake's `Origin` header (a browser sends its page's origin). */
  origin?: string;
}

/**
 * Socket.IO clients for an int spec: call once at the top of the file; the returned `connect` opens a
 * socket against the API's socket path (websocket only, no reconnection, so a refused or ended session
 * stays ended), and every socket opened during a test is disconnected after it.
 */
export function testSockets(): (url: string, credentials?: SocketCredentials) => ClientSocket {
  const open: ClientSocket[] = [];
  afterEach(() => {
    open.splice(0).forEach((socket) => socket.disconnect());
  });
  return (url, { token, header, origin } = {}) => {
    const extraHeaders = { ...(header ? { Authorization: header } : {}), ...(origin ? { origin } : {}) };
    const socket: ClientSocket = io(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: token ? { token } : {},
      extraHeaders: Object.keys(extraHeaders).length ? extraHeaders : undefined,
    });
    open.push(socket);
    return socket;
  };
}
