import { ProfileRoute, UpdatePasswordRoute } from '@fachwerk/web/accounts';
import { awardPages, clientJobPages, engagementPages } from '@fachwerk/web/jobs';
import { createRoleRoutes, lazyChunk } from '@fachwerk/web/ui';

const ClientDashboard = lazyChunk(
  'client-dashboard',
  () => import(/* webpackChunkName: "client-dashboard" */ './dashboard'),
);

/** The client role's logged-in routes; pages not built yet are marked placeholders. */
export const routes = createRoleRoutes('client', {
  '/dashboard': <ClientDashboard />,
  '/profile': <ProfileRoute />,
  '/update-password': <UpdatePasswordRoute />,
  ...clientJobPages,
  ...awardPages('client'),
  ...engagementPages('client'),
});
