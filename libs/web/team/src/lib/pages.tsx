import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const TeamListPageChunk = lazyChunk('team-list', async () => ({
  default: (await import(/* webpackChunkName: "team-list" */ './TeamListPage')).TeamListPage,
}));
const AddWorkerPageChunk = lazyChunk('team-add-worker', async () => ({
  default: (await import(/* webpackChunkName: "team-worker-form" */ './WorkerFormPage')).AddWorkerPage,
}));
const EditWorkerPageChunk = lazyChunk('team-edit-worker', async () => ({
  default: (await import(/* webpackChunkName: "team-worker-form" */ './WorkerFormPage')).EditWorkerPage,
}));

/** Supplier team screens: /worker, /add-worker, /worker/edit-worker/:id. Elements are lazy chunks (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const teamPages: Record<string, ReactNode> = {
  '/worker': <TeamListPageChunk />,
  '/add-worker': <AddWorkerPageChunk />,
  '/worker/edit-worker/:id': <EditWorkerPageChunk />,
};
