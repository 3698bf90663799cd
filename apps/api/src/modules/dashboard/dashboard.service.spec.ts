import { jest } from '@jest/globals';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import type { DashboardRepository, FeedbackRepository } from '@fachwerk/server/db';
import { type JobSearchService } from '../jobs';
import { DashboardService, REVIEW_MAX_RATING } from './dashboard.service';

const user = (userType: AuthenticatedUser['userType']): AuthenticatedUser => ({
  id: `${userType}-1`,
  userType,
  sessionId: 's',
  language: 'de',
});
const jobs = { draft: 1, open: 2, in_progress: 3, completed: 4, closed: 5 };
const applications = { pending: 6, awarded: 7, rejected: 8, withdrawn: 9 };
const awards = { awarded: 10, in_progress: 11, completed: 12, approved: 13, cancelled: 14, ended: 15 };

function setup() {
  const dashboard = {
    clientFigures: jest
      .fn<DashboardRepository['clientFigures']>()
      .mockResolvedValue({ jobs, applications, awards }),
    supplierFigures: jest.fn<DashboardRepository['supplierFigures']>().mockResolvedValue({
      savedJobs: 15,
      applications,
      awards,
      team: { free: 16, busy: 17 },
    }),
    adminFigures: jest.fn<DashboardRepository['adminFigures']>().mockResolvedValue({
      accountsAwaitingApproval: { client: 18, supplier: 19 },
      jobs,
      awards,
    }),
  };
  const feedback = {
    ratingsFor: jest
      .fn<FeedbackRepository['ratingsFor']>()
      .mockResolvedValue(new Map([['supplier-1', { average: 4.5, count: 2 }]])),
    countToReview: jest.fn<FeedbackRepository['countToReview']>().mockResolvedValue(20),
  };
  const jobsService = { relevantCount: jest.fn<JobSearchService['relevantCount']>().mockResolvedValue(14) };
  return {
    service: new DashboardService(
      dashboard as unknown as DashboardRepository,
      feedback as unknown as FeedbackRepository,
      jobsService as unknown as JobSearchService,
    ),
    dashboard,
    feedback,
    jobsService,
  };
}

describe('DashboardService', () => {
  it('client: open, drafts, pending applications, awards in progress / awaiting approval / approved', async () => {
    const { service, dashboard } = setup();
    expect(await service.forUser(user('client'))).toEqual({
      role: 'client',
      openJobs: 2,
      draftJobs: 1,
      newApplications: 6,
      inProgress: 10 + 11,
      awaitingApproval: 12,
      completed: 13,
    });
    expect(dashboard.clientFigures).toHaveBeenCalledWith(expect.objectContaining({ id: 'client-1' }));
  });

  it('supplier: figures of its own rows and its rating', async () => {
    const { service, feedback, jobsService } = setup();
    expect(await service.forUser(user('supplier'))).toEqual({
      role: 'supplier',
      relevantJobs: 14,
      savedJobs: 15,
      applications,
      awarded: 10,
      inProgress: 11,
      completed: 12 + 13,
      team: { free: 16, busy: 17 },
      rating: { average: 4.5, count: 2 },
    });
    expect(feedback.ratingsFor).toHaveBeenCalledWith(['supplier-1']);
    expect(jobsService.relevantCount).toHaveBeenCalledWith(user('supplier'));
  });

  it('admin: platform figures and low ratings of the last 30 days to review', async () => {
    const { service, feedback } = setup();
    expect(await service.forUser(user('admin'))).toEqual({
      role: 'admin',
      accountsAwaitingApproval: { client: 18, supplier: 19 },
      jobs,
      awards,
      feedbackToReview: 20,
    });
    const [maxRating, since] = feedback.countToReview.mock.calls[0]!;
    expect(maxRating).toBe(REVIEW_MAX_RATING);
    expect(Math.round((Date.now() - since.getTime()) / 86_400_000)).toBe(30);
  });
});
