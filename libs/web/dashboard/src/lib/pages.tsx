import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const DashboardChunk = lazyChunk('jobs-dashboard', async () => ({
  default: (await import(/* webpackChunkName: "jobs-dashboard" */ './EngagementDashboardPage'))
    .EngagementDashboardPage,
}));

/** The dashboard of every role: /dashboard. The element is a lazy chunk. */
export const dashboardPages = (role: UserType): Record<string, ReactNode> => ({
  '/dashboard': <DashboardChunk role={role} />,
});
