import { publicPagesCatalogue } from '@fachwerk/shared/i18n/public-pages';
import { registerCatalogue } from '@fachwerk/web/data-access';

// The public pages' texts come with their lazy chunks, not with the shell's first JavaScript.
// Every public page module imports this file first.
registerCatalogue(publicPagesCatalogue);
