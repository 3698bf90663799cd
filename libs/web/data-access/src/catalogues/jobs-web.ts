import { jobsWebCatalogue } from '@fachwerk/shared/i18n/jobs-web';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { registerCatalogue } from '@fachwerk/web/data-access';

// The marketplace screens' texts come with their (lazy) pages, not with a remote's initial JavaScript.
// Every page module imports this file first.
registerCatalogue(jobsWebCatalogue);
