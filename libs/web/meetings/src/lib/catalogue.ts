import { meetingsWebCatalogue } from '@fachwerk/shared/i18n/meetings-web';
import { registerCatalogue } from '@fachwerk/web/data-access';

// The meetings screens' texts, added when their lazy chunk loads.
registerCatalogue(meetingsWebCatalogue);
