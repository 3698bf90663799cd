import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const JobFormPage = lazyChunk('jobs-client-form', async () => ({
  default: (await import(/* webpackChunkName: "jobs-client-form" */ './JobFormPage')).JobFormPage,
}));
const MyJobsPage = lazyChunk('jobs-client-list', async () => ({
  default: (await import(/* webpackChunkName: "jobs-client-list" */ './MyJobsPage')).MyJobsPage,
}));
const ApplicationsPage = lazyChunk('jobs-client-applications', async () => ({
  default: (await import(/* webpackChunkName: "jobs-client-applications" */ './ApplicationsPage'))
    .ApplicationsPage,
}));
const SupplierDetailsPage = lazyChunk('jobs-client-supplier-details', async () => ({
  default: (await import(/* webpackChunkName: "jobs-client-supplier-details" */ './SupplierDetailsPage'))
    .SupplierDetailsPage,
}));

/** Client job screens: /jobs-post, /jobs-edit/:id, /jobs, /apply-job/:id, /supplier-details/:id/:Jobid. Elements are lazy chunks (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const clientJobPages: Record<string, ReactNode> = {
  '/jobs-post': <JobFormPage />,
  '/jobs-edit/:id': <JobFormPage />,
  '/jobs': <MyJobsPage />,
  '/apply-job/:id': <ApplicationsPage />,
  '/supplier-details/:id/:Jobid': <SupplierDetailsPage />,
};
