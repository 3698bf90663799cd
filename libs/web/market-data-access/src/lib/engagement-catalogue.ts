import { engagementWebCatalogue } from '@fachwerk/shared/i18n/engagement-web';
import { registerCatalogue } from '@fachwerk/web/data-access';

// Dashboards and /notification register only their own texts (plus the common labels): the dashboard
// is the first page after login and must not carry every marketplace screen's texts.
registerCatalogue(engagementWebCatalogue);
