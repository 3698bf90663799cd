import { itBuildsTheRoleRoutes } from '@fachwerk/web/ui/testing';
import { configure } from '@testing-library/react';
import { routes } from './routes';

// the dashboard is a lazy chunk compiled on first use: a busy machine needs more than a second
configure({ asyncUtilTimeout: 5000 });

describe('supplier remote routes', () => {
  itBuildsTheRoleRoutes(routes, {
    role: 'supplier',
    relevantJobs: 7,
    savedJobs: 2,
    applications: { pending: 3, awarded: 1, rejected: 0, withdrawn: 0 },
    awarded: 1,
    inProgress: 1,
    completed: 2,
    team: { free: 4, busy: 1 },
    rating: { average: 4.5, count: 2 },
  });
});
