/**
 * Test data for the engagement suites (feedback, notifications, dashboards): fresh approved accounts
 * with a login, and marketplace rows (jobs, applications, awards) inserted directly with Drizzle.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { UserType } from '@fachwerk/shared/contracts';
import { DEMO_PASSWORD } from '@fachwerk/shared/contracts';
import {
  DB,
  UsersRepository,
  applications,
  awards,
  jobs,
  services,
  type ApplicationRow,
  type AwardRow,
  type Db,
  type JobRow,
  type NewJobRow,
} from '@fachwerk/server/db';
import { PasswordHasher } from '../modules/auth/password-hasher';
import type { TestApi } from './test-api';
import { login } from './second-factor';

export interface TestAccount {
  id: string;
  token: string;
  companyName: string;
}

let passwordHash: Promise<string> | undefined;

/** A new approved, verified account of the role (with a company name), logged in. */
export async function newAccount(
  api: TestApi,
  role: UserType,
  extra: { language?: 'de' | 'en'; profile?: Record<string, unknown> } = {},
): Promise<TestAccount> {
  const tag = randomBytes(4).toString('hex');
  const email = `engagement-${role}-${tag}@fachwerk.test`;
  const companyName = `${role === 'client' ? 'Kunde' : role === 'supplier' ? 'Dienstleister' : 'Admin'} ${tag} GmbH`;
  const user = await api.app.get(UsersRepository).ensure({
    userType: role,
    email,
    firstName: 'Eng',
    lastName: role,
    companyName,
    passwordHash: await (passwordHash ??= new PasswordHasher().hash(DEMO_PASSWORD)),
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
    language: extra.language ?? 'de',
    profile: (extra.profile ?? {}) as never,
  });
  const { status, body } = await login(api.call, { email, password: DEMO_PASSWORD, userType: role });
  if (status !== 200 || !body.data) throw new Error(`login of ${email} failed with ${status}`);
  return { id: user.id, token: body.data.accessToken, companyName };
}

/** The one row an insert returned. */
function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export const dbOf = (api: TestApi) => api.app.get<Db>(DB);

export async function anyServiceId(db: Db): Promise<string> {
  const [row] = await db.select({ id: services.id }).from(services).limit(1);
  if (!row) throw new Error('the seed has no services');
  return row.id;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function insertJob(db: Db, values: Partial<NewJobRow> & { clientId: string }): Promise<JobRow> {
  const rows = await db
    .insert(jobs)
    .values({
      type: 'resource',
      status: 'open',
      title: `Elektriker gesucht ${randomBytes(3).toString('hex')}`,
      serviceId: values.serviceId ?? (await anyServiceId(db)),
      startDate: inDays(30),
      hours: 40,
      workersNeeded: 2,
      budgetMinCents: 3000,
      budgetMaxCents: 4500,
      address: 'Domkloster 4, 50667 Köln',
      federalState: 'Nordrhein-Westfalen',
      descriptionHtml: '<p>Arbeit</p>',
      descriptionText: 'Arbeit',
      experience: 'Medium',
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return first(rows);
}

export async function insertApplication(
  db: Db,
  values: { jobId: string; supplierId: string; status?: ApplicationRow['status'] },
): Promise<ApplicationRow> {
  const rows = await db
    .insert(applications)
    .values({ priceCents: 4000, message: 'Wir können.', status: 'pending', ...values })
    .returning();
  return first(rows);
}

/** A job of the client, the supplier's application and an award in the given status. */
export async function insertAward(
  db: Db,
  values: {
    clientId: string;
    supplierId: string;
    status?: AwardRow['status'];
    approvedAt?: Date | null;
    jobTitle?: string;
  },
): Promise<AwardRow & { jobTitle: string }> {
  const job = await insertJob(db, {
    clientId: values.clientId,
    status: 'in_progress',
    ...(values.jobTitle ? { title: values.jobTitle } : {}),
  });
  const application = await insertApplication(db, {
    jobId: job.id,
    supplierId: values.supplierId,
    status: 'awarded',
  });
  const status = values.status ?? 'approved';
  const rows = await db
    .insert(awards)
    .values({
      jobId: job.id,
      applicationId: application.id,
      clientId: values.clientId,
      supplierId: values.supplierId,
      status,
      slots: 1,
      priceCents: 4000,
      approvedAt:
        values.approvedAt !== undefined ? values.approvedAt : status === 'approved' ? new Date() : null,
    })
    .returning();
  return { ...first(rows), jobTitle: job.title };
}

/** Moves an award's approval back in time (the reveal rule counts days from it). */
export async function approvedDaysAgo(db: Db, awardId: string, days: number): Promise<void> {
  await db
    .update(awards)
    .set({ approvedAt: sql`now() - make_interval(days => ${days})` })
    .where(sql`${awards.id} = ${awardId}`);
}
