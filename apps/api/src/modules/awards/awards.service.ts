import { Injectable } from '@nestjs/common';
import type {
  AwardListResponse,
  AwardResponse,
  AwardStatus,
  NotificationType,
} from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { exceedsMaximumLending, lendingClock } from '@fachwerk/shared/contracts/rules';
import { formatIsoDate } from '@fachwerk/server/documents';
import {
  ApplicationsRepository,
  AwardsRepository,
  berlinToday,
  partyName,
  type AwardRow,
  type AwardWithJob,
  type JobRow,
  type Tx,
  type WorkerRow,
} from '@fachwerk/server/db';
import { ContractGate, ContractsService } from '../contracts';
import { Notifier } from '../notifications';
import { AwardsPresenter } from './awards-presenter';
import { AwardsErrorCode, notFound } from './awards.errors';
import { lendingPeriodsBy } from '../../common/lending';
import type { AwardListQueryDto, CompletionRejectionDto, NameWorkersDto } from './dto/awards.dto';

type TimestampFields = Partial<
  Pick<AwardRow, 'startedAt' | 'completedAt' | 'approvedAt' | 'completionRejectionReason'>
>;

/**
 * Awarded work (life cycle in libs/server/db/.../awards.repository.ts):
 * awarded → in_progress (supplier starts; resource jobs need their named workers) → completed
 * (supplier) → approved (client), or completed → in_progress when the client rejects the completion.
 * The job rolls up: open → in_progress when work starts, in_progress → completed when all is approved.
 */
@Injectable()
export class AwardsService {
  constructor(
    private readonly awards: AwardsRepository,
    private readonly applications: ApplicationsRepository,
    private readonly presenter: AwardsPresenter,
    private readonly notifier: Notifier,
    private readonly contracts: ContractsService,
    private readonly contractGate: ContractGate,
  ) {}

  async list(actor: AuthenticatedUser, query: AwardListQueryDto): Promise<AwardListResponse> {
    const { items, total } = await this.awards.list(actor, {
      ...query,
      page: query.page,
      limit: query.limit,
    });
    return {
      items: await this.presenter.awardList(actor, items),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async one(actor: AuthenticatedUser, id: string): Promise<AwardResponse> {
    return this.presenter.award(actor, await this.find(actor, id));
  }

  /**
   * Names the workers doing the work (replacing earlier ones) while awarded or in progress. The
   * worker rows are locked, then their active bookings checked: a worker booked on another award whose
   * dates overlap this job's is a 409 naming the worker. Resource awards (Arbeitnehmerüberlassung)
   * also need the § 8 (3) AÜG answer per worker and keep each worker within 18 months at the client.
   */
  async nameWorkers(actor: AuthenticatedUser, id: string, input: NameWorkersDto): Promise<AwardResponse> {
    const { award, job } = await this.find(actor, id, 'supplier');
    await this.awards.transaction(async (tx) => {
      const locked = await this.awards.lockAward(tx, award.id, ['awarded', 'in_progress']);
      if (!locked) throw new DomainError(AwardsErrorCode.StatusChanged);
      const own = await this.applications.ownWorkers(tx, actor.id, input.workerIds);
      if (own.length !== input.workerIds.length) throw DomainError.field('workerIds', 'validation.exists');
      if (job.type === 'resource' && input.workerIds.length !== locked.slots) {
        throw DomainError.field('workerIds', 'server.awards.fieldRules.exactWorkers', { count: locked.slots });
      }
      const formerEmployeeIds = job.type === 'resource' ? requireFormerEmployeeAnswer(input) : null;
      // § 1 (1) sentence 6 AÜG: workers are named with reference to the contract both have accepted;
      // the naming makes a new version, which both accept again before the work starts.
      await this.contractGate.requireAccepted(award.id, tx);
      const ids = [...input.workerIds].sort();
      await this.awards.lockWorkers(tx, ids);
      const [clash] = await this.awards.overlappingBookings(tx, ids, job.startDate, job.endDate, award.id);
      if (clash) throw new DomainError(AwardsErrorCode.WorkerBooked, { params: { name: clash.fullName } });
      if (job.type === 'resource') await this.checkMaximumLending(tx, locked, job, own);
      await this.awards.replaceBookings(tx, award.id, ids, job.startDate, job.endDate, formerEmployeeIds);
      await this.contracts.revise(tx, { award: locked, job }, 'workers', actor);
    });
    return this.one(actor, id);
  }

  /**
   * § 1 (1b) AÜG: each worker's earlier lending to this client (any award of it but this one; periods
   * before an interruption of more than three months no longer count) plus this job's period, from its
   * start to its end date, stays within 18 months; otherwise a 422 naming the worker and the last day.
   */
  private async checkMaximumLending(tx: Tx, award: AwardRow, job: JobRow, named: WorkerRow[]): Promise<void> {
    const today = berlinToday();
    const bookings = await this.awards.lendingBookings(
      named.map((w) => w.id),
      { clientId: award.clientId, exceptAwardId: award.id },
      tx,
    );
    const periodsOf = lendingPeriodsBy(bookings, (b) => b.workerId, today);
    const planned = { from: job.startDate, to: job.endDate };
    for (const worker of [...named].sort((a, b) => a.fullName.localeCompare(b.fullName, 'de'))) {
      const periods = periodsOf.get(worker.id) ?? [];
      if (!exceedsMaximumLending(periods, planned)) continue;
      const clock = lendingClock([...periods, { from: planned.from, to: planned.to ?? planned.from }], planned.from);
      throw new DomainError(AwardsErrorCode.LendingMaximumExceeded, {
        params: { name: worker.fullName, lastAllowedDay: formatIsoDate(clock?.lastAllowedDay ?? planned.from, 'de') },
      });
    }
  }

  async start(actor: AuthenticatedUser, id: string): Promise<AwardResponse> {
    const found = await this.find(actor, id, 'supplier');
    await this.awards.transaction(async (tx) => {
      const changed = await this.move(tx, found, 'awarded', 'in_progress', { startedAt: new Date() });
      // § 1 (1) sentence 5, § 12 (1) AÜG: no work before the contract (its current version) is accepted by both.
      await this.contractGate.requireAccepted(found.award.id, tx);
      if (
        found.job.type === 'resource' &&
        (await this.awards.countBookings(tx, found.award.id)) < changed.slots
      ) {
        throw new DomainError(AwardsErrorCode.WorkersRequired, { params: { count: changed.slots } });
      }
      await this.awards.startJob(tx, found.job.id);
      await this.notifyOther(tx, found, 'workStarted', '/awarded-jobs');
    });
    return this.one(actor, id);
  }

  async complete(actor: AuthenticatedUser, id: string): Promise<AwardResponse> {
    const found = await this.find(actor, id, 'supplier');
    await this.awards.transaction(async (tx) => {
      await this.move(tx, found, 'in_progress', 'completed', { completedAt: new Date() });
      await this.notifyOther(tx, found, 'workCompleted', '/awarded-jobs');
    });
    return this.one(actor, id);
  }

  async approve(actor: AuthenticatedUser, id: string): Promise<AwardResponse> {
    const found = await this.find(actor, id, 'client');
    await this.awards.transaction(async (tx) => {
      // The job row first: two approvals of one job's awards serialise, so the last one completes it.
      await this.awards.lockJob(tx, found.job.id);
      await this.move(tx, found, 'completed', 'approved', { approvedAt: new Date() });
      await this.awards.releaseBookings(tx, found.award.id);
      await this.awards.completeJobIfAllApproved(tx, found.job.id);
      await this.notifyOther(tx, found, 'completionApproved', '/completed-jobs');
    });
    return this.one(actor, id);
  }

  async rejectCompletion(
    actor: AuthenticatedUser,
    id: string,
    input: CompletionRejectionDto,
  ): Promise<AwardResponse> {
    const found = await this.find(actor, id, 'client');
    await this.awards.transaction(async (tx) => {
      await this.move(tx, found, 'completed', 'in_progress', {
        completedAt: null,
        completionRejectionReason: input.reason,
      });
      await this.notifyOther(tx, found, 'completionRejected', '/awarded-jobs', { reason: input.reason });
    });
    return this.one(actor, id);
  }

  /** The award if the actor may see it (and, for changes, is its client or supplier); else 404. */
  private async find(
    actor: AuthenticatedUser,
    id: string,
    party?: 'client' | 'supplier',
  ): Promise<AwardWithJob> {
    const found = await this.awards.findForActor(actor, id);
    if (!found) throw notFound();
    if (party && found.award[party === 'client' ? 'clientId' : 'supplierId'] !== actor.id) throw notFound();
    return found;
  }

  private async move(
    tx: Tx,
    { award }: AwardWithJob,
    from: AwardStatus,
    to: AwardStatus,
    extra: TimestampFields,
  ): Promise<AwardRow> {
    const changed = await this.awards.transition(tx, award.id, from, to, extra);
    if (!changed) throw new DomainError(AwardsErrorCode.StatusChanged);
    return changed;
  }

  /** Tells the other party of the award (client ↔ supplier) what happened, in their language. */
  private async notifyOther(
    tx: Tx,
    { award, job }: AwardWithJob,
    type: NotificationType,
    link: string,
    params: Record<string, string> = {},
  ): Promise<void> {
    const toClient = type === 'workStarted' || type === 'workCompleted';
    const [supplier] = toClient ? await this.applications.usersByIds([award.supplierId]) : [];
    await this.notifier.notify(tx, {
      userId: toClient ? award.clientId : award.supplierId,
      type,
      params: { jobTitle: job.title, companyName: partyName(supplier), ...params },
      link,
    });
  }
}

/**
 * § 8 (3) AÜG: for a resource award the supplier answers, per named worker, whether they left the
 * client's employment within the last six months (`formerEmployeeIds`, empty for none); required.
 */
function requireFormerEmployeeAnswer(input: NameWorkersDto): string[] {
  // null: answered "none of them" (the web leaves empty lists out of every body, so it says none with null)
  if (input.formerEmployeeIds === null) return [];
  const answer = input.formerEmployeeIds;
  if (answer === undefined) throw DomainError.field('formerEmployeeIds', 'server.awards.fieldRules.formerEmployeeRequired');
  if (answer.some((id) => !input.workerIds.includes(id))) {
    throw DomainError.field('formerEmployeeIds', 'server.awards.fieldRules.formerEmployeeNotNamed');
  }
  return answer;
}
