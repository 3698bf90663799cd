import { profileWebCatalogue } from '@fachwerk/shared/i18n/profile-web';
import { registerCatalogue } from '@fachwerk/web/data-access';

// The account screens' texts come with their (lazy) pages, not with the shell's initial JavaScript.
registerCatalogue(profileWebCatalogue);
