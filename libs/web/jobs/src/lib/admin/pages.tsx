import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const AdminJobsChunk = lazyChunk('jobs-admin-jobs', async () => ({
  default: (await import(/* webpackChunkName: "jobs-admin-jobs" */ './AdminJobsPage')).AdminJobsPage,
}));

/** Admin job list: /jobs. The element is a lazy chunk (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const adminJobPages: Record<string, ReactNode> = {
  '/jobs': <AdminJobsChunk />,
};
