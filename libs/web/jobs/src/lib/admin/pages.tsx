import type { ReactNode } from 'react';

/** Admin marketplace screens: /jobs, /admin/feedback. Owner: web-admin. Elements are lazy chunks (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const adminJobPages: Record<string, ReactNode> = {};
