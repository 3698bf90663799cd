import { Injectable } from '@nestjs/common';
import {
  JOB_CLEARABLE_FIELDS,
  JOB_STATUSES,
  PAGE_LIMIT_DEFAULT,
  type AdminJobsQuery,
  type JobPatchRequest,
  type JobRequest,
  type JobResponse,
  type JobSearchQuery,
  type JobSearchResponse,
  type JobStatus,
  type MyJobsQuery,
  type MyJobsResponse,
  type RelevantJobsResponse,
  type SavedJobsResponse,
  filePathOf,
} from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';
import { DomainError, ruleIssues, type AuthenticatedUser, type FieldIssue } from '@fachwerk/server/core';
import {
  AuditLogRepository,
  CatalogueLookupRepository,
  JobsRepository,
  relevance,
  searchWords,
  supplierFit,
  UsersRepository,
  type DbOrTx,
  type JobRow,
  type NewJobRow,
  type SupplierFit,
} from '@fachwerk/server/db';
import { sanitiseHtml } from '../../common/html-sanitiser';
import { plainTextOf } from '../../common/plain-text';
import { Notifier } from '../notifications';
import { AwardsPresenter } from '../awards';
import { FileNames, FileReferenceValidator } from '../../common/file-references';
import { berlinToday, marketView, toJobResponse, toJobSummary, uploadIds } from './job-mapping';
import { JobsErrorCode } from './jobs.errors';
import { OpenJobsIndex, type RankedPage } from './open-jobs-index';

const invalid = (issues: FieldIssue[]) => new DomainError(JobsErrorCode.Validation, { issues });
const notFound = () => new DomainError(JobsErrorCode.NotFound);
const JOB_RANGE_RULES = { budgetMin: [rules.notAbove('budgetMax')], endDate: [rules.notBefore('startDate')] };

/**
 * Jobs of the marketplace. Life cycle (see contracts jobs.ts): draft → open (publish), open → closed
 * (the owner withdraws, an admin deactivates, or the start date passes with nobody awarded);
 * editing while draft or open, deleting only without awards. Every transition is one conditional
 * update; the loser of a race gets 409.
 */
@Injectable()
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly catalogue: CatalogueLookupRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
    private readonly openJobs: OpenJobsIndex,
    private readonly applications: AwardsPresenter,
    private readonly files: FileReferenceValidator,
    private readonly fileNames: FileNames,
  ) {}

  // ── Client: write ────────────────────────────────────────────────────────────────────────────

  async create(actor: AuthenticatedUser, request: JobRequest): Promise<JobResponse> {
    const values = await this.toColumns(actor, request, null);
    const draft = request.draft === true;
    const row = await this.jobs.transaction(async (tx) => {
      const job = await this.jobs.insert(
        actor,
        {
          ...(values as Omit<NewJobRow, 'clientId'>),
          status: draft ? 'draft' : 'open',
          publishedAt: draft ? null : new Date(),
        },
        tx,
      );
      await this.grantDocuments(job.documents, tx);
      return job;
    });
    this.openJobs.touched();
    return this.view(actor, row);
  }

  async update(actor: AuthenticatedUser, id: string, request: JobPatchRequest): Promise<JobResponse> {
    const current = await this.jobs.findOwned(actor, id);
    if (!current) throw notFound();
    if (!(['draft', 'open'] as JobStatus[]).includes(current.status)) throw new DomainError(JobsErrorCode.NotEditable);
    const patch = await this.toColumns(actor, request, current);
    const row = await this.jobs.transaction(async (tx) => {
      const updated = await this.jobs.updateEditable(actor, id, patch, tx);
      if (!updated) {
        const now = await this.jobs.findOwned(actor, id, tx);
        if (
          now &&
          patch.workersNeeded !== undefined &&
          now.workersAwarded > patch.workersNeeded &&
          ['draft', 'open'].includes(now.status)
        ) {
          throw invalid([
            {
              field: 'workersNeeded',
              messageKey: 'server.jobs.belowAwarded',
              params: { awarded: now.workersAwarded },
            },
          ]);
        }
        throw new DomainError(JobsErrorCode.NotEditable);
      }
      await this.grantDocuments(updated.documents, tx);
      const kept = new Set(uploadIds(updated.documents));
      const takenOff = uploadIds(current.documents).filter((uploadId) => !kept.has(uploadId));
      await this.jobs.revokeFromSuppliers(actor.id, takenOff, filePathOf, tx);
      return updated;
    });
    this.openJobs.touched();
    return this.view(actor, row);
  }

  async remove(actor: AuthenticatedUser, id: string): Promise<void> {
    const result = await this.jobs.deleteOwned(actor, id);
    if (result.outcome !== 'deleted') throw result.outcome === 'missing' ? notFound() : new DomainError(JobsErrorCode.HasAwards);
    this.openJobs.removed(id);
    await this.jobs.revokeFromSuppliers(actor.id, uploadIds(result.documents), filePathOf);
  }

  async publish(actor: AuthenticatedUser, id: string): Promise<JobResponse> {
    const current = await this.jobs.findOwned(actor, id);
    if (!current) throw notFound();
    if (current.status !== 'draft') throw new DomainError(JobsErrorCode.NotDraft);
    if (current.startDate < berlinToday())
      throw invalid([{ field: 'startDate', messageKey: 'server.jobs.startInPast', params: {} }]);
    const row = await this.jobs.transition(
      id,
      ['draft'],
      { status: 'open', publishedAt: new Date() },
      { clientId: actor.id },
    );
    if (!row) throw new DomainError(JobsErrorCode.NotDraft);
    this.openJobs.touched();
    return this.view(actor, row);
  }

  /** open → closed (withdrawn); pending applicants are told the job is closed. */
  /** Withdraws the own open job; `note` (optional) is kept for the client's and admins' views. */
  async close(actor: AuthenticatedUser, id: string, note?: string): Promise<JobResponse> {
    if (!(await this.jobs.findOwned(actor, id))) throw notFound();
    const row = await this.jobs.transaction(async (tx) => {
      const closed = await this.jobs.transition(
        id,
        ['open'],
        { status: 'closed', closedReason: 'withdrawn', closedNote: note?.trim() || null },
        { clientId: actor.id, tx },
      );
      if (!closed) throw new DomainError(JobsErrorCode.NotOpen);
      for (const supplierId of await this.jobs.pendingApplicantIds(id, tx)) {
        await this.notifier.notify(tx, {
          userId: supplierId,
          type: 'jobClosed',
          params: { jobTitle: closed.title },
          link: `/jobs-view/${id}`,
        });
      }
      return closed;
    });
    this.openJobs.touched();
    return this.view(actor, row);
  }

  // ── Admin ────────────────────────────────────────────────────────────────────────────────────

  /** draft/open → closed (deactivated) with the reason; the client is notified; audited. */
  async deactivate(admin: AuthenticatedUser, id: string, reason: string): Promise<JobResponse> {
    const current = await this.jobs.findById(id);
    if (!current) throw notFound();
    const row = await this.jobs.transaction(async (tx) => {
      const closed = await this.jobs.transition(
        id,
        ['draft', 'open'],
        { status: 'closed', closedReason: 'deactivated', deactivationReason: reason },
        { tx },
      );
      if (!closed) throw new DomainError(JobsErrorCode.NotActive);
      await this.notifier.notify(tx, {
        userId: closed.clientId,
        type: 'jobDeactivated',
        params: { jobTitle: closed.title, reason },
        link: `/jobs-view/${id}`,
      });
      await this.audit.record(
        admin,
        {
          action: 'deactivate',
          targetId: closed.clientId,
          details: { jobId: id, from: current.status, to: 'closed', reason },
        },
        tx,
      );
      return closed;
    });
    this.openJobs.touched();
    return this.view(admin, row);
  }

  async adminList(query: AdminJobsQuery): Promise<MyJobsResponse> {
    return this.ownerList({ ...query }, false);
  }

  // ── Reads ────────────────────────────────────────────────────────────────────────────────────

  async mine(actor: AuthenticatedUser, query: MyJobsQuery): Promise<MyJobsResponse> {
    return this.ownerList({ ...query, clientId: actor.id }, false);
  }

  /**
   * One job: the owner and admins always; suppliers while it is open or when they applied; other
   * clients while it is open, as the market shows it (§2: every role may look at /jobs-view/:id),
   * without the documents, which are shared with suppliers only; anybody else gets 404 (the job's
   * existence is not revealed).
   */
  async get(actor: AuthenticatedUser, id: string): Promise<JobResponse> {
    const row = await this.jobs.findById(id);
    if (!row) throw notFound();
    if (actor.userType === 'client' && row.clientId !== actor.id) {
      if (row.status !== 'open') throw notFound();
      return marketView(await this.view(actor, row));
    }
    let application: Awaited<ReturnType<JobsRepository['applicationOf']>> = undefined;
    if (actor.userType === 'supplier') {
      application = await this.jobs.applicationOf(actor.id, id);
      if (row.status !== 'open' && !application) throw notFound();
    }
    const response = await this.view(actor, row);
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
      throw invalid([
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

  // ── Saved jobs ───────────────────────────────────────────────────────────────────────────────

  /** Idempotent; only jobs the supplier can see (open, or applied to) can be saved. */
  async save(actor: AuthenticatedUser, id: string): Promise<void> {
    const job = await this.jobs.findById(id);
    if (!job) throw notFound();
    if (job.status !== 'open' && !(await this.jobs.applicationOf(actor.id, id))) throw notFound();
    await this.jobs.save(actor, id);
  }

  async unsave(actor: AuthenticatedUser, id: string): Promise<void> {
    await this.jobs.unsave(actor, id);
  }

  async saved(actor: AuthenticatedUser, page = 1, limit = PAGE_LIMIT_DEFAULT): Promise<SavedJobsResponse> {
    const { items, total } = await this.jobs.listSaved(actor, page, limit);
    return { items: items.map((item) => toJobSummary(item, true)), total, page, limit };
  }

  // ── Helpers ──────────────────────────────────────────────────────────────────────────────────

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

  private async view(actor: AuthenticatedUser, row: JobRow): Promise<JobResponse> {
    const supplier = actor.userType === 'supplier';
    const [hydrated] = await this.jobs.hydrate([row.id], supplier ? actor.id : undefined);
    if (!hydrated) throw notFound();
    return this.fileNames.withFileNames(toJobResponse(hydrated, supplier));
  }

  private async grantDocuments(documents: string[], tx: DbOrTx): Promise<void> {
    await this.jobs.grantToSuppliers(uploadIds(documents), tx);
  }

  /**
   * The columns of a create (current = null: every required field is there) or an edit (only the
   * given fields), after the cross-field and catalogue checks.
   */
  private async toColumns(
    actor: AuthenticatedUser,
    input: JobPatchRequest,
    current: JobRow | null,
  ): Promise<Partial<NewJobRow>> {
    const issues: FieldIssue[] = [];
    const request = withoutNulls(input, issues);
    const today = berlinToday();
    const type = request.type ?? current?.type;
    const startDate = request.startDate ?? current?.startDate;
    const endDate = request.endDate !== undefined ? request.endDate : (current?.endDate ?? undefined);
    const budgetMin = request.budgetMin ?? current?.budgetMinCents;
    const budgetMax = request.budgetMax ?? current?.budgetMaxCents;

    if (request.startDate !== undefined && request.startDate < today)
      issues.push({ field: 'startDate', messageKey: 'server.jobs.startInPast', params: {} });
    // §5 min ≤ max and end not before start, on the edit merged with the stored job (the contracts rules).
    issues.push(...ruleIssues({ budgetMin, budgetMax, startDate, endDate }, JOB_RANGE_RULES));
    const location = request.location;
    if (location && (location.lat === undefined) !== (location.lng === undefined)) {
      issues.push({
        field: location.lat === undefined ? 'location.lat' : 'location.lng',
        messageKey: 'server.jobs.latLngTogether',
        params: {},
      });
    }
    let descriptionHtml: string | undefined;
    let descriptionText: string | undefined;
    if (request.description !== undefined) {
      descriptionHtml = sanitiseHtml(request.description);
      descriptionText = plainTextOf(descriptionHtml);
      if (!descriptionText)
        issues.push({ field: 'description', messageKey: 'server.jobs.descriptionEmpty', params: {} });
    }
    if (request.documents?.length) {
      const checked = await this.files.check(actor.id, [{ field: 'documents', value: request.documents }], {
        kept: current?.documents ?? [],
      });
      issues.push(...checked.issues);
    }
    const [missingService, missingSkills, missingLanguages, missingTools] = await Promise.all([
      request.serviceId !== undefined ? this.catalogue.missingActive('services', [request.serviceId]) : [],
      request.skills?.length ? this.catalogue.missingActive('skills', request.skills) : [],
      request.languages?.length
        ? this.catalogue.missingActive(
            'languages',
            request.languages.map((l) => l.language),
          )
        : [],
      request.tools?.length ? this.jobs.missingTools(request.tools) : [],
    ]);
    if (missingService.length)
      issues.push({ field: 'serviceId', messageKey: 'validation.exists', params: {} });
    if (missingSkills.length) issues.push({ field: 'skills', messageKey: 'validation.exists', params: {} });
    if (missingLanguages.length)
      issues.push({ field: 'languages', messageKey: 'validation.exists', params: {} });
    if (missingTools.length) issues.push({ field: 'tools', messageKey: 'validation.exists', params: {} });
    if (issues.length) throw invalid(issues);

    const patch: Partial<NewJobRow> = {};
    if (request.type !== undefined) patch.type = request.type;
    if (request.title !== undefined) patch.title = request.title;
    if (request.serviceId !== undefined) patch.serviceId = request.serviceId;
    if (request.startDate !== undefined) patch.startDate = request.startDate;
    if (request.endDate !== undefined) patch.endDate = request.endDate;
    if (request.hours !== undefined) patch.hours = request.hours;
    // fixedBudget jobs are one contract: always one slot.
    if (type === 'fixedBudget') patch.workersNeeded = 1;
    else if (request.workersNeeded !== undefined) patch.workersNeeded = request.workersNeeded;
    else if (!current) patch.workersNeeded = 1;
    if (request.skills !== undefined) patch.skills = [...new Set(request.skills)];
    if (request.languages !== undefined) {
      const unique = new Map(
        request.languages.map((l) => [l.language, { language: l.language, level: l.level }]),
      );
      patch.languages = [...unique.values()];
      patch.languageIds = [...unique.keys()];
    }
    if (request.accommodation !== undefined) patch.accommodation = request.accommodation;
    if (request.budgetMin !== undefined) patch.budgetMinCents = request.budgetMin;
    if (request.budgetMax !== undefined) patch.budgetMaxCents = request.budgetMax;
    if (location) {
      patch.address = location.address;
      patch.postcode = location.postcode ?? null;
      patch.city = location.city ?? null;
      patch.federalState = location.state;
      patch.lat = location.lat ?? null;
      patch.lng = location.lng ?? null;
    }
    if (descriptionHtml !== undefined && descriptionText !== undefined) {
      patch.descriptionHtml = descriptionHtml;
      patch.descriptionText = descriptionText;
    }
    if (request.documents !== undefined) patch.documents = request.documents;
    if (request.experience !== undefined) patch.experience = request.experience;
    if (request.tools !== undefined) patch.tools = [...new Set(request.tools)];
    if (request.certificates !== undefined)
      patch.certificates = request.certificates.map((c) => c.trim()).filter(Boolean);
    return patch;
  }
}

/**
 * An edit's `null`s: the end date stays null (cleared), the lists become empty, and a required field
 * gets a "required" issue (its null is dropped, so nothing half-written reaches the database).
 */
function withoutNulls(
  request: JobPatchRequest,
  issues: FieldIssue[],
): Omit<Partial<JobRequest>, 'endDate'> & { endDate?: string | null } {
  const result: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(request)) {
    if (value !== null) result[field] = value;
    else if (field === 'endDate') result[field] = null;
    else if ((JOB_CLEARABLE_FIELDS as readonly string[]).includes(field)) result[field] = [];
    else issues.push({ field, messageKey: 'validation.required', params: {} });
  }
  return result as Omit<Partial<JobRequest>, 'endDate'> & { endDate?: string | null };
}
