import { Injectable } from '@nestjs/common';
import {
  JOB_STATUSES,
  PAGE_LIMIT_DEFAULT,
  type AdminJobsQuery,
  type JobResponse,
  type JobSearchQuery,
  type JobSearchResponse,
  type JobStatus,
  type MyJobsQuery,
  type MyJobsResponse,
  type RelevantJobsResponse,
  type SavedJobsResponse,
} from '@fachwerk/shared/contracts';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import { JobsRepository, relevance, searchWords, supplierFit, UsersRepository, type SupplierFit } from '@fachwerk/server/db';
import { AwardsPresenter } from '../awards';
import { berlinToday, marketView, toJobSummary } from './job-mapping';
import { JobViews } from './job-views';
import { invalidJob, jobNotFound } from './jobs.errors';
import { OpenJobsIndex, type RankedPage } from './open-jobs-index';

/**
 * Finding jobs: one job as the actor may see it, the market's search, the supplier's relevant and
 * saved jobs, the client's own list and the admin's list. Nothing here changes a job's state.
 */
@Injectable()
export class JobSearchService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly users: UsersRepository,
    private readonly openJobs: OpenJobsIndex,
    private readonly applications: AwardsPresenter,
    private readonly views: JobViews,
  ) {}

  async mine(actor: AuthenticatedUser, query: MyJobsQuery): Promise<MyJobsResponse> {
    return this.ownerList({ ...query, clientId: actor.id }, false);
  }

  async adminList(query: AdminJobsQuery): Promise<MyJobsResponse> {
    return this.ownerList({ ...query }, false);
  }

  /**
   * One job: the owner and admins always; suppliers while it is open or when they applied; other
   * clients while it is open, as the market shows it (§2: every role may look at /jobs-view/:id),
   * without the documents, which are shared with suppliers only; anybody else gets 404 (the job's
   * existence is not revealed).
   */
  async get(actor: AuthenticatedUser, id: string): Promise<JobResponse> {
    const row = await this.jobs.findById(id);
    if (!row) throw jobNotFound();
    if (actor.userType === 'client' && row.clientId !== actor.id) {
      if (row.status !== 'open') throw jobNotFound();
      return marketView(await this.views.view(actor, row));
    }
    let application: Awaited<ReturnType<JobsRepository['applicationOf']>> = undefined;
    if (actor.userType === 'supplier') {
      application = await this.jobs.applicationOf(actor.id, id);
      if (row.status !== 'open' && !application) throw jobNotFound();
    }
    const response = await this.views.view(actor, row);
    if (actor.userType === 'supplier')
      response.myApplication = application
        ? await this.applications.application({ application, job: row })
        : null;
    return response;
  }

  async search(actor: AuthenticatedUser, query: JobSearchQuery): Promise<JobSearchResponse> {
    const hasLat = query.lat !== undefined;
    const hasLng = query.lng !== undefined;
    if (hasLat !== hasLng)
      throw invalidJob([
        { field: hasLat ? 'lng' : 'lat', messageKey: 'server.jobs.latLngTogether', params: {} },
      ]);
    const words = searchWords(query.q);
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const { items, total } = await this.jobs.search(
      {
        words,
        type: query.type,
        serviceId: query.serviceId,
        skills: query.skills,
        languages: query.languages,
        state: query.state,
        near:
          query.lat !== undefined && query.lng !== undefined
            ? { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm ?? 50 }
            : undefined,
        budgetMin: query.budgetMin,
        budgetMax: query.budgetMax,
        startFrom: query.startFrom,
        startTo: query.startTo,
        experience: query.experience,
        sort: query.sort ?? (words.length ? 'relevance' : 'newest'),
        today: berlinToday(),
        page,
        limit,
      },
      actor.userType === 'supplier' ? actor.id : undefined,
    );
    const supplierView = actor.userType === 'supplier';
    const summaries = items.map((item) => toJobSummary(item, supplierView));
    // clients look at other clients' jobs: no owner notes
    const shown = actor.userType === 'client' ? summaries.map(({ closedNote: _note, ...item }) => item) : summaries;
    return { items: shown, total, page, limit };
  }

  /**
   * Open jobs ranked by fit (see RELEVANCE_WEIGHTS), ranked afresh on every request by OpenJobsIndex;
   * the jobs shown are read fresh, and a job that is no longer open in the meantime is left out.
   */
  async relevant(
    actor: AuthenticatedUser,
    page = 1,
    limit = PAGE_LIMIT_DEFAULT,
  ): Promise<RelevantJobsResponse> {
    const { fit, ranking } = await this.ranking(actor, page, limit);
    const scores = new Map(ranking.ranked.map((r) => [r.id, r.score]));
    const rows = await this.jobs.hydrate(
      ranking.ranked.map((r) => r.id),
      actor.id,
    );
    // A ranked job that is gone was deleted through another api instance: drop it from the index
    // now rather than at its next full read.
    const found = new Set(rows.map((row) => row.job.id));
    for (const { id } of ranking.ranked) if (!found.has(id)) this.openJobs.removed(id);
    return {
      items: rows
        .filter((row) => row.job.status === 'open')
        .map((row) => {
          const { reasons } = relevance(
            {
              serviceId: row.job.serviceId,
              federalState: row.job.federalState,
              skills: row.job.skills,
              languageIds: row.job.languageIds,
              hours: row.job.hours,
            },
            fit,
          );
          return { ...toJobSummary(row, true), score: scores.get(row.job.id) ?? 0, reasons };
        }),
      total: ranking.total,
      page,
      limit,
    };
  }

  /** How many open jobs fit the supplier: the total of `relevant` (the dashboard's figure). */
  async relevantCount(actor: AuthenticatedUser): Promise<number> {
    return (await this.ranking(actor, 1, 0)).ranking.total;
  }

  private async ranking(
    actor: AuthenticatedUser,
    page: number,
    limit: number,
  ): Promise<{ fit: SupplierFit; ranking: RankedPage }> {
    const user = await this.users.findById(actor.id);
    const fit = supplierFit(user?.profile as Record<string, unknown> | undefined);
    if (fit.services.length === 0 && (fit.regions.length === 0 || fit.skills.length === 0)) {
      return { fit, ranking: { ranked: [], total: 0 } };
    }
    await this.openJobs.fresh();
    return { fit, ranking: this.openJobs.rank(fit, berlinToday(), page, limit) };
  }

  /** Idempotent; only jobs the supplier can see (open, or applied to) can be saved. */
  async save(actor: AuthenticatedUser, id: string): Promise<void> {
    const job = await this.jobs.findById(id);
    if (!job) throw jobNotFound();
    if (job.status !== 'open' && !(await this.jobs.applicationOf(actor.id, id))) throw jobNotFound();
    await this.jobs.save(actor, id);
  }

  async unsave(actor: AuthenticatedUser, id: string): Promise<void> {
    await this.jobs.unsave(actor, id);
  }

  async saved(actor: AuthenticatedUser, page = 1, limit = PAGE_LIMIT_DEFAULT): Promise<SavedJobsResponse> {
    const { items, total } = await this.jobs.listSaved(actor, page, limit);
    return { items: items.map((item) => toJobSummary(item, true)), total, page, limit };
  }

  private async ownerList(query: AdminJobsQuery, supplierView: boolean): Promise<MyJobsResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const { items, total, counts } = await this.jobs.listForOwner({
      status: query.status,
      type: query.type,
      q: query.q,
      clientId: query.clientId,
      page,
      limit,
    });
    const allCounts = Object.fromEntries(
      JOB_STATUSES.map((status) => [status, counts[status] ?? 0]),
    ) as Record<JobStatus, number>;
    return {
      items: items.map((item) => toJobSummary(item, supplierView)),
      total,
      page,
      limit,
      counts: allCounts,
    };
  }
}
