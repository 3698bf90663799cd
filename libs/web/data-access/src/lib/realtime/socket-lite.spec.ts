/**
 * @jest-environment node
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import WebSocketNode from 'ws';
import { LiteSocket } from './socket-lite';

// The real Socket.IO server (the API's gateway runs the same), so the wire protocol is checked for real.
let http: HttpServer;
let io: Server;
let origin: string;
const sockets: LiteSocket[] = [];

beforeEach(async () => {
  http = createServer();
  io = new Server(http, { path: '/socket.io', transports: ['websocket'], pingInterval: 60, pingTimeout: 200 });
  io.use((socket, next) => (socket.handshake.auth['token'] === 'good' ? next() : next(new Error('UNAUTHENTICATED'))));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await io.close();
});

function connect(auth: () => Record<string, unknown>) {
  const socket = new LiteSocket(origin, { path: '/socket.io', auth, minDelayMs: 20, WebSocketImpl: WebSocketNode as unknown as typeof WebSocket });
  sockets.push(socket);
  return socket;
}
const next = (socket: LiteSocket, event: string) => new Promise<unknown>((resolve) => socket.on(event, resolve));

describe('LiteSocket against a Socket.IO v4 server', () => {
  it('connects with the auth payload and receives server events with their data', async () => {
    const serverSide = new Promise<{ auth: unknown; emit: (e: string, d: unknown) => void }>((resolve) =>
      io.on('connection', (s) => resolve({ auth: s.handshake.auth, emit: (e, d) => s.emit(e, d) })),
    );
    const socket = connect(() => ({ token: 'good' }));
    await next(socket, 'connect');
    expect(socket.connected).toBe(true);
    const server = await serverSide;
    expect(server.auth).toEqual({ token: 'good' });
    const unread = next(socket, 'notification:unread');
    server.emit('notification:unread', { count: 3 });
    await expect(unread).resolves.toEqual({ count: 3 });
  });

  it('reports a refused handshake and retries with the auth read again', async () => {
    let token = 'expired';
    const socket = connect(() => ({ token }));
    await expect(next(socket, 'connect_error')).resolves.toEqual({ message: 'UNAUTHENTICATED' });
    token = 'good';
    await next(socket, 'connect');
    expect(socket.connected).toBe(true);
  });

  it('answers pings, so the server keeps the connection past several ping intervals', async () => {
    const socket = connect(() => ({ token: 'good' }));
    await next(socket, 'connect');
    let dropped = false;
    socket.on('disconnect', () => (dropped = true));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(dropped).toBe(false);
    expect(socket.connected).toBe(true);
  });

  it('reconnects after the server drops it, and stops for good on disconnect()', async () => {
    let connections = 0;
    io.on('connection', (s) => {
      connections += 1;
      if (connections === 1) setTimeout(() => s.disconnect(true), 10);
    });
    const socket = connect(() => ({ token: 'good' }));
    await next(socket, 'disconnect');
    await next(socket, 'connect');
    expect(connections).toBe(2);
    socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections).toBe(2);
    expect(io.sockets.sockets.size).toBe(0);
  });
});
