/**
 * Test data for applications and awards, written straight to the database (jobs, workers and awards
 * belong to different modules; these rows are what their routes would create). Used by the integration
 * tests of the modules that build on awards and by the authorization matrix.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, type AwardStatus, type JobType, type UserType } from '@fachwerk/shared/contracts';
import {
  applications,
  awards,
  awardWorkers,
  contractAcceptances,
  contracts,
  contractVersions,
  jobs,
  services,
  users,
  workers,
  type Db,
  type JobRow,
  type NewJobRow,
} from '@fachwerk/server/db';

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    userType: UserType;
  };
/** The account id (`sub` claim) of an access token. */
export const userIdOf = (token: string): string => claims(token).sub;
/** The role (`userType` claim) of an access token. */
export const roleOf = (token: string): UserType => claims(token).userType;

export async function userIdByEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/** An open job of the client (resource for `workersNeeded` workers unless fixedBudget). */
export async function createJob(
  db: Db,
  clientId: string,
  overrides: Partial<NewJobRow> & { type?: JobType } = {},
): Promise<JobRow> {
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  const type = overrides.type ?? 'resource';
  const [row] = await db
    .insert(jobs)
    .values({
      clientId,
      type,
      status: 'open',
      title: `Elektriker für Testbaustelle ${randomUUID().slice(0, 6)}`,
      serviceId: service!.id,
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      hours: 40,
      workersNeeded: type === 'fixedBudget' ? 1 : 2,
      budgetMinCents: 3000,
      budgetMaxCents: 4500,
      address: 'Domkloster 4, 50667 Köln',
      federalState: 'Nordrhein-Westfalen',
      descriptionHtml: '<p>Verkabelung eines Neubaus.</p>',
      descriptionText: 'Verkabelung eines Neubaus.',
      experience: 'Medium',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** `count` workers of the supplier's team; returns their ids. */
export async function createWorkers(
  db: Db,
  supplierId: string,
  count: number,
  names: string[] = [],
): Promise<string[]> {
  const rows = await db
    .insert(workers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        supplierId,
        fullName: names[i] ?? `Arbeiter ${i + 1} ${randomUUID().slice(0, 4)}`,
        email: `worker-${randomUUID().slice(0, 8)}@test.example`,
        profile: {
          highestQualification: 'Geselle',
          previousWorkExperience: [{ workTitle: 'Elektriker', workRole: 'Monteur' }],
        },
      })),
    )
    .returning({ id: workers.id });
  return rows.map((r) => r.id);
}

/** A pending application (as POST /jobs/{id}/applications would store it, without the notification). */
export async function createApplication(
  db: Db,
  jobId: string,
  supplierId: string,
  workerIds: string[],
): Promise<string> {
  const [row] = await db
    .insert(applications)
    .values({ jobId, supplierId, priceCents: 4000, message: 'Wir haben Zeit und Erfahrung.', workerIds })
    .returning({ id: applications.id });
  await db.update(jobs).set({ applicationsCount: 1 }).where(eq(jobs.id, jobId));
  return row!.id;
}

/** How long ago the work of `createAward` started (hours may be recorded from that day on). */
export const STARTED_DAYS_AGO = 60;

/**
 * Awarded work in the given status on a new job of the client: application awarded, job slots taken
 * (and the job in progress once the work started), workers named when given.
 */
export async function createAward(
  db: Db,
  {
    clientId,
    supplierId,
    status,
    type = 'fixedBudget',
    workerIds = [],
    contract = 'accepted',
  }: {
    clientId: string;
    supplierId: string;
    status: AwardStatus;
    type?: JobType;
    workerIds?: string[];
    /** the award's contract: accepted by both (default, as work needs it), awaiting both, or none */
    contract?: 'accepted' | 'awaiting' | 'none';
  },
): Promise<{ awardId: string; jobId: string }> {
  const slots = type === 'fixedBudget' ? 1 : Math.max(1, workerIds.length);
  const started = status !== 'awarded';
  const job = await createJob(db, clientId, {
    type,
    workersNeeded: slots,
    workersAwarded: slots,
    status: status === 'approved' ? 'completed' : 'in_progress',
  });
  const applicationId = await createApplication(db, job.id, supplierId, workerIds);
  await db
    .update(applications)
    .set({ status: 'awarded', decidedAt: new Date() })
    .where(eq(applications.id, applicationId));
  const now = new Date();
  // Work in progress started a while ago, so hours of past days (the last weeks) belong to it.
  const startedAt = new Date(now.getTime() - STARTED_DAYS_AGO * 86_400_000);
  const [award] = await db
    .insert(awards)
    .values({
      jobId: job.id,
      applicationId,
      clientId,
      supplierId,
      status,
      slots,
      priceCents: 4000,
      startedAt: started ? startedAt : null,
      completedAt: status === 'completed' || status === 'approved' ? now : null,
      approvedAt: status === 'approved' ? now : null,
    })
    .returning({ id: awards.id });
  if (workerIds.length) {
    await db
      .insert(awardWorkers)
      .values(
        workerIds.map((workerId) => ({
          awardId: award!.id,
          workerId,
          startDate: job.startDate,
          endDate: job.endDate,
          active: status !== 'approved',
        })),
      );
  }
  if (contract !== 'none') {
    await insertContract(db, {
      awardId: award!.id,
      kind: type === 'resource' ? 'lending' : 'work',
      parties: contract === 'accepted' ? { client: clientId, supplier: supplierId } : {},
      // accepted the day before the work started
      acceptedAt: new Date(startedAt.getTime() - 86_400_000),
    });
  }
  return { awardId: award!.id, jobId: job.id };
}

/**
 * A contract of the award with one complete version (a stand-in text) accepted by the given parties,
 * as the contracts module stores it after both accepted.
 */
export async function insertContract(
  db: Db,
  {
    awardId,
    kind,
    parties,
    acceptedAt = new Date(),
  }: { awardId: string; kind: 'lending' | 'work'; parties: Partial<Record<'client' | 'supplier', string>>; acceptedAt?: Date },
): Promise<void> {
  const text = `Testvertrag ${awardId}\n`;
  const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
  const [contract] = await db.insert(contracts).values({ awardId, kind }).returning({ id: contracts.id });
  const [version] = await db
    .insert(contractVersions)
    .values({ contractId: contract!.id, version: 1, reason: 'awarded', content: {}, text, sha256, missing: [] })
    .returning({ id: contractVersions.id });
  const accepted = Object.entries(parties) as ['client' | 'supplier', string][];
  if (accepted.length) {
    await db.insert(contractAcceptances).values(
      accepted.map(([party, userId]) => ({ versionId: version!.id, party, userId, name: `Test ${party}`, sha256, acceptedAt })),
    );
  }
}

/** A fixed-budget award in `status` where the token's account is the client or the supplier. */
export async function awardFor(
  token: string,
  db: Db,
  status: 'awarded' | 'in_progress' | 'completed' | 'approved',
) {
  const me = userIdOf(token);
  const client = roleOf(token) === 'client' ? me : await userIdByEmail(db, DEMO_ACCOUNTS.client);
  const supplier = client === me ? await userIdByEmail(db, DEMO_ACCOUNTS.supplier) : me;
  return createAward(db, { clientId: client, supplierId: supplier, status });
}
