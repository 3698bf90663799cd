/**
 * Public entry of the dashboard module: Dashboards of clients, suppliers and admins.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { DashboardModule } from './dashboard.module';
