import { hoursWebCatalogue } from '@fachwerk/shared/i18n/hours-web';
import { registerCatalogue } from '@fachwerk/web/data-access';

// The working-hours screen's texts, added when its lazy chunk loads.
registerCatalogue(hoursWebCatalogue);
