import { accountsWebCatalogue } from '@fachwerk/shared/i18n/features';
import { registerCatalogue } from '@fachwerk/web/data-access';

// The identity screens' texts and field labels come with their lazy chunks, not with the shell's
// initial JavaScript. Every page module of this folder imports this module first.
registerCatalogue(accountsWebCatalogue);
