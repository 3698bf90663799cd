import type { UserType } from '@fachwerk/shared/contracts';
import type { ReactNode } from 'react';

/** Awarded and completed work of every role: /awarded-jobs, /completed-jobs (admin also /admin/awarded-jobs). Owner: web-client. */
export const awardPages = (_role: UserType): Record<string, ReactNode> => ({});
