import { eq, sql } from 'drizzle-orm';
import {
  type NotificationEvent,
  type NotificationListResponse,
  type ServerToClientEvents,
  type UnreadCountResponse,
} from '@fachwerk/shared/contracts';
import { createDb, notifications, outbox, type Db } from '@fachwerk/server/db';
import { notifyUser } from '@fachwerk/server/queue';
import { translate } from '@fachwerk/shared/i18n/server';
import { dbOf, insertAward, newAccount, type TestAccount } from '../../testing/engagement-rows';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { Notifier } from './notifier';
import { testSockets } from '../../testing/test-sockets';

let api: TestApi;
let db: Db;
const openSocket = testSockets();

beforeAll(async () => {
  api = await startTestApi('notifications', { RATE_LIMIT_MAX: '100000' });
  db = dbOf(api);
});

afterAll(async () => {
  await api?.close();
});

const list = (who: TestAccount, query = '') =>
  api.call<NotificationListResponse>(`/notifications${query}`, { token: who.token });
const post = (who: TestAccount, path: string) =>
  api.call<UnreadCountResponse>(path, {
    method: 'POST',
    token: who.token,
    headers: { 'accept-language': 'en' },
  });

async function seedNotifications(userId: string, titles: string[]) {
  const rows = await db
    .insert(notifications)
    .values(
      titles.map((title, i) => ({
        userId,
        type: 'applicationReceived',
        title,
        body: `${title} body`,
        link: '/jobs',
        createdAt: new Date(Date.now() - (titles.length - i) * 1000),
      })),
    )
    .returning();
  return rows;
}

/** A socket of the user, connected and past the handshake, recording every notification event. */
async function connect(who: TestAccount) {
  const socket = openSocket(api.baseUrl, { token: who.token });
  const events: { event: 'new' | 'unread'; payload: unknown }[] = [];
  socket.on('notification:new', (payload) => events.push({ event: 'new', payload }));
  socket.on('notification:unread', (payload) => events.push({ event: 'unread', payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('session:ready', () => resolve());
    socket.once('connect_error', reject);
  });
  /** Resolves with the next event of this name. */
  const next = <E extends 'notification:new' | 'notification:unread'>(event: E) =>
    new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) =>
      socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => resolve(payload)) as never),
    );
  return { socket, events, next };
}

describe('notification list and mark read', () => {
  it('lists own notifications newest first with paging, the unread filter and the unread count', async () => {
    const [me, other] = await Promise.all([newAccount(api, 'client'), newAccount(api, 'client')]);
    const mine = await seedNotifications(me.id, ['Eins', 'Zwei', 'Drei']);
    await seedNotifications(other.id, ['Fremd']);
    await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, mine[0]!.id));

    const page1 = await list(me, '?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ total: 3, page: 1, limit: 2, unread: 2 });
    expect(page1.body.data!.items.map((n) => n.title)).toEqual(['Drei', 'Zwei']);
    const page2 = await list(me, '?limit=2&page=2');
    expect(page2.body.data!.items.map((n) => [n.title, n.readAt !== null])).toEqual([['Eins', true]]);

    const unread = await list(me, '?unread=true');
    expect(unread.body.data).toMatchObject({ total: 2, unread: 2 });
    expect(unread.body.data!.items.map((n) => n.title)).toEqual(['Drei', 'Zwei']);
    expect((await list(me, '?unread=false')).body.data!.total).toBe(3);
    expect((await list(me, '?unread=perhaps')).status).toBe(400);
  });

  it('marks one read (another user’s is 404), then all read, answering the new unread count', async () => {
    const [me, other] = await Promise.all([newAccount(api, 'supplier'), newAccount(api, 'supplier')]);
    const mine = await seedNotifications(me.id, ['A', 'B', 'C']);
    const theirs = await seedNotifications(other.id, ['X']);

    const foreign = await post(me, `/notifications/${theirs[0]!.id}/read`);
    expect(foreign.status).toBe(404);
    expect((await list(other, '?unread=true')).body.data!.unread).toBe(1);
    expect((await post(me, '/notifications/not-a-uuid/read')).status).toBe(404);

    const one = await post(me, `/notifications/${mine[1]!.id}/read`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      message: 'The notification has been marked as read.',
      data: { count: 2 },
    });
    // Marking it again is harmless.
    expect((await post(me, `/notifications/${mine[1]!.id}/read`)).body.data).toEqual({ count: 2 });

    const all = await post(me, '/notifications/read-all');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ count: 0 });
    expect((await list(me)).body.data!.items.every((n) => n.readAt !== null)).toBe(true);
    expect(
      (await api.call<UnreadCountResponse>('/notifications/unread-count', { token: me.token })).body.data,
    ).toEqual({ count: 0 });
    expect((await list(other, '?unread=true')).body.data!.unread).toBe(1);
  });
});

describe('realtime push', () => {
  it('sends notification:new and notification:unread after the change commits, nothing for a rollback', async () => {
    const me = await newAccount(api, 'client', { language: 'en' });
    const { events, next } = await connect(me);
    const notifier = api.app.get(Notifier);

    // A transaction that notifies and then fails: nothing is stored, nothing is pushed.
    await expect(
      db.transaction(async (tx) => {
        await notifier.notify(tx, { userId: me.id, type: 'jobClosed', params: { jobTitle: 'Verworfen' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    // The push waits for the commit: nothing is sent while the transaction is still open.
    const firstNew = next('notification:new');
    const firstUnread = next('notification:unread');
    await db.transaction(async (tx) => {
      await notifier.notify(tx, {
        userId: me.id,
        type: 'applicationAwarded',
        params: { jobTitle: 'Fliesenleger Bad' },
        link: '/awarded-jobs',
      });
      const stored = await tx.select().from(notifications);
      expect(stored.filter((n) => n.userId === me.id)).toHaveLength(1);
      expect(events).toEqual([]);
    });

    const pushed: NotificationEvent = await firstNew;
    expect(pushed).toMatchObject({ title: 'Job awarded', link: '/awarded-jobs' });
    expect(pushed.body).toContain('Fliesenleger Bad');
    expect(await firstUnread).toEqual({ count: 1 });
    // The rolled-back notification never arrived: the committed one is the only event so far.
    expect(events.map((e) => e.event)).toEqual(['new', 'unread']);
    expect(JSON.stringify(events)).not.toContain('Verworfen');
    const stored = (await list(me)).body.data!;
    expect(stored.items.map((n) => n._id)).toEqual([pushed._id]);

    // Marking it read pushes the new count to every socket of the user.
    const second = await connect(me);
    const counts = [next('notification:unread'), second.next('notification:unread')];
    await post(me, `/notifications/${pushed._id}/read`);
    expect(await Promise.all(counts)).toEqual([{ count: 0 }, { count: 0 }]);
  });

  it('pushes only to the recipient, also for notifications written by a route (feedback)', async () => {
    const [client, supplier] = await Promise.all([newAccount(api, 'client'), newAccount(api, 'supplier')]);
    const clientSocket = await connect(client);
    const supplierSocket = await connect(supplier);
    const award = await insertAward(db, {
      clientId: client.id,
      supplierId: supplier.id,
      jobTitle: 'Maurerarbeiten Garage',
    });

    const received = supplierSocket.next('notification:new');
    const count = supplierSocket.next('notification:unread');
    const written = await api.call(`/awards/${award.id}/feedback`, {
      method: 'POST',
      token: client.token,
      json: { rating: 5, comment: 'Prima.' },
    });
    expect(written.status).toBe(201);
    expect(await received).toMatchObject({ title: 'Neue Bewertung', link: '/completed-jobs' });
    expect(await count).toEqual({ count: 1 });

    // The supplier's answer notifies the client; by then the client had received nothing.
    expect(clientSocket.events).toEqual([]);
    const clientReceived = clientSocket.next('notification:new');
    await api.call(`/awards/${award.id}/feedback`, {
      method: 'POST',
      token: supplier.token,
      json: { rating: 4, comment: 'Gern.' },
    });
    expect(await clientReceived).toMatchObject({ title: 'Neue Bewertung' });
    expect(supplierSocket.events.map((e) => e.event)).toEqual(['new', 'unread']);
  });

  it('also pushes notifications another process writes (worker jobs call notifyUser), with the mail copy in the outbox', async () => {
    const me = await newAccount(api, 'client', { language: 'en' });
    const { next } = await connect(me);
    const received = next('notification:new');
    // A separate pool, like the worker process has.
    const worker = createDb(api.config.databaseUrl, { max: 1 });
    try {
      await worker.db.transaction((tx) =>
        notifyUser(
          tx,
          { userId: me.id, type: 'jobClosed', params: { jobTitle: 'Gerüstbau' }, link: '/jobs' },
          'https://fachwerk.test',
        ),
      );
    } finally {
      await worker.close();
    }
    expect(await received).toMatchObject({ title: 'Job closed', link: '/jobs' });
    // the list renders it in the reader's current language, whatever it was written in
    const german = await api.call<NotificationListResponse>('/notifications', {
      token: me.token,
      headers: { 'accept-language': 'de' },
    });
    const [stored] = german.body.data!.items;
    expect(stored).toMatchObject({ type: 'jobClosed', title: translate('de', 'notifications.jobClosed.title'), link: '/jobs' });
    expect(stored!.body).toBe(translate('de', 'notifications.jobClosed.body', { jobTitle: 'Gerüstbau' }));
    const english = await api.call<NotificationListResponse>('/notifications', {
      token: me.token,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.data!.items[0]).toMatchObject({ title: 'Job closed' });
    expect(translate('de', 'notifications.jobClosed.title')).not.toBe('Job closed');
    const mails = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'data'->>'body' like '%Gerüstbau%'`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({
      template: 'generic',
      locale: 'en',
      data: { actionUrl: 'https://fachwerk.test/jobs' },
    });
  });
});
