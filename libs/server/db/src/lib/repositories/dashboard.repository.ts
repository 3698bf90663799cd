import { Injectable } from '@nestjs/common';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  AWARD_STATUSES,
  JOB_STATUSES,
  WORKER_AVAILABILITIES,
  type ApplicationStatus,
  type AwardStatus,
  type JobStatus,
  type WorkerAvailability,
} from '@fachwerk/shared/contracts';
import type { Db } from '../client';
import { InjectDb } from '../db.module';
import { users } from '../schema/accounts';
import { applications, awards, jobs, savedJobs } from '../schema/jobs';
import { workers } from '../schema/workers';
import type { Actor } from './actor';
import { workerEffectivelyBusy } from './workers.repository';

type Counts<K extends string> = Record<K, number>;

/** Turns `[{key, n}]` rows of a grouped count into a record with every key (0 where absent). */
function countsOf<K extends string>(keys: readonly K[], rows: { key: string; n: number }[]): Counts<K> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Counts<K>;
  for (const row of rows) if ((keys as readonly string[]).includes(row.key)) counts[row.key as K] = row.n;
  return counts;
}

export interface ClientFigures {
  jobs: Counts<JobStatus>;
  applications: Counts<ApplicationStatus>;
  awards: Counts<AwardStatus>;
}

export interface SupplierFigures {
  savedJobs: number;
  applications: Counts<ApplicationStatus>;
  awards: Counts<AwardStatus>;
  team: Counts<WorkerAvailability>;
}

export interface AdminFigures {
  accountsAwaitingApproval: { client: number; supplier: number };
  jobs: Counts<JobStatus>;
  awards: Counts<AwardStatus>;
}

/**
 * The dashboards' figures: per table one grouped count over the actor's rows (run in parallel), so a
 * dashboard costs a handful of index scans however much data there is.
 */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async clientFigures(actor: Actor): Promise<ClientFigures> {
    const [jobRows, applicationRows, awardRows] = await Promise.all([
      this.db
        .select({ key: jobs.status, n: count() })
        .from(jobs)
        .where(eq(jobs.clientId, actor.id))
        .groupBy(jobs.status),
      this.db
        .select({ key: applications.status, n: count() })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(jobs.clientId, actor.id))
        .groupBy(applications.status),
      this.db
        .select({ key: awards.status, n: count() })
        .from(awards)
        .where(eq(awards.clientId, actor.id))
        .groupBy(awards.status),
    ]);
    return {
      jobs: countsOf(JOB_STATUSES, jobRows),
      applications: countsOf(APPLICATION_STATUSES, applicationRows),
      awards: countsOf(AWARD_STATUSES, awardRows),
    };
  }

  async supplierFigures(actor: Actor): Promise<SupplierFigures> {
    const [savedRows, applicationRows, awardRows, teamRows] = await Promise.all([
      this.db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.supplierId, actor.id)),
      this.db
        .select({ key: applications.status, n: count() })
        .from(applications)
        .where(eq(applications.supplierId, actor.id))
        .groupBy(applications.status),
      this.db
        .select({ key: awards.status, n: count() })
        .from(awards)
        .where(eq(awards.supplierId, actor.id))
        .groupBy(awards.status),
      // the team list's rule: booked on active awarded work is busy, whatever the manual setting
      this.db
        .select({ key: sql<string>`case when ${workerEffectivelyBusy} then 'busy' else 'free' end`, n: count() })
        .from(workers)
        .where(and(eq(workers.supplierId, actor.id), isNull(workers.deletedAt)))
        .groupBy(sql`1`),
    ]);
    return {
      savedJobs: savedRows[0]?.n ?? 0,
      applications: countsOf(APPLICATION_STATUSES, applicationRows),
      awards: countsOf(AWARD_STATUSES, awardRows),
      team: countsOf(WORKER_AVAILABILITIES, teamRows),
    };
  }

  async adminFigures(): Promise<AdminFigures> {
    const [accountRows, jobRows, awardRows] = await Promise.all([
      this.db
        .select({ key: users.userType, n: count() })
        .from(users)
        .where(
          and(
            inArray(users.userType, ['client', 'supplier']),
            eq(users.approvalStatus, 'pending'),
            isNull(users.deletedAt),
          ),
        )
        .groupBy(users.userType),
      this.db.select({ key: jobs.status, n: count() }).from(jobs).groupBy(jobs.status),
      this.db.select({ key: awards.status, n: count() }).from(awards).groupBy(awards.status),
    ]);
    return {
      accountsAwaitingApproval: countsOf(['client', 'supplier'] as const, accountRows),
      jobs: countsOf(JOB_STATUSES, jobRows),
      awards: countsOf(AWARD_STATUSES, awardRows),
    };
  }
}
