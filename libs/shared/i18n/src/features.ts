import { adminContent as deAdminContent } from './locales/de/admin-content';
import { adminContent as enAdminContent } from './locales/en/admin-content';
import { accountFieldLabels as deAccountFields } from './locales/de/account-fields';
import { accountFieldLabels as enAccountFields } from './locales/en/account-fields';
import { accountsWeb as deAccountsWeb } from './locales/de/accounts-web';
import { accountsWeb as enAccountsWeb } from './locales/en/accounts-web';

/**
 * Texts of screens that live in one remote only. The remote bundles its catalogue and adds it to
 * the shared i18next instance when it loads (`registerCatalogue` in web data-access), so the shell's
 * initial JavaScript does not carry them.
 */
export const adminContentCatalogue = { de: deAdminContent, en: enAdminContent };

/**
 * Texts of the shell's guest identity screens (registration, verification, password reset, social
 * sign-in) with the field labels their messages use: registered by those lazy pages, not in the
 * shell's initial JavaScript.
 */
export const accountsWebCatalogue = {
  de: { ...deAccountsWeb, fields: deAccountFields },
  en: { ...enAccountsWeb, fields: enAccountFields },
};
