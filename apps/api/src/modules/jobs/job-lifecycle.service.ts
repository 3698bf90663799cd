import { Injectable } from '@nestjs/common';
import {
  JOB_CLEARABLE_FIELDS,
  type JobPatchRequest,
  type JobRequest,
  type JobResponse,
  type JobStatus,
  filePathOf,
} from '@fachwerk/shared/contracts';
import { rules } from '@fachwerk/shared/contracts/rules';
import { DomainError, ruleIssues, type AuthenticatedUser, type FieldIssue } from '@fachwerk/server/core';
import {
  AuditLogRepository,
  CatalogueLookupRepository,
  JobsRepository,
  UsersRepository,
  type DbOrTx,
  type JobRow,
  type NewJobRow,
} from '@fachwerk/server/db';
import { assertConstructionLendingAllowed, storedConstructionException } from '../../common/construction-ban';
import { sanitiseHtml } from '../../common/html-sanitiser';
import { plainTextOf } from '../../common/plain-text';
import { Notifier } from '../notifications';
import { FileReferenceValidator } from '../../common/file-references';
import { berlinToday, uploadIds } from './job-mapping';
import { JobViews } from './job-views';
import { invalidJob, jobNotFound, JobsErrorCode } from './jobs.errors';
import { OpenJobsIndex } from './open-jobs-index';

const JOB_RANGE_RULES = {
  budgetMin: [rules.priceRange('budgetMax'), rules.minimumWageRate],
  endDate: [rules.notBefore('startDate')],
};

/**
 * The life cycle of a job (see contracts jobs.ts): posted as draft or open, edited while draft or
 * open, draft → open (publish), open → closed (the owner withdraws), draft/open → closed (an admin
 * deactivates), deleted only without awards. Every transition is one conditional update; the loser of
 * a race gets 409. (A start date passing with nobody awarded closes a job in the worker.)
 */
@Injectable()
export class JobLifecycleService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly catalogue: CatalogueLookupRepository,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
    private readonly openJobs: OpenJobsIndex,
    private readonly files: FileReferenceValidator,
    private readonly views: JobViews,
    private readonly users: UsersRepository,
  ) {}

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
    return this.views.view(actor, row);
  }

  async update(actor: AuthenticatedUser, id: string, request: JobPatchRequest): Promise<JobResponse> {
    const current = await this.jobs.findOwned(actor, id);
    if (!current) throw jobNotFound();
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
          throw invalidJob([
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
    return this.views.view(actor, row);
  }

  async remove(actor: AuthenticatedUser, id: string): Promise<void> {
    const result = await this.jobs.deleteOwned(actor, id);
    if (result.outcome !== 'deleted') throw result.outcome === 'missing' ? jobNotFound() : new DomainError(JobsErrorCode.HasAwards);
    this.openJobs.removed(id);
    await this.jobs.revokeFromSuppliers(actor.id, uploadIds(result.documents), filePathOf);
  }

  async publish(actor: AuthenticatedUser, id: string): Promise<JobResponse> {
    const current = await this.jobs.findOwned(actor, id);
    if (!current) throw jobNotFound();
    if (current.status !== 'draft') throw new DomainError(JobsErrorCode.NotDraft);
    if (current.startDate < berlinToday())
      throw invalidJob([{ field: 'startDate', messageKey: 'server.jobs.startInPast', params: {} }]);
    // § 1b AÜG: the client's industry may have changed since the draft was saved.
    assertConstructionLendingAllowed(current, await this.industryOf(actor.id));
    const row = await this.jobs.transition(
      id,
      ['draft'],
      { status: 'open', publishedAt: new Date() },
      { clientId: actor.id },
    );
    if (!row) throw new DomainError(JobsErrorCode.NotDraft);
    this.openJobs.touched();
    return this.views.view(actor, row);
  }

  /**
   * open → closed (withdrawn): pending applicants are told the job is closed; `note` (optional) is
   * kept for the client's and admins' views.
   */
  async close(actor: AuthenticatedUser, id: string, note?: string): Promise<JobResponse> {
    if (!(await this.jobs.findOwned(actor, id))) throw jobNotFound();
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
    return this.views.view(actor, row);
  }

  /** draft/open → closed (deactivated) with the reason; the client is notified; audited. */
  async deactivate(admin: AuthenticatedUser, id: string, reason: string): Promise<JobResponse> {
    const current = await this.jobs.findById(id);
    if (!current) throw jobNotFound();
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
    return this.views.view(admin, row);
  }

  private async industryOf(clientId: string) {
    return (await this.users.findById(clientId))?.industry ?? null;
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
    issues.push(...ruleIssues({ type, budgetMin, budgetMax, startDate, endDate }, JOB_RANGE_RULES));
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
    if (issues.length) throw invalidJob(issues);
    // § 1b AÜG on the job as it will be (the edit merged with the stored job; a create has its type).
    const industry = await this.industryOf(actor.id);
    const exception =
      request.constructionException !== undefined ? request.constructionException : (current?.constructionException ?? null);
    if (type) assertConstructionLendingAllowed({ type, constructionException: exception }, industry);

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
    const stored = type ? storedConstructionException(type, industry, exception) : null;
    if (!current || stored !== current.constructionException) patch.constructionException = stored;
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
    else if (field === 'endDate' || field === 'constructionException') result[field] = null;
    else if ((JOB_CLEARABLE_FIELDS as readonly string[]).includes(field)) result[field] = [];
    else issues.push({ field, messageKey: 'validation.required', params: {} });
  }
  return result as Omit<Partial<JobRequest>, 'endDate'> & { endDate?: string | null };
}
