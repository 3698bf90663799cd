import { awardPages } from '@fachwerk/web/awards';
import { chatPages } from '@fachwerk/web/chat';
import { CONTENT_PAGES } from '@fachwerk/web/content-admin';
import { dashboardPages } from '@fachwerk/web/dashboard';
import { adminFeedbackPages } from '@fachwerk/web/feedback';
import { hoursPages } from '@fachwerk/web/hours';
import { adminJobPages, jobSearchPages } from '@fachwerk/web/jobs';
import { meetingPages } from '@fachwerk/web/meetings';
import { invoicePages } from '@fachwerk/web/invoices';
import { notificationPages } from '@fachwerk/web/notifications';
import { createRoleRoutes } from '@fachwerk/web/ui';
import { ACCOUNT_PAGES } from './accounts';

/** The admin role's logged-in routes (a test keeps every one of them a built page). */
export const routes = createRoleRoutes('admin', {
  ...CONTENT_PAGES,
  ...ACCOUNT_PAGES,
  ...jobSearchPages,
  ...adminJobPages,
  ...adminFeedbackPages,
  ...awardPages('admin'),
  ...chatPages('admin'),
  ...dashboardPages('admin'),
  ...notificationPages,
  ...meetingPages('admin'),
  ...invoicePages('admin'),
  ...hoursPages('admin'),
});
