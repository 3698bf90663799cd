import { ProfileRoute, UpdatePasswordRoute } from '@fachwerk/web/accounts';
import { awardPages, engagementPages, supplierJobPages, teamPages } from '@fachwerk/web/jobs';
import { createRoleRoutes, lazyChunk } from '@fachwerk/web/ui';

const SupplierDashboard = lazyChunk(
  'supplier-dashboard',
  () => import(/* webpackChunkName: "supplier-dashboard" */ './dashboard'),
);

/** The supplier role's logged-in routes; pages not built yet are marked placeholders. */
export const routes = createRoleRoutes('supplier', {
  '/dashboard': <SupplierDashboard />,
  '/profile': <ProfileRoute />,
  '/update-password': <UpdatePasswordRoute />,
  ...supplierJobPages,
  ...teamPages,
  ...awardPages('supplier'),
  ...engagementPages('supplier'),
});
