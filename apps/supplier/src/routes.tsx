import { ProfileRoute, UpdatePasswordRoute } from '@fachwerk/web/accounts';
import { awardPages, engagementPages, supplierJobPages, teamPages } from '@fachwerk/web/jobs';
import { createRoleRoutes } from '@fachwerk/web/ui';

/** The supplier role's logged-in routes; pages not built yet are marked placeholders. */
export const routes = createRoleRoutes('supplier', {
  '/profile': <ProfileRoute />,
  '/update-password': <UpdatePasswordRoute />,
  ...supplierJobPages,
  ...teamPages,
  ...awardPages('supplier'),
  ...engagementPages('supplier'),
});
