import { publicPages as dePublicPages } from './locales/de/public-pages';
import { publicPages as enPublicPages } from './locales/en/public-pages';

/**
 * Texts of the public pages (home, landing pages, FAQs, contact, page titles and meta): the lazy
 * public pages add them with `registerCatalogue`, so a logged-in user's first load does not carry them.
 */
export const publicPagesCatalogue = { de: dePublicPages, en: enPublicPages };
