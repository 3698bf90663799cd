import { jest } from '@jest/globals';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import type {
  AuditLogRepository,
  Db,
  FeedbackAward,
  FeedbackRepository,
  FeedbackView,
  UsersRepository,
} from '@fachwerk/server/db';
import { type Notifier } from '../notifications';
import { FeedbackService } from './feedback.service';

const DAY = 86_400_000;
const client: AuthenticatedUser = { id: 'client-1', userType: 'client', sessionId: 's', language: 'de' };
const supplier: AuthenticatedUser = {
  id: 'supplier-1',
  userType: 'supplier',
  sessionId: 's',
  language: 'de',
};
const admin: AuthenticatedUser = { id: 'admin-1', userType: 'admin', sessionId: 's', language: 'de' };

const award = (
  approvedDaysAgo: number | null,
  status: FeedbackAward['status'] = 'approved',
): FeedbackAward => ({
  id: 'award-1',
  status,
  clientId: client.id,
  supplierId: supplier.id,
  approvedAt: approvedDaysAgo === null ? null : new Date(Date.now() - approvedDaysAgo * DAY),
  jobTitle: 'Elektriker gesucht',
});

const view = (author: AuthenticatedUser, extra: Partial<FeedbackView> = {}): FeedbackView => ({
  id: `fb-${author.id}`,
  awardId: 'award-1',
  authorId: author.id,
  authorRole: author.userType as 'client' | 'supplier',
  targetId: author.id === client.id ? supplier.id : client.id,
  rating: 4,
  comment: 'Gut',
  hiddenAt: null,
  hiddenReason: null,
  createdAt: new Date(),
  jobTitle: 'Elektriker gesucht',
  authorName: `${author.userType} GmbH`,
  targetName: 'Andere GmbH',
  ...extra,
});

function setup(found: FeedbackAward | undefined, rows: FeedbackView[]) {
  const feedback = {
    findAwardForActor: jest.fn<FeedbackRepository['findAwardForActor']>().mockResolvedValue(found),
    forAward: jest.fn<FeedbackRepository['forAward']>().mockResolvedValue(rows),
    insertOnce: jest.fn<FeedbackRepository['insertOnce']>(),
  };
  const notifier = { notify: jest.fn<Notifier['notify']>().mockResolvedValue(undefined) };
  const db = { transaction: jest.fn(async (work: (tx: unknown) => Promise<unknown>) => work({ tx: true })) };
  const service = new FeedbackService(
    feedback as unknown as FeedbackRepository,
    {} as UsersRepository,
    {} as AuditLogRepository,
    notifier as unknown as Notifier,
    db as unknown as Db,
  );
  return { service, feedback, notifier };
}

describe('FeedbackService.forAward (reveal rule)', () => {
  it('hides the other side’s feedback until the caller wrote, then shows it', async () => {
    const onlyClient = setup(award(1), [view(client)]);
    expect(await onlyClient.service.forAward(supplier, 'award-1')).toMatchObject({
      mine: null,
      theirs: null,
      canWrite: true,
    });
    expect(await onlyClient.service.forAward(client, 'award-1')).toMatchObject({
      mine: { _id: 'fb-client-1' },
      theirs: null,
      canWrite: false,
    });

    const both = setup(award(1), [view(client), view(supplier)]);
    expect(await both.service.forAward(supplier, 'award-1')).toMatchObject({
      mine: { _id: 'fb-supplier-1' },
      theirs: { _id: 'fb-client-1', authorRole: 'client' },
    });
  });

  it('reveals after FEEDBACK_REVEAL_DAYS days from approval and says when', async () => {
    const early = setup(award(13.9), [view(client)]);
    const before = await early.service.forAward(supplier, 'award-1');
    expect(before.theirs).toBeNull();
    expect(new Date(before.revealAt!).getTime()).toBeGreaterThan(Date.now());
    const late = setup(award(14.1), [view(client)]);
    expect((await late.service.forAward(supplier, 'award-1')).theirs).toMatchObject({ _id: 'fb-client-1' });
  });

  it('never shows hidden feedback to users; admins see both sides flagged', async () => {
    const rows = [view(client, { hiddenAt: new Date(), hiddenReason: 'Beleidigung' }), view(supplier)];
    expect((await setup(award(1), rows).service.forAward(supplier, 'award-1')).theirs).toBeNull();
    const forAdmin = await setup(award(1), rows).service.forAward(admin, 'award-1');
    expect(forAdmin).toMatchObject({
      mine: null,
      theirs: null,
      canWrite: false,
      client: { hidden: true, hiddenReason: 'Beleidigung' },
      supplier: { hidden: false },
    });
  });

  it('cannot write before approval and answers 404 for a stranger’s award', async () => {
    const notApproved = setup(award(null, 'completed'), []);
    await expect(
      notApproved.service.write(client, 'award-1', { rating: 5, comment: 'x' }),
    ).rejects.toMatchObject({ code: 'AWARD_NOT_APPROVED', httpStatus: 409 });
    expect((await notApproved.service.forAward(client, 'award-1')).canWrite).toBe(false);
    expect(notApproved.feedback.insertOnce).not.toHaveBeenCalled();
    await expect(setup(undefined, []).service.forAward(client, 'award-1')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a second feedback of the same side is a 409 and notifies nobody', async () => {
    const second = setup(award(1), []);
    second.feedback.insertOnce.mockResolvedValue(undefined);
    await expect(
      second.service.write(supplier, 'award-1', { rating: 5, comment: 'x' }),
    ).rejects.toMatchObject({ code: 'FEEDBACK_ALREADY_GIVEN', httpStatus: 409 });
    expect(second.notifier.notify).not.toHaveBeenCalled();
  });
});
