import { profileWeb as deProfileWeb } from './locales/de/profile-web';
import { profileWeb as enProfileWeb } from './locales/en/profile-web';

/**
 * Texts of the logged-in account screens (profile, password, admin accounts), used by all three
 * remotes: their lazy pages add it with `registerCatalogue`. A module of its own, so it travels with
 * those pages and not with another feature's catalogue.
 */
export const profileWebCatalogue = { de: deProfileWeb, en: enProfileWeb };
