import { itBuildsTheRoleRoutes } from '@fachwerk/web/ui/testing';
import { configure } from '@testing-library/react';
import { routes } from './routes';

// the dashboard is a lazy chunk compiled on first use: a busy machine needs more than a second
configure({ asyncUtilTimeout: 5000 });

describe('admin remote routes', () => {
  itBuildsTheRoleRoutes(routes, {
    role: 'admin',
    accountsAwaitingApproval: { client: 2, supplier: 3 },
    jobs: { draft: 1, open: 4, in_progress: 2, completed: 1, closed: 0 },
    awards: { awarded: 1, in_progress: 2, completed: 0, approved: 1, cancelled: 0, ended: 0 },
    feedbackToReview: 1,
  });
});
