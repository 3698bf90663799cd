import { ProfileRoute, UpdatePasswordRoute } from '@fachwerk/web/accounts';
import { awardPages } from '@fachwerk/web/awards';
import { chatPages } from '@fachwerk/web/chat';
import { dashboardPages } from '@fachwerk/web/dashboard';
import { supplierJobPages } from '@fachwerk/web/jobs';
import { meetingPages } from '@fachwerk/web/meetings';
import { invoicePages } from '@fachwerk/web/invoices';
import { hoursPages } from '@fachwerk/web/hours';
import { notificationPages } from '@fachwerk/web/notifications';
import { createRoleRoutes } from '@fachwerk/web/ui';
import { teamPages } from '@fachwerk/web/team';

/** The supplier role's logged-in routes (a test keeps every one of them a built page). */
export const routes = createRoleRoutes('supplier', {
  '/profile': <ProfileRoute />,
  '/update-password': <UpdatePasswordRoute />,
  ...supplierJobPages,
  ...teamPages,
  ...awardPages('supplier'),
  ...chatPages('supplier'),
  ...dashboardPages('supplier'),
  ...notificationPages,
  ...hoursPages('supplier'),
  ...meetingPages('supplier'),
  ...invoicePages('supplier'),
});
