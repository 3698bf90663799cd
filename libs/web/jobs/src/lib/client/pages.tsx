import type { ReactNode } from 'react';

/** Client job screens: /jobs-post, /jobs-edit/:id, /jobs, /apply-job/:id, /supplier-details/:id/:Jobid. Owner: web-client. Elements are lazy chunks (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const clientJobPages: Record<string, ReactNode> = {};
