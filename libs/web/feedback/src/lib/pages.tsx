import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const AdminFeedbackChunk = lazyChunk('jobs-admin-feedback', async () => ({
  default: (await import(/* webpackChunkName: "jobs-admin-feedback" */ './AdminFeedbackPage'))
    .AdminFeedbackPage,
}));

/** Admin feedback moderation: /admin/feedback. The element is a lazy chunk. */
export const adminFeedbackPages: Record<string, ReactNode> = {
  '/admin/feedback': <AdminFeedbackChunk />,
};
