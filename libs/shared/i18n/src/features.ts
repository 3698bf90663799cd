import { adminContent as deAdminContent } from './locales/de/admin-content';
import { adminContent as enAdminContent } from './locales/en/admin-content';

/**
 * Texts of screens that live in one remote only. The remote bundles its catalogue and adds it to
 * the shared i18next instance when it loads (`registerCatalogue` in web data-access), so the shell's
 * initial JavaScript does not carry them.
 */
export const adminContentCatalogue = { de: deAdminContent, en: enAdminContent };
