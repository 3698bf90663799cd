import { and, eq } from 'drizzle-orm';
import type {
  AuditLogEntry,
  AwardFeedbackResponse,
  FeedbackResponse,
  Paginated,
  SupplierFeedbackResponse,
} from '@fachwerk/shared/contracts';
import { FeedbackRepository, notifications, type Db } from '@fachwerk/server/db';
import {
  approvedDaysAgo,
  dbOf,
  insertAward,
  newAccount,
  type TestAccount,
} from '../../testing/engagement-rows';
import { startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
let db: Db;
let admin: TestAccount;

beforeAll(async () => {
  api = await startTestApi('feedback', { RATE_LIMIT_MAX: '100000' });
  db = dbOf(api);
  admin = await newAccount(api, 'admin');
});

afterAll(async () => {
  await api?.close();
});

const write = (who: TestAccount, awardId: string, json: unknown, lang = 'de') =>
  api.call<FeedbackResponse>(`/awards/${awardId}/feedback`, {
    method: 'POST',
    token: who.token,
    json,
    headers: { 'accept-language': lang },
  });
const read = (who: TestAccount, awardId: string) =>
  api.call<AwardFeedbackResponse>(`/awards/${awardId}/feedback`, { token: who.token });

async function parties() {
  const [client, supplier] = await Promise.all([newAccount(api, 'client'), newAccount(api, 'supplier')]);
  return { client, supplier };
}

describe('writing feedback', () => {
  it('is possible only once the completion is approved, once per side (a second is 409)', async () => {
    const { client, supplier } = await parties();
    const completed = await insertAward(db, {
      clientId: client.id,
      supplierId: supplier.id,
      status: 'completed',
    });
    const early = await write(client, completed.id, { rating: 5, comment: 'Top' }, 'en');
    expect([early.status, early.body.code]).toEqual([409, 'AWARD_NOT_APPROVED']);
    expect(early.body.message).toBe(
      'Feedback can only be given once the completion of the job has been approved.',
    );

    const award = await insertAward(db, {
      clientId: client.id,
      supplierId: supplier.id,
      jobTitle: 'Schweißarbeiten Halle 3',
    });
    const first = await write(client, award.id, { rating: 4, comment: '  Pünktlich und sauber.  ' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      awardId: award.id,
      authorRole: 'client',
      authorName: client.companyName,
      rating: 4,
      comment: 'Pünktlich und sauber.',
      jobTitle: 'Schweißarbeiten Halle 3',
    });
    expect(first.body.data).not.toHaveProperty('hidden');

    const second = await write(client, award.id, { rating: 1, comment: 'Doch nicht.' });
    expect([second.status, second.body.code]).toEqual([409, 'FEEDBACK_ALREADY_GIVEN']);
    expect(second.body.message).toBe('Sie haben diesen Auftrag bereits bewertet.');

    // The rated supplier was notified in its language, linking to the completed jobs.
    const rows = await db.select().from(notifications).where(eq(notifications.userId, supplier.id));
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'feedbackReceived',
        link: '/completed-jobs',
        body: 'Sie haben eine Bewertung für „Schweißarbeiten Halle 3“ erhalten.',
      }),
    ]);
  });

  it('is refused for an account that is not a party (404) and for admins (403)', async () => {
    const { client, supplier } = await parties();
    const outsider = await newAccount(api, 'client');
    const otherSupplier = await newAccount(api, 'supplier');
    const award = await insertAward(db, { clientId: client.id, supplierId: supplier.id });
    expect((await write(outsider, award.id, { rating: 3, comment: 'x' })).status).toBe(404);
    expect((await write(otherSupplier, award.id, { rating: 3, comment: 'x' })).status).toBe(404);
    expect((await read(outsider, award.id)).status).toBe(404);
    expect((await write(admin, award.id, { rating: 3, comment: 'x' })).status).toBe(403);
  });

  it('validates rating 1–5 (integer) and comment 1–2000, naming the field', async () => {
    const { client, supplier } = await parties();
    const award = await insertAward(db, { clientId: client.id, supplierId: supplier.id });
    for (const [json, field] of [
      [{ rating: 0, comment: 'ok' }, 'rating'],
      [{ rating: 6, comment: 'ok' }, 'rating'],
      [{ rating: 3.5, comment: 'ok' }, 'rating'],
      [{ comment: 'ok' }, 'rating'],
      [{ rating: 3, comment: '   ' }, 'comment'],
      [{ rating: 3, comment: 'x'.repeat(2001) }, 'comment'],
    ] as const) {
      const response = await write(client, award.id, json, 'en');
      expect(response.status).toBe(400);
      expect(Object.keys((response.body as { errors?: object }).errors ?? {})).toEqual([field]);
    }
    expect((await write(client, award.id, { rating: 3, comment: 'x'.repeat(2000) })).status).toBe(201);
  });
});

describe('the reveal rule', () => {
  it('shows the other side’s feedback once both have written', async () => {
    const { client, supplier } = await parties();
    const award = await insertAward(db, { clientId: client.id, supplierId: supplier.id });
    await write(client, award.id, { rating: 5, comment: 'Sehr gut.' });

    const supplierBefore = (await read(supplier, award.id)).body.data!;
    expect(supplierBefore).toMatchObject({ mine: null, theirs: null, canWrite: true });
    const clientBefore = (await read(client, award.id)).body.data!;
    expect(clientBefore).toMatchObject({ mine: { rating: 5 }, theirs: null, canWrite: false });

    await write(supplier, award.id, { rating: 4, comment: 'Angenehmer Kunde.' });
    const clientAfter = (await read(client, award.id)).body.data!;
    expect(clientAfter.theirs).toMatchObject({
      authorRole: 'supplier',
      rating: 4,
      comment: 'Angenehmer Kunde.',
    });
    const supplierAfter = (await read(supplier, award.id)).body.data!;
    expect(supplierAfter).toMatchObject({ mine: { rating: 4 }, theirs: { rating: 5 }, canWrite: false });

    // Award lists load the rows of many awards at once (AwardResponse.feedback).
    const rows = await api.app.get(FeedbackRepository).forAwards([award.id, award.id]);
    expect(rows.map((r) => [r.authorRole, r.authorName])).toEqual([
      ['client', client.companyName],
      ['supplier', supplier.companyName],
    ]);
  });

  it('keeps one side’s feedback hidden until 14 days after approval', async () => {
    const { client, supplier } = await parties();
    const award = await insertAward(db, { clientId: client.id, supplierId: supplier.id });
    await write(client, award.id, { rating: 2, comment: 'Verspätet.' });

    await approvedDaysAgo(db, award.id, 13);
    expect((await read(supplier, award.id)).body.data!.theirs).toBeNull();
    expect(
      (
        await api.call<SupplierFeedbackResponse>(`/suppliers/${supplier.id}/feedback`, {
          token: client.token,
        })
      ).body.data,
    ).toMatchObject({ items: [], total: 0, rating: { average: null, count: 0 } });

    await approvedDaysAgo(db, award.id, 15);
    const after = (await read(supplier, award.id)).body.data!;
    expect(after.theirs).toMatchObject({ rating: 2, comment: 'Verspätet.' });
    expect(after.canWrite).toBe(true);
    const list = (
      await api.call<SupplierFeedbackResponse>(`/suppliers/${supplier.id}/feedback`, { token: client.token })
    ).body.data!;
    expect(list).toMatchObject({ total: 1, rating: { average: 2, count: 1 } });
  });

  it('shows admins both sides with their hidden state', async () => {
    const { client, supplier } = await parties();
    const award = await insertAward(db, { clientId: client.id, supplierId: supplier.id });
    await write(supplier, award.id, { rating: 5, comment: 'Gern wieder.' });
    const view = (await read(admin, award.id)).body.data!;
    expect(view).toMatchObject({ mine: null, theirs: null, canWrite: false, client: null });
    expect(view.supplier).toMatchObject({ rating: 5, hidden: false, targetId: client.id });
  });
});

describe('supplier ratings and lists', () => {
  it('average with one decimal over revealed, not hidden feedback; hidden feedback never counts or shows', async () => {
    const supplier = await newAccount(api, 'supplier');
    const ratings = [5, 4, 4, 1];
    const written: string[] = [];
    for (const rating of ratings) {
      const client = await newAccount(api, 'client');
      const award = await insertAward(db, { clientId: client.id, supplierId: supplier.id });
      const response = await write(client, award.id, { rating, comment: `Bewertung ${rating}` });
      written.push(response.body.data!._id);
      await write(supplier, award.id, { rating: 5, comment: 'Danke.' });
    }
    // One more, not revealed yet (only the client wrote, approved today): not counted.
    const late = await newAccount(api, 'client');
    const unrevealed = await insertAward(db, { clientId: late.id, supplierId: supplier.id });
    await write(late, unrevealed.id, { rating: 1, comment: 'Noch verborgen.' });

    const repository = api.app.get(FeedbackRepository);
    expect((await repository.ratingsFor([supplier.id])).get(supplier.id)).toEqual({ average: 3.5, count: 4 });

    // The admin hides the 1-star feedback: it leaves the list and the average.
    const hide = await api.call<FeedbackResponse>(`/admin/feedback/${written[3]}`, {
      method: 'PATCH',
      token: admin.token,
      json: { hidden: true, reason: 'Beleidigend' },
    });
    expect(hide.status).toBe(200);
    expect(hide.body.data).toMatchObject({ hidden: true, hiddenReason: 'Beleidigend' });

    const nobody = '00000000-0000-4000-8000-000000000000';
    const map = await repository.ratingsFor([supplier.id, nobody]);
    expect(map.get(supplier.id)).toEqual({ average: 4.3, count: 3 });
    expect(map.get(nobody)).toEqual({ average: null, count: 0 });

    const viewer = await newAccount(api, 'supplier');
    const page = await api.call<SupplierFeedbackResponse>(`/suppliers/${supplier.id}/feedback?limit=2`, {
      token: viewer.token,
    });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ total: 3, page: 1, limit: 2, rating: { average: 4.3, count: 3 } });
    expect(page.body.data!.items.map((f) => f.rating)).toEqual([4, 4]);
    expect(page.body.data!.items[0]).not.toHaveProperty('hidden');
    const all = await api.call<SupplierFeedbackResponse>(`/suppliers/${supplier.id}/feedback?limit=10`, {
      token: viewer.token,
    });
    expect(all.body.data!.items.map((f) => f.comment)).not.toContain('Bewertung 1');

    // A supplier without feedback: an empty list; an id that is no supplier: 404.
    expect((await api.call(`/suppliers/${viewer.id}/feedback`, { token: viewer.token })).status).toBe(200);
    expect((await api.call(`/suppliers/${late.id}/feedback`, { token: viewer.token })).status).toBe(404);
  });
});

describe('admin moderation', () => {
  it('lists feedback newest first with author and job, filters hidden and rating ≤ n, and audits hide/show', async () => {
    const { client, supplier } = await parties();
    const award = await insertAward(db, {
      clientId: client.id,
      supplierId: supplier.id,
      jobTitle: 'Trockenbau Büro',
    });
    const low = (await write(client, award.id, { rating: 1, comment: 'Unverschämt!' })).body.data!;
    await write(supplier, award.id, { rating: 5, comment: 'Alles bestens.' });

    const lows = await api.call<Paginated<FeedbackResponse>>('/admin/feedback?rating=1&limit=100', {
      token: admin.token,
    });
    expect(lows.status).toBe(200);
    expect(lows.body.data!.items.every((f) => f.rating <= 1)).toBe(true);
    expect(lows.body.data!.items.find((f) => f._id === low._id)).toMatchObject({
      jobTitle: 'Trockenbau Büro',
      authorName: client.companyName,
      targetName: supplier.companyName,
      hidden: false,
    });
    const newest = await api.call<Paginated<FeedbackResponse>>('/admin/feedback?limit=2', {
      token: admin.token,
    });
    expect(newest.body.data!.items[0]).toMatchObject({ comment: 'Alles bestens.' });

    expect(
      (
        await api.call(`/admin/feedback/${low._id}`, {
          method: 'PATCH',
          token: admin.token,
          json: { hidden: true, reason: 'Beleidigung' },
        })
      ).status,
    ).toBe(200);
    const hidden = await api.call<Paginated<FeedbackResponse>>('/admin/feedback?hidden=true&limit=100', {
      token: admin.token,
    });
    expect(hidden.body.data!.items.map((f) => f._id)).toContain(low._id);
    expect(hidden.body.data!.items.every((f) => f.hidden)).toBe(true);
    const visible = await api.call<Paginated<FeedbackResponse>>('/admin/feedback?hidden=false&limit=100', {
      token: admin.token,
    });
    expect(visible.body.data!.items.map((f) => f._id)).not.toContain(low._id);

    // Hidden feedback is not shown to the rated supplier even though both wrote.
    expect((await read(supplier, award.id)).body.data!.theirs).toBeNull();

    const shown = await api.call<FeedbackResponse>(`/admin/feedback/${low._id}`, {
      method: 'PATCH',
      token: admin.token,
      json: { hidden: false },
    });
    expect(shown.body.data).toMatchObject({ hidden: false, hiddenReason: null });
    expect((await read(supplier, award.id)).body.data!.theirs).toMatchObject({ _id: low._id });

    const audit = await api.call<Paginated<AuditLogEntry>>(`/admin/audit-log?targetId=${low._id}`, {
      token: admin.token,
    });
    expect(audit.body.data!.items.map((e) => [e.action, e.actorId, e.details['reason']])).toEqual([
      ['showFeedback', admin.id, undefined],
      ['hideFeedback', admin.id, 'Beleidigung'],
    ]);

    expect((await api.call('/admin/feedback?hidden=maybe', { token: admin.token })).status).toBe(400);
    expect((await api.call('/admin/feedback', { token: client.token })).status).toBe(403);
    expect(
      (
        await api.call(`/admin/feedback/${low._id}`, {
          method: 'PATCH',
          token: client.token,
          json: { hidden: true },
        })
      ).status,
    ).toBe(403);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, supplier.id), eq(notifications.type, 'feedbackReceived')));
    expect(rows).toHaveLength(1);
  });
});
