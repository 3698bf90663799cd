import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const AdminJobsChunk = lazyChunk('jobs-admin-jobs', async () => ({
  default: (await import(/* webpackChunkName: "jobs-admin-jobs" */ './AdminJobsPage')).AdminJobsPage,
}));
const AdminFeedbackChunk = lazyChunk('jobs-admin-feedback', async () => ({
  default: (await import(/* webpackChunkName: "jobs-admin-feedback" */ './AdminFeedbackPage'))
    .AdminFeedbackPage,
}));

/** Admin marketplace screens: /jobs, /admin/feedback. Owner: web-admin. Elements are lazy chunks (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const adminJobPages: Record<string, ReactNode> = {
  '/jobs': <AdminJobsChunk />,
  '/admin/feedback': <AdminFeedbackChunk />,
};
