import type { ReactNode } from 'react';

/** Supplier team screens: /worker, /add-worker, /worker/edit-worker/:id. Owner: workers. Elements are lazy chunks (lazyChunk) so a remote's initial JavaScript only carries loaders. */
export const teamPages: Record<string, ReactNode> = {};
