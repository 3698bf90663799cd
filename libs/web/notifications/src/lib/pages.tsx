import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const NotificationsChunk = lazyChunk('jobs-notifications', async () => ({
  default: (await import(/* webpackChunkName: "jobs-notifications" */ './NotificationsPage'))
    .NotificationsPage,
}));

/** The notification list of every role: /notification. The element is a lazy chunk. */
export const notificationPages: Record<string, ReactNode> = {
  '/notification': <NotificationsChunk />,
};
