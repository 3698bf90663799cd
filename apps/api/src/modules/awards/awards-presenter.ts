import { Injectable } from '@nestjs/common';
import type {
  ApplicationResponse,
  ApplicationSupplierInfo,
  AwardResponse,
  AwardWorkerLending,
  FeedbackResponse,
  JobSummary,
  PermitStatusResponse,
  WorkerSummary,
} from '@fachwerk/shared/contracts';
import {
  ApplicationsRepository,
  AwardsRepository,
  berlinToday,
  FeedbackRepository,
  partyName,
  PermitsRepository,
  WorkersRepository,
  type Actor,
  type ApplicationWithJob,
  type AwardWithJob,
} from '@fachwerk/server/db';
import { awardFeedbackFor, toFeedbackResponse } from '../feedback';
import { permitStatusView } from '../permits';
import { jobSummaryOf } from '../../common/job-summary';
import { lendingClockView, lendingPeriodsBy, workerAtClient } from '../../common/lending';

/** How many feedbacks the supplier details show. */
const RECEIVED_FEEDBACK_LIMIT = 20;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Loads what the answers show beside the rows (workers, parties, ratings) in a few batched queries. */
@Injectable()
export class AwardsPresenter {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly awards: AwardsRepository,
    private readonly feedback: FeedbackRepository,
    private readonly workerRows: WorkersRepository,
    private readonly permits: PermitsRepository,
  ) {}

  private async parties(ids: string[]): Promise<(id: string) => ApplicationSupplierInfo> {
    const [users, ratings] = await Promise.all([
      this.applications.usersByIds(ids),
      this.feedback.ratingsFor(ids),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    return (id) => {
      const user = byId.get(id);
      const rating = ratings.get(id) ?? { average: null, count: 0 };
      return { _id: id, companyName: partyName(user), profilePic: user?.profilePic ?? null, rating };
    };
  }

  private async workers(ids: string[]): Promise<(ids: string[]) => WorkerSummary[]> {
    const summaries = await this.workerRows.summariesFor(ids);
    const byId = new Map(summaries.map((w) => [w._id, w]));
    return (wanted) => wanted.flatMap((id) => byId.get(id) ?? []);
  }

  async applicationList(rows: ApplicationWithJob[]): Promise<ApplicationResponse[]> {
    return (await this.applicationListWithJobs(rows)).map(({ job: _job, ...application }) => application);
  }

  async applicationListWithJobs(
    rows: ApplicationWithJob[],
  ): Promise<(ApplicationResponse & { job: JobSummary })[]> {
    if (!rows.length) return [];
    const partyIds = rows.flatMap((r) => [r.application.supplierId, r.job.clientId]);
    const [party, workers, awardIds, permit] = await Promise.all([
      this.parties(partyIds),
      this.workers(rows.flatMap((r) => r.application.workerIds)),
      this.awards.idsByApplication(rows.map((r) => r.application.id)),
      this.permitStatuses(rows),
    ]);
    return rows.map(({ application: a, job }) => ({
      _id: a.id,
      jobId: a.jobId,
      jobTitle: job.title,
      status: a.status,
      price: a.priceCents,
      message: a.message,
      documents: a.documents,
      workers: workers(a.workerIds),
      supplier: party(a.supplierId),
      rejectionReason: a.rejectionReason,
      createdAt: a.createdAt.toISOString(),
      decidedAt: iso(a.decidedAt),
      awardId: awardIds.get(a.id) ?? null,
      supplierPermit: job.type === 'resource' ? permit(a.supplierId) : null,
      job: jobSummaryOf(job, party(job.clientId)),
    }));
  }

  /**
   * § 1 (1) AÜG: the permit status of each supplier applying to a resource job, as of today (Europe/
   * Berlin), in one query for the whole list; fixed-price applications need none and are not looked up.
   */
  private async permitStatuses(rows: ApplicationWithJob[]): Promise<(supplierId: string) => PermitStatusResponse> {
    const supplierIds = rows.filter((r) => r.job.type === 'resource').map((r) => r.application.supplierId);
    const byId = new Map((await this.permits.ofSuppliers(supplierIds)).map((row) => [row.supplierId, row]));
    const today = berlinToday();
    return (supplierId) => permitStatusView(supplierId, byId.get(supplierId) ?? null, today);
  }

  async application(row: ApplicationWithJob): Promise<ApplicationResponse> {
    const [answer] = await this.applicationList([row]);
    return answer!;
  }

  async awardList(actor: Actor, rows: AwardWithJob[]): Promise<AwardResponse[]> {
    if (!rows.length) return [];
    const awardIds = rows.map((r) => r.award.id);
    const [party, named, feedbackRows] = await Promise.all([
      this.parties(rows.flatMap((r) => [r.award.clientId, r.award.supplierId])),
      this.awards.namedWorkerIds(awardIds),
      this.feedback.forAwards(awardIds),
    ]);
    const [workers, lending] = await Promise.all([
      this.workers([...named.values()].flat()),
      this.workerLending(rows, named),
    ]);
    return rows.map(({ award, job }) => {
      const { mine, theirs, canWrite } = awardFeedbackFor(
        actor,
        award,
        feedbackRows.filter((f) => f.awardId === award.id),
      );
      return {
        _id: award.id,
        job: jobSummaryOf(job, party(job.clientId)),
        applicationId: award.applicationId,
        client: party(award.clientId),
        supplier: party(award.supplierId),
        status: award.status,
        slots: award.slots,
        price: award.priceCents,
        workers: workers(named.get(award.id) ?? []),
        awardedAt: award.awardedAt.toISOString(),
        startedAt: iso(award.startedAt),
        completedAt: iso(award.completedAt),
        approvedAt: iso(award.approvedAt),
        completionRejectionReason: award.completionRejectionReason,
        feedback: { mine, theirs, canWrite },
        workerLending: lending(award.id),
      };
    });
  }

  /**
   * Per resource award, each named worker's § 8 (3) answer and lending clock at the award's client
   * (§ 1 (1b), § 8 (4) AÜG) as of today; fixed-price awards have none.
   */
  private async workerLending(
    rows: AwardWithJob[],
    named: Map<string, string[]>,
  ): Promise<(awardId: string) => AwardWorkerLending[]> {
    const lent = rows.filter((r) => r.job.type === 'resource');
    const lentIds = lent.map((r) => r.award.id);
    const workerIds = [...new Set(lentIds.flatMap((id) => named.get(id) ?? []))];
    const [bookings, answers] = await Promise.all([
      this.awards.lendingBookings(workerIds),
      this.awards.formerEmployeeAnswers(lentIds),
    ]);
    const today = berlinToday();
    const periods = lendingPeriodsBy(bookings, workerAtClient, today);
    const byAward = new Map(
      lent.map(({ award }) => [
        award.id,
        (named.get(award.id) ?? []).map((workerId) => ({
          workerId,
          formerEmployee: answers.get(`${award.id}/${workerId}`) ?? null,
          clock: lendingClockView(periods.get(workerAtClient({ workerId, clientId: award.clientId })) ?? [], today),
        })),
      ]),
    );
    return (awardId) => byAward.get(awardId) ?? [];
  }

  async award(actor: Actor, row: AwardWithJob): Promise<AwardResponse> {
    const [answer] = await this.awardList(actor, [row]);
    return answer!;
  }

  /** Visible feedback a supplier received (supplier details). */
  async receivedFeedback(targetId: string): Promise<FeedbackResponse[]> {
    const { items } = await this.feedback.listVisibleAbout(targetId, 1, RECEIVED_FEEDBACK_LIMIT);
    return items.map((view) => toFeedbackResponse(view));
  }

  async partyInfo(id: string): Promise<ApplicationSupplierInfo> {
    return (await this.parties([id]))(id);
  }
}
