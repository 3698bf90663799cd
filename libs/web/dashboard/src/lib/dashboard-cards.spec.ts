import type { AdminDashboard, ClientDashboard, SupplierDashboard } from '@fachwerk/shared/contracts';
import { dashboardCards, placeholderDashboard } from './dashboard-cards';

const links = (cards: ReturnType<typeof dashboardCards>) =>
  Object.fromEntries(cards.map((c) => [c.id, [c.value, c.to]]));

describe('dashboardCards', () => {
  it('client: open jobs, drafts, new applications, work in progress, awaiting approval, completed', () => {
    const client: ClientDashboard = {
      role: 'client',
      openJobs: 3,
      draftJobs: 1,
      newApplications: 4,
      inProgress: 2,
      awaitingApproval: 5,
      completed: 6,
    };
    expect(links(dashboardCards(client))).toEqual({
      openJobs: [3, '/jobs?status=open'],
      draftJobs: [1, '/jobs?status=draft'],
      newApplications: [4, '/jobs'],
      inProgress: [2, '/awarded-jobs'],
      awaitingApproval: [5, '/awarded-jobs'],
      completed: [6, '/completed-jobs'],
    });
  });

  it('supplier: relevant and saved jobs, applications per status, awarded work, team free/busy, rating', () => {
    const supplier: SupplierDashboard = {
      role: 'supplier',
      relevantJobs: 12,
      savedJobs: 2,
      applications: { pending: 3, awarded: 1, rejected: 4, withdrawn: 0 },
      awarded: 1,
      inProgress: 2,
      completed: 7,
      team: { free: 5, busy: 3 },
      rating: { average: 4.3, count: 9 },
    };
    const cards = dashboardCards(supplier);
    expect(links(cards)).toEqual({
      relevantJobs: [12, '/relevant-jobs'],
      savedJobs: [2, '/saved-jobs'],
      'applications-pending': [3, '/applied-jobs?status=pending'],
      'applications-awarded': [1, '/applied-jobs?status=awarded'],
      'applications-rejected': [4, '/applied-jobs?status=rejected'],
      'applications-withdrawn': [0, '/applied-jobs?status=withdrawn'],
      awarded: [1, '/awarded-jobs?status=awarded'],
      inProgress: [2, '/awarded-jobs?status=in_progress'],
      completed: [7, '/completed-jobs'],
      teamFree: [5, '/worker?availability=free'],
      teamBusy: [3, '/worker?availability=busy'],
      rating: [9, '/completed-jobs'],
    });
    expect(cards.find((c) => c.id === 'rating')?.rating).toEqual({ average: 4.3, count: 9 });
  });

  it('admin: accounts awaiting approval, jobs and awarded work per status, feedback to review', () => {
    const admin: AdminDashboard = {
      role: 'admin',
      accountsAwaitingApproval: { client: 2, supplier: 3 },
      jobs: { draft: 1, open: 4, in_progress: 2, completed: 8, closed: 5 },
      awards: { awarded: 1, in_progress: 2, completed: 3, approved: 4, cancelled: 5, ended: 6 },
      feedbackToReview: 6,
    };
    expect(links(dashboardCards(admin))).toEqual({
      clientsPending: [2, '/client?approval=pending'],
      suppliersPending: [3, '/supplier?approval=pending'],
      'jobs-draft': [1, '/jobs?status=draft'],
      'jobs-open': [4, '/jobs?status=open'],
      'jobs-in_progress': [2, '/jobs?status=in_progress'],
      'jobs-completed': [8, '/jobs?status=completed'],
      'jobs-closed': [5, '/jobs?status=closed'],
      'awards-awarded': [1, '/awarded-jobs?status=awarded'],
      'awards-in_progress': [2, '/awarded-jobs?status=in_progress'],
      'awards-completed': [3, '/awarded-jobs?status=completed'],
      'awards-approved': [4, '/completed-jobs'],
      'awards-cancelled': [5, '/awarded-jobs?status=cancelled'],
      'awards-ended': [6, '/awarded-jobs?status=ended'],
      feedbackToReview: [6, '/admin/feedback'],
    });
  });

  it.each(['client', 'supplier', 'admin'] as const)(
    'the %s placeholder has every card of the role, at zero, so loading does not move the page',
    (role) => {
      const cards = dashboardCards(placeholderDashboard(role));
      expect(cards.length).toBeGreaterThan(5);
      expect(cards.every((card) => card.value === 0)).toBe(true);
      expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    },
  );
});
