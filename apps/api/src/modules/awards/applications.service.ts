import { Injectable } from '@nestjs/common';
import type {
  ApplicationResponse,
  ApplicationStatus,
  AwardResponse,
  FederalState,
  JobApplicationsResponse,
  MyApplicationsResponse,
  SupplierDetailsResponse,
} from '@fachwerk/shared/contracts';
import { DomainError, ruleIssues, type AuthenticatedUser } from '@fachwerk/server/core';
import { rules } from '@fachwerk/shared/contracts/rules';
import {
  ApplicationsRepository,
  AwardsRepository,
  ChatRepository,
  partyName,
  type ApplicationRow,
  type Tx,
} from '@fachwerk/server/db';
import { assertConstructionLendingAllowed } from '../../common/construction-ban';
import { FileReferenceValidator } from '../../common/file-references';
import { ContractsService } from '../contracts';
import { Notifier } from '../notifications';
import { PermitCheck } from '../permits';
import { AwardsPresenter } from './awards-presenter';
import { AwardsErrorCode, notFound } from './awards.errors';
import type { ApplicationListQueryDto, ApplyDto, AwardDto, RejectApplicationDto } from './dto/awards.dto';
import { jobSummaryOf } from '../../common/job-summary';
import { maskContactDetails } from '../../common/contact-masking';

/**
 * Applications (life cycle in libs/server/db/.../applications.repository.ts):
 * pending → awarded | rejected (job owner), pending → withdrawn (supplier). Each change is one
 * conditional update in a transaction that also writes the notification of the other side.
 */
@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly awards: AwardsRepository,
    private readonly presenter: AwardsPresenter,
    private readonly notifier: Notifier,
    private readonly files: FileReferenceValidator,
    private readonly chats: ChatRepository,
    private readonly contracts: ContractsService,
    private readonly permitCheck: PermitCheck,
  ) {}

  // ── supplier ──────────────────────────────────────────────────────────────────────────────────

  async apply(actor: AuthenticatedUser, jobId: string, input: ApplyDto): Promise<ApplicationResponse> {
    const [supplier] = await this.applications.usersByIds([actor.id]);
    const row = await this.applications.transaction(async (tx) => {
      const job = await this.applications.countApplication(tx, jobId);
      if (!job) {
        const state = await this.applications.jobState(tx, jobId);
        if (!state || state.status === 'draft') throw notFound();
        throw new DomainError(AwardsErrorCode.JobClosed);
      }
      // § 1 (1) AÜG: lending workers (resource jobs) needs a verified, valid permit; fixed-price work does not.
      if (job.type === 'resource') await this.permitCheck.requireForApplying(actor.id, tx);
      // MiLoG: a resource job's hourly price covers at least the minimum wage of the job's period.
      const wageIssues = ruleIssues(
        { price: input.price, type: job.type, startDate: job.startDate, endDate: job.endDate },
        { price: [rules.minimumWageRate] },
      );
      if (wageIssues.length) throw new DomainError('VALIDATION_FAILED', { issues: wageIssues });
      const workers = await this.applications.ownWorkers(tx, actor.id, input.workerIds);
      if (workers.length !== input.workerIds.length) throw DomainError.field('workerIds', 'validation.exists');
      if (job.type === 'resource' && input.workerIds.length > job.workersNeeded) {
        throw DomainError.field('workerIds', 'validation.max.numeric', { max: job.workersNeeded });
      }
      const owned = await this.files.assertOwnFiles(actor.id, [{ field: 'documents', value: input.documents ?? [] }], {
        tx,
      });

      const application = await this.applications.insert(tx, {
        jobId,
        supplierId: actor.id,
        priceCents: input.price,
        // No award yet between the parties: contact details stay on the platform.
        message: maskContactDetails(input.message).text,
        documents: input.documents ?? [],
        workerIds: input.workerIds,
      });
      if (!application) throw new DomainError(AwardsErrorCode.AlreadyApplied);
      // The job's client may read the documents of the proposal (GET /files/:id honours grants).
      await this.applications.grantUploads(tx, owned, job.clientId);
      await this.notifier.notify(tx, {
        userId: job.clientId,
        type: 'applicationReceived',
        params: { companyName: partyName(supplier), jobTitle: job.title },
        link: `/apply-job/${job.id}`,
      });
      return { application, job };
    });
    return this.presenter.application(row);
  }

  async withdraw(actor: AuthenticatedUser, id: string): Promise<ApplicationResponse> {
    const found = await this.applications.findForActor(actor, id);
    if (!found) throw notFound();
    const [supplier] = await this.applications.usersByIds([actor.id]);
    const application = await this.applications.transaction(async (tx) => {
      const changed = await this.requireTransition(tx, found.application, 'withdrawn');
      await this.notifier.notify(tx, {
        userId: found.job.clientId,
        type: 'applicationWithdrawn',
        params: { companyName: partyName(supplier), jobTitle: found.job.title },
        link: `/apply-job/${found.job.id}`,
      });
      return changed;
    });
    return this.presenter.application({ application, job: found.job });
  }

  async mine(actor: AuthenticatedUser, query: ApplicationListQueryDto): Promise<MyApplicationsResponse> {
    const { items, total, counts } = await this.applications.listForSupplier(actor, query.status, query);
    return {
      items: await this.presenter.applicationListWithJobs(items),
      total,
      page: query.page,
      limit: query.limit,
      counts,
    };
  }

  // ── client (job owner) and admins ─────────────────────────────────────────────────────────────

  async listForJob(
    actor: AuthenticatedUser,
    jobId: string,
    query: ApplicationListQueryDto,
  ): Promise<JobApplicationsResponse> {
    const job = await this.applications.findManagedJob(actor, jobId);
    if (!job) throw notFound();
    const { items, total, counts } = await this.applications.listForJob(actor, job.id, query.status, query);
    return {
      items: await this.presenter.applicationList(items),
      total,
      page: query.page,
      limit: query.limit,
      counts,
    };
  }

  async one(actor: AuthenticatedUser, id: string): Promise<ApplicationResponse> {
    const found = await this.applications.findForActor(actor, id);
    if (!found) throw notFound();
    return this.presenter.application(found);
  }

  async supplierDetails(
    actor: AuthenticatedUser,
    jobId: string,
    supplierId: string,
  ): Promise<SupplierDetailsResponse> {
    const found = await this.applications.findBySupplier(actor, jobId, supplierId);
    if (!found) throw notFound();
    const [[user], application, info, client, feedback] = await Promise.all([
      this.applications.usersByIds([supplierId]),
      this.presenter.application(found),
      this.presenter.partyInfo(supplierId),
      this.presenter.partyInfo(found.job.clientId),
      this.presenter.receivedFeedback(supplierId),
    ]);
    if (!user) throw notFound();
    const profile = user.profile;
    const areaRegion = [
      ...new Set((profile.categoryAvailability ?? []).flatMap((c) => c.areaRegion ?? [])),
    ] as FederalState[];
    return {
      supplier: {
        ...info,
        ...(profile.companyAddress || profile.address
          ? { address: profile.companyAddress ?? profile.address }
          : {}),
        serviceType: profile.serviceType ?? [],
        specialSkillsOrExp: profile.specialSkillsOrExp ?? [],
        languageProficiency: profile.languageProficiency ?? [],
        areaRegion,
        ...(profile.hourlyRate !== undefined ? { hourlyRate: profile.hourlyRate } : {}),
        memberSince: user.createdAt.toISOString(),
        feedback,
      },
      application,
      job: jobSummaryOf(found.job, client),
    };
  }

  /**
   * Awards the application: takes the slots on the job row first (the race for the last slot is
   * decided there, and locking the job before the application keeps lock order the same for every
   * award of a job), then the application, then the award. A full job rejects the other pending ones.
   */
  async award(actor: AuthenticatedUser, id: string, input: AwardDto): Promise<AwardResponse> {
    const found = await this.applications.findForActor(actor, id);
    if (!found || found.job.clientId !== actor.id) throw notFound();
    const { application, job } = found;
    const proposed = application.workerIds.length;
    const slots = job.type === 'resource' ? (input.slots ?? proposed) : job.workersNeeded;
    if (job.type === 'resource' && slots > proposed)
      throw DomainError.field('slots', 'validation.max.numeric', { max: proposed });

    const awardId = await this.awards.transaction(async (tx) => {
      // § 1 (1) AÜG: a resource job is awarded only to a supplier whose permit is verified and valid today.
      if (job.type === 'resource') await this.permitCheck.requireForAward(application.supplierId, tx);
      // § 1b AÜG: the client's industry may have changed since the job was posted.
      const [client] = await this.applications.usersByIds([actor.id]);
      assertConstructionLendingAllowed(job, client?.industry);
      const updatedJob = await this.awards.takeSlots(tx, job.id, actor.id, slots);
      if (!updatedJob) {
        const state = await this.applications.jobState(tx, job.id);
        const full = state && state.workersAwarded + slots > state.workersNeeded;
        throw new DomainError(state?.status === 'open' || full ? AwardsErrorCode.NoFreeSlot : AwardsErrorCode.JobClosed);
      }
      await this.requireTransition(tx, application, 'awarded');
      const award = await this.awards.insert(tx, {
        jobId: job.id,
        applicationId: application.id,
        clientId: job.clientId,
        supplierId: application.supplierId,
        slots,
        priceCents: application.priceCents,
      });
      // § 12 (1) AÜG: the contract (AÜ-Vertrag or Werkvertrag) is made with the award, before work starts.
      await this.contracts.createForAward(tx, award, job, actor.id);
      // Awarding approves the chat of this job and supplier (creates it if there was none).
      await this.chats.ensure(tx, {
        jobId: job.id,
        clientId: job.clientId,
        supplierId: application.supplierId,
        requestedBy: actor.id,
        approve: true,
      });
      await this.notifier.notify(tx, {
        userId: application.supplierId,
        type: 'applicationAwarded',
        params: { jobTitle: job.title },
        link: '/awarded-jobs',
      });
      if (updatedJob.status !== 'open') {
        for (const rejected of await this.applications.rejectPendingOfJob(tx, job.id)) {
          await this.notifier.notify(tx, {
            userId: rejected.supplierId,
            type: 'applicationRejected',
            params: { jobTitle: job.title },
            link: `/jobs-view/${job.id}`,
          });
        }
      }
      return award.id;
    });
    const row = await this.awards.findForActor(actor, awardId);
    return this.presenter.award(actor, row!);
  }

  /**
   * `within` runs in the same transaction after the rejection (the meetings module closes the
   * meeting the client rejected the supplier from).
   */
  async reject(
    actor: AuthenticatedUser,
    id: string,
    input: RejectApplicationDto,
    within?: (tx: Tx) => Promise<void>,
  ): Promise<ApplicationResponse> {
    const found = await this.applications.findForActor(actor, id);
    if (!found || found.job.clientId !== actor.id) throw notFound();
    const application = await this.applications.transaction(async (tx) => {
      const changed = await this.requireTransition(tx, found.application, 'rejected', {
        rejectionReason: input.reason || null,
      });
      await this.notifier.notify(tx, {
        userId: found.application.supplierId,
        type: 'applicationRejected',
        params: { jobTitle: found.job.title },
        link: `/jobs-view/${found.job.id}`,
      });
      await within?.(tx);
      return changed;
    });
    return this.presenter.application({ application, job: found.job });
  }

  /** pending → `to`, or 409 naming the status the application has now. */
  private async requireTransition(
    tx: Tx,
    application: ApplicationRow,
    to: ApplicationStatus,
    extra: Partial<Pick<ApplicationRow, 'rejectionReason'>> = {},
  ): Promise<ApplicationRow> {
    const changed = await this.applications.transition(tx, application.id, 'pending', to, extra);
    if (!changed) {
      const now = await this.applications.findForActor(
        { id: application.supplierId, userType: 'supplier' },
        application.id,
        tx,
      );
      throw new DomainError(AwardsErrorCode.ApplicationNotPending, { params: { status: now?.application.status ?? application.status } });
    }
    return changed;
  }
}
