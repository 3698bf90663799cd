import { eq } from 'drizzle-orm';
import { createDb, type DbHandle } from '../client';
import { services } from '../schema/content';
import { invoices } from '../schema/invoices';
import { applications, awards, jobs } from '../schema/jobs';
import { workers } from '../schema/workers';
import { workLogs, workLogVersions } from '../schema/work-logs';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { UsersRepository } from './users.repository';
import { WorkLogsRepository, type WorkLogValues } from './work-logs.repository';

let database: TestDatabase;
let handle: DbHandle;
let repo: WorkLogsRepository;

beforeAll(async () => {
  database = await createTestDatabase('work_logs_repo');
  handle = createDb(database.url, { max: 4 });
  repo = new WorkLogsRepository(handle.db);
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

let emails = 0;
async function user(userType: 'supplier' | 'client') {
  const row = await new UsersRepository(handle.db).ensure({
    userType,
    firstName: 'Erika',
    lastName: 'Muster',
    companyName: 'Muster GmbH',
    email: `work-logs-${userType}-${++emails}@example.de`,
    passwordHash: 'x',
  });
  return row.id;
}

async function award() {
  const db = handle.db;
  const clientId = await user('client');
  const supplierId = await user('supplier');
  const [service] = await db.insert(services).values({ nameDe: 'Elektro' }).returning();
  const [job] = await db
    .insert(jobs)
    .values({
      clientId,
      type: 'resource',
      status: 'in_progress',
      title: 'Elektriker',
      serviceId: service!.id,
      startDate: '2026-11-02',
      hours: 40,
      budgetMinCents: 3000,
      budgetMaxCents: 4500,
      address: 'Domkloster 4, 50667 Köln',
      federalState: 'Nordrhein-Westfalen',
      descriptionHtml: '<p>x</p>',
      descriptionText: 'x',
      experience: 'Medium',
    })
    .returning();
  const [application] = await db
    .insert(applications)
    .values({ jobId: job!.id, supplierId, priceCents: 4000, message: 'x', workerIds: [] })
    .returning();
  const [row] = await db
    .insert(awards)
    .values({ jobId: job!.id, applicationId: application!.id, clientId, supplierId, status: 'in_progress', slots: 2, priceCents: 4000 })
    .returning();
  const ws = await db
    .insert(workers)
    .values([
      { supplierId, fullName: 'Anna Arbeit' },
      { supplierId, fullName: 'Bernd Bau' },
    ])
    .returning();
  return { awardId: row!.id, clientId, supplierId, workerIds: ws.map((w) => w.id) };
}

const values = (start: number, end: number, pause = 30): WorkLogValues => ({
  startMinute: start,
  endMinute: end,
  breakMinutes: pause,
  netMinutes: end - start - pause,
  note: null,
  late: false,
  lateReason: null,
});

describe('WorkLogsRepository', () => {
  it('keeps every version, approves once and hands approved hours to exactly one invoice', async () => {
    const a = await award();
    const [anna, bernd] = a.workerIds as [string, string];
    const logs = await repo.transaction(async (tx) => [
      await repo.insert(tx, { awardId: a.awardId, workerId: anna, supplierId: a.supplierId, clientId: a.clientId, workDate: '2026-11-02', createdBy: a.supplierId, ...values(420, 930) }),
      await repo.insert(tx, { awardId: a.awardId, workerId: anna, supplierId: a.supplierId, clientId: a.clientId, workDate: '2026-11-03', createdBy: a.supplierId, ...values(420, 930) }),
      await repo.insert(tx, { awardId: a.awardId, workerId: bernd, supplierId: a.supplierId, clientId: a.clientId, workDate: '2026-11-02', createdBy: a.supplierId, ...values(480, 960) }),
    ]);
    const [first] = logs;

    // a correction is a new version; the old one stays
    const corrected = await repo.transaction((tx) => repo.correct(tx, first!.id, 1, values(420, 900), 'Früher Schluss', a.supplierId));
    expect(corrected?.version).toBe(2);
    expect(await repo.transaction((tx) => repo.correct(tx, first!.id, 1, values(420, 960), 'stale', a.supplierId))).toBeNull();
    const history = await repo.versions(first!.id);
    expect(history.map((v) => [v.version, v.endMinute, v.reason])).toEqual([
      [2, 900, 'Früher Schluss'],
      [1, 930, null],
    ]);

    expect(await repo.overlapping(handle.db, anna, '2026-11-02', 800, 1000)).not.toBeNull();
    expect(await repo.overlapping(handle.db, anna, '2026-11-02', 900, 1000)).toBeNull();
    expect(await repo.netMinutes(handle.db, anna, '2026-11-02', '2026-11-08')).toBe(450 + 480);

    // nothing is approved yet: nothing to invoice
    expect(await repo.approvedUninvoiced({ awardId: a.awardId, supplierId: a.supplierId })).toEqual([]);
    const approved = await repo.approve(a.clientId, { awardId: a.awardId });
    expect(approved).toHaveLength(3);
    expect(await repo.approve(a.clientId, { awardId: a.awardId })).toHaveLength(0);
    // approved entries cannot be corrected
    expect(await repo.transaction((tx) => repo.correct(tx, first!.id, 2, values(420, 960), 'zu spät', a.supplierId))).toBeNull();

    const lines = await repo.approvedUninvoicedByWorker({ awardId: a.awardId, supplierId: a.supplierId });
    expect(lines.map((l) => [l.workerName, l.netMinutes, l.firstDate, l.lastDate, l.workLogIds.length])).toEqual([
      ['Anna Arbeit', 450 + 480, '2026-11-02', '2026-11-03', 2],
      ['Bernd Bau', 450, '2026-11-02', '2026-11-02', 1],
    ]);
    // another supplier sees nothing of it
    expect(await repo.approvedUninvoiced({ awardId: a.awardId, supplierId: a.clientId })).toEqual([]);

    const [invoice] = await handle.db
      .insert(invoices)
      .values({ issuerId: a.supplierId, recipientId: a.clientId, awardId: a.awardId, content: {} })
      .returning();
    const ids = lines.flatMap((l) => l.workLogIds);
    expect(await repo.transaction((tx) => repo.markInvoiced(tx, a.supplierId, ids, invoice!.id))).toHaveLength(3);
    expect(await repo.transaction((tx) => repo.markInvoiced(tx, a.supplierId, ids, invoice!.id))).toHaveLength(0);
    expect(await repo.approvedUninvoiced({ awardId: a.awardId, supplierId: a.supplierId })).toEqual([]);
    expect((await repo.idsByInvoice(invoice!.id)).sort()).toEqual([...ids].sort());
    expect(await repo.transaction((tx) => repo.releaseInvoice(tx, invoice!.id))).toBe(3);
    expect(await repo.approvedUninvoiced({ awardId: a.awardId, supplierId: a.supplierId })).toHaveLength(3);
  });

  it('tells the client the day before and approves unreviewed entries automatically, once', async () => {
    const a = await award();
    const log = await repo.transaction((tx) =>
      repo.insert(tx, { awardId: a.awardId, workerId: a.workerIds[0]!, supplierId: a.supplierId, clientId: a.clientId, workDate: '2026-11-02', createdBy: a.supplierId, ...values(420, 930) }),
    );
    const submitted = new Date('2026-11-03T08:00:00Z');
    await handle.db.update(workLogs).set({ submittedAt: submitted }).where(eq(workLogs.id, log.id));
    const day = 24 * 3600_000;
    const at = (days: number) => new Date(submitted.getTime() + days * day);

    const notice = (now: Date) => repo.transaction((tx) => repo.claimAutoApproveNotices(tx, now, 7));
    const approve = (now: Date) => repo.transaction((tx) => repo.autoApproveDue(tx, now, 7));
    expect(await notice(at(5))).toHaveLength(0);
    expect((await notice(at(6))).map((r) => r.id)).toContain(log.id);
    expect((await notice(at(6.5))).map((r) => r.id)).not.toContain(log.id);
    expect(await approve(at(6.9))).toHaveLength(0);
    expect((await approve(at(7))).map((r) => [r.id, r.status])).toEqual([[log.id, 'auto_approved']]);
    expect(await approve(at(8))).toHaveLength(0);
    const versions = await handle.db.select().from(workLogVersions).where(eq(workLogVersions.workLogId, log.id));
    expect(versions).toHaveLength(1);
  });
});
