import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { AppConfigModule, loadConfig, SESSION_VALIDATOR, type AuthenticatedUser, type SessionValidator } from '@fachwerk/server/core';
import {
} from '@fachwerk/shared/contracts';
import { configureRealtime, RealtimeModule, RealtimeService, RoomAccess } from './index';
import { STREAM_BLOCK_MS } from './redis-streams-io.adapter';
import { testSockets, type ClientSocket } from '../testing/test-sockets';

const prefix = `fw_test_async_rt_${process.pid}`;
// A secret unlike the development default, so the gateway is shown to use the app's config object.
const config = loadConfig({ ...process.env, REDIS_PREFIX: prefix, JWT_ACCESS_SECRET: 'realtime-int-test-secret-0123456789abcdef' });
const jwt = new JwtService({ secret: config.jwt.accessSecret });
const token = (sub: string, options: { expiresIn?: number; exp?: number; sid?: string } = {}) =>
  options.exp !== undefined
    ? jwt.sign({ sub, userType: 'supplier', sid: options.sid ?? `s-${sub}`, exp: options.exp })
    : jwt.sign({ sub, userType: 'supplier', sid: options.sid ?? `s-${sub}` }, { expiresIn: options.expiresIn ?? 300 });

/**
 * Stands in for the auth module's SessionValidator (the full chain against PostgreSQL is covered by
 * session-sockets.int-spec.ts): sessions named `s-<user>` or `<user>-*` live until ended here;
 * users named `pending-*` are not approved yet.
 */
const endedSessions = new Set<string>();
const sessions: SessionValidator = {
  async resolve(claims) {
    const ownSession = claims.sid === `s-${claims.sub}` || claims.sid.startsWith(`${claims.sub}-`);
    if (!ownSession || endedSessions.has(claims.sid)) return null;
    const user: AuthenticatedUser = {
      id: claims.sub,
      userType: 'supplier',
      sessionId: claims.sid,
      language: 'de',
      approvalStatus: claims.sub.startsWith('pending-') ? 'pending' : 'approved',
    };
    return user;
  },
};

@Module({
  imports: [AppConfigModule.forRoot(config), RealtimeModule],
  providers: [{ provide: SESSION_VALIDATOR, useValue: sessions }],
})
class TestApiModule {}

/** One api replica: a Nest app on Fastify with the realtime module, as main.ts sets it up. */
async function startReplica(): Promise<{ app: INestApplication; url: string }> {
  const app = await NestFactory.create(TestApiModule, new FastifyAdapter(), { logger: false });
  await configureRealtime(app, config);
  await app.listen(0, '127.0.0.1');
  return { app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}

const connect = testSockets();

const connectError = (socket: ClientSocket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect_error', resolve);
    socket.once('connect', () => reject(new Error('connected although it should have been refused')));
  });

const sessionReady = (socket: ClientSocket) =>
  new Promise<{ userId: string; userType: string }>((resolve, reject) => {
    socket.once('session:ready', resolve);
    socket.once('connect_error', reject);
  });

let a: { app: INestApplication; url: string };
let b: { app: INestApplication; url: string };

beforeAll(async () => {
  a = await startReplica();
  b = await startReplica();
});

afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  // The adapters' stream readers end with their current blocking XREAD.
  await new Promise((r) => setTimeout(r, STREAM_BLOCK_MS + 300));
  const redis = new Redis(config.redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('realtime gateway (Socket.IO, JWT handshake, Redis streams adapter)', () => {
  it('refuses a handshake without a token', async () => {
    const error = await connectError(connect(a.url));
    expect(error.message).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const error = await connectError(
      connect(a.url, { token: token('u-expired', { exp: Math.floor(Date.now() / 1000) - 30 }) }),
    );
    expect(error.message).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token signed with another secret', async () => {
    const forged = new JwtService({ secret: 'not-the-api-secret-not-the-api-secret' }).sign({
      sub: 'u',
      userType: 'admin',
      sid: 's',
    });
    const error = await connectError(connect(a.url, { token: forged }));
    expect(error.message).toBe('UNAUTHENTICATED');
  });

  it('accepts a valid token (auth.token or Bearer header) and sends session:ready', async () => {
    await expect(sessionReady(connect(a.url, { token: token('u-auth') }))).resolves.toEqual({
      userId: 'u-auth',
      userType: 'supplier',
    });
    await expect(sessionReady(connect(a.url, { header: `Bearer ${token('u-header')}` }))).resolves.toEqual({
      userId: 'u-header',
      userType: 'supplier',
    });
  });

  it("delivers an event emitted to a user's room to that user only, also from another replica", async () => {
    const alice = connect(a.url, { token: token('alice') });
    const bob = connect(a.url, { token: token('bob') });
    await Promise.all([sessionReady(alice), sessionReady(bob)]);
    const bobGot: unknown[] = [];
    bob.on('notification:unread', (p) => bobGot.push(p));

    const fromSameReplica = new Promise((resolve) => alice.once('notification:unread', resolve));
    a.app.get(RealtimeService).emitToUser('alice', 'notification:unread', { count: 1 });
    await expect(fromSameReplica).resolves.toEqual({ count: 1 });

    // Replica B has no socket of alice: the emit travels through the Redis stream to replica A.
    const fromOtherReplica = new Promise((resolve) => alice.once('notification:unread', resolve));
    b.app.get(RealtimeService).emitToUser('alice', 'notification:unread', { count: 2 });
    await expect(fromOtherReplica).resolves.toEqual({ count: 2 });

    await new Promise((r) => setTimeout(r, 200));
    expect(bobGot).toEqual([]);
  });

  it('refuses a well-signed token whose session is not live or belongs to another user', async () => {
    endedSessions.add('s-u-ended');
    expect((await connectError(connect(a.url, { token: token('u-ended') }))).message).toBe('UNAUTHENTICATED');
    // the session of u-owner, claimed for another user id
    expect((await connectError(connect(a.url, { token: token('u-victim', { sid: 's-u-owner' }) }))).message).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('ends the sockets of a session, or of a user but one session, on every replica', async () => {
    const first = connect(a.url, { token: token('carla', { sid: 'carla-1' }) });
    const second = connect(a.url, { token: token('carla', { sid: 'carla-2' }) });
    const other = connect(a.url, { token: token('dora') });
    await Promise.all([sessionReady(first), sessionReady(second), sessionReady(other)]);
    const reasons: Record<string, string> = {};
    for (const [name, socket] of Object.entries({ first, second, other })) socket.on('disconnect', (r) => (reasons[name] = r));

    // Replica B holds none of these sockets: the adapter carries the disconnect to replica A.
    b.app.get(RealtimeService).disconnectUser('carla', 'carla-2');
    await new Promise<void>((resolve) => first.once('disconnect', () => resolve()));
    expect(reasons).toEqual({ first: 'io server disconnect' });

    b.app.get(RealtimeService).disconnectSession('carla-2');
    await new Promise<void>((resolve) => second.once('disconnect', () => resolve()));
    await new Promise((r) => setTimeout(r, 200));
    expect(reasons).toEqual({ first: 'io server disconnect', second: 'io server disconnect' });
    expect(other.connected).toBe(true);
  });

  it('checks every room event: live session, approval and the room kind’s policy', async () => {
    const chatId = '0b6f1c52-6a55-4a7c-9f0e-3d2a1f1e9c11';
    const join = (socket: ClientSocket, id: unknown) =>
      new Promise<boolean>((resolve) => socket.emit('chat:join', { chatId: id as string }, resolve));
    const socket = connect(a.url, { token: token('erik') });
    await sessionReady(socket);
    // No chat policy registered yet: fail closed.
    expect(await join(socket, chatId)).toBe(false);

    a.app.get(RoomAccess).register('chat', {
      mayAct: async (actor: AuthenticatedUser, id: string) => actor.id === 'erik' || actor.id === 'pending-finn' ? id === chatId : false,
    });
    expect(await join(socket, chatId)).toBe(true);
    expect(await join(socket, '1b6f1c52-6a55-4a7c-9f0e-3d2a1f1e9c11')).toBe(false);
    expect(await join(socket, 'not-a-uuid')).toBe(false);
    expect(await join(socket, { $ne: null })).toBe(false);

    // The REST approval rule: a pending account gets its notifications, not chats.
    const pending = connect(a.url, { token: token('pending-finn') });
    await sessionReady(pending);
    expect(await join(pending, chatId)).toBe(false);

    // A session that ended since the handshake: the event drops the socket instead of acting.
    endedSessions.add('s-erik');
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('chat:join', { chatId }, () => undefined);
    expect(await dropped).toBe('io server disconnect');
  });

  it('disconnects a socket when its token expires', async () => {
    const socket = connect(a.url, { token: token('u-short', { expiresIn: 2 }) });
    await sessionReady(socket);
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });
});
