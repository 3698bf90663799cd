import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const HoursPage = lazyChunk('hours', async () => ({
  default: (await import(/* webpackChunkName: "hours" */ './HoursPage')).HoursPage,
}));

/** `/awarded-jobs/hours-logged/:id/:clientId` (id: the award) for the award's supplier and client. */
export const hoursPages = (role: UserType): Record<string, ReactNode> =>
  role === 'admin' ? {} : { '/awarded-jobs/hours-logged/:id/:clientId': <HoursPage key={role} role={role} /> };
