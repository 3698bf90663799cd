import type { UserType } from '@fachwerk/shared/contracts';
import type { ReactNode } from 'react';

/** Dashboards and /notification of every role. Owner: web-admin. */
export const engagementPages = (_role: UserType): Record<string, ReactNode> => ({});
