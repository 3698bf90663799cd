import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const DashboardChunk = lazyChunk('jobs-dashboard', async () => ({
  default: (await import(/* webpackChunkName: "jobs-dashboard" */ './EngagementDashboardPage'))
    .EngagementDashboardPage,
}));
const NotificationsChunk = lazyChunk('jobs-notifications', async () => ({
  default: (await import(/* webpackChunkName: "jobs-notifications" */ './NotificationsPage'))
    .NotificationsPage,
}));

/** Dashboards and /notification of every role. Owner: web-admin. Elements are lazy chunks. */
export const engagementPages = (role: UserType): Record<string, ReactNode> => ({
  '/dashboard': <DashboardChunk role={role} />,
  '/notification': <NotificationsChunk />,
});
