import type { ReactNode } from 'react';

/** Admin screens for content and catalogues, by route path. Owner: admin-content feature. */
export const CONTENT_PAGES: Record<string, ReactNode> = {};
