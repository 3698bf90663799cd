import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const JobSearchPageChunk = lazyChunk('jobs-search', async () => ({
  default: (await import(/* webpackChunkName: "jobs-search" */ './JobSearchPage')).JobSearchPage,
}));
const JobViewPageChunk = lazyChunk('jobs-view', async () => ({
  default: (await import(/* webpackChunkName: "jobs-view" */ './JobViewPage')).JobViewPage,
}));
const SavedJobsPageChunk = lazyChunk('jobs-saved', async () => ({
  default: (await import(/* webpackChunkName: "jobs-saved" */ './SavedJobsPage')).SavedJobsPage,
}));
const AppliedJobsPageChunk = lazyChunk('jobs-applied', async () => ({
  default: (await import(/* webpackChunkName: "jobs-applied" */ './AppliedJobsPage')).AppliedJobsPage,
}));
const RelevantJobsPageChunk = lazyChunk('jobs-relevant', async () => ({
  default: (await import(/* webpackChunkName: "jobs-relevant" */ './RelevantJobsPage')).RelevantJobsPage,
}));
const SupplierJobsPageChunk = lazyChunk('jobs-supplier-overview', async () => ({
  default: (await import(/* webpackChunkName: "jobs-supplier-overview" */ './SupplierJobsPage'))
    .SupplierJobsPage,
}));

/** Job search and the full job view, the market every role may look at (§2); apply and save only for suppliers. */
export const jobSearchPages: Record<string, ReactNode> = {
  '/job-list': <JobSearchPageChunk />,
  '/job-list/:id': <JobSearchPageChunk />,
  '/jobs-view/:id': <JobViewPageChunk />,
};

/** Supplier job screens: /job-list, /job-list/:id, /jobs-view/:id, /jobs, /saved-jobs, /applied-jobs, /relevant-jobs. Elements are lazy chunks (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const supplierJobPages: Record<string, ReactNode> = {
  ...jobSearchPages,
  '/jobs': <SupplierJobsPageChunk />,
  '/saved-jobs': <SavedJobsPageChunk />,
  '/applied-jobs': <AppliedJobsPageChunk />,
  '/relevant-jobs': <RelevantJobsPageChunk />,
};
