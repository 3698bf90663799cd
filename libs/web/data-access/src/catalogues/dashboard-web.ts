import { dashboardWebCatalogue } from '@fachwerk/shared/i18n/dashboard-web';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { registerCatalogue } from '@fachwerk/web/data-access';

// The dashboards register only their own texts (plus the common labels): the dashboard is the first
// page after login and must not carry every marketplace screen's texts.
registerCatalogue(dashboardWebCatalogue);
