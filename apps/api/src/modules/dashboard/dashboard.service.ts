import { Injectable } from '@nestjs/common';
import type {
  AdminDashboard,
  ClientDashboard,
  DashboardResponse,
  SupplierDashboard,
} from '@fachwerk/shared/contracts';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import { DashboardRepository, FeedbackRepository } from '@fachwerk/server/db';
import { JobSearchService } from '../jobs';

/** Feedback the admin should look at: ratings up to this, not hidden, written in the last days below. */
export const REVIEW_MAX_RATING = 2;
export const REVIEW_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The figures of the caller's role.
 * - client: open and draft jobs; new applications = pending applications on own jobs; in progress =
 *   awards awarded or in progress; awaiting approval = awards completed by the supplier; completed =
 *   approved awards.
 * - supplier: relevant jobs (the total of /jobs/relevant: open jobs of its services, or in its
 *   regions asking for one of its skills), saved jobs, own
 *   applications per status, awards awarded / in progress / completed (completed or approved), team
 *   free/busy, own rating.
 * - admin: accounts awaiting approval per type, jobs and awards per status, feedback to review
 *   (rating ≤ REVIEW_MAX_RATING, not hidden, written in the last REVIEW_WINDOW_DAYS days).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly feedback: FeedbackRepository,
    private readonly jobs: JobSearchService,
  ) {}

  forUser(user: AuthenticatedUser): Promise<DashboardResponse> {
    if (user.userType === 'client') return this.client(user);
    if (user.userType === 'supplier') return this.supplier(user);
    return this.admin();
  }

  private async client(user: AuthenticatedUser): Promise<ClientDashboard> {
    const { jobs, applications, awards } = await this.dashboard.clientFigures(user);
    return {
      role: 'client',
      openJobs: jobs.open,
      draftJobs: jobs.draft,
      newApplications: applications.pending,
      inProgress: awards.awarded + awards.in_progress,
      awaitingApproval: awards.completed,
      completed: awards.approved,
    };
  }

  private async supplier(user: AuthenticatedUser): Promise<SupplierDashboard> {
    const [figures, ratings, relevantJobs] = await Promise.all([
      this.dashboard.supplierFigures(user),
      this.feedback.ratingsFor([user.id]),
      this.jobs.relevantCount(user),
    ]);
    return {
      role: 'supplier',
      relevantJobs,
      savedJobs: figures.savedJobs,
      applications: figures.applications,
      awarded: figures.awards.awarded,
      inProgress: figures.awards.in_progress,
      completed: figures.awards.completed + figures.awards.approved,
      team: { free: figures.team.free, busy: figures.team.busy },
      rating: ratings.get(user.id) ?? { average: null, count: 0 },
    };
  }

  private async admin(): Promise<AdminDashboard> {
    const since = new Date(Date.now() - REVIEW_WINDOW_DAYS * DAY_MS);
    const [figures, feedbackToReview] = await Promise.all([
      this.dashboard.adminFigures(),
      this.feedback.countToReview(REVIEW_MAX_RATING, since),
    ]);
    return { role: 'admin', ...figures, feedbackToReview };
  }
}
