import type { ReactNode } from 'react';

/** Supplier job screens: /job-list, /job-list/:id, /jobs-view/:id, /jobs, /saved-jobs, /applied-jobs, /relevant-jobs. Owner: web-supplier. Elements are lazy chunks (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const supplierJobPages: Record<string, ReactNode> = {};
