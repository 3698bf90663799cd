import { Injectable } from '@nestjs/common';
import {
  FEEDBACK_REVEAL_DAYS,
  type ApplicationResponse,
  type ApplicationSupplierInfo,
  type AwardResponse,
  type FeedbackResponse,
  type JobSummary,
  type PartyRating,
  type WorkerSummary,
} from '@fachwerk/shared/contracts';
import {
  ApplicationsRepository,
  AwardsRepository,
  type Actor,
  type ApplicationWithJob,
  type AwardWithJob,
  type FeedbackRow,
  type JobRow,
  type UserRow,
  type WorkerRow,
} from '@fachwerk/server/db';

const EXCERPT_LENGTH = 240;
const DAY_MS = 24 * 60 * 60 * 1000;

export const partyName = (
  user: Pick<UserRow, 'companyName' | 'firstName' | 'lastName'> | undefined,
): string => (user ? (user.companyName ?? `${user.firstName} ${user.lastName}`.trim()) : '');

/** What a client sees of a proposed or named worker: no contact data, no documents. */
export function toWorkerSummary(worker: WorkerRow): WorkerSummary {
  return {
    _id: worker.id,
    fullName: worker.fullName,
    serviceType: worker.serviceType,
    languageSpoken: worker.languageSpoken,
    proficiency: worker.proficiency,
    jobType: worker.jobType,
    ...(worker.profile.highestQualification
      ? { highestQualification: worker.profile.highestQualification }
      : {}),
    experienceCount: worker.profile.previousWorkExperience?.length ?? 0,
  };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The lists shown with awards and applications (the jobs module has the search variant). */
export function toJobSummary(job: JobRow, client: JobSummary['client']): JobSummary {
  return {
    _id: job.id,
    type: job.type,
    title: job.title,
    status: job.status,
    serviceId: job.serviceId,
    startDate: job.startDate,
    endDate: job.endDate,
    hours: job.hours,
    workersNeeded: job.workersNeeded,
    workersAwarded: job.workersAwarded,
    budgetMin: job.budgetMinCents,
    budgetMax: job.budgetMaxCents,
    location: {
      address: job.address,
      ...(job.postcode ? { postcode: job.postcode } : {}),
      ...(job.city ? { city: job.city } : {}),
      state: job.federalState,
      ...(job.lat !== null ? { lat: job.lat } : {}),
      ...(job.lng !== null ? { lng: job.lng } : {}),
    },
    experience: job.experience,
    skills: job.skills,
    languages: job.languages,
    accommodation: job.accommodation,
    excerpt: excerpt(job.descriptionText),
    applicationsCount: job.applicationsCount,
    client,
    publishedAt: iso(job.publishedAt),
    createdAt: job.createdAt.toISOString(),
  };
}

/** Loads what the answers show beside the rows (workers, parties, ratings) in a few batched queries. */
@Injectable()
export class AwardsPresenter {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly awards: AwardsRepository,
  ) {}

  private async parties(ids: string[]): Promise<(id: string) => ApplicationSupplierInfo> {
    const [users, ratings] = await Promise.all([
      this.applications.usersByIds(ids),
      this.applications.ratings(ids),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    return (id) => {
      const user = byId.get(id);
      const rating: PartyRating = ratings.get(id) ?? { average: null, count: 0 };
      return { _id: id, companyName: partyName(user), profilePic: user?.profilePic ?? null, rating };
    };
  }

  private async workers(ids: string[]): Promise<(ids: string[]) => WorkerSummary[]> {
    const rows = await this.applications.workersByIds(ids);
    const byId = new Map(rows.map((w) => [w.id, toWorkerSummary(w)]));
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
    const [party, workers, awardIds] = await Promise.all([
      this.parties(partyIds),
      this.workers(rows.flatMap((r) => r.application.workerIds)),
      this.awards.idsByApplication(rows.map((r) => r.application.id)),
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
      job: toJobSummary(job, party(job.clientId)),
    }));
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
      this.awards.feedbackOf(awardIds),
    ]);
    const workers = await this.workers([...named.values()].flat());
    const authors = await this.applications.usersByIds(feedbackRows.map((f) => f.authorId));
    const authorName = new Map(authors.map((u) => [u.id, partyName(u)]));
    return rows.map(({ award, job }) => {
      const toFeedback = (f: FeedbackRow): FeedbackResponse => ({
        _id: f.id,
        awardId: f.awardId,
        jobTitle: job.title,
        authorRole: f.authorRole,
        authorName: authorName.get(f.authorId) ?? '',
        rating: f.rating,
        comment: f.comment,
        createdAt: f.createdAt.toISOString(),
      });
      const written = feedbackRows.filter((f) => f.awardId === award.id);
      const isParty = actor.id === award.clientId || actor.id === award.supplierId;
      const mine = isParty ? written.find((f) => f.authorId === actor.id) : undefined;
      const theirsRow = isParty ? written.find((f) => f.authorId !== actor.id) : undefined;
      // Reveal rule: the other side's feedback once both wrote, or FEEDBACK_REVEAL_DAYS after approval.
      const revealed =
        !!mine ||
        (!!award.approvedAt && Date.now() - award.approvedAt.getTime() >= FEEDBACK_REVEAL_DAYS * DAY_MS);
      const theirs = theirsRow && revealed && !theirsRow.hiddenAt ? toFeedback(theirsRow) : null;
      return {
        _id: award.id,
        job: toJobSummary(job, party(job.clientId)),
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
        feedback: {
          mine: mine ? toFeedback(mine) : null,
          theirs,
          canWrite: isParty && award.status === 'approved' && !mine,
        },
      };
    });
  }

  async award(actor: Actor, row: AwardWithJob): Promise<AwardResponse> {
    const [answer] = await this.awardList(actor, [row]);
    return answer!;
  }

  /** Visible feedback a supplier received (supplier details). */
  async receivedFeedback(targetId: string): Promise<FeedbackResponse[]> {
    const rows = await this.applications.visibleFeedbackFor(targetId);
    return rows.map(({ feedback: f, jobTitle, author }) => ({
      _id: f.id,
      awardId: f.awardId,
      jobTitle,
      authorRole: f.authorRole,
      authorName: partyName(author),
      rating: f.rating,
      comment: f.comment,
      createdAt: f.createdAt.toISOString(),
    }));
  }

  async partyInfo(id: string): Promise<ApplicationSupplierInfo> {
    return (await this.parties([id]))(id);
  }
}
