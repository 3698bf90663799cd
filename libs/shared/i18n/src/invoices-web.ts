import { invoicesWeb as deInvoicesWeb } from './locales/de/invoices-web';
import { invoicesWeb as enInvoicesWeb } from './locales/en/invoices-web';

/** Texts of the invoice screens, registered by their lazy pages (`registerCatalogue`). */
export const invoicesWebCatalogue = { de: deInvoicesWeb, en: enInvoicesWeb };
