import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const AwardsPage = lazyChunk('jobs-awards', async () => ({
  default: (await import(/* webpackChunkName: "jobs-awards" */ './AwardsPage')).AwardsPage,
}));

/** Awarded and completed work of every role: /awarded-jobs, /completed-jobs (admin also /admin/awarded-jobs). */
export const awardPages = (role: UserType): Record<string, ReactNode> =>
  role === 'admin'
    ? {
        // the admin menu's "Awarded Jobs" points to /awarded-jobs: the same read-only list of all awards
        '/awarded-jobs': <AwardsPage key="admin-awarded" role="admin" view="admin" />,
        '/admin/awarded-jobs': <AwardsPage key="admin-all" role="admin" view="admin" />,
        '/completed-jobs': <AwardsPage key="completed" role="admin" view="completed" />,
      }
    : {
        '/awarded-jobs': <AwardsPage key="active" role={role} view="active" />,
        '/completed-jobs': <AwardsPage key="completed" role={role} view="completed" />,
      };
