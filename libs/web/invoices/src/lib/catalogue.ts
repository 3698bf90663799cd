import { invoicesWebCatalogue } from '@fachwerk/shared/i18n/invoices-web';
import { registerCatalogue } from '@fachwerk/web/data-access';

// The invoice screens' texts, added when their lazy chunk loads.
registerCatalogue(invoicesWebCatalogue);
