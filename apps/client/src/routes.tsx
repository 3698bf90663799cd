import { ProfileRoute, UpdatePasswordRoute } from '@fachwerk/web/accounts';
import { awardPages, clientJobPages, engagementPages } from '@fachwerk/web/jobs';
import { createRoleRoutes } from '@fachwerk/web/ui';

/** The client role's logged-in routes; pages not built yet are marked placeholders. */
export const routes = createRoleRoutes('client', {
  '/profile': <ProfileRoute />,
  '/update-password': <UpdatePasswordRoute />,
  ...clientJobPages,
  ...awardPages('client'),
  ...engagementPages('client'),
});
