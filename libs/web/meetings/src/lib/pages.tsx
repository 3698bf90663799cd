import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const MeetingsPage = lazyChunk('meetings', async () => ({
  default: (await import(/* webpackChunkName: "meetings" */ './MeetingsPage')).MeetingsPage,
}));

/**
 * `/meetings` for clients and suppliers (`/meetings?id=<id>` opens one, `?schedule=<applicationId>`
 * opens the client's schedule dialog for that application), `/admin/meetings` for admins.
 */
export const meetingPages = (role: UserType): Record<string, ReactNode> =>
  role === 'admin'
    ? {
        '/admin/meetings': <MeetingsPage key="admin" role="admin" />,
        '/meetings': <MeetingsPage key="admin-own" role="admin" />,
      }
    : { '/meetings': <MeetingsPage key={role} role={role} /> };
