import type { ReactNode } from 'react';

/** Guest pages of identity (registration, verification, password recovery), by route path. Owner: accounts feature. */
export const AUTH_PAGES: Record<string, ReactNode> = {};
