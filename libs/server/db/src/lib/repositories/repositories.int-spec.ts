import { createDb, type DbHandle } from '../client';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { NotificationsRepository } from './notifications.repository';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';
import { users } from '../schema/accounts';
import { notifications } from '../schema/notifications';

let database: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  database = await createTestDatabase('repositories');
  handle = createDb(database.url, { max: 4 });
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

const newUser = (email: string) =>
  new UsersRepository(handle.db).ensure({
    userType: 'client',
    firstName: 'Jana',
    lastName: 'Becker',
    email,
    passwordHash: 'x',
  });

describe('UsersRepository', () => {
  it('finds accounts case-insensitively and refuses a second account with the same e-mail in other letters', async () => {
    const repository = new UsersRepository(handle.db);
    const created = await newUser('Jana.Becker@Example.de');
    expect((await repository.findByEmail('JANA.BECKER@example.de'))?.id).toBe(created.id);
    const duplicate = await handle.db
      .insert(users)
      .values({
        userType: 'client',
        firstName: 'X',
        lastName: 'Y',
        email: 'jana.becker@EXAMPLE.de',
        passwordHash: 'x',
      })
      .then(
        () => undefined,
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(duplicate).toBe('users_email_lower_idx');
  });
});

describe('SessionsRepository', () => {
  it('lets exactly one of two concurrent rotations of the same refresh token win', async () => {
    const user = await newUser('race@example.de');
    const sessions = new SessionsRepository(handle.db);
    const session = await sessions.open(user.id, new Date(Date.now() + 60_000), 'hash-0', null);
    const token = await sessions.findRefreshToken('hash-0');
    const results = await Promise.all([
      sessions.rotate(token!.tokenId, session.id, 'hash-a'),
      sessions.rotate(token!.tokenId, session.id, 'hash-b'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await sessions.findRefreshToken('hash-0'))?.rotatedAt).toBeInstanceOf(Date);
  });

  it('stops returning the user of a revoked session', async () => {
    const user = await newUser('revoke@example.de');
    const sessions = new SessionsRepository(handle.db);
    const session = await sessions.open(user.id, new Date(Date.now() + 60_000), 'hash-r', null);
    expect((await sessions.findLiveSessionUser(session.id, user.id))?.id).toBe(user.id);
    await sessions.revoke(session.id, 'logout');
    expect(await sessions.findLiveSessionUser(session.id, user.id)).toBeUndefined();
  });

  it('resolves the actor of a live session only (the prepared statement of every request)', async () => {
    const user = await newUser('actor@example.de');
    const other = await newUser('actor-other@example.de');
    const sessions = new SessionsRepository(handle.db);
    const live = await sessions.open(user.id, new Date(Date.now() + 60_000), 'hash-l', null);
    const expired = await sessions.open(user.id, new Date(Date.now() - 1_000), 'hash-e', null);
    // Twice: the second run reuses the statement the connection prepared.
    for (let i = 0; i < 2; i += 1) {
      expect(await sessions.findLiveSessionActor(live.id, user.id)).toEqual({
        id: user.id,
        userType: user.userType,
        accountStatus: user.accountStatus,
        approvalStatus: user.approvalStatus,
        language: user.language,
      });
    }
    expect(await sessions.findLiveSessionActor(live.id, other.id)).toBeUndefined();
    expect(await sessions.findLiveSessionActor(expired.id, user.id)).toBeUndefined();
    await sessions.revoke(live.id, 'logout');
    expect(await sessions.findLiveSessionActor(live.id, user.id)).toBeUndefined();
  });
});

describe('NotificationsRepository', () => {
  it('only ever returns the actor’s own notifications', async () => {
    const mine = await newUser('mine@example.de');
    const theirs = await newUser('theirs@example.de');
    await handle.db.insert(notifications).values([
      { userId: mine.id, type: 't', title: 'Meine', body: 'b' },
      { userId: theirs.id, type: 't', title: 'Fremde', body: 'b' },
      { userId: theirs.id, type: 't', title: 'Fremde 2', body: 'b', readAt: new Date() },
    ]);
    const repository = new NotificationsRepository(handle.db);
    const page = await repository.listForActor({ id: mine.id, userType: 'client' }, { page: 1, limit: 10 });
    expect(page.items.map((n) => n.title)).toEqual(['Meine']);
    expect(page.total).toBe(1);
    expect(await repository.countUnread({ id: theirs.id, userType: 'client' })).toBe(1);
  });
});
