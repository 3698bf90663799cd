import type { ReactNode } from 'react';

/** Public pages of the site (§2 public routes), by route path. Owner: public-site feature. */
export const PUBLIC_PAGES: Record<string, ReactNode> = {};
