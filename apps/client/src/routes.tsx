import { ProfileRoute, UpdatePasswordRoute } from '@fachwerk/web/accounts';
import { awardPages } from '@fachwerk/web/awards';
import { chatPages } from '@fachwerk/web/chat';
import { dashboardPages } from '@fachwerk/web/dashboard';
import { clientJobPages, jobSearchPages } from '@fachwerk/web/jobs';
import { meetingPages } from '@fachwerk/web/meetings';
import { invoicePages } from '@fachwerk/web/invoices';
import { hoursPages } from '@fachwerk/web/hours';
import { notificationPages } from '@fachwerk/web/notifications';
import { createRoleRoutes } from '@fachwerk/web/ui';

/** The client role's logged-in routes (a test keeps every one of them a built page). */
export const routes = createRoleRoutes('client', {
  '/profile': <ProfileRoute />,
  '/update-password': <UpdatePasswordRoute />,
  ...clientJobPages,
  // the market: every role may look at /job-list and /jobs-view/:id (§2)
  ...jobSearchPages,
  ...awardPages('client'),
  ...chatPages('client'),
  ...dashboardPages('client'),
  ...notificationPages,
  ...hoursPages('client'),
  ...meetingPages('client'),
  ...invoicePages('client'),
});
