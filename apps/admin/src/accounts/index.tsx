import type { ReactNode } from 'react';

/** Admin screens for client and supplier accounts, by route path. Owner: accounts feature. */
export const ACCOUNT_PAGES: Record<string, ReactNode> = {};
