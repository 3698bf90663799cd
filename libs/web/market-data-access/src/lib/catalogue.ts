import { jobsWebCatalogue } from '@fachwerk/shared/i18n/jobs-web';
import { registerCatalogue } from '@fachwerk/web/data-access';

// The marketplace screens' texts come with their (lazy) pages, not with a remote's initial JavaScript.
// Every page module imports this file first.
registerCatalogue(jobsWebCatalogue);
