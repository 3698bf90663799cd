import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const HoursPage = lazyChunk('hours', async () => ({
  default: (await import(/* webpackChunkName: "hours" */ './HoursPage')).HoursPage,
}));

/**
 * `/awarded-jobs/hours-logged/:id/:clientId` (id: the award): the supplier records, the client
 * reviews, an admin reads (no actions: they are the parties' own).
 */
export const hoursPages = (role: UserType): Record<string, ReactNode> => ({
  '/awarded-jobs/hours-logged/:id/:clientId': <HoursPage key={role} role={role} />,
});
