import { createRoleRoutes, lazyChunk } from '@fachwerk/web/ui';

const AdminDashboard = lazyChunk('admin-dashboard', () => import(/* webpackChunkName: "admin-dashboard" */ './dashboard'));

/** The admin role's logged-in routes; pages not built yet are marked placeholders. */
export const routes = createRoleRoutes('admin', {
  '/dashboard': <AdminDashboard />,
});
